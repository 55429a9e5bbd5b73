import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { filtersToSearch, readFilters, type PositionFilters } from './filters';

export type FiltersChange = (patch: Partial<PositionFilters>, options?: { replace?: boolean }) => void;

/**
 * The view's state, read from and written to the URL.
 *
 * `shown` is the value just asked for, until the URL moves (to it, or elsewhere on Back), then the
 * URL again, so a controlled checkbox or select never snaps back. Fetching follows `filters`.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: PositionFilters } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : filters;

  const change: FiltersChange = useCallback(
    (patch, options) => {
      setPending((p) => ({ from: searchParams, value: { ...(p && p.from === searchParams ? p.value : filters), ...patch } }));
      setSearchParams((prev) => filtersToSearch({ ...readFilters(prev), ...patch }), { replace: options?.replace ?? false });
    },
    [searchParams, filters, setSearchParams],
  );

  return { filters, shown, change };
}
