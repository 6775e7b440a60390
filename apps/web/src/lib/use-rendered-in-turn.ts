import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render yet: the first at once, then one more per task.
 * Preact renders a whole list in one task, and a results page of several room cards would keep
 * a slow phone from answering a tap for a few hundred milliseconds (ADR 0048); one card per task
 * keeps each short. A new list (another `list` object) starts again from the first.
 */
export function useRenderedInTurn(list: unknown, total: number, first = 1): number {
  const [rendered, setRendered] = useState({ list, count: first });
  const count = rendered.list === list ? rendered.count : first;
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => setRendered({ list, count: count + 1 }), 0);
    return () => clearTimeout(next);
  }, [list, count, total]);
  return Math.min(count, total);
}
