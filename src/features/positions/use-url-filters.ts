import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToSearch, readFilters, type PositionFilters } from './filters';

export type FiltersChange = (patch: Partial<PositionFilters>, options?: { replace?: boolean }) => void;

/**
 * The view's state, read from and written to the URL.
 *
 * The router applies URL changes in a React transition, so for a frame or two after a click the
 * URL still holds the old value, and a controlled checkbox or select would snap back and then
 * forward. `shown` bridges that gap: the value just asked for, until the URL moves (to it, or
 * elsewhere on Back), then the URL again. Fetching always follows `filters`, the URL itself.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: PositionFilters } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : filters;

  const change: FiltersChange = useCallback(
    (patch, options) => {
      setPending((p) => ({ from: searchParams, value: { ...(p && p.from === searchParams ? p.value : filters), ...patch } }));
      setSearchParams((prev) => filtersToSearch({ ...readFilters(prev), ...patch }), { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [searchParams, filters, setSearchParams],
  );

  return { filters, shown, change };
}
