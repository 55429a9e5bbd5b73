import type { z } from 'zod/mini';
import { defineRoute } from '../../route-record';
import { Ohlc, OhlcQuery, OrderbookHistory, OrderbookHistoryQuery, PricesHistory, PricesHistoryQuery } from './schemas-history';

const read = (path: string, summary: string, query: z.ZodMiniObject, response: z.ZodMiniType) =>
  defineRoute({ method: 'GET', path, summary, tag: 'history', auth: 'none', query, response });

/** Most candles or snapshots one request answers. */
export const HISTORY_LIMIT_MAX = 1000;

export const historyRoutes = {
  pricesHistory: {
    ...read('/prices-history', "A token's price path, {t, p} oldest first", PricesHistoryQuery, PricesHistory),
    buckets: ['prices-history'],
  },
  ohlc: read('/ohlc', "A token's trades as open/high/low/close candles", OhlcQuery, Ohlc),
  orderbookHistory: read(
    '/orderbook-history',
    'Book snapshots of a market or token (at most one per token and minute), oldest first',
    OrderbookHistoryQuery,
    OrderbookHistory,
  ),
};
