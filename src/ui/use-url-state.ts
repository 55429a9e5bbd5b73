import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';

export type UrlStateOptions = { replace?: boolean; state?: unknown };

/**
 * A view's state kept in the query string, read and written through a pair of pure functions
 * (module-level, so they are stable). `shown` is the value just asked for until the URL moves, then the URL
 * again, so a controlled radio never snaps back between the click and the URL update. Fetch from
 * `state` (the URL itself); draw controls from `shown`.
 */
export function useUrlState<T>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: T } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : state;

  const update = useCallback(
    (next: (current: T) => T, options: UrlStateOptions = {}) => {
      const value = next(shown);
      setPending({ from: searchParams, value });
      setSearchParams(write(value), { replace: options.replace ?? false, state: options.state });
    },
    [shown, searchParams, setSearchParams, write],
  );

  return { state, shown, update };
}
