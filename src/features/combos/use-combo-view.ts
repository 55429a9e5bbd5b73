import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { readView, viewToSearch, type ComboView } from './view-state';

export type ViewChange = (patch: Partial<ComboView>, options?: { replace?: boolean }) => void;

/**
 * The view's state, read from and written to the URL. `shown` holds the value just asked for until
 * the URL moves, then the URL again, so a controlled checkbox never flickers back.
 * Fetching always follows `view`, the URL itself.
 */
export function useComboView() {
  const [searchParams] = useSearchParams();
  const [pathname, navigate] = useLocation();
  const view = useMemo(() => readView(searchParams), [searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: ComboView } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : view;

  const change: ViewChange = useCallback(
    (patch, options) => {
      const next = { ...shown, ...patch };
      setPending({ from: searchParams, value: next });
      // written by hand, not through URLSearchParams, so the status list keeps its readable commas
      navigate(`${pathname}${viewToSearch(next)}`, { replace: options?.replace ?? false });
    },
    [shown, searchParams, pathname, navigate],
  );

  return { view, shown, change };
}
