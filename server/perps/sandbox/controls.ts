import type { Context } from 'hono';
import { instrumentById } from '../../../src/api/perps/instruments';
import { readDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { fromLoopback } from '../../trading/shared/loopback';
import { jsonBody, PerpsError, type PerpsContext } from '../context';

/*
 * The sandbox's hands on the market, for tests and demos (loopback only, like the faucet): settle
 * a funding payment now, as if an hour had ended, and hold an instrument's index at a price for a
 * while (the makers requote around it, so the mark follows: a way to show a liquidation warning,
 * then the liquidation, on purpose). The clock itself is never moved: signatures are checked
 * against it, and every client signing with the real time would be refused.
 */

const MAX_HOLD_MS = 86_400_000;

const whole = (v: unknown, max: number, name: string) => {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0 || v > max)
    throw new PerpsError(400, `${name} must be a whole number of milliseconds from 1 to ${max}`);
  return v;
};

export function sandboxControlsResource(ctx: PerpsContext): ServedRoutes {
  const guard = (c: Context) => {
    if (!fromLoopback(c, ctx.sandbox)) throw new PerpsError(404, 'not_found');
  };
  return {
    sandboxFunding: (c: Context) => {
      guard(c);
      ctx.market.sync();
      ctx.market.settleFundingNow();
      return c.json({ status: 'ok', time: ctx.nowMs() });
    },
    sandboxIndex: async (c: Context) => {
      guard(c);
      const body = await jsonBody(c);
      const i = typeof body.instrument_id === 'number' ? instrumentById(body.instrument_id) : undefined;
      if (!i) throw new PerpsError(400, 'instrument_id must be a listed instrument');
      const units = typeof body.price === 'string' ? readDecimal(body.price, i.price_decimals) : 'malformed';
      if (typeof units !== 'bigint' || units <= 0n)
        throw new PerpsError(400, `price must be a positive decimal with at most ${i.price_decimals} places`);
      const until = ctx.nowMs() + whole(body.hold_ms, MAX_HOLD_MS, 'hold_ms');
      ctx.market.feed.pin(i.instrument_id, units, until);
      ctx.market.sync();
      return c.json({ status: 'ok', instrument_id: i.instrument_id, index_price: body.price, until });
    },
  };
}
