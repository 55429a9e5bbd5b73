/* Exact integer arithmetic on micro amounts (1e6 units), shared by every resource. */

/** round(a × b / d) for non-negative integers, exact even when a × b passes 2^53. */
export function mulDivRound(a: number, b: number, d: number): number {
  const p = a * b;
  if (p + d <= Number.MAX_SAFE_INTEGER) return Math.floor((p + Math.floor(d / 2)) / d);
  // rounding first: BigInt() throws on a fraction, and a malformed row must not become a 500
  return Number((BigInt(Math.round(a)) * BigInt(Math.round(b)) + BigInt(Math.floor(d / 2))) / BigInt(d));
}

/**
 * sizeThreshold (shares) → micro shares, rounded up, since size >= threshold on integers.
 * Rounding to 1e-9 first drops the float noise of decimal input (0.1 * 1e6 = 100000.00000000001).
 */
export function thresholdMicro(shares: number): number {
  const micro = Math.ceil(Math.round(shares * 1e9) / 1e3);
  return Math.min(Number.isFinite(micro) ? micro : Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
}

/** round(x, 6): ratios shown with six decimals. */
export function round6(x: number): number {
  return Math.round(x * 1_000_000) / 1_000_000;
}
