import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataApi } from '../../api/endpoints';
import { toPositionsParams, type PositionFilters } from './filters';

/*
 * The only calls to src/api for the Positions view. Keys nest so invalidation can be as broad as
 * needed: positionKeys.all after a fill, positionKeys.lists() for every list of every address.
 */
export const positionKeys = {
  all: ['positions'] as const,
  lists: () => [...positionKeys.all, 'list'] as const,
  list: (address: string, filters: PositionFilters) => [...positionKeys.lists(), address, filters] as const,
};

export function positionsQueryOptions(address: string, filters: PositionFilters) {
  return queryOptions({
    queryKey: positionKeys.list(address, filters),
    queryFn: ({ signal }) => dataApi.v1.positions(toPositionsParams(address, filters), { signal }),
    // keep the current page on screen while the next page or sort loads, instead of a blank table
    placeholderData: keepPreviousData,
  });
}
