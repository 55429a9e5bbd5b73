import { z } from 'zod/mini';
import { noParams, refuse, wire, type OpenApiSchema, type ParamDoc } from '../data/contract/params';
import { publicRead, type RouteRecord } from '../route-record';
import { readId, readSlug, SLUG_RE } from './params';
import { MetadataEvent, MetadataMarket, MetadataTag, MetadataTags } from './schemas';

/*
 * The single-record routes of the metadata service, at the public service's paths: one event,
 * market or tag by id or by slug, and an event's tags. Each answers the record its listing sends
 * (an event from /events/{id} is the one /events?id= lists), a 404 when nothing has that id or
 * slug, and a 400 when the path segment cannot be one. They read no query parameter.
 *
 * Kept out of routes.ts on purpose: the app's bundle carries routes.ts (its listing client), and
 * nothing in the app reads these yet; the server, the OpenAPI document, the conformance suite and
 * the lookup client (lookup-client.ts) do.
 */

/** A route record whose path carries parameters, read with `pathParams` (wire strings in, as queries are). */
export type MetadataLookupDef = RouteRecord & { pathParams: z.ZodMiniObject };

/** A required path segment, read by `read`; the refusal names the parameter, as query refusals do. */
const segment = <T>(name: string, read: (s: string) => T | undefined, what: string, param: OpenApiSchema) =>
  wire((v, ctx): T => (v === undefined ? undefined : read(v)) ?? refuse(ctx, `invalid ${name}: expected ${what}`)).check(
    z.meta({ param, required: true } satisfies ParamDoc),
  );

const idPath = z.object({ id: segment('id', readId, 'an integer id >= 1', { type: 'integer', minimum: 1 }) });
const slugPath = z.object({
  slug: segment('slug', readSlug, 'a slug (letters, digits and dashes)', { type: 'string', pattern: SLUG_RE.source }),
});

/* The rate-limit rows of the listing each lookup belongs to (server/metadata/rate-limits.ts). */
const EVENTS = ['metadata-events'];
const MARKETS = ['metadata-markets'];
const TAGS = ['metadata-tags'];

function lookup<const D extends { path: string; pathParams: z.ZodMiniObject; response: z.ZodMiniType; buckets: string[]; summary: string }>(
  def: D,
) {
  return publicRead({ query: noParams, paging: 'none', tag: 'metadata', notFound: 'Nothing has that id or slug', ...def });
}

/*
 * Slug routes come before id routes: the service mounts in this order, and /events/slug/tags is the
 * event whose slug is "tags" (the literal segment wins, as on the public service), not the tags of
 * an event whose id is "slug".
 */

export const metadataEventBySlugRoute = lookup({
  path: '/events/slug/{slug}',
  buckets: EVENTS,
  pathParams: slugPath,
  response: MetadataEvent,
  summary: 'One event by its slug, with its tags and markets',
});

export const metadataEventRoute = lookup({
  path: '/events/{id}',
  buckets: EVENTS,
  pathParams: idPath,
  response: MetadataEvent,
  summary: 'One event by its id, with its tags and markets',
});

export const metadataEventTagsRoute = lookup({
  path: '/events/{id}/tags',
  buckets: EVENTS,
  pathParams: idPath,
  response: MetadataTags,
  summary: 'The tags of one event',
});

export const metadataMarketBySlugRoute = lookup({
  path: '/markets/slug/{slug}',
  buckets: MARKETS,
  pathParams: slugPath,
  response: MetadataMarket,
  summary: 'One market by its slug, with its prices, volumes and event',
});

export const metadataMarketRoute = lookup({
  path: '/markets/{id}',
  buckets: MARKETS,
  pathParams: idPath,
  response: MetadataMarket,
  summary: 'One market by its id, with its prices, volumes and event',
});

export const metadataTagBySlugRoute = lookup({
  path: '/tags/slug/{slug}',
  buckets: TAGS,
  pathParams: slugPath,
  response: MetadataTag,
  summary: 'One tag by its slug',
});

export const metadataTagRoute = lookup({
  path: '/tags/{id}',
  buckets: TAGS,
  pathParams: idPath,
  response: MetadataTag,
  summary: 'One tag by its id',
});

export const METADATA_LOOKUP_ROUTES = {
  eventBySlug: metadataEventBySlugRoute,
  event: metadataEventRoute,
  eventTags: metadataEventTagsRoute,
  marketBySlug: metadataMarketBySlugRoute,
  market: metadataMarketRoute,
  tagBySlug: metadataTagBySlugRoute,
  tag: metadataTagRoute,
} satisfies Record<string, MetadataLookupDef>;
