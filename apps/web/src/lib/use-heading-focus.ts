import { useEffect, useRef } from 'react';

/**
 * A page's heading, focused when the page arrives and again whenever `moment` changes (the page
 * showing a new state), so a screen reader announces where the guest is. The page is shown from
 * its top, header and steps in view, as a page loaded anew would be: the one before may have
 * been scrolled down to its button. Nothing while `ready` is false (the page still loading).
 */
export function useHeadingFocus(options: { ready?: boolean; moment?: unknown } = {}) {
  const { ready = true, moment } = options;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!ready || !heading) return;
    window.scrollTo({ top: 0 });
    heading.focus({ preventScroll: true });
  }, [ready, moment]);
  return ref;
}
