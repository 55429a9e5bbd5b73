import { ORDER_VERSION } from '../../../src/api/trading/wire';
import type { TradingResource } from '../context';

/** Health, clock and protocol version: what a client reads before it signs anything. */
export const serverInfoResource: TradingResource = (ctx) => ({
  ok: (c) => c.json('OK'),
  time: (c) => c.json(Math.floor(ctx.nowMs() / 1000)),
  version: (c) => c.json({ version: ORDER_VERSION }),
});
