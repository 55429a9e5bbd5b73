import { useUrlState, type UrlStateChange } from '../../ui/use-url-state';
import { readView, viewToSearch, type ComboView } from './view-state';

export type ViewChange = UrlStateChange<ComboView>;

// written by hand, not through URLSearchParams, so the status list keeps its readable commas
const writeView = (view: ComboView) => viewToSearch(view);

/** The view's state, read from and written to the URL (src/ui/use-url-state.ts). */
export function useComboView() {
  const { value: view, change } = useUrlState(readView, writeView);
  return { view, change };
}
