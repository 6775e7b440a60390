import { useEffect, useRef } from 'react';

/**
 * A page's heading, focused when the page arrives and again whenever `moment` changes (the page
 * showing a new state), so a screen reader announces where the guest is. Nothing while `ready`
 * is false (the page still loading).
 */
export function useHeadingFocus(options: { ready?: boolean; moment?: unknown } = {}) {
  const { ready = true, moment } = options;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready, moment]);
  return ref;
}
