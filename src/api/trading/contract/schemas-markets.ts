import { z } from 'zod/mini';

/*
 * Wire shapes of the market reads, as the public service and the official client spell them:
 * prices, sizes and ticks are JSON numbers here (unlike the book's decimal strings).
 */

export const MarketToken = z.object({ token_id: z.string(), outcome: z.string(), price: z.number(), winner: z.boolean() });

/** One market of GET /markets and GET /markets/{condition_id}, as far as the dataset has it. */
export const ClobMarket = z.object({
  enable_order_book: z.boolean(),
  active: z.boolean(),
  closed: z.boolean(),
  archived: z.boolean(),
  accepting_orders: z.boolean(),
  /** RFC 3339: the market's start. */
  accepting_order_timestamp: z.string(),
  minimum_order_size: z.number(),
  minimum_tick_size: z.number(),
  condition_id: z.string(),
  question_id: z.string(),
  question: z.string(),
  description: z.string(),
  market_slug: z.string(),
  end_date_iso: z.string(),
  game_start_time: z.nullable(z.string()),
  seconds_delay: z.number(),
  fpmm: z.string(),
  maker_base_fee: z.number(),
  taker_base_fee: z.number(),
  notifications_enabled: z.boolean(),
  neg_risk: z.boolean(),
  icon: z.string(),
  image: z.string(),
  rewards: z.object({ rates: z.null(), min_size: z.number(), max_spread: z.number() }),
  is_50_50_outcome: z.boolean(),
  tokens: z.array(MarketToken),
  tags: z.array(z.string()),
});

export type ClobMarket = z.infer<typeof ClobMarket>;

/** `{data, next_cursor, limit, count}`: the first cursor is "MA==", the last page answers "LTE=". */
export const MarketPage = z.object({ data: z.array(ClobMarket), next_cursor: z.string(), limit: z.number(), count: z.number() });

export const MarketsQuery = z.object({ next_cursor: z.optional(z.string()) });

/** GET /markets-by-token/{token_id}: primary is outcome 0 (Yes), secondary outcome 1. */
export const MarketByToken = z.object({ condition_id: z.string(), primary_token_id: z.string(), secondary_token_id: z.string() });

/**
 * GET /clob-markets/{condition_id}, the compact form the official client caches per token (its
 * MarketDetails): c condition, t tokens {t id, o outcome}, mts tick, nr neg risk, fd fee curve
 * {r rate, e exponent, to taker only}, mbf/tbf base fees (bps), r rewards, ao accepting orders,
 * mos minimum order size.
 */
export const ClobMarketInfo = z.object({
  c: z.string(),
  t: z.array(z.object({ t: z.string(), o: z.string() })),
  mts: z.number(),
  nr: z.boolean(),
  fd: z.object({ r: z.number(), e: z.number(), to: z.boolean() }),
  mbf: z.number(),
  tbf: z.number(),
  r: z.null(),
  ao: z.boolean(),
  mos: z.number(),
});
