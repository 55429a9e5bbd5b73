import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';

export type UrlStateOptions = { replace?: boolean; state?: unknown };

/** A change to a view's URL state: a patch of it, or a function of the state as the URL has it now. */
export type UrlStateChange<T> = (next: Partial<T> | ((current: T) => T), options?: UrlStateOptions) => void;

/**
 * A view's state kept in the query string, read and written through a pair of pure functions
 * (module-level, so they are stable). `write` gets the current parameters too, for a widget that
 * owns only some of them, and may return a string to keep characters URLSearchParams would escape.
 *
 * wouter applies a navigation synchronously, so the value read back on the next render is the one
 * just written: fetching and controls both draw from `value`. A change starts from the URL as it is
 * at that moment, so two changes in one event both land.
 */
export function useUrlState<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (value: T, current: URLSearchParams) => URLSearchParams | string,
) {
  const [searchParams] = useSearchParams();
  const [pathname, navigate] = useLocation();
  const value = useMemo(() => read(searchParams), [read, searchParams]);

  const change: UrlStateChange<T> = useCallback(
    (next, options = {}) => {
      const params = new URLSearchParams(window.location.search);
      const current = read(params);
      const search = write(typeof next === 'function' ? next(current) : { ...current, ...next }, params)
        .toString()
        .replace(/^\?/, '');
      navigate(`${pathname}${search ? `?${search}` : ''}`, { replace: options.replace ?? false, state: options.state });
    },
    [read, write, pathname, navigate],
  );

  return { value, change };
}
