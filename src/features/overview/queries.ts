import { queryOptions } from '@tanstack/react-query';
import { POSITIONS_LIMIT, POSITIONS_OFFSET_MAX } from '../../api/data/params';
import type { Position } from '../../api/data/schemas';
import { dataApi } from '../../api/endpoints';

/** The only calls to src/api for the Overview view. */
export const overviewKeys = {
  all: ['overview'] as const,
  positions: (address: string) => [...overviewKeys.all, 'positions', address] as const,
};

export type AllPositions = { rows: Position[]; complete: boolean };

/**
 * Every open position of any size, largest value first, read in the biggest pages the API allows.
 * A summary over the first page only would be a guess; the offset cap is the one honest limit.
 */
async function fetchAllPositions(address: string, signal: AbortSignal): Promise<AllPositions> {
  const limit = POSITIONS_LIMIT.max;
  const rows: Position[] = [];
  for (let offset = 0; offset <= POSITIONS_OFFSET_MAX; offset += limit) {
    const page = await dataApi.v1.positions({ user: address, sizeThreshold: 0, sortBy: 'CURRENT', sortDirection: 'DESC', limit, offset }, { signal });
    rows.push(...page);
    if (page.length < limit) return { rows, complete: true };
  }
  return { rows, complete: false };
}

export function overviewPositionsQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.positions(address),
    queryFn: ({ signal }) => fetchAllPositions(address, signal),
  });
}
