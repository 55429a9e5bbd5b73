import { useEffect, useRef } from 'react';

/**
 * A new page starts at the top; Back and Forward keep what the browser restores. Only the path
 * counts: a filter or sort written to the query string keeps the reader where they are.
 */
export function useScrollReset(pathname: string) {
  const popped = useRef(false);
  const last = useRef(pathname);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (pathname === last.current) return;
    last.current = pathname;
    if (!popped.current) window.scrollTo(0, 0);
    popped.current = false;
  }, [pathname]);
}
