import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { V2Position } from '../../api/data/contract/schemas-v2';
import { dataClient } from '../../api/endpoints';
import { positionsV2 } from '../../api/data/contract/routes-v2';
import { readFilters, toPositionsParams, type PositionFilters } from './url-state';

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = { v2: dataClient({ positions: positionsV2 }) };

/*
 * The only calls to src/api for the Positions view. Keys nest so invalidation can be as broad as
 * needed: positionKeys.all after a fill, positionKeys.lists() for every list of every address.
 */
export const positionKeys = {
  all: ['positions'] as const,
  lists: () => [...positionKeys.all, 'list'] as const,
  list: (address: string, filters: PositionFilters) => [...positionKeys.lists(), address, filters] as const,
};

export type PositionRow = z.infer<typeof V2Position>;

/** One list, walked page by page along pagination.next_cursor ("Load more"). */
export function positionsQueryOptions(address: string, filters: PositionFilters) {
  return infiniteQueryOptions({
    queryKey: positionKeys.list(address, filters),
    queryFn: ({ pageParam, signal }) => dataApi.v2.positions(toPositionsParams(address, filters, pageParam ?? undefined), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
  });
}

/** The list a visit to this URL shows, for the route to start before the page renders. */
export function prefetchPositions(client: QueryClient, address: string, search: string) {
  void client.prefetchInfiniteQuery(positionsQueryOptions(address, readFilters(new URLSearchParams(search))));
}

/**
 * After a claim confirmed: every Positions list, and the other views a redemption moves (cash,
 * activity, the account's balance), named by their roots since a feature never imports another.
 */
export function invalidateAfterClaim(client: QueryClient): Promise<void> {
  const roots = ['overview', 'activity', 'accounting', 'trade'];
  return Promise.all([
    client.invalidateQueries({ queryKey: positionKeys.all }),
    client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && roots.includes(q.queryKey[0]) }),
  ]).then(() => undefined);
}
