import { z } from 'zod/mini';

/* Account routes' wire shapes: balance and allowances, notifications, heartbeats, builder trades. */

/** Amounts are integer strings in 1e6 units, like the public service's. */
export const BalanceAllowance = z.object({
  balance: z.string(),
  /** spender address → allowance (an ERC-1155 approval for all reports the largest uint256) */
  allowances: z.record(z.string(), z.string()),
});

export const BalanceQuery = z.object({
  asset_type: z.string(),
  token_id: z.optional(z.string()),
  signature_type: z.optional(z.string()),
});

/** The official client's Notification: {type, owner, payload}; id and timestamp let a caller drop it. */
export const Notification = z.object({
  id: z.string(),
  /** 1 an order canceled, 2 an order filled */
  type: z.number(),
  /** the API key that owns the order */
  owner: z.string(),
  timestamp: z.number(),
  payload: z.record(z.string(), z.unknown()),
});

/*
 * What a notification's payload says of its order, as the service sends it (server/trading/account/
 * store.ts): a cancel carries the order's sizes, a fill its trade. Every field optional: another
 * service may send fewer, and a notification without them is still a notification.
 */
const text = z.optional(z.string());
export const NotificationPayload = z.object({
  order_id: text,
  market: text,
  asset_id: text,
  side: text,
  price: text,
  /** a fill's size */
  size: text,
  /** a cancel's sizes */
  original_size: text,
  size_matched: text,
  trade_id: text,
  trader_side: text,
});

export const Heartbeat = z.object({ heartbeat_id: z.string() });

export const BuilderTrade = z.object({
  id: z.string(),
  tradeType: z.string(),
  takerOrderHash: z.string(),
  builder: z.string(),
  market: z.string(),
  assetId: z.string(),
  side: z.string(),
  size: z.string(),
  sizeUsdc: z.string(),
  price: z.string(),
  status: z.string(),
  outcome: z.string(),
  outcomeIndex: z.number(),
  owner: z.string(),
  maker: z.string(),
  transactionHash: z.string(),
  matchTime: z.string(),
  bucketIndex: z.number(),
  fee: z.string(),
  feeUsdc: z.string(),
  builderFee: z.string(),
  builderCode: z.string(),
  err_msg: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
