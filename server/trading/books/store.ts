import type { TradingContext } from '../context';

/** What the trading service knows of a token: its market and the market's trading rules. */
export type TokenMarket = {
  token_id: string;
  condition_id: string;
  outcome_index: 0 | 1;
  tick_size: string;
  /** shares, micro */
  min_order_size: number;
  neg_risk: number;
  fee_bps: number;
  resolved_at: number | null;
  archived: number;
  end_date: number;
  /** outcome 0's current price, micro */
  price0: number;
};

export type LastTrade = { asset: string; price: number; taker_side: 'BUY' | 'SELL' };

export function createBookStore(ctx: TradingContext) {
  const token = ctx.db.prepare<[string], TokenMarket>(`
    SELECT t.token_id, t.condition_id, t.outcome_index, m.tick_size, m.min_order_size, m.neg_risk, m.fee_bps,
           m.resolved_at, m.archived, m.end_date, m.price0
    FROM tokens t JOIN markets m ON m.condition_id = t.condition_id WHERE t.token_id = ?`);
  const last = ctx.db.prepare<[string], LastTrade>(
    'SELECT asset, price, taker_side FROM trades WHERE condition_id = ? ORDER BY ts DESC, id DESC LIMIT 1',
  );
  return {
    token: (tokenId: string) => token.get(tokenId),
    /** The market's newest fill, on either of its tokens. */
    lastTrade: (conditionId: string) => last.get(conditionId),
  };
}

export type BookStore = ReturnType<typeof createBookStore>;
