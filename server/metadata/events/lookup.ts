import type { Context } from 'hono';
import { metadataEventBySlugRoute, metadataEventRoute, metadataEventTagsRoute } from '../../../src/api/metadata/routes-lookup';
import { errorBody } from '../../kit/errors';
import type { EventFacts } from '../catalogue/catalogue';
import { eventRecords } from '../catalogue/listing';
import type { MetadataContext } from '../context';
import { parseMetadataPath } from '../shared/query-parse';

/*
 * GET /events/{id}, /events/slug/{slug} and /events/{id}/tags. An event is shaped exactly as the
 * listing shapes it (figures, markets, tags), so a caller may switch between the two freely. The
 * catalogue is looked in first: a miss answers its 404 without counting any figures.
 */

const missing = (c: Context) => errorBody(c, 404, 'event not found');

export function eventLookups(ctx: MetadataContext) {
  const one = (c: Context, e: EventFacts | undefined) => (e ? c.json(eventRecords(ctx.listing(), [e])[0]) : missing(c));
  return {
    event: (c: Context) => {
      const p = parseMetadataPath(c, metadataEventRoute.pathParams);
      return p.ok ? one(c, ctx.catalogue().eventById.get(p.data.id)) : p.response;
    },
    eventBySlug: (c: Context) => {
      const p = parseMetadataPath(c, metadataEventBySlugRoute.pathParams);
      return p.ok ? one(c, ctx.catalogue().eventBySlug.get(p.data.slug)) : p.response;
    },
    eventTags: (c: Context) => {
      const p = parseMetadataPath(c, metadataEventTagsRoute.pathParams);
      if (!p.ok) return p.response;
      const e = ctx.catalogue().eventById.get(p.data.id);
      // the catalogue's one classification: an event's category is its one tag, as the listings send it
      return e ? c.json(e.tag ? [e.tag] : []) : missing(c);
    },
  };
}
