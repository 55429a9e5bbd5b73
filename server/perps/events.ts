import type { PerpsOrder } from './engine/types';
import type { Trade } from './market/market';
import type { FillRow } from './orders/fill-rows';

/*
 * What happened in the gateway, for its WebSocket: an order's state changed, a fill was written, a
 * public trade printed, an account's collateral moved. Listeners run after the current request's
 * answer is on its way (setImmediate), so a socket sees an order's update after its HTTP ack (the
 * SDK's placeOrder waits for exactly that order, facts §13).
 */

/** A TP/SL leg's change of state, for the tpsl channel (facts §8): the frame and whose it is. */
export type TpslEvent = { account: string; iid: number; frame: { oid: number; st: string; reason?: string } };

export type PerpsEventMap = {
  order: PerpsOrder;
  fill: FillRow;
  trade: Trade;
  collateral: string;
  tpsl: TpslEvent;
  funding: FundingPaid;
  deposit: TransferEvent;
  withdrawal: TransferEvent;
  notification: { account: string; item: unknown };
};

/** One position's hourly funding payment (signed micro: + received, − paid), at the hour's rate. */
export type FundingPaid = { account: string; iid: number; size: number; rate: string; amount: number; ts: number };
/** A sandbox deposit or withdrawal as its row was written (amount in micro pUSD). */
export type TransferEvent = { account: string; id: number; hash: string; amount: number; status: string; to: string };

type Listener<K extends keyof PerpsEventMap> = (e: PerpsEventMap[K]) => void;

export class PerpsEvents {
  private readonly listeners: { [K in keyof PerpsEventMap]: Set<Listener<K>> } = {
    order: new Set(),
    fill: new Set(),
    trade: new Set(),
    collateral: new Set(),
    funding: new Set(),
    deposit: new Set(),
    withdrawal: new Set(),
    notification: new Set(),
    tpsl: new Set(),
  };

  on<K extends keyof PerpsEventMap>(kind: K, l: Listener<K>): () => void {
    this.listeners[kind].add(l);
    return () => this.listeners[kind].delete(l);
  }

  emit<K extends keyof PerpsEventMap>(kind: K, e: PerpsEventMap[K]): void {
    if (this.listeners[kind].size === 0) return;
    // a snapshot of the order as it is now: it may change again before the listeners run
    const value = kind === 'order' ? ({ ...(e as PerpsOrder) } as PerpsEventMap[K]) : e;
    setImmediate(() => {
      for (const l of this.listeners[kind]) l(value);
    });
  }
}
