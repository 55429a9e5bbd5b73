import type { z } from 'zod/mini';

/*
 * One record per trading-service route: method and path as the public service spells them, who may
 * call it, the schemas of its query, body and 200 answer. The server mounts from these records, the
 * OpenAPI document (/clob/openapi.json) is generated from them and the app's client reads them.
 */

/** public: no headers; l1: a wallet's ClobAuth signature; l2: API credentials (HMAC). */
export type TradingAuth = 'public' | 'l1' | 'l2';

export type TradingRouteDef = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under the trading mount: '/book', '/data/order/{id}'. */
  path: string;
  summary: string;
  /** Grouping in the document: server, books, prices, markets, history, auth, orders, account, builder. */
  tag: string;
  auth: TradingAuth;
  /**
   * An l2 route a builder API key may call as well as a trading key (a builder key's own listing and
   * revocation). Every other l2 route refuses builder keys, so a builder credential cannot trade.
   */
  builderKey?: boolean;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
};

/** Keeps the literal types of the record. */
export function defineTradingRoute<const D extends TradingRouteDef>(def: D): D {
  return def;
}
