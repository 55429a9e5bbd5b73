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

/** The account behind a live proxy key (not revoked, not expired) whose secret matches; the socket's auth uses it too. */
export function proxyAccounts(ctx: PerpsContext): (proxy: string, secret: string) => string | undefined {
  const row = ctx.db.prepare<[string], { account: string; secret: string; expiry: number; revoked: number }>(
    'SELECT account, secret, expiry, revoked FROM perps_proxies WHERE proxy = ?',
  );
  return (proxy, secret) => {
    const key = row.get(proxy.toLowerCase());
    return key && !key.revoked && key.expiry > ctx.nowMs() && same(key.secret, secret) ? key.account : undefined;
  };
}

export function proxyGuard(ctx: PerpsContext): MiddlewareHandler {
  const accountFor = proxyAccounts(ctx);
  return async (c, next) => {
    const proxy = c.req.header('POLYMARKET-PROXY');
    const secret = c.req.header('POLYMARKET-SECRET');
    const account = proxy && secret ? accountFor(proxy, secret) : undefined;
    if (!account) throw new PerpsError(401, 'unauthorized');
    accounts.set(c.req.raw, account);
    await next();
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
