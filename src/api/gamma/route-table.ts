import { GAMMA_LOOKUP_DOCS, GAMMA_LOOKUP_ROUTES } from './routes-lookup';
import { GAMMA_LIST_DOCS, gammaEventsRoute, gammaMarketsRoute, gammaProfileRoute, gammaSearchRoute, gammaTagsRoute } from './routes';

/*
 * Every metadata route, one record each, keyed by name: the service mounts from this table (in its
 * order), and the OpenAPI document and the conformance suite read it, so a route added here is
 * served, documented and tested without another list to keep in step. A separate module from the
 * records, so the app's bundle, which imports the listing records only, carries none of the rest.
 */
export const GAMMA_ROUTES = {
  events: gammaEventsRoute,
  markets: gammaMarketsRoute,
  tags: gammaTagsRoute,
  search: gammaSearchRoute,
  profile: gammaProfileRoute,
  ...GAMMA_LOOKUP_ROUTES,
};

export type GammaRouteName = keyof typeof GAMMA_ROUTES;

/** Each route's tag and summary for the OpenAPI document, by path. */
export const GAMMA_ROUTE_DOCS = { ...GAMMA_LIST_DOCS, ...GAMMA_LOOKUP_DOCS };
