import type { TradingResource } from '../context';
import { ohlc } from './ohlc';
import { orderbookHistory } from './orderbook-history';
import { pricesHistory } from './prices-history';
import { createHistoryStore } from './store';

/** History: price paths, candles from fills, recorded book snapshots. */
export const historyResource: TradingResource = (ctx) => {
  const store = createHistoryStore(ctx);
  return {
    pricesHistory: pricesHistory(store, () => Math.floor(ctx.nowMs() / 1000)),
    ohlc: ohlc(store),
    orderbookHistory: orderbookHistory(store),
  };
};
