import { z } from 'zod/mini';
import { ORDER_TYPES } from '../order-rules';

/* The order wire format, protocol version 2 (trading-wire-facts.md): what POST /order carries and answers. */

/*
 * The edge of the order path: what this lets through, hashing and the checks can take as it is.
 * An address is read in lower case (hex case is EIP-55's checksum, not part of the address, and a
 * wrong one would throw in hashing), so nothing behind it normalises again; a uint is a uint256.
 */
const address = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  z.transform((s) => s.toLowerCase()),
);
const MAX_UINT256 = 2n ** 256n - 1n;
const UINT_TEXT = /^\d{1,78}$/;
const uint = z.string().check(
  z.regex(UINT_TEXT),
  z.refine((s) => UINT_TEXT.test(s) && BigInt(s) <= MAX_UINT256, 'above 2^256 - 1'),
);
const bytes32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

export const SignedOrder = z.object({
  // a JSON number from the official client; a string is taken too
  salt: z.union([z.number().check(z.int(), z.nonnegative()), uint]),
  maker: address,
  signer: address,
  tokenId: uint,
  makerAmount: uint,
  takerAmount: uint,
  side: z.enum(['BUY', 'SELL']),
  signatureType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  timestamp: uint,
  /** unix seconds, "0" for none; sent, not signed */
  expiration: uint,
  metadata: bytes32,
  builder: bytes32,
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
});
export type SignedOrder = z.infer<typeof SignedOrder>;

export const SendOrder = z.object({
  deferExec: z.optional(z.boolean()),
  postOnly: z.optional(z.boolean()),
  order: SignedOrder,
  /** the API key that posts it */
  owner: z.string(),
  orderType: z.enum(ORDER_TYPES),
});
export type SendOrder = z.infer<typeof SendOrder>;

export const OrderAnswer = z.object({
  success: z.boolean(),
  errorMsg: z.string(),
  orderID: z.string(),
  status: z.string(),
  makingAmount: z.string(),
  takingAmount: z.string(),
  transactionsHashes: z.array(z.string()),
  tradeIDs: z.array(z.string()),
});
export type OrderAnswer = z.infer<typeof OrderAnswer>;

export const CancelAnswer = z.object({ canceled: z.array(z.string()), not_canceled: z.record(z.string(), z.string()) });

export const OpenOrder = z.object({
  id: z.string(),
  status: z.string(),
  owner: z.string(),
  maker_address: z.string(),
  market: z.string(),
  asset_id: z.string(),
  side: z.string(),
  original_size: z.string(),
  size_matched: z.string(),
  price: z.string(),
  associate_trades: z.array(z.string()),
  outcome: z.string(),
  created_at: z.number(),
  expiration: z.string(),
  order_type: z.string(),
});

export const ClobTrade = z.object({
  id: z.string(),
  taker_order_id: z.string(),
  market: z.string(),
  asset_id: z.string(),
  side: z.string(),
  size: z.string(),
  fee_rate_bps: z.string(),
  price: z.string(),
  status: z.string(),
  match_time: z.string(),
  last_update: z.string(),
  outcome: z.string(),
  bucket_index: z.number(),
  owner: z.string(),
  maker_address: z.string(),
  maker_orders: z.array(
    z.object({
      order_id: z.string(),
      owner: z.string(),
      maker_address: z.string(),
      matched_amount: z.string(),
      price: z.string(),
      fee_rate_bps: z.string(),
      asset_id: z.string(),
      outcome: z.string(),
      side: z.string(),
    }),
  ),
  transaction_hash: z.string(),
  trader_side: z.enum(['TAKER', 'MAKER']),
});

/** `{data, next_cursor, limit, count}`: the first cursor is "MA==", the last page answers "LTE=". */
export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string(), limit: z.number(), count: z.number() });
