import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataClient, metadataApi, tradingTransport } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { bookRoutes } from '../../api/trading/contract/routes-books';
import { OrderBook } from '../../api/trading/contract/schemas-books';
import { holdersV2, liveVolumeV2, oiV2, positionsV2, pricesHistoryV2, resolutionsV2, tradesV2 } from '../../api/data/contract/routes-v2';
import type { z } from 'zod/mini';
import type { V2ConditionResolution } from '../../api/data/contract/schemas-v2';
import { marketOutcomes, outcomeTokens } from './market-facts';
import { isConditionId, readMarketState, type ChartInterval } from './url-state';

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = {
  v2: dataClient({
    oi: oiV2,
    resolutions: resolutionsV2,
    holders: holdersV2,
    pricesHistory: pricesHistoryV2,
    liveVolume: liveVolumeV2,
    positions: positionsV2,
    trades: tradesV2,
  }),
};

type ConditionResolution = z.output<typeof V2ConditionResolution>;

/*
 * The only calls to src/api for the Market view. Every read keyed by the condition id starts at
 * once; only the price history (it needs the outcome tokens) and the event's live volume (it needs
 * the event id) wait for the market's metadata.
 */
export const marketKeys = {
  all: ['market'] as const,
  detail: (conditionId: string) => [...marketKeys.all, conditionId.toLowerCase()] as const,
  metadata: (c: string) => [...marketKeys.detail(c), 'metadata'] as const,
  openInterest: (c: string) => [...marketKeys.detail(c), 'oi'] as const,
  resolution: (c: string) => [...marketKeys.detail(c), 'resolution'] as const,
  holders: (c: string, limit: number) => [...marketKeys.detail(c), 'holders', limit] as const,
  prices: (c: string, tokens: readonly string[], interval: ChartInterval) => [...marketKeys.detail(c), 'prices', tokens, interval] as const,
  liveVolume: (eventId: string) => [...marketKeys.all, 'live-volume', eventId] as const,
  position: (c: string, address: string) => [...marketKeys.detail(c), 'position', address.toLowerCase()] as const,
  trades: (c: string) => [...marketKeys.detail(c), 'trades'] as const,
  book: (c: string, tokenId: string) => [...marketKeys.detail(c), 'book', tokenId] as const,
};

/**
 * The book of an outcome, from the trading service, or null when it keeps none for this token (a
 * closed or resolved market). The book panel asks for it after the page has drawn, so the view's
 * first reads stay the data and metadata services'.
 */
export const bookQueryOptions = (conditionId: string, tokenId: string) =>
  queryOptions({
    queryKey: marketKeys.book(conditionId, tokenId),
    queryFn: ({ signal }) =>
      tradingTransport
        .call({ path: bookRoutes.book.path, query: { token_id: tokenId }, signal }, OrderBook)
        .catch((err: unknown) => (err instanceof ApiError && err.status === 404 ? null : Promise.reject(err))),
  });

/** The market's record from the metadata service, or null when it knows no market of that id. */
export function marketQueryOptions(conditionId: string) {
  return queryOptions({
    queryKey: marketKeys.metadata(conditionId),
    queryFn: async ({ signal }) => (await metadataApi.markets({ condition_ids: [conditionId], limit: 1 }, { signal }))[0] ?? null,
  });
}

export function openInterestQueryOptions(conditionId: string) {
  return queryOptions({
    queryKey: marketKeys.openInterest(conditionId),
    queryFn: async ({ signal }) =>
      (await dataApi.v2.oi({ condition: [conditionId] }, { signal })).data.find(
        (r) => r.condition_id.toLowerCase() === conditionId.toLowerCase(),
      ) ?? null,
  });
}

export function resolutionQueryOptions(conditionId: string) {
  return queryOptions({
    queryKey: marketKeys.resolution(conditionId),
    queryFn: async ({ signal }) => {
      const { data } = await dataApi.v2.resolutions({ condition: [conditionId] }, { signal });
      const mine = (r: (typeof data)[number]): r is ConditionResolution =>
        'condition_id' in r && r.condition_id.toLowerCase() === conditionId.toLowerCase();
      return data.find(mine) ?? null;
    },
  });
}

export const HOLDERS_LIMIT = 20;

export function holdersQueryOptions(conditionId: string) {
  return queryOptions({
    queryKey: marketKeys.holders(conditionId, HOLDERS_LIMIT),
    queryFn: ({ signal }) => dataApi.v2.holders({ condition: [conditionId], include_pnl: true, limit: HOLDERS_LIMIT }, { signal }),
  });
}

/** Every outcome's history in one query, so the chart draws its lines together. */
export function pricesQueryOptions(conditionId: string, tokens: readonly string[], interval: ChartInterval) {
  return queryOptions({
    queryKey: marketKeys.prices(conditionId, tokens, interval),
    queryFn: ({ signal }) =>
      Promise.all(tokens.map(async (token_id) => (await dataApi.v2.pricesHistory({ token_id, interval }, { signal })).data)),
    enabled: tokens.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function liveVolumeQueryOptions(eventId: string | undefined) {
  return queryOptions({
    queryKey: marketKeys.liveVolume(eventId ?? ''),
    queryFn: async ({ signal }) => (await dataApi.v2.liveVolume({ event_id: eventId! }, { signal })).data,
    enabled: eventId !== undefined,
  });
}

/** A wallet's holding in this market, and what it already closed there. */
export function positionQueryOptions(conditionId: string, address: string) {
  return queryOptions({
    queryKey: marketKeys.position(conditionId, address),
    queryFn: async ({ signal }) => {
      const [open, closed] = await Promise.all([
        dataApi.v2.positions({ user: address, condition: [conditionId], status: 'OPEN', limit: 10 }, { signal }),
        dataApi.v2.positions({ user: address, condition: [conditionId], status: 'CLOSED', limit: 10 }, { signal }),
      ]);
      return [...open.data, ...closed.data];
    },
    enabled: address !== '',
  });
}

export const TRADES_PAGE = 25;

/** The market's trades, newest first, a page at a time along the service's cursor. */
export function tradesQueryOptions(conditionId: string) {
  return infiniteQueryOptions({
    queryKey: marketKeys.trades(conditionId),
    queryFn: ({ signal, pageParam }) =>
      dataApi.v2.trades({ condition: [conditionId], ...(pageParam ? { cursor: pageParam } : { limit: TRADES_PAGE }) }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.pagination.has_more ? (last.pagination.next_cursor ?? undefined) : undefined),
    // a long list of pages is not worth a reload's storage
    meta: { persist: false },
  });
}

/**
 * The view's reads for a visit to `/market/:conditionId` with this search, started before its first
 * render (the route's prefetch): the same keys the widgets ask for. The chart's histories and the
 * event's live volume follow the market's metadata, as in the view, but without waiting for a render.
 */
export function prefetchMarket(client: QueryClient, conditionId: string, search: string) {
  if (!isConditionId(conditionId)) return;
  const { interval, address } = readMarketState(new URLSearchParams(search));
  // the title (the page's largest text) needs the metadata: asked for first
  const metadata = client.fetchQuery(marketQueryOptions(conditionId));
  void client.prefetchQuery(resolutionQueryOptions(conditionId));
  void client.prefetchQuery(openInterestQueryOptions(conditionId));
  void client.prefetchQuery(holdersQueryOptions(conditionId));
  void client.prefetchInfiniteQuery(tradesQueryOptions(conditionId));
  if (address !== '') void client.prefetchQuery(positionQueryOptions(conditionId, address));
  metadata.then(
    (market) => {
      if (!market) return;
      const tokens = outcomeTokens(marketOutcomes(market));
      if (tokens.length > 0) void client.prefetchQuery(pricesQueryOptions(conditionId, tokens, interval));
      const eventId = market.events[0]?.id;
      if (eventId !== undefined) void client.prefetchQuery(liveVolumeQueryOptions(eventId));
    },
    // the view shows the failure in place and retries
    () => undefined,
  );
}
