import type { Db } from '../../db/connection';

/* The SQL behind /v2/user-pnl: one wallet's activity, its split legs, its markets and their price points. */

export type ActivityRow = {
  id: number;
  ts: number;
  type: string;
  condition_id: string;
  asset: string;
  side: string;
  size: number;
  usdc_size: number;
  price: number;
  fee: number;
  is_combo: number;
};
export type LegRow = { activity_id: number; asset: string; share_delta: number };
export type MarketRow = {
  condition_id: string;
  token0: string;
  token1: string;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

export type PnlStatements = ReturnType<typeof preparePnlStatements>;

export function preparePnlStatements(db: Db) {
  return {
    activity: db.prepare<[string], ActivityRow>(
      `SELECT id, ts, type, condition_id, asset, side, size, usdc_size, price, fee, is_combo FROM activity WHERE user = ? ORDER BY ts, id`,
    ),
    legs: db.prepare<[string], LegRow>(
      `SELECT l.activity_id, l.asset, l.share_delta FROM activity a JOIN activity_legs l ON l.activity_id = a.id
       WHERE a.user = ? AND a.is_combo = 0 AND a.type IN ('SPLIT', 'MERGE', 'CONVERSION')`,
    ),
    markets: db.prepare<[string, string], MarketRow>(
      `SELECT condition_id, token0, token1, price0, resolved_at, payout0, payout1 FROM markets
       WHERE condition_id IN (SELECT value FROM json_each(?))
          OR condition_id IN (SELECT condition_id FROM tokens WHERE token_id IN (SELECT value FROM json_each(?)))`,
    ),
    /** Price points of the window, in time order: only they can move a mark between grid instants. */
    pricesBetween: db.prepare<[string, number, number], { condition_id: string; t: number; p: number }>(
      `SELECT condition_id, t, p FROM price_points WHERE condition_id IN (SELECT value FROM json_each(?)) AND t > ? AND t <= ? ORDER BY t`,
    ),
    priceAsOf: db.prepare<[string, number], { p: number }>(
      'SELECT p FROM price_points WHERE condition_id = ? AND t <= ? ORDER BY t DESC LIMIT 1',
    ),
    firstPrice: db.prepare<[string], { p: number }>('SELECT p FROM price_points WHERE condition_id = ? ORDER BY t LIMIT 1'),
  };
}
