import type { Context } from 'hono';
import { CONTRACTS } from '../../../src/api/config';
import { PERPS_VAULT } from '../../../src/api/perps/op-signing';
import { FEE_TIERS, INSTRUMENTS, publicInstrument } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { ServedRoutes } from '../../kit/mount';
import { badQuery, intQuery, type PerpsContext } from '../context';

/*
 * The info routes that describe the venue rather than its markets: ping, time, the signing domain
 * (/exchange: the SDK takes its chain id from here), assets, instruments, fees and limit tiers.
 */

export const ENGINE_VERSION = 'vantage-sandbox-1';
const CATEGORIES = ['equity', 'commodity', 'index', 'crypto'] as const;

/** Basis points × 100 → a rate ('400' → '0.0004'). */
const rate = (bp100: number) => (bp100 < 0 ? '-' : '') + writeDecimal(BigInt(Math.abs(bp100)), 6);

export const ACTION_LIMITS = { actions_per_minute: 5000, open_orders: 1000 } as const;

export function referenceResource(ctx: PerpsContext): ServedRoutes {
  const fees = {
    fee_schedule: CATEGORIES.map((category) => ({
      instrument_type: 'perpetual',
      category,
      maker_fee_rate: rate(FEE_TIERS[0].maker_bp100),
      taker_fee_rate: rate(FEE_TIERS[0].taker_bp100),
      // min_volume_30d is the official SDK's name for a tier's threshold (its schema refuses the row without it)
      tiers: FEE_TIERS.map((t) => ({
        min_volume_30d: t.volume,
        maker_fee_rate: rate(t.maker_bp100),
        taker_fee_rate: rate(t.taker_bp100),
      })),
    })),
  };
  return {
    ping: (c: Context) => c.json({ status: 'ok' }),
    time: (c: Context) => c.json({ time: ctx.nowMs() }),
    exchange: (c: Context) =>
      c.json({
        name: 'Polymarket',
        version: '1',
        chain_id: ctx.chainId,
        contract: PERPS_VAULT,
        engine_version: ENGINE_VERSION,
        cancel_only: false,
      }),
    assets: (c: Context) =>
      c.json([{ asset: 'pUSD', address: CONTRACTS.collateral, decimals: 6, collateral_ratio: '1', withdrawal_fee: '0' }]),
    instruments: (c: Context) => {
      const id = intQuery(c, 'instrument_id');
      const type = c.req.query('instrument_type');
      const category = c.req.query('category');
      if (type !== undefined && type !== 'perpetual')
        throw badQuery(`instrument_type: unknown variant \`${type}\`, expected \`perpetual\``);
      if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category))
        throw badQuery(`category: unknown variant \`${category}\`, expected one of ${CATEGORIES.map((x) => `\`${x}\``).join(', ')}`);
      return c.json(
        INSTRUMENTS.filter((i) => (id === undefined || i.instrument_id === id) && (category === undefined || i.category === category)).map(
          publicInstrument,
        ),
      );
    },
    fees: (c: Context) => c.json(fees),
    limitTiers: (c: Context) => c.json({ tiers: [{ tier: 0, volume: '0', ...ACTION_LIMITS, ip_weight_per_minute: 1000 }] }),
  };
}
