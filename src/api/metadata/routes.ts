import { defineRoute, type RouteDoc } from '../data/contract/route-def';
import { eventsQuery, marketsQuery, profileQuery, searchQuery, tagsQuery } from './params';
import { MetadataEvents, MetadataMarkets, MetadataProfile, MetadataSearchResponse, MetadataTags } from './schemas';

/*
 * One record per metadata route, in the data service's route-record form. Paths are under the
 * /gamma mount. The public service's original (unversioned) routes are recorded as v1.
 */

export const metadataEventsRoute = defineRoute({
  version: 'v1',
  path: '/events',
  query: eventsQuery,
  response: MetadataEvents,
  paging: 'offset',
});

export const metadataMarketsRoute = defineRoute({
  version: 'v1',
  path: '/markets',
  query: marketsQuery,
  response: MetadataMarkets,
  paging: 'offset',
});

export const metadataTagsRoute = defineRoute({
  version: 'v1',
  path: '/tags',
  query: tagsQuery,
  response: MetadataTags,
  paging: 'offset',
});

export const metadataSearchRoute = defineRoute({
  version: 'v1',
  path: '/public-search',
  query: searchQuery,
  response: MetadataSearchResponse,
  paging: 'none',
});

export const metadataProfileRoute = defineRoute({
  version: 'v1',
  path: '/public-profile',
  query: profileQuery,
  response: MetadataProfile,
  paging: 'none',
});

/** What the OpenAPI document says of each route, by path (apart from the records, so the app's bundle leaves it out). */
export const METADATA_LIST_DOCS: Record<string, RouteDoc> = {
  '/events': { tag: 'metadata', summary: 'List events with their tags and markets' },
  '/markets': { tag: 'metadata', summary: 'List markets with their prices, volumes and event' },
  '/tags': { tag: 'metadata', summary: 'List tags' },
  '/public-search': { tag: 'metadata', summary: 'Search events, tags and profiles by text' },
  '/public-profile': { tag: 'metadata', summary: 'One wallet’s public profile' },
};
