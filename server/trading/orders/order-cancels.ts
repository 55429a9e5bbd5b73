import { ORDER_ALREADY_TERMINAL, ORDER_IN_FLIGHT, ORDER_NOT_FOUND } from '../../../src/api/error-messages';
import type { MatchingEngine } from '../engine/matching-engine';
import type { ExchangeState } from '../exchange/exchange-state';
import type { DeskCommit } from './order-desk';
import type { OrderStore } from './store';

/*
 * Cancels, by the spec's cancellation table. An order between its arrival and its commit is
 * pending: in its risk checks a cancel stops it at once; with its accept in flight, one cancel is
 * held and answered with the final outcome.
 */

/** An order between its arrival and its commit: still in the risk checks, or handed to the engine. */
export type Pending = { owner: string; stage: 'checking' | 'accepting'; canceled: boolean; held?: () => void };

type Deps = {
  engine: MatchingEngine;
  orders: OrderStore;
  exchange: ExchangeState;
  pending: ReadonlyMap<string, Pending>;
  nowS: () => number;
  /** A committed cancel goes out (book snapshot, live events). */
  publish: (change: DeskCommit) => void;
};

export function createCancels({ engine, orders, exchange, pending, nowS, publish }: Deps) {
  /** Cancels one of `owner`'s orders now; the reason when it cannot. */
  function cancelNow(id: string, owner: string): string | undefined {
    const row = orders.get(id);
    if (!row || row.owner !== owner) return ORDER_NOT_FOUND;
    if (row.status !== 'LIVE') return ORDER_ALREADY_TERMINAL;
    engine.cancel(id);
    orders.setStatus(id, 'CANCELED', nowS());
    publish({ kind: 'canceled', row });
    return undefined;
  }

  /** Cancels one order of the caller's; order_in_flight when holding is off or the exchange is cancel-only. */
  function cancel(id: string, owner: string): Promise<string | undefined> | string | undefined {
    const p = pending.get(id);
    if (!p) return cancelNow(id, owner);
    if (p.owner !== owner) return ORDER_NOT_FOUND;
    if (p.stage === 'checking') {
      p.canceled = true;
      return undefined;
    }
    const { holdCancel, mode } = exchange.get();
    if (!holdCancel || mode === 'cancel-only' || p.held) return ORDER_IN_FLIGHT;
    return new Promise((resolve) => {
      p.held = () => {
        const why = cancelNow(id, owner);
        // rejected before it ever rested: it is as final as a fill
        resolve(why === ORDER_NOT_FOUND ? ORDER_ALREADY_TERMINAL : why);
      };
    });
  }

  /**
   * Cancels every live order of a market, as its resolution does: the rows inside the caller's
   * transaction (with the resolution itself), the engine and the events once `commit` returns.
   */
  function cancelMarket(market: string, commit: (write: () => void) => void): number {
    const rows = orders.liveIn(market);
    const now = nowS();
    commit(() => rows.forEach((row) => orders.setStatus(row.id, 'CANCELED', now)));
    for (const row of rows) {
      engine.cancel(row.id);
      publish({ kind: 'canceled', row });
    }
    return rows.length;
  }

  return { cancel, cancelMarket };
}
