import type { Context } from 'hono';
import { marketsQuery, type MarketOrder, type MarketsQuery } from '../../../src/api/metadata/params';
import type { Catalogue, MarketFacts } from '../catalogue/catalogue';
import type { MetadataContext } from '../context';
import { marketRecords } from '../catalogue/listing';
import { marketFigures, type Figures } from '../catalogue/market-figures';
import { pageOf, sortByKey, within } from '../shared/ordering';
import { parseMetadataQuery } from '../shared/query-parse';

/** The sort key of each order of /markets (volumeNum and liquidityNum are the public service's aliases). */
const MARKET_KEYS: Record<MarketOrder, (m: MarketFacts, f: Figures) => number> = {
  id: (m) => m.id,
  volume: (_m, f) => f.volume,
  volumeNum: (_m, f) => f.volume,
  volume24hr: (_m, f) => f.volume24hr,
  volume1wk: (_m, f) => f.volume1wk,
  liquidity: (_m, f) => f.liquidity,
  openInterest: (_m, f) => f.openInterest,
  liquidityNum: (_m, f) => f.liquidity,
  startDate: (m) => m.start,
  endDate: (m) => m.end,
};

type Sets = { ids?: Set<number>; slugs?: Set<string>; conditions?: Set<string>; tokens?: Set<string> };

function matches(m: MarketFacts, q: MarketsQuery, s: Sets, cat: Catalogue): boolean {
  if (s.ids && !s.ids.has(m.id)) return false;
  if (s.slugs && !s.slugs.has(m.slug.toLowerCase())) return false;
  if (s.conditions && !s.conditions.has(m.conditionId)) return false;
  if (s.tokens && !s.tokens.has(m.tokens[0]) && !s.tokens.has(m.tokens[1])) return false;
  if (q.event_id !== undefined && m.eventId !== q.event_id) return false;
  if (q.tag_id !== undefined && cat.tagByCategory.get(m.category)?.id !== String(q.tag_id)) return false;
  if (q.closed !== undefined && m.closed !== q.closed) return false;
  if (q.active !== undefined && m.active !== q.active) return false;
  if (q.archived !== undefined && m.archived !== q.archived) return false;
  return within(m.start, q.start_date_min, q.start_date_max) && within(m.end, q.end_date_min, q.end_date_max);
}

/** GET /markets: filter, order and page the markets, each with its event reference. */
export function marketsRoute(ctx: MetadataContext) {
  return (c: Context) => {
    const parsed = parseMetadataQuery(c, marketsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const listing = ctx.listing();
    const sets: Sets = {
      ids: q.id && new Set(q.id),
      slugs: q.slug && new Set(q.slug),
      conditions: q.condition_ids && new Set(q.condition_ids),
      tokens: q.clob_token_ids && new Set(q.clob_token_ids),
    };
    const figures = new Map<MarketFacts, Figures>();
    for (const m of listing.catalogue.markets) {
      if (!matches(m, q, sets, listing.catalogue)) continue;
      const f = marketFigures(m, listing.sources);
      if (within(f.volume, q.volume_num_min, q.volume_num_max) && within(f.liquidity, q.liquidity_num_min, q.liquidity_num_max))
        figures.set(m, f);
    }
    const key = MARKET_KEYS[q.order];
    const sorted = sortByKey(
      [...figures.keys()],
      (m) => key(m, figures.get(m)!),
      (m) => m.id,
      q.ascending,
    );
    return c.json(marketRecords(listing, pageOf(sorted, q.limit, q.offset), figures));
  };
}
