import { instrumentById, type Instrument } from '../../../src/api/perps/instruments';
import type { PerpsContext } from '../context';
import { entryPrice, notionalMicro, pusd, ratio } from '../market/units';

/*
 * An account's committed state (facts §6.1): positions valued at mark, their margins, and the
 * account's totals. Isolated margin in this gateway is the initial margin the position was opened
 * with (cost / leverage); IM = notional / leverage, MM = notional × 0.5 / max leverage (flat), both
 * rounded up to the micro so a requirement is never understated.
 */

type PositionRow = { instrument_id: number; size: number; cost: number; margin_added: number; cumulative_funding: number };

export type PositionFigures = {
  instrument: Instrument;
  size: number;
  cost: number;
  leverage: number;
  cross: boolean;
  value: bigint;
  upnl: bigint;
  im: bigint;
  mm: bigint;
  cumulativeFunding: number;
  /** Isolated margin added over (or removed from) the opening allocation, micro. */
  marginAdded: bigint;
};

const ceil = (a: bigint, d: bigint) => (a + d - 1n) / d;

export function accountQueries(ctx: PerpsContext) {
  const positions = ctx.db.prepare<[string], PositionRow>(
    'SELECT instrument_id, size, cost, margin_added, cumulative_funding FROM perps_positions WHERE account = ? AND size != 0 ORDER BY instrument_id',
  );
  const leverageRow = ctx.db.prepare<[string, number], { leverage: number; cross: number }>(
    'SELECT leverage, cross FROM perps_leverage WHERE account = ? AND instrument_id = ?',
  );

  const leverageOf = (account: string, i: Instrument) => {
    const row = leverageRow.get(account, i.instrument_id);
    return { leverage: row?.leverage ?? i.max_leverage, cross: row ? row.cross === 1 : false };
  };

  function figures(account: string): PositionFigures[] {
    return positions.all(account).map((p) => {
      const instrument = instrumentById(p.instrument_id)!;
      const { leverage, cross } = leverageOf(account, instrument);
      const value = notionalMicro(instrument, ctx.market.mark(p.instrument_id), BigInt(Math.abs(p.size)));
      const upnl = p.size > 0 ? value - BigInt(p.cost) : BigInt(p.cost) - value;
      const im = ceil(value, BigInt(leverage));
      const mm = ceil(value, BigInt(2 * instrument.max_leverage));
      return {
        instrument,
        size: p.size,
        cost: p.cost,
        leverage,
        cross,
        value,
        upnl,
        im,
        mm,
        cumulativeFunding: p.cumulative_funding,
        marginAdded: BigInt(p.margin_added),
      };
    });
  }

  /** The initial margin open orders hold: each instrument's resting notional at their limits / its leverage. */
  function orderMargin(account: string): bigint {
    let sum = 0n;
    for (const [iid, x] of ctx.market.engine.sums.of(account).byInstrument) {
      if (x.priceQty === 0n) continue;
      const i = instrumentById(iid)!;
      sum += ceil(x.priceQty * 10n ** BigInt(6 - i.price_decimals - i.quantity_decimals), BigInt(leverageOf(account, i).leverage));
    }
    return sum;
  }

  /** Liquidation price of an isolated position: where its equity (allocation + uPnL) meets MM. */
  function liquidationPrice(f: PositionFigures): string {
    const twoL = BigInt(2 * f.instrument.max_leverage);
    const alloc = BigInt(f.cost) / BigInt(f.leverage) + f.marginAdded;
    const contracts = BigInt(Math.abs(f.size)) * 1_000_000n;
    const scale = 10n ** BigInt(f.instrument.quantity_decimals);
    if (f.size > 0) {
      const num = (BigInt(f.cost) - alloc) * twoL * scale;
      return num <= 0n ? '0' : ratio(num, contracts * (twoL - 1n), f.instrument.price_decimals);
    }
    return ratio((BigInt(f.cost) + alloc) * twoL * scale, contracts * (twoL + 1n), f.instrument.price_decimals);
  }

  function portfolio(account: string) {
    const list = figures(account);
    const collateral = BigInt(ctx.ledger.perps.collateralOf(account));
    const sum = (pick: (f: PositionFigures) => bigint) => list.reduce((s, f) => s + pick(f), 0n);
    const equity = collateral + sum((f) => f.upnl);
    const totalIm = sum((f) => f.im);
    // margin added to an isolated position is locked in it; margin taken out of one is free again
    const available = equity - totalIm - sum((f) => f.marginAdded) - orderMargin(account);
    return {
      list,
      equity,
      body: {
        positions: list.map((f) => ({
          instrument_id: f.instrument.instrument_id,
          symbol: f.instrument.symbol,
          size: signedSize(f),
          entry_price: entryPrice(f.instrument, f.cost, f.size),
          leverage: f.leverage,
          cross: f.cross,
          initial_margin: pusd(f.im),
          maintenance_margin: pusd(f.mm),
          position_value: pusd(f.value),
          liquidation_price: liquidationPrice(f),
          unrealized_pnl: pusd(f.upnl),
          return_on_equity: roe(f),
          cumulative_funding: pusd(f.cumulativeFunding),
        })),
        margin: {
          total_account_value: pusd(equity),
          available_order_margin: pusd(available > 0n ? available : 0n),
          total_initial_margin: pusd(totalIm),
          total_maintenance_margin: pusd(sum((f) => f.mm)),
          total_position_value: pusd(sum((f) => f.value)),
        },
        withdrawable: pusd(available > 0n && available < collateral ? available : available > 0n ? collateral : 0n),
        in_liquidation: ctx.liquidations.any(account),
        fee_tier: 0,
        timestamp: ctx.nowMs(),
      },
    };
  }

  return { figures, portfolio, leverageOf, orderMargin, liquidationPrice };
}

export const signedSize = (f: { instrument: Instrument; size: number }) =>
  (f.size < 0 ? '-' : '') + ratio(BigInt(Math.abs(f.size)), 10n ** BigInt(f.instrument.quantity_decimals), f.instrument.quantity_decimals);

/** uPnL over the initial margin, four places. */
const roe = (f: PositionFigures) => (f.im === 0n ? '0' : (f.upnl < 0n ? '-' : '') + ratio(f.upnl < 0n ? -f.upnl : f.upnl, f.im, 4));
