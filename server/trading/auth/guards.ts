import type { Context, MiddlewareHandler } from 'hono';
import { basePath, baseRoutePath, routePath } from 'hono/route';
import { TRADING_ROUTES } from '../../../src/api/trading/contract/routes';
import type { TradingContext, TradingEnv } from '../context';
import { honoPath, type AuthGuards } from '../mount-routes';
import { tradingError } from '../shared/errors';
import { createCredentialDeriver } from './credentials';
import { L1_REFUSAL, verifyL1 } from './l1';
import { L2_REFUSAL, verifyL2 } from './l2';
import { createAuthStore } from './store';

/*
 * The middlewares mount-routes.ts puts in front of l1 and l2 routes. Behind them a handler reads
 * c.var.l1 = {address, nonce} or c.var.l2 = {apiKey, address} (addresses lower-case). The l2 guard
 * has read the raw body to check the MAC; Hono keeps it, so c.req.text() and c.req.json() still work.
 */

/** `/clob` when the app is mounted there, '' when called directly (tests). */
const mountOf = (base: string) => (base === '/' ? '' : base.replace(/\/$/, ''));

/** The request's path under the trading mount: the client signs '/order', not '/clob/order'. */
export const servicePath = (c: Context) => c.req.path.slice(mountOf(basePath(c)).length) || '/';

/** The matched route's pattern under the mount ('/data/order/:id'), to find its record. */
const servicePattern = (c: Context) => routePath(c).slice(mountOf(baseRoutePath(c)).length) || '/';

/** `METHOD /pattern` of every l2 route that also takes a builder key. */
const BUILDER_KEY_ROUTES = new Set(
  Object.values(TRADING_ROUTES)
    .filter((def) => def.auth === 'l2' && def.builderKey)
    .map((def) => `${def.method} ${honoPath(def.path)}`),
);

export function authGuards(ctx: TradingContext): AuthGuards {
  const store = createAuthStore(ctx);
  const creds = createCredentialDeriver(ctx.serviceKey);

  const l1: MiddlewareHandler<TradingEnv> = async (c, next) => {
    const identity = await verifyL1(ctx, (name) => c.req.header(name));
    if (!identity) return tradingError(c, 401, L1_REFUSAL);
    c.set('l1', identity);
    await next();
  };

  const l2: MiddlewareHandler<TradingEnv> = async (c, next) => {
    const method = c.req.method;
    const builderKey = BUILDER_KEY_ROUTES.has(`${method} ${servicePattern(c)}`);
    const request = { header: (name: string) => c.req.header(name), method, path: servicePath(c), body: await c.req.text() };
    const identity = verifyL2(ctx, store, creds, request, builderKey);
    if (!identity) return tradingError(c, 401, L2_REFUSAL);
    c.set('l2', { apiKey: identity.apiKey, address: identity.address });
    await next();
  };

  return { l1, l2 };
}
