import type { RateRule } from '../http/rate-limit';

/*
 * The trading service's rows of the spec's rate-limit table, per client, on sliding windows. Order
 * and cancel routes carry two windows each (a 10 s burst and a 10 min sustained cap); a request
 * counts against every rule it matches. Rules match method and path: POST /order and DELETE /order
 * are separate budgets, and /book must not catch /books. The ledger group (900 / 10 s across the
 * caller's reads) governs GET only: a 900 cap on POST /order would make its 5,000 burst unreachable.
 */

const TEN_S = 10_000;
const TEN_MIN = 600_000;

type Row = [name: string, limit: number, windowMs: number, match: (path: string, method?: string) => boolean];

export function tradingRateRules(mount = '/clob', scale = 1): RateRule[] {
  const is = (p: string) => (path: string) => path === `${mount}${p}` || path === `${mount}${p}/`;
  const on = (method: string, p: string) => (path: string, m?: string) => m === method && is(p)(path);
  const any = (p: string) => (path: string) => is(p)(path);
  const under = (p: string) => (path: string) => path.startsWith(`${mount}${p}`);
  const ledgerRead = (path: string, m?: string) =>
    m === 'GET' && (is('/data/orders')(path) || is('/data/trades')(path) || under('/data/order/')(path) || is('/notifications')(path));
  const rows: Row[] = [
    ['general', 9_000, TEN_S, (path) => path.startsWith(mount)],
    ['ok', 100, TEN_S, any('/ok')],
    ['balance-allowance', 200, TEN_S, any('/balance-allowance')],
    ['balance-allowance-update', 50, TEN_S, any('/balance-allowance/update')],
    ['book', 1_500, TEN_S, any('/book')],
    ['books', 500, TEN_S, any('/books')],
    ['price', 1_500, TEN_S, any('/price')],
    ['prices', 500, TEN_S, any('/prices')],
    ['midpoint', 1_500, TEN_S, any('/midpoint')],
    ['midpoints', 500, TEN_S, any('/midpoints')],
    ['prices-history', 1_000, TEN_S, any('/prices-history')],
    ['tick-size', 200, TEN_S, any('/tick-size')],
    ['ledger', 900, TEN_S, ledgerRead],
    ['data-orders', 500, TEN_S, any('/data/orders')],
    ['data-trades', 500, TEN_S, any('/data/trades')],
    ['notifications', 125, TEN_S, any('/notifications')],
    ['auth', 100, TEN_S, under('/auth/')],
    ['post-order-burst', 5_000, TEN_S, on('POST', '/order')],
    ['post-order-sustained', 120_000, TEN_MIN, on('POST', '/order')],
    ['delete-order-burst', 5_000, TEN_S, on('DELETE', '/order')],
    ['delete-order-sustained', 120_000, TEN_MIN, on('DELETE', '/order')],
    ['post-orders-burst', 2_000, TEN_S, on('POST', '/orders')],
    ['post-orders-sustained', 21_000, TEN_MIN, on('POST', '/orders')],
    ['delete-orders-burst', 2_000, TEN_S, on('DELETE', '/orders')],
    ['delete-orders-sustained', 15_000, TEN_MIN, on('DELETE', '/orders')],
    ['cancel-all-burst', 250, TEN_S, on('DELETE', '/cancel-all')],
    ['cancel-all-sustained', 6_000, TEN_MIN, on('DELETE', '/cancel-all')],
    ['cancel-market-orders-burst', 1_500, TEN_S, on('DELETE', '/cancel-market-orders')],
    ['cancel-market-orders-sustained', 21_000, TEN_MIN, on('DELETE', '/cancel-market-orders')],
  ];
  // scale < 1 shrinks every limit, so a test reaches them with a handful of requests
  return rows.map(([name, limit, windowMs, match]) => ({ name, limit: Math.max(1, Math.round(limit * scale)), windowMs, match }));
}
