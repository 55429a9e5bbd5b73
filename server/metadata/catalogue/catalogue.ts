import type { Db } from '../../db/connection';
import { cachedUntilChange } from '../../http/change-stamp';
import { isoDate } from '../shared/iso-date';

/*
 * The events, markets and tags as the metadata routes see them, read whole from the catalogue
 * tables and kept until the database changes (a few hundred rows on the demo dataset, a few
 * thousand on the large one), so a listing filters and sorts in memory instead of re-reading.
 *
 * Tags: the catalogue's only classification is each event's category, so every category is one
 * tag. A tag's id is its category's rank by first appearance (the lowest event id carrying it),
 * which stays put when events are added.
 *
 * What never changes between writes is shaped here once: ISO dates, the JSON-in-a-string lists,
 * descriptions (a market's is its question's latest moderated revision, clarifications included).
 *
 * States: a market is closed once it resolved, archived when flagged so, and active while it is
 * not archived (listed, whether or not trading has ended, as the public service uses the flag).
 * An event is closed when all its markets are, archived when all are, active when any is.
 */

export type Tag = { id: string; label: string; slug: string };

export type MarketFacts = {
  /** the service's own numeric market id (the row's insertion order in the catalogue) */
  id: number;
  conditionId: string;
  questionId: string;
  eventId: number;
  slug: string;
  question: string;
  description: string;
  icon: string;
  image: string;
  category: string;
  outcomes: [string, string];
  tokens: [string, string];
  /** the two lists JSON-encoded, as the wire carries them */
  outcomesJson: string;
  tokensJson: string;
  tickSize: string;
  /** shares, micro */
  minOrderSize: number;
  negRisk: boolean;
  start: number;
  end: number;
  startIso: string;
  endIso: string;
  archived: boolean;
  closed: boolean;
  active: boolean;
  resolvedAt: number | null;
  closedIso: string | undefined;
  /** micro; the live price of outcome 0, and the payouts once resolved */
  price0: number;
  payout0: number | null;
  payout1: number | null;
};

export type EventFacts = {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  image: string;
  negRisk: boolean;
  start: number;
  end: number;
  startIso: string;
  endIso: string;
  active: boolean;
  closed: boolean;
  archived: boolean;
  tag: Tag | undefined;
  markets: MarketFacts[];
};

export type Catalogue = {
  events: EventFacts[];
  eventById: ReadonlyMap<number, EventFacts>;
  /** keyed by the lower-cased slug: slugs are matched without regard to case */
  eventBySlug: ReadonlyMap<string, EventFacts>;
  markets: MarketFacts[];
  marketById: ReadonlyMap<number, MarketFacts>;
  marketBySlug: ReadonlyMap<string, MarketFacts>;
  tags: Tag[];
  tagByCategory: ReadonlyMap<string, Tag>;
  /** How many events carry each tag (by tag id): what /events?tag_id= would list, unfiltered. */
  eventCountByTag: ReadonlyMap<string, number>;
};

type EventRow = {
  id: number;
  slug: string;
  title: string;
  category: string;
  icon: string;
  image: string;
  neg_risk: number;
  start_date: number;
  end_date: number;
};
type MarketRow = {
  id: number;
  condition_id: string;
  question_id: string;
  event_id: number;
  slug: string;
  title: string;
  icon: string;
  image: string;
  category: string;
  outcome0: string;
  outcome1: string;
  token0: string;
  token1: string;
  tick_size: string;
  min_order_size: number;
  neg_risk: number;
  start_date: number;
  end_date: number;
  archived: number;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** The tag slug of a category label: lower case, runs of other characters as one dash. */
export function tagSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function marketFacts(r: MarketRow, description: string | undefined): MarketFacts {
  const outcomes: [string, string] = [r.outcome0, r.outcome1];
  const tokens: [string, string] = [r.token0, r.token1];
  return {
    id: r.id,
    conditionId: r.condition_id,
    questionId: r.question_id,
    eventId: r.event_id,
    slug: r.slug,
    question: r.title,
    description: description ?? r.title,
    icon: r.icon,
    image: r.image,
    category: r.category,
    outcomes,
    tokens,
    outcomesJson: JSON.stringify(outcomes),
    tokensJson: JSON.stringify(tokens),
    tickSize: r.tick_size,
    minOrderSize: r.min_order_size,
    negRisk: r.neg_risk === 1,
    start: r.start_date,
    end: r.end_date,
    startIso: isoDate(r.start_date),
    endIso: isoDate(r.end_date),
    archived: r.archived === 1,
    closed: r.resolved_at !== null,
    active: r.archived !== 1,
    resolvedAt: r.resolved_at,
    closedIso: r.resolved_at === null ? undefined : isoDate(r.resolved_at),
    price0: r.price0,
    payout0: r.payout0,
    payout1: r.payout1,
  };
}

/** One event's text: its one market's description, else the list of its markets' questions. */
function eventDescription(title: string, markets: readonly MarketFacts[]): string {
  if (markets.length === 0) return title;
  if (markets.length === 1) return markets[0]!.description;
  return `${markets.length} markets: ${markets.map((m) => m.question).join(' | ')}`;
}

/** The latest revision of every question (by time, then insertion). */
function latestRevisions(db: Db): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of db
    .prepare<[], { question_id: string; revision: string }>('SELECT question_id, revision FROM revisions ORDER BY question_id, ts, rowid')
    .iterate()) {
    out.set(r.question_id, r.revision);
  }
  return out;
}

export function readCatalogue(db: Db): Catalogue {
  const eventRows = db
    .prepare<[], EventRow>('SELECT id, slug, title, category, icon, image, neg_risk, start_date, end_date FROM events ORDER BY id')
    .all();
  const marketRows = db
    .prepare<[], MarketRow>(
      `SELECT rowid AS id, condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0, token1,
              tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0, resolved_at, payout0, payout1
       FROM markets ORDER BY rowid`,
    )
    .all();

  const tags: Tag[] = [];
  const tagByCategory = new Map<string, Tag>();
  const tagOf = (category: string) => {
    let t = tagByCategory.get(category);
    if (!t && category !== '') {
      t = { id: String(tags.length + 1), label: category, slug: tagSlug(category) };
      tags.push(t);
      tagByCategory.set(category, t);
    }
    return t;
  };

  const revisions = latestRevisions(db);
  const markets = marketRows.map((r) => marketFacts(r, revisions.get(r.question_id)));
  const byEvent = new Map<number, MarketFacts[]>();
  for (const m of markets) (byEvent.get(m.eventId) ?? byEvent.set(m.eventId, []).get(m.eventId)!).push(m);

  const events: EventFacts[] = eventRows.map((e) => {
    const ms = byEvent.get(e.id) ?? [];
    return {
      id: e.id,
      slug: e.slug,
      title: e.title,
      description: eventDescription(e.title, ms),
      category: e.category,
      icon: e.icon,
      image: e.image,
      negRisk: e.neg_risk === 1,
      start: e.start_date,
      end: e.end_date,
      startIso: isoDate(e.start_date),
      endIso: isoDate(e.end_date),
      // an event without markets has nothing to trade: listed, not closed
      active: ms.length === 0 || ms.some((m) => m.active),
      closed: ms.length > 0 && ms.every((m) => m.closed),
      archived: ms.length > 0 && ms.every((m) => m.archived),
      tag: tagOf(e.category),
      markets: ms,
    };
  });
  // a market category no event carries still names a tag, after the events' ones
  for (const m of markets) tagOf(m.category);

  const eventCountByTag = new Map<string, number>();
  for (const e of events) if (e.tag) eventCountByTag.set(e.tag.id, (eventCountByTag.get(e.tag.id) ?? 0) + 1);
  return {
    events,
    eventById: new Map(events.map((e) => [e.id, e])),
    eventBySlug: new Map(events.map((e) => [e.slug.toLowerCase(), e])),
    markets,
    marketById: new Map(markets.map((m) => [m.id, m])),
    marketBySlug: new Map(markets.map((m) => [m.slug.toLowerCase(), m])),
    tags,
    tagByCategory,
    eventCountByTag,
  };
}

/** The catalogue, re-read only after the database changed. */
export const createCatalogueCache = (db: Db) => cachedUntilChange(db, readCatalogue);
