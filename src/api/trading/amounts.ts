import { offTick, RULE_TEXT, takerFee, TICK_ROUNDING, underMinSize, type TickSize } from './order-rules';
import { add, cmp, dec, divTo, fixed, min as least, mul, mustParse, parseDec, show, sub, toScale, type Dec } from './exact-decimal';

/*
 * What an order signs, from what a trader types: the facts sheet's rounding per tick size, the
 * official client's way (its getOrderRawAmounts / getMarketOrderRawAmounts), in exact decimals.
 * Amounts are integers in 1e6 units. BUY: the maker gives pUSD and takes shares; SELL the reverse.
 */

export type { TickSize };

export type Side = 'BUY' | 'SELL';

const ROUNDING = TICK_ROUNDING;

export function isTickSize(s: string): s is TickSize {
  return Object.hasOwn(ROUNDING, s);
}

export function roundingOf(tick: TickSize): { price: number; size: number; amount: number } {
  return { ...ROUNDING[tick] };
}

/** Both tokens (pUSD and outcome shares) carry six decimals. */
const UNITS = 6;
const toUnits = (count: bigint, scale: number) => count * 10n ** BigInt(UNITS - scale);

/**
 * The official client's amount rounding: a value with more than `places` decimals is first rounded
 * UP at places + 4 (its guard against float noise such as 2.3100000000000005), then DOWN at places.
 */
function amountCount(exact: Dec, places: number): bigint {
  if (exact.scale <= places) return toScale(exact, places, 'floor');
  const guarded = toScale(exact, places + 4, 'ceil');
  return guarded / 10n ** 4n;
}

/** Same as amountCount, for a quotient (a market BUY's shares = dollars / price). */
function quotientCount(a: Dec, b: Dec, places: number): bigint {
  return divTo(a, b, places + 4, 'ceil') / 10n ** 4n;
}

export type OrderAmounts = {
  makerAmount: bigint;
  takerAmount: bigint;
  /** the price the amounts were made at, as rounded */
  price: string;
  /** shares */
  size: string;
};

/** A limit order: size down to 2 places, price half-up to the tick's places, the product to the amount's places. */
export function limitOrderAmounts(a: { side: Side; price: string; size: string; tick: TickSize }): OrderAmounts {
  const r = ROUNDING[a.tick];
  const price = toScale(mustParse(a.price, 'price'), r.price, 'halfUp');
  const size = toScale(mustParse(a.size, 'size'), r.size, 'floor');
  const notional = amountCount(mul(dec(price, r.price), dec(size, r.size)), r.amount);
  const [cash, shares] = [toUnits(notional, r.amount), toUnits(size, r.size)];
  return {
    makerAmount: a.side === 'BUY' ? cash : shares,
    takerAmount: a.side === 'BUY' ? shares : cash,
    price: show(dec(price, r.price)),
    size: show(dec(size, r.size)),
  };
}

/**
 * A market order at its worst acceptable price (see marketPrice): a BUY spends `amount` dollars, a
 * SELL sells `amount` shares. The price rounds DOWN to the tick's places, the amount down to 2.
 */
export function marketOrderAmounts(a: { side: Side; amount: string; price: string; tick: TickSize }): OrderAmounts {
  const r = ROUNDING[a.tick];
  const price = dec(toScale(mustParse(a.price, 'price'), r.price, 'floor'), r.price);
  if (price.n === 0n) throw new RangeError(`price ${a.price} rounds to zero at tick ${a.tick}`);
  const amount = dec(toScale(mustParse(a.amount, 'amount'), r.size, 'floor'), r.size);
  if (a.side === 'BUY') {
    const shares = quotientCount(amount, price, r.amount);
    return {
      makerAmount: toUnits(amount.n, r.size),
      takerAmount: toUnits(shares, r.amount),
      price: show(price),
      size: show(dec(shares, r.amount)),
    };
  }
  const notional = amountCount(mul(amount, price), r.amount);
  return { makerAmount: toUnits(amount.n, r.size), takerAmount: toUnits(notional, r.amount), price: show(price), size: show(amount) };
}

export type BookLevel = { price: string; size: string };
export type Book = { bids: BookLevel[]; asks: BookLevel[] };

/**
 * The worst price a market order reaches, as the official client finds it: walking the book from the
 * END (the best price is last), a BUY adds up dollars over the asks, a SELL shares over the bids,
 * until `amount` is covered. Not enough depth: FOK has no price (undefined), FAK takes the last level.
 */
export function marketPrice(book: Book, side: Side, amount: string, orderType: 'FOK' | 'FAK'): string | undefined {
  const levels = side === 'BUY' ? book.asks : book.bids;
  if (levels.length === 0) return undefined;
  const target = mustParse(amount, 'amount');
  let sum: Dec = dec(0n, 0);
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i]!;
    const size = mustParse(level.size, 'book size');
    sum = add(sum, side === 'BUY' ? mul(size, mustParse(level.price, 'book price')) : size);
    if (cmp(sum, target) >= 0) return level.price;
  }
  return orderType === 'FOK' ? undefined : levels[0]!.price;
}

/** Why a price cannot be signed at this tick, in words for a form (order-rules.ts); undefined when it can. */
export function priceError(price: string, tick: TickSize): string | undefined {
  const p = parseDec(price);
  if (!p) return price.trim() === '' ? 'Enter a price' : 'Price must be a number';
  const t = mustParse(tick, 'tick');
  const top = sub(dec(1n, 0), t);
  if (cmp(p, t) < 0 || cmp(p, top) > 0) return RULE_TEXT.priceRange(tick, show(top));
  // past six places no price is on any tick; within them, the rule table's check on micro units
  if (p.scale > UNITS && toScale(p, UNITS, 'floor') * 10n ** BigInt(p.scale - UNITS) !== p.n) return RULE_TEXT.tick(tick);
  if (offTick(toScale(p, UNITS, 'floor'), toScale(t, UNITS, 'floor'))) return RULE_TEXT.tick(tick);
  return undefined;
}

/** Why a size (shares) cannot be ordered, in words for a form; `min` is the market's minimum order size. */
export function sizeError(size: string, min: string): string | undefined {
  const s = parseDec(size);
  if (!s) return size.trim() === '' ? 'Enter a size' : 'Size must be a number';
  if (s.n === 0n) return 'Size must be more than 0';
  if (s.scale > 2 && toScale(s, 2, 'floor') * 10n ** BigInt(s.scale - 2) !== s.n) return RULE_TEXT.sizeDecimals;
  const m = parseDec(min);
  if (m && underMinSize(toScale(s, UNITS, 'floor'), toScale(m, UNITS, 'floor'))) return RULE_TEXT.minSize(show(m));
  return undefined;
}

export type FillPreview = {
  /** shares the order buys or sells: what fills now plus, for a limit order, what rests */
  shares: string;
  /** pUSD paid (BUY) or received (SELL) for `shares`, fees aside */
  cost: string;
  /** the taker fee of what fills now (makers pay none), charged at match time */
  fee: string;
  /** the cash that moves: cost + fee for a BUY, cost − fee for a SELL */
  total: string;
  /** cost / shares; undefined when nothing would trade */
  averagePrice: string | undefined;
  /** BUY: $1 a share if the outcome wins; SELL: the pUSD received, whatever the outcome */
  payoutIfWins: string;
  /** of `shares`, what matches the book now */
  filledShares: string;
  /** of `shares`, what a limit order leaves resting at its price ("0" for market orders) */
  restingShares: string;
};

const PREVIEW_PLACES = 6;

/**
 * A live ticket preview: what fills now against the book at or better than `price` (a limit order's
 * price, or an optional cap for a market order), walking from the best level. A limit order's rest
 * rests at its price and is counted as if it fills there, as a maker (no fee). `amountOrSize` is
 * dollars for a market BUY and shares otherwise; `feeBps` the market's taker fee rate. Six-place
 * decimal strings.
 */
export function fillPreview(
  book: Book,
  side: Side,
  amountOrSize: string,
  kind: 'limit' | 'market',
  price?: string,
  feeBps = 0,
): FillPreview {
  const limit = price === undefined ? undefined : mustParse(price, 'price');
  if (kind === 'limit' && !limit) throw new RangeError('a limit order needs a price');
  const levels = side === 'BUY' ? book.asks : book.bids;
  const spendsDollars = kind === 'market' && side === 'BUY';
  let left = mustParse(amountOrSize, spendsDollars ? 'amount' : 'size');
  let shares: Dec = dec(0n, 0);
  let cost: Dec = dec(0n, 0);
  let fee = 0n;
  for (let i = levels.length - 1; i >= 0 && left.n > 0n; i--) {
    const p = mustParse(levels[i]!.price, 'book price');
    const size = mustParse(levels[i]!.size, 'book size');
    if (limit && (side === 'BUY' ? cmp(p, limit) > 0 : cmp(p, limit) < 0)) break;
    let take = spendsDollars ? size : least(size, left);
    if (spendsDollars && cmp(mul(size, p), left) > 0) take = dec(divTo(left, p, PREVIEW_PLACES, 'floor'), PREVIEW_PLACES);
    shares = add(shares, take);
    cost = add(cost, mul(take, p));
    fee += takerFee(toScale(take, UNITS, 'floor'), toScale(p, UNITS, 'floor'), BigInt(feeBps));
    left = spendsDollars ? sub(left, mul(take, p)) : sub(left, take);
    if (spendsDollars && cmp(take, size) < 0) break;
  }
  const filled = shares;
  let resting: Dec = dec(0n, 0);
  if (kind === 'limit' && limit) {
    resting = left;
    shares = add(shares, resting);
    cost = add(cost, mul(resting, limit));
  }
  const averagePrice = shares.n === 0n ? undefined : roundedQuotient(cost, shares);
  const fees = dec(fee, UNITS);
  return {
    shares: fixed(shares, PREVIEW_PLACES),
    cost: fixed(cost, PREVIEW_PLACES),
    fee: fixed(fees, PREVIEW_PLACES),
    total: fixed(side === 'BUY' ? add(cost, fees) : sub(cost, fees), PREVIEW_PLACES),
    averagePrice,
    payoutIfWins: fixed(side === 'BUY' ? shares : cost, PREVIEW_PLACES),
    filledShares: fixed(filled, PREVIEW_PLACES),
    restingShares: fixed(resting, PREVIEW_PLACES),
  };
}

/** a / b half-up at six places: floor((2a + b·10^-6) / 2b). */
function roundedQuotient(a: Dec, b: Dec): string {
  const two = dec(2n, 0);
  const q = divTo(add(mul(a, two), mul(b, dec(1n, PREVIEW_PLACES))), mul(b, two), PREVIEW_PLACES, 'floor');
  return fixed(dec(q, PREVIEW_PLACES), PREVIEW_PLACES);
}
