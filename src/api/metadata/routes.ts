import { publicRead } from '../route-record';
import { eventsQuery, marketsQuery, profileQuery, searchQuery, tagsQuery } from './params';
import { MetadataEvents, MetadataMarkets, MetadataProfile, MetadataSearchResponse, MetadataTags } from './schemas';

/*
 * One record per metadata listing route. Paths are under the /gamma mount.
 */

export const metadataEventsRoute = publicRead({
  path: '/events',
  query: eventsQuery,
  response: MetadataEvents,
  paging: 'offset',
  buckets: ['metadata-events', 'metadata-listing'],
  tag: 'metadata',
  summary: 'List events with their tags and markets',
});

export const metadataMarketsRoute = publicRead({
  path: '/markets',
  query: marketsQuery,
  response: MetadataMarkets,
  paging: 'offset',
  buckets: ['metadata-markets', 'metadata-listing'],
  tag: 'metadata',
  summary: 'List markets with their prices, volumes and event',
});

export const metadataTagsRoute = publicRead({
  path: '/tags',
  query: tagsQuery,
  response: MetadataTags,
  paging: 'offset',
  buckets: ['metadata-tags'],
  tag: 'metadata',
  summary: 'List tags',
});

export const metadataSearchRoute = publicRead({
  path: '/public-search',
  query: searchQuery,
  response: MetadataSearchResponse,
  paging: 'none',
  buckets: ['metadata-public-search'],
  tag: 'metadata',
  summary: 'Search events, tags and profiles by text',
});

export const metadataProfileRoute = publicRead({
  path: '/public-profile',
  query: profileQuery,
  response: MetadataProfile,
  paging: 'none',
  notFound: 'No profile for that address',
  tag: 'metadata',
  summary: 'One wallet’s public profile',
});
