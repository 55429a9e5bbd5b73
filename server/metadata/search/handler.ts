import type { Context } from 'hono';
import { searchQuery } from '../../../src/api/metadata/params';
import type { MetadataSearchResponse } from '../../../src/api/metadata/schemas';
import type { EventFacts } from '../catalogue/catalogue';
import type { MetadataContext } from '../context';
import { eventRecords } from '../catalogue/listing';
import { eventFigures, type Figures } from '../catalogue/market-figures';
import { sortByKey } from '../shared/ordering';
import type { ProfileStore } from '../profile/store';
import { parseMetadataQuery } from '../shared/query-parse';

/*
 * GET /public-search?q=…: events, tags and profiles containing the text, each list capped at
 * limit_per_type. Matching is case-insensitive on an event's title and slug and on its markets'
 * questions, slugs and outcome names (so a market is found by any name a trader knows it by), on
 * a tag's label and slug, and on a profile's public name, pseudonym and X handle. events_status
 * (the public service's filter) keeps active or closed events only, before the cap. Events come
 * busiest first (all-time volume), then by id; tags in id order, each with the number of events
 * that carry it (the public service's event_count); profiles with their id and image record.
 */

const eventText = (e: EventFacts) =>
  [e.title, e.slug, ...e.markets.flatMap((m) => [m.question, m.slug, ...m.outcomes])].join('\n').toLowerCase();

const statusFits = (e: EventFacts, status: 'active' | 'closed' | undefined) =>
  status === undefined || (status === 'closed' ? e.closed : e.active && !e.closed);

export function searchRoute(ctx: MetadataContext, profiles: ProfileStore) {
  return (c: Context) => {
    const parsed = parseMetadataQuery(c, searchQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const needle = q.q.toLowerCase();
    const listing = ctx.listing();
    const figures = new Map<EventFacts, Figures>();
    for (const e of listing.catalogue.events)
      if (statusFits(e, q.events_status) && eventText(e).includes(needle)) figures.set(e, eventFigures(e, listing.sources));
    const events = sortByKey(
      [...figures.keys()],
      (e) => figures.get(e)!.volume,
      (e) => -e.id,
      false,
    );
    const page = events.slice(0, q.limit_per_type);
    const body: MetadataSearchResponse = {
      events: eventRecords(listing, page, figures),
      tags: q.search_tags
        ? listing.catalogue.tags
            .filter((t) => `${t.label}\n${t.slug}`.toLowerCase().includes(needle))
            .slice(0, q.limit_per_type)
            .map((t) => ({ ...t, event_count: listing.catalogue.eventCountByTag.get(t.id) ?? 0 }))
        : [],
      profiles: q.search_profiles ? profiles.search(q.q, q.limit_per_type) : [],
      pagination: { hasMore: events.length > page.length, totalResults: events.length },
    };
    return c.json(body);
  };
}
