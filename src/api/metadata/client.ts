import type { z } from 'zod/mini';
import { METADATA_SERVICE_RULES } from '../client-rate-limiter';
import { firstMessage, toWire } from '../data/contract/params';
import { mountOf, type RouteClientOptions } from '../data/route-client';
import type { QueryRoute } from '../route-record';
import { ApiError, buildUrl } from '../http';
import { createTransport, type RequestOptions, type TransportOptions } from '../transport';
import type { EventsParams, MarketsParams, ProfileParams, SearchParams, TagsParams } from './params';
import { metadataEventsRoute, metadataMarketsRoute, metadataProfileRoute, metadataSearchRoute, metadataTagsRoute } from './routes';
import { MetadataHealth } from './schemas';

/**
 * Typed client of the market-metadata service, bound to one base URL (the /gamma mount or the
 * public service). Parameters are checked with the server's own schemas before anything is sent,
 * and every answer is validated against its route's response schema. Requests take the shared
 * transport, so they are paced under the service's limits and retried like the data client's.
 */
/** The transport of a metadata service at `baseUrl`, paced by the service's published limits. */
export const metadataTransport = (baseUrl: string, options: TransportOptions = {}) =>
  createTransport({ rules: METADATA_SERVICE_RULES, mount: mountOf(baseUrl), ...options });

export function createMetadataClient(baseUrl: string, options: RouteClientOptions = {}) {
  const transport = options.transport ?? metadataTransport(baseUrl, options);

  function call<R extends z.ZodMiniType>(
    route: QueryRoute<z.ZodMiniObject, R>,
    params: object,
    opts?: RequestOptions,
  ): Promise<z.output<R>> {
    const wire = toWire(params as Record<string, unknown>);
    const checked = route.query.safeParse(wire);
    if (!checked.success) return Promise.reject(new ApiError(400, firstMessage(checked.error), 'invalid_params'));
    return transport.getJson(buildUrl(baseUrl, route.path, wire), route.response, opts);
  }

  return {
    health: (opts?: RequestOptions) => transport.getJson(buildUrl(baseUrl, '/'), MetadataHealth, opts),
    events: (params: EventsParams = {}, opts?: RequestOptions) => call(metadataEventsRoute, params, opts),
    markets: (params: MarketsParams = {}, opts?: RequestOptions) => call(metadataMarketsRoute, params, opts),
    tags: (params: TagsParams = {}, opts?: RequestOptions) => call(metadataTagsRoute, params, opts),
    search: (params: SearchParams, opts?: RequestOptions) => call(metadataSearchRoute, params, opts),
    profile: (params: ProfileParams, opts?: RequestOptions) => call(metadataProfileRoute, params, opts),
  };
}
