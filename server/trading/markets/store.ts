import type { TradingContext } from '../context';

/** A market row as the market reads need it; money and sizes micro, times epoch seconds. */
export type MarketRow = {
  condition_id: string;
  question_id: string;
  slug: string;
  title: string;
  category: string;
  icon: string;
  image: string;
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
  fee_bps: number;
};

const COLS = `m.condition_id, m.question_id, m.slug, m.title, m.category, m.icon, m.image, m.outcome0, m.outcome1,
  m.token0, m.token1, m.tick_size, m.min_order_size, m.neg_risk, m.start_date, m.end_date, m.archived, m.price0,
  m.resolved_at, m.payout0, m.payout1, m.fee_bps`;

export function createMarketStore(ctx: TradingContext) {
  // rowid order is insertion order: stable across pages while markets are only ever added
  const page = ctx.db.prepare<[number, number], MarketRow>(`SELECT ${COLS} FROM markets m ORDER BY m.rowid LIMIT ? OFFSET ?`);
  const one = ctx.db.prepare<[string], MarketRow>(`SELECT ${COLS} FROM markets m WHERE m.condition_id = ?`);
  const byToken = ctx.db.prepare<[string], MarketRow>(
    `SELECT ${COLS} FROM tokens t JOIN markets m ON m.condition_id = t.condition_id WHERE t.token_id = ?`,
  );
  return {
    page: (offset: number, limit: number) => page.all(limit, offset),
    /** `conditionId` lower-case. */
    market: (conditionId: string) => one.get(conditionId),
    byToken: (tokenId: string) => byToken.get(tokenId),
  };
}

export type MarketStore = ReturnType<typeof createMarketStore>;
