import type {
  WsBestBidAsk,
  WsBook,
  WsLastTradePrice,
  WsMarketResolved,
  WsNewMarket,
  WsOrder,
  WsPriceChange,
  WsTickSizeChange,
  WsTrade,
} from '../../../src/api/trading/ws-events';

/*
 * The trading service's live events, between the order desk and whoever pushes them (the WebSocket
 * channels). Publishing is synchronous and cheap: it numbers the batch and hands it to each
 * listener, which only queues it, so matching never waits on a socket. The desk publishes right
 * after its commit returns (never inside the transaction), so a rolled-back match publishes nothing
 * and batches arrive in commit order.
 */

export type MarketBody = WsBook | WsPriceChange | WsTickSizeChange | WsLastTradePrice | WsBestBidAsk | WsNewMarket | WsMarketResolved;

/**
 * Who receives an event. Market events go to the subscribers of one of `assets`; `custom` ones only
 * to subscribers with custom_feature_enabled ('all': every such subscriber, as new_market goes).
 * User events go to the user channels of `owner` (a lower-case EOA) that follow `market`.
 */
export type LiveEvent =
  | { channel: 'market'; assets: readonly string[]; custom?: 'assets' | 'all'; body: MarketBody }
  | { channel: 'user'; owner: string; market: string; body: WsOrder | WsTrade };

export type BatchListener = (batch: readonly LiveEvent[]) => void;

export function createEventBus() {
  const seqs = new Map<string, number>();
  const listeners = new Set<BatchListener>();
  const step = (asset: string) => {
    const n = (seqs.get(asset) ?? 0) + 1;
    seqs.set(asset, n);
    return n;
  };

  /**
   * Every subscriber of an asset gets its non-custom events, so those, and only those, take a number;
   * a book takes none, it carries the number it is current as of (a later book may replace it).
   */
  const number = (e: LiveEvent) => {
    if (e.channel !== 'market' || e.custom) return;
    const b = e.body;
    if (b.event_type === 'price_change') {
      // one number per asset per event: the entries of one asset (several levels) share it
      const taken = new Map<string, number>();
      for (const entry of b.price_changes) {
        let n = taken.get(entry.asset_id);
        if (n === undefined) taken.set(entry.asset_id, (n = step(entry.asset_id)));
        entry.seq = n;
      }
    } else if (b.event_type === 'book') b.seq = seqs.get(b.asset_id) ?? 0;
    else if (b.event_type === 'last_trade_price' || b.event_type === 'tick_size_change') b.seq = step(b.asset_id);
  };

  return {
    publish(batch: LiveEvent[]): void {
      if (batch.length === 0) return;
      for (const e of batch) number(e);
      for (const listener of listeners) listener(batch);
    },
    subscribe(listener: BatchListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The asset's last number: what a snapshot taken now is current as of. */
    seqOf: (asset: string) => seqs.get(asset) ?? 0,
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
