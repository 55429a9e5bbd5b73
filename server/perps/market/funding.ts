/*
 * The funding rate (facts §6.5), in integer parts per RATE_SCALE. The live venue samples the
 * premium every 5 s from impact prices for 1,000 of notional and averages it over the hour; the
 * sandbox takes one sample, from the mid, at each reading:
 *   P = (mid − index) / index;  F8h = scale · (P + clamp(0.0001 − P, ±0.0005));  hourly = clamp(F8h / 8, ±4%)
 * with scale 1 for crypto and 0.5 otherwise. Positive: longs pay shorts.
 */

export const RATE_SCALE = 1_000_000_000_000n;
export const HOUR_MS = 3_600_000;

const clamp = (v: bigint, lo: bigint, hi: bigint) => (v < lo ? lo : v > hi ? hi : v);

export function hourlyFundingRate(mid: bigint | undefined, index: bigint, crypto: boolean): bigint {
  const p = mid === undefined || index === 0n ? 0n : ((mid - index) * RATE_SCALE) / index;
  const interest = RATE_SCALE / 10_000n;
  const cap = (RATE_SCALE * 5n) / 10_000n;
  let f8h = p + clamp(interest - p, -cap, cap);
  if (!crypto) f8h /= 2n;
  return clamp(f8h / 8n, (-RATE_SCALE * 4n) / 100n, (RATE_SCALE * 4n) / 100n);
}

/** A rate as a decimal string ('0.0000125'). */
export function rateText(r: bigint): string {
  const neg = r < 0n;
  const a = neg ? -r : r;
  const whole = a / RATE_SCALE;
  const frac = (a % RATE_SCALE).toString().padStart(12, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? '.' + frac : ''}`;
}

export const nextFundingMs = (nowMs: number) => (Math.floor(nowMs / HOUR_MS) + 1) * HOUR_MS;
