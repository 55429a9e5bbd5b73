import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';

export type UrlStateChange<T> = (patch: Partial<T>, options?: { replace?: boolean }) => void;

/**
 * A view's state, read from and written to the URL. `read` and `write` must be stable (module-level).
 *
 * `shown` is the value just asked for, until the URL moves, so a controlled checkbox or select never
 * snaps back between the click and the URL update. Fetching follows `value`.
 */
export function useUrlState<T extends object>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = useMemo(() => read(searchParams), [read, searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: T } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : value;

  const change: UrlStateChange<T> = useCallback(
    (patch, options) => {
      setPending((p) => ({ from: searchParams, value: { ...(p && p.from === searchParams ? p.value : value), ...patch } }));
      setSearchParams((prev) => write({ ...read(prev), ...patch }), { replace: options?.replace ?? false });
    },
    [searchParams, value, setSearchParams, read, write],
  );

  return { value, shown, change };
}
