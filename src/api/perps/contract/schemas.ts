import { z } from 'zod/mini';
import '../../zod-messages';

/*
 * The perps gateway's records the app reads (facts §4–§10), as the gateway spells them: money,
 * prices and quantities as decimal strings, ids as integers, times in Unix ms. Only the fields the
 * app uses are required; the rest pass through unchecked so a gateway that adds fields stays readable.
 */

const decimal = z.string();

export const RiskTier = z.object({ lower_bound: decimal, max_leverage: z.number() });
export const PerpsInstrument = z.object({
  instrument_id: z.number(),
  category: z.string(),
  symbol: z.string(),
  base_asset: z.string(),
  quantity_decimals: z.number(),
  price_decimals: z.number(),
  price_bounds: decimal,
  liquidation_fee: decimal,
  min_notional: decimal,
  max_leverage: z.number(),
  isolated_only: z.boolean(),
  risk_tiers: z.array(RiskTier),
  close_only: z.optional(z.boolean()),
});
export type PerpsInstrument = z.infer<typeof PerpsInstrument>;

export const PerpsTicker = z.object({
  instrument_id: z.number(),
  symbol: z.string(),
  index_price: decimal,
  mark_price: decimal,
  last_price: z.nullable(decimal),
  mid_price: z.nullable(decimal),
  open_interest: decimal,
  /** Hourly. */
  funding_rate: decimal,
  next_funding: z.number(),
  timestamp: z.number(),
});
export type PerpsTicker = z.infer<typeof PerpsTicker>;

export const PerpsStatistic = z.object({ instrument_id: z.number(), symbol: z.string(), volume: decimal, open_price: decimal });
export type PerpsStatistic = z.infer<typeof PerpsStatistic>;

const Level = z.tuple([decimal, decimal]);
export const PerpsBook = z.object({ instrument_id: z.number(), bids: z.array(Level), asks: z.array(Level), timestamp: z.number() });
export type PerpsBook = z.infer<typeof PerpsBook>;

/** `[openMs, open, high, low, close, volume, trades]`. */
export const Kline = z.tuple([z.number(), decimal, decimal, decimal, decimal, decimal, z.number()]);
export const KlinePage = z.object({ data: z.array(Kline), more: z.boolean() });
/** `[openMs, mark]` per bucket. */
export const MarkHistoryPage = z.object({ data: z.array(z.tuple([z.number(), decimal])), more: z.boolean() });

/** GET /v1/info/trades: an instrument's public trades, newest first, at most 100. */
export const PerpsTrade = z.object({
  trade_id: z.number(),
  instrument_id: z.number(),
  side: z.enum(['long', 'short']),
  price: decimal,
  quantity: decimal,
  timestamp: z.number(),
});
export type PerpsTrade = z.infer<typeof PerpsTrade>;
export const PerpsTradePage = z.object({ data: z.array(PerpsTrade), more: z.boolean() });

/** GET /v1/info/exchange: the signing domain's chain and whether only cancels are accepted. */
export const ExchangeInfo = z.object({ chain_id: z.number(), cancel_only: z.boolean() });
export type ExchangeInfo = z.infer<typeof ExchangeInfo>;

export const PerpsPosition = z.object({
  instrument_id: z.number(),
  symbol: z.string(),
  /** Signed: negative is short. */
  size: decimal,
  entry_price: decimal,
  unrealized_pnl: decimal,
  return_on_equity: decimal,
  leverage: z.optional(z.number()),
  cross: z.optional(z.boolean()),
  initial_margin: z.optional(decimal),
  maintenance_margin: z.optional(decimal),
  position_value: z.optional(decimal),
  liquidation_price: z.optional(decimal),
  cumulative_funding: z.optional(decimal),
});
export type PerpsPosition = z.infer<typeof PerpsPosition>;

/** GET /v1/info/portfolio?address: anyone's positions and equity, no keys needed. */
export const PublicPortfolio = z.object({ positions: z.array(PerpsPosition), equity: decimal, timestamp: z.number() });
export type PublicPortfolio = z.infer<typeof PublicPortfolio>;

export const AccountPortfolio = z.object({
  positions: z.array(PerpsPosition),
  margin: z.object({
    total_account_value: decimal,
    available_order_margin: decimal,
    total_initial_margin: decimal,
    total_maintenance_margin: decimal,
    total_position_value: decimal,
  }),
  withdrawable: decimal,
  in_liquidation: z.boolean(),
  timestamp: z.number(),
});
export type AccountPortfolio = z.infer<typeof AccountPortfolio>;

export const PerpsBalance = z.object({ asset: z.string(), balance: decimal, value: decimal });
export const PerpsConfig = z.object({ instrument_id: z.number(), leverage: z.number(), cross: z.boolean() });
export type PerpsConfig = z.infer<typeof PerpsConfig>;

export const PerpsOrder = z.object({
  order_id: z.number(),
  instrument_id: z.number(),
  buy: z.boolean(),
  price: z.nullable(decimal),
  quantity: decimal,
  tif: z.string(),
  post_only: z.boolean(),
  ro: z.boolean(),
  status: z.string(),
  resting_quantity: decimal,
  filled_quantity: decimal,
  created_timestamp: z.number(),
  updated_timestamp: z.number(),
  client_order_id: z.optional(z.string()),
  tpsl: z.optional(z.object({ kind: z.string(), scope: z.string(), trp: decimal })),
});
export type PerpsOrder = z.infer<typeof PerpsOrder>;
export const OrdersPage = z.object({ data: z.array(PerpsOrder), more: z.optional(z.boolean()) });

export const PerpsFill = z.object({
  trade_id: z.number(),
  order_id: z.number(),
  instrument_id: z.number(),
  side: z.string(),
  price: decimal,
  quantity: decimal,
  taker: z.boolean(),
  fee: decimal,
  realized_pnl: decimal,
  liquidation: z.boolean(),
  timestamp: z.number(),
});
export type PerpsFill = z.infer<typeof PerpsFill>;
export const FillsPage = z.object({ data: z.array(PerpsFill), more: z.optional(z.boolean()), cursor: z.optional(z.nullable(z.string())) });

export const FundingPayment = z.object({ instrument_id: z.number(), funding_rate: decimal, payment: decimal, timestamp: z.number() });
export type FundingPayment = z.infer<typeof FundingPayment>;
export const FundingPage = z.object({ data: z.array(FundingPayment), more: z.boolean() });

/**
 * What a notification carries beside its type (facts §10): the position's side, size, average price
 * and leverage; a close's or a liquidation's PnL; a cancelled limit order's price; a liquidation
 * warning's equity against the initial and maintenance margins at the mark. Each is optional: the
 * types carry different sets.
 */
export const NotificationBody = z.extend(
  z.partial(
    z.object({
      instrument_id: z.number(),
      side: z.enum(['long', 'short']),
      size: decimal,
      avg_price: decimal,
      leverage: z.number(),
      order_type: z.string(),
      pnl: decimal,
      price: decimal,
      remaining: decimal,
      equity: decimal,
      initial_margin: decimal,
      maintenance_margin: decimal,
      mark_price: decimal,
    }),
  ),
  { id: z.number(), type: z.string() },
);
export type NotificationBody = z.infer<typeof NotificationBody>;

export const NotificationItem = z.object({
  notification: NotificationBody,
  read_at: z.nullable(z.number()),
  ts: z.number(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationsPage = z.object({ items: z.array(NotificationItem), unread: z.number(), has_more: z.boolean() });

export const AutoCancelState = z.object({ deadline: z.number(), triggered: z.number(), daily_limit: z.number(), next_reset: z.number() });
export type AutoCancelState = z.infer<typeof AutoCancelState>;

/** One ack per order of a createOrders. */
export const OrderAck = z.object({
  status: z.string(),
  oid: z.optional(z.number()),
  coid: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type OrderAck = z.infer<typeof OrderAck>;
export const CancelResult = z.object({
  status: z.string(),
  oid: z.optional(z.number()),
  coid: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type CancelResult = z.infer<typeof CancelResult>;
export const ModifyResult = z.object({ status: z.string(), oid: z.optional(z.number()), error: z.optional(z.string()) });
export const Ok = z.object({ status: z.literal('ok') });
export const LeverageAnswer = z.object({ status: z.literal('ok'), instrument_id: z.number(), leverage: z.number(), cross: z.boolean() });
export const ProxyAnswer = z.object({ status: z.literal('ok'), secret: z.string() });
export const DeadlineAnswer = z.object({ status: z.literal('ok'), deadline: z.number() });
