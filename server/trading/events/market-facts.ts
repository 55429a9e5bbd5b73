import type { Db } from '../../db/connection';
import type { TokenMarket } from '../books/store';

/*
 * The catalogue facts the live events need (token pair, outcome names, tick, fee), read once per
 * market and kept: events are built right after each commit, on the matching path, so they must
 * not cost a query per event. Markets do not change their facts while the service runs; a caller
 * that changes one (a tick size) calls forget().
 */

export type MarketFacts = {
  /** The metadata service's market id (the row id). */
  id: number;
  condition_id: string;
  question_id: string;
  title: string;
  slug: string;
  token0: string;
  token1: string;
  outcome0: string;
  outcome1: string;
  tick_size: string;
  min_order_size: number;
  neg_risk: number;
  fee_bps: number;
  archived: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
  end_date: number;
  price0: number;
};

const COLS = `rowid AS id, condition_id, question_id, title, slug, token0, token1, outcome0, outcome1, tick_size, min_order_size, neg_risk,
  fee_bps, archived, resolved_at, payout0, payout1, end_date, price0`;

export function createMarketFacts(db: Db) {
  const byId = db.prepare<[string], MarketFacts>(`SELECT ${COLS} FROM markets WHERE condition_id = ?`);
  const ofToken = db.prepare<[string], { condition_id: string }>('SELECT condition_id FROM tokens WHERE token_id = ?');
  const markets = new Map<string, MarketFacts>();
  const tokens = new Map<string, string>();

  const market = (conditionId: string): MarketFacts | undefined => {
    let m = markets.get(conditionId);
    if (!m) {
      m = byId.get(conditionId);
      // unknown ids are not kept: a client may send any number of them
      if (m) markets.set(conditionId, m);
    }
    return m;
  };

  /** The market of a token and the token's outcome; undefined for an unknown token. */
  const token = (tokenId: string): { market: MarketFacts; outcome: 0 | 1 } | undefined => {
    let cid = tokens.get(tokenId);
    if (cid === undefined) {
      cid = ofToken.get(tokenId)?.condition_id;
      if (cid === undefined) return undefined;
      tokens.set(tokenId, cid);
    }
    const m = market(cid);
    return m && { market: m, outcome: m.token0 === tokenId ? 0 : 1 };
  };

  /** The shape the book views take (books/book-view.ts). */
  const tokenMarket = (m: MarketFacts, outcome: 0 | 1): TokenMarket => ({
    token_id: outcome === 0 ? m.token0 : m.token1,
    condition_id: m.condition_id,
    outcome_index: outcome,
    tick_size: m.tick_size,
    min_order_size: m.min_order_size,
    neg_risk: m.neg_risk,
    fee_bps: m.fee_bps,
    resolved_at: m.resolved_at,
    archived: m.archived,
    end_date: m.end_date,
    price0: m.price0,
  });

  return {
    market,
    token,
    tokenMarket,
    outcomeName: (m: MarketFacts, outcome: number) => (outcome === 0 ? m.outcome0 : m.outcome1),
    forget: (conditionId: string) => markets.delete(conditionId),
  };
}

export type MarketFactsCache = ReturnType<typeof createMarketFacts>;
