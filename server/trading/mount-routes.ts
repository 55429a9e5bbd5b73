import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { TradingAuth, TradingRouteDef } from '../../src/api/trading/contract/route-def';
import type { TradingContext } from './context';

/*
 * The trading service's routes come from the contract's records (src/api/trading/contract): a
 * resource's routes.ts maps record names to handlers. A record without a handler, or a handler
 * without a record, stops the service at start-up.
 */

export type TradingResourceRoutes = Record<string, Handler>;

export type TradingResource = (ctx: TradingContext) => TradingResourceRoutes;

/** What stands in front of an authenticated route (the exchange mode, then the L1 or L2 check); public routes have nothing. */
export type RouteGuards = (def: TradingRouteDef & { auth: Exclude<TradingAuth, 'public'> }) => MiddlewareHandler[];

/** A record's path as Hono spells it: '/data/order/{id}' → '/data/order/:id'. */
export const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

export function mountTradingResources(
  app: Hono,
  ctx: TradingContext,
  records: Readonly<Record<string, TradingRouteDef>>,
  resources: readonly TradingResource[],
  guards: RouteGuards,
) {
  const handlers = new Map<string, Handler>();
  for (const resource of resources) {
    for (const [name, handler] of Object.entries(resource(ctx))) {
      if (handlers.has(name)) throw new Error(`trading route ${name} is served twice`);
      if (!records[name]) throw new Error(`no route record for trading route ${name}`);
      handlers.set(name, handler);
    }
  }
  for (const [name, def] of Object.entries(records)) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for the trading route record ${name}`);
    const path = honoPath(def.path);
    const before = def.auth === 'public' ? [] : guards({ ...def, auth: def.auth });
    app.on([def.method], [path], ...before, handler);
  }
}
