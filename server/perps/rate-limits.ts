import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { PerpsError } from './context';

/*
 * The gateway's limits (facts §9): IP weight 1,000 per minute (429 ip_rate_limited), account
 * actions 5,000 per minute (429 action_rate_limited), both with a whole-second Retry-After. Windows
 * are fixed minutes on the gateway's clock. A route's IP weight follows the sheet: info reads 2,
 * book by depth, trades and funding 10, account lists 10–20 unless narrowed, a create 1 + ⌊n/20⌋.
 * Action weights: an order 1, auto-cancel 10, a leverage or margin update 1, a cancel 0.
 */

const MINUTE = 60_000;
export const IP_WEIGHT_PER_MINUTE = 1_000;
export const ACTIONS_PER_MINUTE = 5_000;

class Windows {
  private readonly used = new Map<string, { minute: number; n: number }>();
  constructor(private readonly limit: number) {}
  /** Counts `n` against `key`; the seconds until the window turns when it would go over. */
  take(key: string, n: number, nowMs: number): number | undefined {
    const minute = Math.floor(nowMs / MINUTE);
    let w = this.used.get(key);
    if (!w || w.minute !== minute) this.used.set(key, (w = { minute, n: 0 }));
    if (w.n + n > this.limit) return Math.max(1, Math.ceil(((minute + 1) * MINUTE - nowMs) / 1000));
    w.n += n;
    return undefined;
  }
  /** What `key` has used of the current window. */
  usedBy(key: string, nowMs: number): number {
    const w = this.used.get(key);
    return w && w.minute === Math.floor(nowMs / MINUTE) ? w.n : 0;
  }
}

const BOOK_WEIGHT: Record<string, number> = { '10': 2, '100': 5, '500': 10, '1000': 20 };

/** The IP weight of a request, from its path and query. */
function weightOf(c: Context): number {
  const path = c.req.path.replace(/^\/perps/, '');
  if (path === '/v1/info/book') return BOOK_WEIGHT[c.req.query('depth') ?? '100'] ?? 5;
  if (path === '/v1/info/trades' || path === '/v1/info/funding') return 10;
  if (path.startsWith('/v1/info/')) return ['/v1/info/ping', '/v1/info/time'].includes(path) ? 1 : 2;
  if (path === '/v1/account/open-orders') return c.req.query('instrument_id') ? 1 : 20;
  if (path === '/v1/account/orders') return c.req.query('order_id') || c.req.query('client_order_id') ? 1 : 10;
  return 1;
}

export function perpsRateLimits(nowMs: () => number) {
  const ips = new Windows(IP_WEIGHT_PER_MINUTE);
  const actions = new Windows(ACTIONS_PER_MINUTE);
  const ip: MiddlewareHandler = async (c, next) => {
    let addr = 'in-process';
    try {
      addr = getConnInfo(c).remote.address ?? addr;
    } catch {
      // an in-process request has no socket: one shared bucket
    }
    let weight = weightOf(c);
    // a create's weight grows with its batch; the body is read again by the handler
    if (c.req.method === 'POST' && c.req.path.endsWith('/v1/trade/orders')) {
      const args = (
        (await c.req.raw
          .clone()
          .json()
          .catch(() => ({}))) as { op?: { args?: unknown } }
      ).op?.args;
      weight = 1 + Math.floor((Array.isArray(args) ? args.length : 0) / 20);
    }
    const wait = ips.take(addr, weight, nowMs());
    if (wait !== undefined) throw new PerpsError(429, 'ip_rate_limited', wait);
    await next();
  };
  /** Charges an account's actions; over the minute's budget is action_rate_limited. */
  const charge = (account: string, n: number) => {
    if (n === 0) return;
    const wait = actions.take(account, n, nowMs());
    if (wait !== undefined) throw new PerpsError(429, 'action_rate_limited', wait);
  };
  /** An account's use of its action budget this minute, and when the minute turns (ms). */
  const usage = (account: string) => ({
    used: actions.usedBy(account, nowMs()),
    reset: (Math.floor(nowMs() / MINUTE) + 1) * MINUTE,
  });
  return { ip, charge, usage };
}
