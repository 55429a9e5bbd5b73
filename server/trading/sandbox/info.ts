import type { Context } from 'hono';
import { DEMO_TRADER } from '../../../src/api/config';
import type { TradingContext } from '../context';

/*
 * GET /sandbox/info: which chain the sandbox signs for, so the app asks the wallet for that chain
 * (the public service has no such route: there the app signs for Polygon). Public and harmless: a
 * sandbox signature is worthless on any other chain.
 */
export function infoHandler(ctx: TradingContext) {
  return (c: Context) => c.json({ chain_id: ctx.chainId, demo_trader: DEMO_TRADER });
}
