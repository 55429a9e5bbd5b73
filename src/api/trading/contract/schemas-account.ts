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
