import type { z } from 'zod/mini';
import { firstMessage } from '../data/contract/params';
import type { RouteClientOptions } from '../data/route-client';
import { ApiError, buildUrl } from '../http';
import { fillPath, type RequestOptions } from '../transport';
import { metadataTransport } from './client';
import {
  metadataEventBySlugRoute,
  metadataEventRoute,
  metadataEventTagsRoute,
  metadataMarketBySlugRoute,
  metadataMarketRoute,
  metadataTagBySlugRoute,
  metadataTagRoute,
  type MetadataLookupDef,
} from './routes-lookup';

/**
 * Typed client of the metadata service's single-record routes (routes-lookup.ts): one event, market
 * or tag by id or slug, and an event's tags. A separate client from createMetadataClient, so a view
 * that lists carries none of these routes; it shares that client's transport when given it.
 * Path segments are checked with the server's own schemas before anything is sent, and every answer
 * is validated against its route's response schema; an unknown id or slug is an ApiError 404.
 */
export function createMetadataLookupClient(baseUrl: string, options: RouteClientOptions = {}) {
  const transport = options.transport ?? metadataTransport(baseUrl, options);

  function get<R extends z.ZodMiniType>(
    route: MetadataLookupDef & { response: R },
    segments: Record<string, string>,
    opts?: RequestOptions,
  ): Promise<z.output<R>> {
    const checked = route.pathParams.safeParse(segments);
    if (!checked.success) return Promise.reject(new ApiError(400, firstMessage(checked.error), 'invalid_params'));
    return transport.getJson(buildUrl(baseUrl, fillPath(route.path, segments)), route.response, opts);
  }

  return {
    event: (id: number, opts?: RequestOptions) => get(metadataEventRoute, { id: String(id) }, opts),
    eventBySlug: (slug: string, opts?: RequestOptions) => get(metadataEventBySlugRoute, { slug }, opts),
    eventTags: (id: number, opts?: RequestOptions) => get(metadataEventTagsRoute, { id: String(id) }, opts),
    market: (id: number, opts?: RequestOptions) => get(metadataMarketRoute, { id: String(id) }, opts),
    marketBySlug: (slug: string, opts?: RequestOptions) => get(metadataMarketBySlugRoute, { slug }, opts),
    tag: (id: number, opts?: RequestOptions) => get(metadataTagRoute, { id: String(id) }, opts),
    tagBySlug: (slug: string, opts?: RequestOptions) => get(metadataTagBySlugRoute, { slug }, opts),
  };
}
