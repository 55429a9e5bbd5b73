import { useUrlState, type UrlStateChange } from '../../ui/use-url-state';
import { filtersToSearch, readFilters, type PositionFilters } from './filters';

export type FiltersChange = UrlStateChange<PositionFilters>;

/** The view's state in the URL (src/ui/use-url-state.ts). */
export function useUrlFilters() {
  const { value: filters, change } = useUrlState(readFilters, filtersToSearch);
  return { filters, change };
}
