import { takerFee } from '../../src/api/trading/order-rules';

/*
 * Integer money maths in 1e6 units ("micro"). Products of two micro amounts overflow the 2^53 range of
 * a double well before realistic sizes do, so every multiply-then-divide goes through mulDiv, which
 * falls back to BigInt when the product is not exactly representable.
 */

export const MICRO = 1_000_000;

/** The zero bytes32 a fill carries when no builder attributed it (the legacy builder's code is ''). */
export const NO_BUILDER = `0x${'0'.repeat(64)}`;

const SAFE = Number.MAX_SAFE_INTEGER;

function assertNonNegativeInt(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative safe integer, got ${n}`);
}

/** floor(a × b / d) for non-negative integers, exact at any size. */
export function mulDiv(a: number, b: number, d: number): number {
  assertNonNegativeInt(a, 'a');
  assertNonNegativeInt(b, 'b');
  if (!Number.isSafeInteger(d) || d <= 0) throw new RangeError(`divisor must be a positive safe integer, got ${d}`);
  const p = a * b;
  if (p <= SAFE) {
    // p is exact here; the float quotient can be off by one near integers, so correct with the remainder
    let q = Math.floor(p / d);
    const r = p - q * d;
    if (r < 0) q -= 1;
    else if (r >= d) q += 1;
    return q;
  }
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/** round-half-up(a × b / d) for non-negative integers. */
export function mulDivRound(a: number, b: number, d: number): number {
  const q = mulDiv(a, b, d);
  // remainder r = a*b - q*d, compared with d/2 without leaving the integers
  const p = BigInt(a) * BigInt(b);
  const r = p - BigInt(q) * BigInt(d);
  return r * 2n >= BigInt(d) ? q + 1 : q;
}

/** USDC exchanged for `size` shares at `price` (both micro). Exact for sizes of 2 decimals on a valid tick. */
export function notional(size: number, price: number): number {
  return mulDiv(size, price, MICRO);
}

/** The taker fee of a fill, in micro pUSD: the order rule table's (src/api/trading/order-rules.ts), on the ledger's integers. */
export function feeFor(size: number, price: number, bps: number): number {
  assertNonNegativeInt(size, 'size');
  assertNonNegativeInt(bps, 'bps');
  return Number(takerFee(BigInt(size), BigInt(price), BigInt(bps)));
}

/** The share of `total` that `part` of `whole` carries; all of it when the whole goes, so nothing is left behind. */
export function proRata(total: number, part: number, whole: number): number {
  if (part >= whole) return total;
  if (total === 0 || part === 0) return 0;
  return mulDiv(total, part, whole);
}

/**
 * Splits `amount` between the two outcomes of a market by the price of outcome 0, so that both halves
 * add up to exactly `amount` (outcome 1 takes the rounding remainder).
 */
export function allocateByPrice(amount: number, price0: number): [number, number] {
  const a0 = Math.min(amount, mulDivRound(amount, Math.max(0, Math.min(MICRO, price0)), MICRO));
  return [a0, amount - a0];
}

/**
 * Splits `amount` across weights with the largest-remainder method: the parts are integers, sum to
 * `amount` exactly and ties go to the earlier index, so the result is deterministic.
 */
export function allocateByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) {
    const base = Math.floor(amount / weights.length);
    return weights.map((_, i) => base + (i < amount - base * weights.length ? 1 : 0));
  }
  const parts = weights.map((w) => mulDiv(amount, w, total));
  let rest = amount - parts.reduce((s, p) => s + p, 0);
  const order = weights
    .map((w, i) => ({ i, r: (BigInt(amount) * BigInt(w)) % BigInt(total) }))
    .sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]!.i]! += 1;
  return parts;
}
