import { TRADING_ROUTES } from '../../src/api/trading/contract/routes';
import type { RateRule } from '../http/rate-limit';
import { bucketRules, type Bucket } from '../kit/rate-buckets';

/*
 * The trading service's rows of the spec's rate-limit table, per client, on sliding windows; the
 * routes a row counts are the records naming it (src/api/trading/contract), by method and path, so
 * POST /order and DELETE /order are separate budgets. Order and cancel routes carry two rows each (a
 * 10 s burst and a 10 min sustained cap); a request counts against every row it matches. The ledger
 * row (900 / 10 s across the caller's reads) names GET routes only: a 900 cap on POST /order would
 * make its 5,000 burst unreachable.
 */

const TEN_S = 10_000;
const TEN_MIN = 600_000;

const TABLE: Record<string, [limit: number, windowMs: number]> = {
  general: [9_000, TEN_S],
  ok: [100, TEN_S],
  'balance-allowance': [200, TEN_S],
  'balance-allowance-update': [50, TEN_S],
  book: [1_500, TEN_S],
  books: [500, TEN_S],
  price: [1_500, TEN_S],
  prices: [500, TEN_S],
  midpoint: [1_500, TEN_S],
  midpoints: [500, TEN_S],
  'prices-history': [1_000, TEN_S],
  'tick-size': [200, TEN_S],
  ledger: [900, TEN_S],
  'data-orders': [500, TEN_S],
  'data-trades': [500, TEN_S],
  notifications: [125, TEN_S],
  auth: [100, TEN_S],
  'post-order-burst': [5_000, TEN_S],
  'post-order-sustained': [120_000, TEN_MIN],
  'delete-order-burst': [5_000, TEN_S],
  'delete-order-sustained': [120_000, TEN_MIN],
  'post-orders-burst': [2_000, TEN_S],
  'post-orders-sustained': [21_000, TEN_MIN],
  'delete-orders-burst': [2_000, TEN_S],
  'delete-orders-sustained': [15_000, TEN_MIN],
  'cancel-all-burst': [250, TEN_S],
  'cancel-all-sustained': [6_000, TEN_MIN],
  'cancel-market-orders-burst': [1_500, TEN_S],
  'cancel-market-orders-sustained': [21_000, TEN_MIN],
};

export function tradingRateRules(mount = '/clob', scale = 1): RateRule[] {
  // scale < 1 shrinks every limit, so a test reaches them with a handful of requests
  const rows = Object.fromEntries(
    Object.entries(TABLE).map(([name, [limit, windowMs]]): [string, Bucket] => [
      name,
      { limit: Math.max(1, Math.round(limit * scale)), windowMs },
    ]),
  );
  return bucketRules(mount, Object.values(TRADING_ROUTES), rows);
}
