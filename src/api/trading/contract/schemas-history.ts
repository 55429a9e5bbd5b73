import { z } from 'zod/mini';
import { BookLevel } from './schemas-books';

/*
 * Wire shapes of the history reads. Times are unix seconds in queries; prices and volumes in
 * answers are JSON numbers, as /prices-history has them on the public service.
 */

/** `market` is a token id; `interval` (max, all, 1m, 1w, 1d, 6h, 1h) or a startTs/endTs window. */
export const PricesHistoryQuery = z.object({
  market: z.optional(z.string()),
  startTs: z.optional(z.string()),
  endTs: z.optional(z.string()),
  fidelity: z.optional(z.string()),
  interval: z.optional(z.string()),
});

export const PricesHistory = z.object({ history: z.array(z.object({ t: z.number(), p: z.number() })) });

export const OhlcQuery = z.object({
  asset_id: z.optional(z.string()),
  startTs: z.optional(z.string()),
  endTs: z.optional(z.string()),
  fidelity: z.optional(z.enum(['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'])),
  limit: z.optional(z.string()),
});

/** One bucket of trades: t its start (unix seconds), prices per share, volume in shares. */
export const Candle = z.object({
  t: z.number(),
  o: z.number(),
  h: z.number(),
  l: z.number(),
  c: z.number(),
  volume: z.number(),
  trades: z.number(),
});

/** Buckets that saw trades, oldest first; empty buckets are left out. */
export const Ohlc = z.object({ asset_id: z.string(), fidelity: z.string(), candles: z.array(Candle) });

export const OrderbookHistoryQuery = z.object({
  startTs: z.optional(z.string()),
  endTs: z.optional(z.string()),
  market: z.optional(z.string()),
  asset_id: z.optional(z.string()),
  limit: z.optional(z.string()),
});

/** A token's book as it stood at `timestamp` (epoch ms, as /book), levels as /book lists them. */
export const BookSnapshot = z.object({
  market: z.string(),
  asset_id: z.string(),
  timestamp: z.string(),
  hash: z.string(),
  bids: z.array(BookLevel),
  asks: z.array(BookLevel),
});

export const OrderbookHistory = z.object({ data: z.array(BookSnapshot), count: z.number() });
