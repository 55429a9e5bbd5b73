import { z } from 'zod/mini';
import '../zod-messages';

/*
 * What the trading service pushes on its WebSocket channels (reference/clob/websocket.md §3, §4).
 * Prices and sizes are decimal strings, `timestamp` epoch milliseconds as a string, `market` the
 * condition id. A frame is one event or an array of events (the initial dump is always an array;
 * events committed close together may share one). Framework-free: the browser parses with these.
 *
 * `seq` is the local service's addition (public clients ignore unknown fields): a per-asset sequence
 * number, one step per event every subscriber of the asset receives (price_change, last_trade_price,
 * tick_size_change). A book, on subscribe or after a trade, takes no step: it carries the number it
 * is current as of, and replaces the client's book and its last number. Any other event whose
 * number is not last + 1 means something was missed: take a fresh snapshot (subscribe again).
 * Custom events (best_bid_ask, new_market, market_resolved) go to opted-in subscribers only, so
 * they take no number.
 */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const epochMs = z.string().check(z.regex(/^\d+$/));
const side = z.enum(['BUY', 'SELL']);
const seq = z.optional(z.number().check(z.int(), z.nonnegative()));

export const WsBookLevel = z.object({ price: decimal, size: decimal });

/** Levels as /book lists them: the best price LAST on both sides (bids ascending, asks descending). */
export const WsBook = z.object({
  event_type: z.literal('book'),
  asset_id: z.string(),
  market: z.string(),
  bids: z.array(WsBookLevel),
  asks: z.array(WsBookLevel),
  timestamp: epochMs,
  /** The hash GET /book gives this book at this timestamp. */
  hash: z.string(),
  tick_size: z.optional(decimal),
  /** "" when the market never traded, as the public snapshots have it. */
  last_trade_price: z.optional(z.union([decimal, z.literal('')])),
  seq,
});
export type WsBook = z.infer<typeof WsBook>;

export const WsPriceChangeEntry = z.object({
  asset_id: z.string(),
  price: decimal,
  /** The level's new total; "0" removes it. */
  size: decimal,
  /** BUY: a bid level, SELL: an ask level. */
  side,
  /** The order that caused the change. */
  hash: z.string(),
  /** After the change; an empty side reads "0" (no bid) and "1" (no ask). */
  best_bid: z.optional(decimal),
  best_ask: z.optional(decimal),
  seq,
});

/** One per market and commit; entries for both tokens (an outcome-0 bid at p is an outcome-1 ask at 1 − p). */
export const WsPriceChange = z.object({
  event_type: z.literal('price_change'),
  market: z.string(),
  timestamp: epochMs,
  price_changes: z.array(WsPriceChangeEntry),
});
export type WsPriceChange = z.infer<typeof WsPriceChange>;

export const WsTickSizeChange = z.object({
  event_type: z.literal('tick_size_change'),
  asset_id: z.string(),
  market: z.string(),
  old_tick_size: decimal,
  new_tick_size: decimal,
  timestamp: epochMs,
  seq,
});
export type WsTickSizeChange = z.infer<typeof WsTickSizeChange>;

/** One per fill and token, from that token's side: the taker's side and price, or their mirror. */
export const WsLastTradePrice = z.object({
  event_type: z.literal('last_trade_price'),
  asset_id: z.string(),
  market: z.string(),
  price: decimal,
  size: decimal,
  side,
  timestamp: epochMs,
  fee_rate_bps: z.optional(z.string()),
  transaction_hash: z.optional(z.string()),
  seq,
});
export type WsLastTradePrice = z.infer<typeof WsLastTradePrice>;

export const WsBestBidAsk = z.object({
  event_type: z.literal('best_bid_ask'),
  asset_id: z.string(),
  market: z.string(),
  best_bid: decimal,
  best_ask: decimal,
  spread: decimal,
  timestamp: epochMs,
});
export type WsBestBidAsk = z.infer<typeof WsBestBidAsk>;

export const WsNewMarket = z.object({
  event_type: z.literal('new_market'),
  id: z.string(),
  question: z.string(),
  market: z.string(),
  slug: z.string(),
  assets_ids: z.array(z.string()),
  outcomes: z.array(z.string()),
  timestamp: epochMs,
  description: z.optional(z.string()),
  condition_id: z.optional(z.string()),
  active: z.optional(z.boolean()),
  clob_token_ids: z.optional(z.array(z.string())),
  order_price_min_tick_size: z.optional(z.string()),
  taker_base_fee: z.optional(z.string()),
  fees_enabled: z.optional(z.boolean()),
});
export type WsNewMarket = z.infer<typeof WsNewMarket>;

export const WsMarketResolved = z.object({
  event_type: z.literal('market_resolved'),
  id: z.string(),
  market: z.string(),
  assets_ids: z.array(z.string()),
  winning_asset_id: z.string(),
  winning_outcome: z.string(),
  timestamp: epochMs,
});
export type WsMarketResolved = z.infer<typeof WsMarketResolved>;

/** The local service's error frame (the public service documents none): the socket stays open. */
export const WsError = z.object({ event_type: z.literal('error'), message: z.string() });
export type WsError = z.infer<typeof WsError>;

// by event_type: a frame is checked against its own event's schema, and a mismatch names that event's fields
export const MarketChannelEvent = z.discriminatedUnion('event_type', [
  WsBook,
  WsPriceChange,
  WsTickSizeChange,
  WsLastTradePrice,
  WsBestBidAsk,
  WsNewMarket,
  WsMarketResolved,
  WsError,
]);
export type MarketChannelEvent = z.infer<typeof MarketChannelEvent>;

/** PLACEMENT (accepted), UPDATE (a fill of a resting order), CANCELLATION (canceled or expired). */
export const WsOrder = z.object({
  event_type: z.literal('order'),
  type: z.enum(['PLACEMENT', 'UPDATE', 'CANCELLATION']),
  id: z.string(),
  /** The API key that posted the order. */
  owner: z.string(),
  market: z.string(),
  asset_id: z.string(),
  side,
  original_size: decimal,
  size_matched: decimal,
  price: decimal,
  timestamp: epochMs,
  order_owner: z.optional(z.string()),
  associate_trades: z.optional(z.nullable(z.array(z.string()))),
  outcome: z.optional(z.string()),
  created_at: z.optional(z.string()),
  expiration: z.optional(z.string()),
  order_type: z.optional(z.enum(['GTC', 'GTD', 'FOK', 'FAK'])),
  status: z.optional(z.string()),
  maker_address: z.optional(z.string()),
});
export type WsOrder = z.infer<typeof WsOrder>;

export const WsMakerOrder = z.object({
  order_id: z.string(),
  owner: z.string(),
  matched_amount: decimal,
  price: decimal,
  asset_id: z.string(),
  maker_address: z.optional(z.string()),
  fee_rate_bps: z.optional(z.string()),
  outcome: z.optional(z.string()),
  side: z.optional(side),
});

export const TRADE_STATUSES = ['MATCHED', 'MINED', 'CONFIRMED', 'RETRYING', 'FAILED'] as const;

/** One per fill and status, to the taker's and the maker's owner (trader_side says which it is). */
export const WsTrade = z.object({
  event_type: z.literal('trade'),
  type: z.literal('TRADE'),
  id: z.string(),
  taker_order_id: z.string(),
  market: z.string(),
  asset_id: z.string(),
  /** The taker's side and price. */
  side,
  size: decimal,
  price: decimal,
  status: z.enum(TRADE_STATUSES),
  /** The taker's API key. */
  owner: z.string(),
  timestamp: epochMs,
  fee_rate_bps: z.optional(z.string()),
  match_time: z.optional(z.string()),
  last_update: z.optional(z.string()),
  outcome: z.optional(z.string()),
  trade_owner: z.optional(z.string()),
  maker_address: z.optional(z.string()),
  transaction_hash: z.optional(z.string()),
  bucket_index: z.optional(z.number()),
  trader_side: z.optional(z.enum(['TAKER', 'MAKER'])),
  maker_orders: z.array(WsMakerOrder),
});
export type WsTrade = z.infer<typeof WsTrade>;

export const UserChannelEvent = z.discriminatedUnion('event_type', [WsOrder, WsTrade, WsError]);
export type UserChannelEvent = z.infer<typeof UserChannelEvent>;

export const MarketFrame = z.union([MarketChannelEvent, z.array(MarketChannelEvent)]);
export const UserFrame = z.union([UserChannelEvent, z.array(UserChannelEvent)]);
