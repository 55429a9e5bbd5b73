import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { readHistoryWithProgress, type FullLoadProgress } from '../../api/data/full-history';
import { collectAll } from '../../api/data/page-all';
import { dataClient } from '../../api/endpoints';
import { tradesV1 } from '../../api/data/contract/routes-history';
import { tradesV2, userStatsV2 } from '../../api/data/contract/routes-v2';
import {
  pickMarket,
  readTradeFilters,
  tradeScope,
  toTradesV1Filters,
  toTradesV2Params,
  TRADES_WALK_PAGE_SIZE,
  type TradeFilters,
} from './url-state';
import { tradeFromV1, tradeFromV2, type TradeRow } from './trade-row';

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = { v1: dataClient({ trades: tradesV1 }), v2: dataClient({ trades: tradesV2, userStats: userStatsV2 }) };

/*
 * The only calls to src/api for the Trades view: /v2/trades pages newest first (load more follows
 * next_cursor), every page at once for "oldest first", and the v1 full-history walk.
 */
export const tradeKeys = {
  all: ['trades'] as const,
  lists: () => [...tradeKeys.all, 'list'] as const,
  list: (address: string, filters: TradeFilters) => [...tradeKeys.lists(), address, tradeScope(filters)] as const,
  oldestFirst: (address: string, filters: TradeFilters) => [...tradeKeys.all, 'oldest-first', address, tradeScope(filters)] as const,
  full: (address: string, filters: TradeFilters) => [...tradeKeys.all, 'full', address, tradeScope(filters)] as const,
};

type V2Page = Awaited<ReturnType<typeof dataApi.v2.trades>>;
export type TradePages = { rows: TradeRow[] };

const selectRows = (data: InfiniteData<V2Page, string>): TradePages => ({ rows: data.pages.flatMap((p) => p.data.map(tradeFromV2)) });

export function tradePagesOptions(address: string, filters: TradeFilters) {
  return infiniteQueryOptions({
    queryKey: tradeKeys.list(address, filters),
    queryFn: ({ pageParam, signal }) => {
      const params = toTradesV2Params(address, tradeScope(filters));
      // later pages restate every filter: the cursor is bound to them
      return dataApi.v2.trades(pageParam ? { ...params, cursor: pageParam } : params, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
    select: selectRows,
    placeholderData: keepPreviousData,
  });
}

/**
 * "Oldest first": the route serves newest first only, so the first row of that order is the last
 * row of the walk. Every page is read (in the route's largest pages) and reversed; for a deep
 * history this is the full walk, so it is kept in memory only.
 */
export function tradesOldestFirstOptions(address: string, filters: TradeFilters) {
  return queryOptions({
    queryKey: tradeKeys.oldestFirst(address, filters),
    queryFn: async ({ signal }) => {
      const rows = await collectAll(dataApi.v2.trades, toTradesV2Params(address, tradeScope(filters), TRADES_WALK_PAGE_SIZE), { signal });
      return { rows: rows.map(tradeFromV2).reverse() } satisfies TradePages;
    },
    meta: { persist: false },
    placeholderData: keepPreviousData,
  });
}

export type FullTrades = { rows: TradeRow[]; complete: boolean; gaps: number };

/** Every trade for these filters past the offset caps (v1 /trades in start/end windows), with progress. */
export async function readFullTrades(
  address: string,
  filters: TradeFilters,
  signal: AbortSignal,
  onProgress: (p: FullLoadProgress) => void,
): Promise<FullTrades> {
  const { start, end, query, market } = toTradesV1Filters(tradeScope(filters));
  const joinDate = (signal: AbortSignal) => dataApi.v2.userStats({ user: address }, { signal }).then((r) => r.data?.join_date ?? null);
  const range = { user: address, signal, start, ...(end !== undefined && { end }), query };
  const result = await readHistoryWithProgress('trades', (p, o) => dataApi.v1.trades(p, o), joinDate, range, onProgress);
  const rows = result.rows.map(tradeFromV1);
  return { rows: pickMarket(rows, market), complete: result.complete, gaps: result.gaps.length };
}

/** What a visit to this URL shows first (newest first: a page; oldest first: the walk), for the route to start before the page renders. */
export function prefetchTrades(client: QueryClient, address: string, search: string) {
  const filters = readTradeFilters(new URLSearchParams(search));
  if (filters.order === 'oldest') void client.prefetchQuery(tradesOldestFirstOptions(address, filters));
  else void client.prefetchInfiniteQuery(tradePagesOptions(address, filters));
}
