import { defineRoute } from '../data/contract/route-def';
import { eventsQuery, marketsQuery, profileQuery, searchQuery, tagsQuery } from './params';
import { GammaEvents, GammaMarkets, GammaProfile, GammaSearchResponse, GammaTags } from './schemas';

/*
 * One record per metadata route, in the data service's route-record form. Paths are under the
 * /gamma mount. The public service's original (unversioned) routes are recorded as v1.
 */

export const gammaEventsRoute = defineRoute({
  version: 'v1',
  path: '/events',
  summary: 'List events with their tags and markets',
  tag: 'metadata',
  query: eventsQuery,
  response: GammaEvents,
  paging: 'offset',
});

export const gammaMarketsRoute = defineRoute({
  version: 'v1',
  path: '/markets',
  summary: 'List markets with their prices, volumes and event',
  tag: 'metadata',
  query: marketsQuery,
  response: GammaMarkets,
  paging: 'offset',
});

export const gammaTagsRoute = defineRoute({
  version: 'v1',
  path: '/tags',
  summary: 'List tags',
  tag: 'metadata',
  query: tagsQuery,
  response: GammaTags,
  paging: 'offset',
});

export const gammaSearchRoute = defineRoute({
  version: 'v1',
  path: '/public-search',
  summary: 'Search events, tags and profiles by text',
  tag: 'metadata',
  query: searchQuery,
  response: GammaSearchResponse,
  paging: 'none',
});

export const gammaProfileRoute = defineRoute({
  version: 'v1',
  path: '/public-profile',
  summary: 'One wallet’s public profile',
  tag: 'metadata',
  query: profileQuery,
  response: GammaProfile,
  paging: 'none',
});
