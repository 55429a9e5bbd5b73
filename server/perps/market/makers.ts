import { INSTRUMENTS } from '../../../src/api/perps/instruments';
import type { MatchingEngine } from '../engine/matching-engine';
import type { PerpsOrder } from '../engine/types';

/*
 * The sandbox's synthetic market maker: five levels a side around each index price, rebuilt
 * whenever the index moves, so every book stays two-sided (the sandbox has no other liquidity).
 * Its quotes are post-only real orders of one account, so a fill against them settles through the
 * ledger like any other; a level that would cross a trader's resting order is skipped.
 */

export const MAKER = '0x000000000000000000000000000000000000beef';
const LEVELS = 5;
/** Quote notional of level k: k × this, in pUSD. */
const LEVEL_NOTIONAL = 2000n;

export class SandboxMakers {
  private readonly quotedAt = new Map<number, bigint>();
  private readonly quotes = new Map<number, PerpsOrder[]>();

  constructor(
    private readonly engine: MatchingEngine,
    private readonly newOrder: (o: Omit<PerpsOrder, 'oid' | 'seq' | 'status' | 'cts' | 'uts' | 'filled' | 'inFlight'>) => PerpsOrder,
  ) {}

  /** Requotes every instrument whose index moved since its last quotes. */
  requote(indexOf: (iid: number) => bigint): void {
    for (const i of INSTRUMENTS) {
      const index = indexOf(i.instrument_id);
      if (this.quotedAt.get(i.instrument_id) === index) continue;
      this.quotedAt.set(i.instrument_id, index);
      for (const o of this.quotes.get(i.instrument_id) ?? []) {
        if (o.status === 'open' || o.status === 'partial') this.engine.cancel(o);
        // the makers' old quotes are no one's history: kept, they would grow by ~90 orders a second
        this.engine.orders.delete(o.oid);
      }
      const step = index / 2000n > 1n ? index / 2000n : 1n;
      const scale = 10n ** BigInt(i.price_decimals + i.quantity_decimals);
      const placed: PerpsOrder[] = [];
      for (let k = 1n; k <= LEVELS; k++) {
        for (const buy of [true, false]) {
          const price = buy ? index - k * step : index + k * step;
          if (price <= 0n) continue;
          const qty = (LEVEL_NOTIONAL * k * scale) / price;
          const o = this.newOrder({
            account: MAKER,
            iid: i.instrument_id,
            buy,
            price,
            qty: qty > 0n ? qty : 1n,
            tif: 'gtc',
            po: true,
            ro: false,
          });
          this.engine.submit(o);
          placed.push(o);
        }
      }
      this.quotes.set(i.instrument_id, placed);
    }
  }
}
