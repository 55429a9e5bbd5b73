import { z } from 'zod/mini';

/* Wire shapes of the public book and price reads. Prices and sizes travel as decimal strings. */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));

export const BookLevel = z.object({ price: decimal, size: decimal });

/** Bids ascending and asks descending: the best price of each side is the LAST entry. */
export const OrderBook = z.object({
  market: z.string(),
  asset_id: z.string(),
  timestamp: z.string(),
  hash: z.string(),
  bids: z.array(BookLevel),
  asks: z.array(BookLevel),
  min_order_size: decimal,
  tick_size: decimal,
  neg_risk: z.boolean(),
  last_trade_price: decimal,
});

export const TokenQuery = z.object({ token_id: z.optional(z.string()) });
export const PriceQuery = z.object({ token_id: z.optional(z.string()), side: z.optional(z.string()) });

/** A batch read's body: one item per token (side only for /prices). */
export const BookParams = z.array(z.object({ token_id: z.string(), side: z.optional(z.string()) }));

export const PriceAnswer = z.object({ price: decimal });
export const MidAnswer = z.object({ mid: decimal });
export const SpreadAnswer = z.object({ spread: decimal });
export const LastTradeAnswer = z.object({ price: decimal, side: z.string() });
export const LastTradesAnswer = z.array(z.object({ token_id: z.string(), price: decimal, side: z.string() }));
export const PricesAnswer = z.record(z.string(), z.record(z.string(), decimal));
export const ByTokenAnswer = z.record(z.string(), decimal);

export const TickSizeAnswer = z.object({ minimum_tick_size: z.number() });
export const NegRiskAnswer = z.object({ neg_risk: z.boolean() });
export const FeeRateAnswer = z.object({ base_fee: z.number() });
