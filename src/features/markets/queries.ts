import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { metadataApi } from '../../api/endpoints';
import { eventsRequest, rankedRequest, readBrowserState, type BrowserState } from './url-state';

/** The only calls to src/api for the Markets browser. */
export const marketsKeys = {
  all: ['markets'] as const,
  search: (q: string) => [...marketsKeys.all, 'search', q.trim().toLowerCase()] as const,
  tags: () => [...marketsKeys.all, 'tags'] as const,
  events: (s: Pick<BrowserState, 'tag' | 'status' | 'page'>) =>
    [...marketsKeys.all, 'events', { tag: s.tag, status: s.status, page: s.page }] as const,
  ranked: (s: Pick<BrowserState, 'tab' | 'tag' | 'status' | 'page'>) =>
    [...marketsKeys.all, 'ranked', { by: s.tab === 'oi' ? 'openInterest' : 'volume', tag: s.tag, status: s.status, page: s.page }] as const,
  event: (id: number) => [...marketsKeys.all, 'event', id] as const,
};

export const SEARCH_LIMIT = 10;

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: marketsKeys.search(q),
    queryFn: ({ signal }) => metadataApi.search({ q: q.trim(), limit_per_type: SEARCH_LIMIT }, { signal }),
    enabled: q.trim() !== '',
    // the last results stay while the next keystroke's load
    placeholderData: keepPreviousData,
  });
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: marketsKeys.tags(),
    queryFn: ({ signal }) => metadataApi.tags({ limit: 100 }, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function eventsQueryOptions(s: BrowserState) {
  return queryOptions({
    queryKey: marketsKeys.events(s),
    queryFn: ({ signal }) => metadataApi.events(eventsRequest(s), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function rankedQueryOptions(s: BrowserState) {
  return queryOptions({
    queryKey: marketsKeys.ranked(s),
    queryFn: ({ signal }) => metadataApi.markets(rankedRequest(s), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One event with its markets, or null when the service knows no event of that id. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: marketsKeys.event(id),
    queryFn: async ({ signal }) => (await metadataApi.events({ id: [id], limit: 1 }, { signal }))[0] ?? null,
  });
}

/** What the page asks for on its first render for this URL state, started by the route before it renders. */
export function prefetchMarkets(client: QueryClient, search: string) {
  const state = readBrowserState(new URLSearchParams(search));
  void client.prefetchQuery(tagsQueryOptions());
  if (state.q.trim() !== '') void client.prefetchQuery(searchQueryOptions(state.q));
  if (state.event > 0) void client.prefetchQuery(eventQueryOptions(state.event));
  else if (state.tab === 'events') void client.prefetchQuery(eventsQueryOptions(state));
  else void client.prefetchQuery(rankedQueryOptions(state));
}
