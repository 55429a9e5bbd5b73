/*
 * The exchange's order rules, once: the ticket (src/features/trade/ticket-form.ts) checks an order
 * with them before the wallet signs, the service (server/trading/orders/check-order.ts) checks the
 * signed order with them again, and the error catalogue explains the service's refusal in the same
 * words the ticket used (RULE_TEXT). The checks work on integers: micro units (1e6 = 1 pUSD or one
 * share) and unix seconds.
 */

import { centsText } from '../../lib/cents';

export const ORDER_TYPES = ['GTC', 'GTD', 'FOK', 'FAK'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** FOK and FAK sign an amount and match at once; GTC and GTD rest. */
export const isMarketOrder = (type: OrderType) => type === 'FOK' || type === 'FAK';

/** Most orders one POST /orders takes. */
export const BATCH_MAX = 15;

/** A GTD order lapses at least this long after it is placed. */
export const GTD_MIN_LEAD_S = 60;

/** Decimal places of a price, a size and an amount (price × size) per tick size: the facts sheet's rounding. */
export const TICK_ROUNDING = {
  '0.1': { price: 1, size: 2, amount: 3 },
  '0.01': { price: 2, size: 2, amount: 4 },
  '0.005': { price: 3, size: 2, amount: 5 },
  '0.0025': { price: 4, size: 2, amount: 6 },
  '0.001': { price: 3, size: 2, amount: 5 },
  '0.0001': { price: 4, size: 2, amount: 6 },
} as const;
export type TickSize = keyof typeof TICK_ROUNDING;

const MICRO = 1_000_000n;

/**
 * The taker fee of one fill, in micro pUSD: bps × min(price, 1 − price) × size, floored to the micro
 * (size and price in micro units). The min() makes it symmetric: buying one outcome costs the same
 * fee as selling the other. Makers pay none. The service charges it per fill (server/ledger) and the
 * ticket shows it per book level, before signing.
 */
export function takerFee(size: bigint, price: bigint, bps: bigint): bigint {
  const edge = price < MICRO - price ? price : MICRO - price;
  if (bps <= 0n || size <= 0n || edge <= 0n) return 0n;
  return (size * edge * bps) / 10_000_000_000n;
}

/** Post-only is for orders that rest. */
export const postOnlyBroken = (type: OrderType, postOnly: boolean) => postOnly && isMarketOrder(type);

/** A GTD order needs an expiration at least GTD_MIN_LEAD_S ahead; the others none (0). */
export const expirationBroken = (type: OrderType, expiration: bigint, nowS: number) =>
  type === 'GTD' ? expiration < BigInt(nowS + GTD_MIN_LEAD_S) : expiration !== 0n;

/** A price (micro per share) off the tick's grid, or outside [tick, 1 − tick]. */
export const offTick = (price: bigint, tick: bigint) => price % tick !== 0n || price < tick || price > MICRO - tick;

/** Shares (micro) under the market's minimum. */
export const underMinSize = (size: bigint, min: bigint) => size < min;

/**
 * What each broken rule says to a trader: under the ticket's field, and in the catalogue's explanation of the service's refusal.
 * Prices are given in dollars and said in cents, the desk's one unit.
 */
export const RULE_TEXT = {
  tick: (tick: string) => `Prices in this market move in steps of ${centsText(tick)}.`,
  priceRange: (low: string, high: string) => `Price must be between ${centsText(low)} and ${centsText(high)}.`,
  minSize: (min: string) => `The smallest order in this market is ${min} shares.`,
  sizeDecimals: 'Size can have at most 2 decimals.',
  expiration: 'An order with an expiry must expire at least a minute from now.',
  postOnly: 'Post-only is for orders that rest (GTC or GTD), not for FOK or FAK.',
  /** an order above the caller's balance, refused before the wallet signs; `missing` is already formatted ("$12.34") */
  cashShort: (missing: string) => `You need ${missing} more: the total is above your cash available.`,
  sharesShort: (missing: string) => `You need ${missing} more shares: fewer are available (held, less your open sell orders).`,
  batch: `A batch holds 2 to ${BATCH_MAX} orders.`,
} as const;
