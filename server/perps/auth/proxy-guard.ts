import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { PerpsError, type PerpsContext } from '../context';

/*
 * Private reads carry POLYMARKET-PROXY and POLYMARKET-SECRET (facts §2.1): a live proxy key (not
 * revoked, not expired) whose secret matches. The account behind it is kept with the request for
 * the handler; anything else is 401 unauthorized.
 */

const accounts = new WeakMap<Request, string>();

/** The account a guarded request was authenticated as. */
export function accountOf(c: Context): string {
  const a = accounts.get(c.req.raw);
  if (!a) throw new PerpsError(401, 'unauthorized');
  return a;
}

export function proxyGuard(ctx: PerpsContext): MiddlewareHandler {
  const row = ctx.db.prepare<[string], { account: string; secret: string; expiry: number; revoked: number }>(
    'SELECT account, secret, expiry, revoked FROM perps_proxies WHERE proxy = ?',
  );
  return async (c, next) => {
    const proxy = c.req.header('POLYMARKET-PROXY')?.toLowerCase();
    const secret = c.req.header('POLYMARKET-SECRET');
    const key = proxy ? row.get(proxy) : undefined;
    if (!key || !secret || key.revoked || key.expiry <= ctx.nowMs() || !same(key.secret, secret)) throw new PerpsError(401, 'unauthorized');
    accounts.set(c.req.raw, key.account);
    await next();
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
