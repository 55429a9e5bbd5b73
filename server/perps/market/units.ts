import { INSTRUMENTS, type Instrument } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';

/*
 * Between an instrument's steps and micro pUSD. Every instrument has price_decimals +
 * quantity_decimals ≤ 6, so a fill's notional (price units × quantity units) is a whole number of
 * micro pUSD: checked here at load, so a new instrument that breaks it cannot ship silently.
 */

for (const i of INSTRUMENTS)
  if (i.price_decimals + i.quantity_decimals > 6) throw new Error(`${i.symbol}: price and quantity decimals exceed the micro`);

/** price × quantity in micro pUSD, exact. */
export function notionalMicro(i: Instrument, price: bigint, qty: bigint): bigint {
  return price * qty * 10n ** BigInt(6 - i.price_decimals - i.quantity_decimals);
}

/** ⌈a × b / d⌉ for non-negative bigints: fees round up to the micro, never in the payer's favour. */
export function ceilDiv(a: bigint, d: bigint): bigint {
  return (a + d - 1n) / d;
}

/** num / den as a decimal string, truncated toward zero at `places` (prices derived from sums: entry prices). */
export function ratio(num: bigint, den: bigint, places: number): string {
  if (den === 0n) return '0';
  const scaled = (num * 10n ** BigInt(places)) / den;
  return writeDecimal(scaled, places);
}

/** Micro pUSD as a decimal string. */
export const pusd = (micro: bigint | number): string => writeDecimal(BigInt(micro), 6);

/** An average entry price: cost (micro) over |size| (quantity units), in pUSD per contract. */
export function entryPrice(i: Instrument, cost: number, size: number): string {
  if (size === 0) return '0';
  return ratio(BigInt(cost) * 10n ** BigInt(i.quantity_decimals), BigInt(Math.abs(size)) * 1_000_000n, 8);
}
