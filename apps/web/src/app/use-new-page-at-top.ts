import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page the guest goes to opens at its top, as a page load would: without this, "See rooms" or
 * "Book" low on a long list opened the next page as far down. Going back (a pop) is left to the
 * browser, which puts the guest back where they were. A new search on the same page stays put.
 */
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, navigationType]);
}
