import type { Context, MiddlewareHandler } from 'hono';
import { basePath } from 'hono/route';
import type { RouteRecord } from '../../../src/api/route-record';
import type { TradingContext, TradingEnv } from '../context';
import { INVALID_API_KEY, INVALID_L1_HEADERS } from '../../../src/api/error-messages';
import { tradingError } from '../../kit/errors';
import { createCredentialDeriver } from './credentials';
import { verifyL1 } from './l1';
import { verifyL2 } from './l2';
import { createAuthStore } from './store';

/*
 * The middlewares the service kit's mount puts in front of l1 and l2 routes. Behind them a handler reads
 * c.var.l1 = {address, nonce} or c.var.l2 = {apiKey, address} (addresses lower-case). The l2 guard
 * has read the raw body to check the MAC; Hono keeps it, so c.req.text() and c.req.json() still work.
 */

/** `/clob` when the app is mounted there, '' when called directly (tests). */
const mountOf = (base: string) => (base === '/' ? '' : base.replace(/\/$/, ''));

/** The request's path under the trading mount: the client signs '/order', not '/clob/order'. */
export const servicePath = (c: Context) => c.req.path.slice(mountOf(basePath(c)).length) || '/';

/** The L1 or L2 check of one route: `guard(def)` is the middleware its record's `auth` names. */
export function authGuards(ctx: TradingContext): (def: RouteRecord) => MiddlewareHandler<TradingEnv> {
  const store = createAuthStore(ctx);
  const creds = createCredentialDeriver(ctx.serviceKey);

  const l1: MiddlewareHandler<TradingEnv> = async (c, next) => {
    const identity = await verifyL1(ctx, (name) => c.req.header(name));
    if (!identity) return tradingError(c, 401, INVALID_L1_HEADERS);
    c.set('l1', identity);
    await next();
  };

  const l2 =
    (builderKey: boolean): MiddlewareHandler<TradingEnv> =>
    async (c, next) => {
      const method = c.req.method;
      const request = { header: (name: string) => c.req.header(name), method, path: servicePath(c), body: await c.req.text() };
      const identity = verifyL2(ctx, store, creds, request, builderKey);
      if (!identity) return tradingError(c, 401, INVALID_API_KEY);
      c.set('l2', { apiKey: identity.apiKey, address: identity.address });
      await next();
    };

  return (def) => {
    if (def.auth === 'l1') return l1;
    if (def.auth === 'l2') return l2(def.builderKey === true);
    throw new Error(`no trading guard checks ${def.auth} (${def.method} ${def.path})`);
  };
}
