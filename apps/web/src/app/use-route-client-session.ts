import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ensureClientSession } from '../lib/client-session';

/**
 * §2 OTA mode: "a client session is obtained before each route if none is stored". Each route asks
 * for the widget's own (lib/client-session) as it opens: a stored one answers at once, a missing
 * one is requested, and the route's calls wait for that request rather than start another.
 * What it gives back is the failure, if the request failed, and a way to ask again.
 */
export function useRouteClientSession(): { error: unknown; retry: () => void } {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ route: string; error: unknown } | null>(null);
  const route = `${pathname}#${attempt}`;
  useEffect(() => {
    let current = true;
    ensureClientSession().catch((error: unknown) => current && setFailed({ route, error }));
    return () => {
      current = false;
    };
  }, [route]);
  return { error: failed?.route === route ? failed.error : null, retry: () => setAttempt((n) => n + 1) };
}
