import { useUrlState, type UrlStateChange } from '../../ui/use-url-state';
import { readView, viewToSearch, type ComboView } from './view-state';

export type ViewChange = UrlStateChange<ComboView>;

/**
 * The view's state, read from and written to the URL (src/ui/use-url-state.ts). viewToSearch writes
 * the search by hand, not through URLSearchParams, so the status list keeps its readable commas.
 */
export function useComboView() {
  const { value: view, change } = useUrlState(readView, viewToSearch);
  return { view, change };
}
