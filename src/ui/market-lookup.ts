import { queryOptions } from '@tanstack/react-query';
import { metadataApi } from '../api/endpoints';

/*
 * The metadata reads behind the history views' market filter (market-filter-field.tsx): a text
 * search over every market, open or closed (events_status omitted: both), and one market's title by
 * its condition id, for a filter opened from a URL that holds only the id. Here rather than in a
 * view's queries.ts because two views (Activity, Trades) share the field, and views never import
 * each other. Both are public and keyed by what they read.
 */

/** Events per search: the service's most; past it the field asks for more typing. */
export const MARKET_FILTER_EVENTS = 50;

export const marketFilterKeys = {
  all: ['market-filter'] as const,
  search: (text: string) => [...marketFilterKeys.all, 'search', text.toLowerCase()] as const,
  title: (conditionId: string) => [...marketFilterKeys.all, 'title', conditionId.toLowerCase()] as const,
};

export const marketFilterSearchQuery = (text: string) =>
  queryOptions({
    queryKey: marketFilterKeys.search(text),
    queryFn: ({ signal }) =>
      metadataApi.search({ q: text, limit_per_type: MARKET_FILTER_EVENTS, search_tags: false, search_profiles: false }, { signal }),
    enabled: text !== '',
    staleTime: 60_000,
  });

/** The market's title, or null when the metadata service knows no market of that id. A title does not change: read once. */
export const marketTitleQuery = (conditionId: string) =>
  queryOptions({
    queryKey: marketFilterKeys.title(conditionId),
    queryFn: async ({ signal }) => (await metadataApi.markets({ condition_ids: [conditionId], limit: 1 }, { signal }))[0]?.question ?? null,
    enabled: conditionId !== '',
    staleTime: Infinity,
  });
