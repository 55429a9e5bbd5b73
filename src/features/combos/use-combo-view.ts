import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readView, viewToSearch, type ComboView } from './view-state';

export type ViewChange = (patch: Partial<ComboView>, options?: { replace?: boolean }) => void;

/**
 * The view's state, read from and written to the URL. The router applies a navigation in a
 * transition, so for a frame the URL still holds the old value and a controlled checkbox would
 * flicker back: `shown` holds the value just asked for until the URL moves, then the URL again.
 * Fetching always follows `view`, the URL itself.
 */
export function useComboView() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => readView(searchParams), [searchParams]);
  const [pending, setPending] = useState<{ from: URLSearchParams; value: ComboView } | null>(null);
  const shown = pending && pending.from === searchParams ? pending.value : view;

  const change: ViewChange = useCallback(
    (patch, options) => {
      const next = { ...shown, ...patch };
      setPending({ from: searchParams, value: next });
      void navigate({ search: viewToSearch(next) }, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [shown, searchParams, navigate],
  );

  return { view, shown, change };
}
