import { ORDER_TYPES, postOnlyBroken, RULE_TEXT } from '../../../src/api/trading/order-rules';

/*
 * The matching engine's vocabulary. Everything is an integer in micro units (1e6): sizes in micro
 * shares, prices in micro-USDC per share. The engine keeps one book per market in outcome-0 terms:
 * a BUY of outcome 1 at p is an ask for outcome 0 at 1e6 − p, so complementary orders meet in the same
 * book and MINT / MERGE fills need no second book.
 */

/** One share, or one USDC, in micro units; also the sum of two complementary prices. */
export const ONE = 1_000_000;

export type Side = 'BUY' | 'SELL';
export type OutcomeIndex = 0 | 1;
export type OrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';

export type EngineOrder = {
  /** The order's hash; unique among resting orders. */
  id: string;
  /** Arrival order assigned by the caller, increasing: the time half of price-time priority. */
  seq: number;
  owner: string;
  /** The condition id: one book per market. */
  market: string;
  /** The token id of `outcome`. */
  asset: string;
  outcome: OutcomeIndex;
  side: Side;
  /** In the order's own outcome, 0 < price < ONE. */
  price: number;
  /** Remaining size in micro shares; the engine lowers it as the order fills. */
  size: number;
  type: OrderType;
  postOnly: boolean;
  /** Epoch seconds, 0 for none; only GTD orders expire. */
  expiration: number;
};

export type FillKind = 'TRADE' | 'MINT' | 'MERGE';

export type Fill = {
  /** TRADE: same outcome, shares change hands. MINT: both buy, a pair is minted. MERGE: both sell, a pair is burned. */
  kind: FillKind;
  market: string;
  takerOrderId: string;
  makerOrderId: string;
  taker: string;
  maker: string;
  takerAsset: string;
  makerAsset: string;
  takerOutcome: OutcomeIndex;
  makerOutcome: OutcomeIndex;
  takerSide: Side;
  makerSide: Side;
  size: number;
  /** In the taker's outcome: the maker's price, or its complement when the outcomes differ. */
  takerPrice: number;
  /** The maker order's own price: fills execute at the maker's price. */
  makerPrice: number;
  /** The maker order's size left after this fill (0 = filled and removed from the book). */
  makerRemaining: number;
};

export type RejectReason = 'POST_ONLY_CROSSES' | 'FOK_UNFILLED' | 'FAK_NO_MATCH' | 'EXPIRED';

export type SubmitResult = {
  /** In execution order. */
  fills: Fill[];
  /** Whether the taker's remainder now rests in the book (GTC / GTD only). */
  rested: boolean;
  /** The taker's size left after matching: resting when `rested`, else dropped (or all of it on a reject). */
  remaining: number;
  /** Expired GTD makers met while matching, removed from the book. */
  expired: EngineOrder[];
  /** Set when the order was refused; the engine is then exactly as before the call. */
  rejected?: RejectReason;
};

export type DepthLevel = { price: number; size: number };
/** Aggregated levels, best first on both sides (the wire's /book lists best LAST: the service reverses). */
export type Depth = { bids: DepthLevel[]; asks: DepthLevel[] };

/** Whether an order sits on the bid side of its market's outcome-0 book. */
export const isBookBid = (o: Pick<EngineOrder, 'outcome' | 'side'>): boolean => (o.outcome === 0) === (o.side === 'BUY');

/** An order's price in outcome-0 terms. */
export const bookPrice = (o: Pick<EngineOrder, 'outcome' | 'price'>): number => (o.outcome === 0 ? o.price : ONE - o.price);

/**
 * Refuses orders the engine cannot hold. The service validates ticks, sizes and expirations with
 * the wire's messages first, so reaching one of these throws is a caller bug, not a user error.
 */
export function checkOrder(o: EngineOrder): void {
  const fail = (why: string) => {
    throw new RangeError(`order ${o.id}: ${why}`);
  };
  if (!Number.isSafeInteger(o.price) || o.price <= 0 || o.price >= ONE) fail(`price must be an integer in (0, ${ONE}), got ${o.price}`);
  if (!Number.isSafeInteger(o.size) || o.size <= 0) fail(`size must be a positive integer, got ${o.size}`);
  if (o.outcome !== 0 && o.outcome !== 1) fail(`outcome must be 0 or 1`);
  if (o.side !== 'BUY' && o.side !== 'SELL') fail(`side must be BUY or SELL`);
  if (!ORDER_TYPES.includes(o.type)) fail(`unknown order type ${o.type}`);
  if (postOnlyBroken(o.type, o.postOnly)) fail(RULE_TEXT.postOnly);
  if (o.type === 'GTD' && (!Number.isSafeInteger(o.expiration) || o.expiration <= 0)) fail('a GTD order needs an expiration');
}
