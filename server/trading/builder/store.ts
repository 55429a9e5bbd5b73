import type { TradingContext } from '../context';

/* Trades by builder code: the ledger's trades rows (seeded history and the service's own fills alike). */

export type BuilderTradeFilter = {
  code: string;
  id: number | null;
  address: string | null;
  market: string | null;
  asset: string | null;
  before: number | null;
  after: number | null;
  limit: number;
  offset: number;
};

export type BuilderTradeRow = {
  id: number;
  ts: number;
  condition_id: string;
  asset: string;
  outcome_index: number;
  taker: string;
  maker: string;
  taker_side: string;
  size: number;
  price: number;
  taker_fee: number;
  builder_code: string;
  tx_hash: string;
  outcome0: string | null;
  outcome1: string | null;
  builder_name: string | null;
  taker_order_id: string | null;
  kind: string | null;
};

export function createBuilderStore(ctx: TradingContext) {
  const trades = ctx.db.prepare<BuilderTradeFilter, BuilderTradeRow>(`
    SELECT t.id, t.ts, t.condition_id, t.asset, t.outcome_index, t.taker, t.maker, t.taker_side, t.size, t.price,
           t.taker_fee, t.builder_code, t.tx_hash, m.outcome0, m.outcome1, b.name AS builder_name,
           f.taker_order_id, f.kind
    FROM trades t
    LEFT JOIN markets m ON m.condition_id = t.condition_id
    LEFT JOIN builders b ON b.code = t.builder_code
    LEFT JOIN clob_fills f ON f.trade_id = t.id
    WHERE t.builder_code = @code
      AND (@id IS NULL OR t.id = @id)
      AND (@address IS NULL OR t.taker = @address OR t.maker = @address)
      AND (@market IS NULL OR t.condition_id = @market)
      AND (@asset IS NULL OR t.asset = @asset)
      AND (@before IS NULL OR t.ts < @before)
      AND (@after IS NULL OR t.ts > @after)
    ORDER BY t.ts DESC, t.id DESC LIMIT @limit OFFSET @offset`);
  return { trades: (f: BuilderTradeFilter) => trades.all(f) };
}

export type BuilderStore = ReturnType<typeof createBuilderStore>;
