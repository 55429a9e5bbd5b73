import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { readHistoryWithProgress, type FullLoadProgress } from '../../api/data/full-history';
import { dataClient } from '../../api/endpoints';
import { comboActivityV2 } from '../../api/data/contract/routes-combos';
import { activityV1 } from '../../api/data/contract/routes-history';
import { activityV2, userStatsV2 } from '../../api/data/contract/routes-v2';
import { activityFromV2, activityRowsFromV1, type ActivityRow } from './activity-row';
import { activityScope, readActivityFilters, toActivityV1Filters, toActivityV2Params, type ActivityFilters } from './url-state';

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = {
  v1: dataClient({ activity: activityV1 }),
  v2: dataClient({ activity: activityV2, userStats: userStatsV2, comboActivity: comboActivityV2 }),
};

/*
 * The only calls to src/api for the Activity view: /v2/activity pages (load more follows
 * next_cursor), the v1 full-history walk, and a combo's legs from /v2/activity/combos.
 */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (address: string, filters: ActivityFilters) => [...activityKeys.lists(), address, filters] as const,
  full: (address: string, filters: ActivityFilters) => [...activityKeys.all, 'full', address, activityScope(filters)] as const,
  combo: (address: string, comboId: string) => [...activityKeys.all, 'combo', address, comboId] as const,
};

type V2Page = Awaited<ReturnType<typeof dataApi.v2.activity>>;
export type ActivityPages = { rows: ActivityRow[]; pages: number };

// module-level, so react-query re-runs it only when the pages change
const selectRows = (data: InfiniteData<V2Page, string>): ActivityPages => ({
  rows: data.pages.flatMap((p) => p.data.map(activityFromV2)),
  pages: data.pages.length,
});

export function activityPagesOptions(address: string, filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(address, filters),
    queryFn: ({ pageParam, signal }) => {
      const params = toActivityV2Params(address, filters);
      // later pages restate every filter: the cursor is bound to them
      return dataApi.v2.activity(pageParam ? { ...params, cursor: pageParam } : params, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
    select: selectRows,
    // other filters keep the last rows on screen (dimmed) instead of a blank list
    placeholderData: keepPreviousData,
  });
}

export type FullActivity = { rows: ActivityRow[]; complete: boolean; gaps: number };

/** A full history read for every type, narrowed to some types: what the walk would return for them. */
export function narrowFullActivity(all: FullActivity, types: readonly ActivityRow['type'][]): FullActivity {
  const wanted = new Set(types);
  return { ...all, rows: all.rows.filter((r) => wanted.has(r.type)) };
}

/**
 * Every row for these filters, past the offset caps (v1 /activity in start/end windows). Progress
 * is measured in time, back from the newest row towards the account's first day (its join date,
 * read alongside) or the chosen first day.
 */
export async function readFullActivity(
  address: string,
  filters: ActivityFilters,
  signal: AbortSignal,
  onProgress: (p: FullLoadProgress) => void,
): Promise<FullActivity> {
  const { start, end, query } = toActivityV1Filters(activityScope(filters));
  const joinDate = (signal: AbortSignal) => dataApi.v2.userStats({ user: address }, { signal }).then((r) => r.data?.join_date ?? null);
  const range = { user: address, signal, start, ...(end !== undefined && { end }), query };
  const result = await readHistoryWithProgress('activity', (p, o) => dataApi.v1.activity(p, o), joinDate, range, onProgress);
  return { rows: activityRowsFromV1(result.rows), complete: result.complete, gaps: result.gaps.length };
}

export function comboLegsOptions(address: string, comboId: string) {
  return queryOptions({
    queryKey: activityKeys.combo(address, comboId),
    // a combo has a handful of lifecycle events; one page holds them all
    queryFn: async ({ signal }) => (await dataApi.v2.comboActivity({ user: address, market_id: [comboId], limit: 500 }, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The first page a visit to this URL shows, for the route to start before the page renders. */
export function prefetchActivity(client: QueryClient, address: string, search: string) {
  void client.prefetchInfiniteQuery(activityPagesOptions(address, readActivityFilters(new URLSearchParams(search))));
}
