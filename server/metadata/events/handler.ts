import type { Context } from 'hono';
import { eventsQuery, type EventOrder, type EventsQuery } from '../../../src/api/metadata/params';
import type { EventFacts } from '../catalogue/catalogue';
import type { MetadataContext } from '../context';
import { eventRecords } from '../catalogue/listing';
import { eventFigures, type Figures } from '../catalogue/market-figures';
import { pageOf, sortByKey, within } from '../shared/ordering';
import { parseMetadataQuery } from '../shared/query-parse';

/** The sort key of each order of /events. */
const EVENT_KEYS: Record<EventOrder, (e: EventFacts, f: Figures) => number> = {
  id: (e) => e.id,
  volume: (_e, f) => f.volume,
  volume24hr: (_e, f) => f.volume24hr,
  volume1wk: (_e, f) => f.volume1wk,
  liquidity: (_e, f) => f.liquidity,
  openInterest: (_e, f) => f.openInterest,
  startDate: (e) => e.start,
  endDate: (e) => e.end,
};

/** Filters on the catalogue alone (no figures needed). */
function matches(e: EventFacts, q: EventsQuery, ids: Set<number> | undefined, slugs: Set<string> | undefined): boolean {
  if (ids && !ids.has(e.id)) return false;
  if (slugs && !slugs.has(e.slug.toLowerCase())) return false;
  if (q.tag_id !== undefined && e.tag?.id !== String(q.tag_id)) return false;
  if (q.tag_slug !== undefined && e.tag?.slug !== q.tag_slug.toLowerCase()) return false;
  if (q.category !== undefined && e.category.toLowerCase() !== q.category.toLowerCase()) return false;
  if (q.closed !== undefined && e.closed !== q.closed) return false;
  if (q.active !== undefined && e.active !== q.active) return false;
  if (q.archived !== undefined && e.archived !== q.archived) return false;
  return within(e.start, q.start_date_min, q.start_date_max) && within(e.end, q.end_date_min, q.end_date_max);
}

/** GET /events: filter, order and page the events, each with its tags and markets. */
export function eventsRoute(ctx: MetadataContext) {
  return (c: Context) => {
    const parsed = parseMetadataQuery(c, eventsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const listing = ctx.listing();
    const ids = q.id ? new Set(q.id) : undefined;
    const slugs = q.slug ? new Set(q.slug) : undefined;
    const figures = new Map<EventFacts, Figures>();
    for (const e of listing.catalogue.events) {
      if (!matches(e, q, ids, slugs)) continue;
      const f = eventFigures(e, listing.sources);
      if (within(f.volume, q.volume_min, q.volume_max) && within(f.liquidity, q.liquidity_min, q.liquidity_max)) figures.set(e, f);
    }
    const key = EVENT_KEYS[q.order];
    const sorted = sortByKey(
      [...figures.keys()],
      (e) => key(e, figures.get(e)!),
      (e) => e.id,
      q.ascending,
    );
    return c.json(eventRecords(listing, pageOf(sorted, q.limit, q.offset), figures));
  };
}
