import { METADATA_LOOKUP_ROUTES } from './routes-lookup';
import { metadataEventsRoute, metadataMarketsRoute, metadataProfileRoute, metadataSearchRoute, metadataTagsRoute } from './routes';

/*
 * Every metadata route, one record each, keyed by name: the service mounts from this table (in its
 * order), and the OpenAPI document and the conformance suite read it, so a route added here is
 * served, documented and tested without another list to keep in step. A separate module from the
 * records, so the app's bundle, which imports the listing records only, carries none of the rest.
 */
export const METADATA_ROUTES = {
  events: metadataEventsRoute,
  markets: metadataMarketsRoute,
  tags: metadataTagsRoute,
  search: metadataSearchRoute,
  profile: metadataProfileRoute,
  ...METADATA_LOOKUP_ROUTES,
};
