import { useUrlState, type UrlStateChange } from '../../ui/history-url-state';
import { filtersToSearch, readFilters, type PositionFilters } from './filters';

export type FiltersChange = UrlStateChange<PositionFilters>;

/** The view's state in the URL (src/ui/history-url-state.ts); fetching follows `filters`, controls draw `shown`. */
export function useUrlFilters() {
  const { value: filters, shown, change } = useUrlState(readFilters, filtersToSearch);
  return { filters, shown, change };
}
