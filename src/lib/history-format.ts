import { formatMicro, formatUnits, MONEY_DECIMALS, toMicro } from './decimal';

/*
 * Formatting for history exports: the ISO form of a timestamp, and exact decimals for amounts, which
 * arrive as JSON numbers and must leave as the decimal they stand for, never as float noise.
 */

/** Epoch seconds → "2026-11-22T04:32:13Z" (for files: sortable, unambiguous). */
export function isoTimestamp(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

const SHORT_DECIMAL = /^-?\d+(\.\d{1,6})?$/;

/**
 * A wire amount as bigint micro units, exactly like toMicro but fast for the usual case: a JSON
 * number with six decimals at most prints (shortest round-trip form) as exactly that decimal, so
 * its digits are the micro count. Anything else (float noise, exponents) takes toMicro's rounding.
 * A 100,000-row history sums and exports in milliseconds instead of seconds this way.
 */
export function microOf(value: number): bigint {
  const text = String(value);
  if (!SHORT_DECIMAL.test(text)) return toMicro(value);
  const [int, frac = ''] = text.split('.');
  return BigInt(`${int}${frac.padEnd(MONEY_DECIMALS, '0')}`);
}

/** A wire amount (six decimals at most) as its exact decimal text: 0.1 → "0.1", 1e-6 → "0.000001". */
export function exactDecimal(value: number): string {
  const text = String(value);
  // the shortest form of a six-decimal number is its exact decimal already
  if (SHORT_DECIMAL.test(text)) return text;
  return formatMicro(toMicro(value));
}

/**
 * a × b exactly, as decimal text. Both factors have six decimals at most, so their product has
 * twelve at most: computed as bigint micro × micro and written at twelve places, nothing is lost.
 */
export function exactProduct(a: number, b: number): string {
  return formatUnits(microOf(a) * microOf(b), MONEY_DECIMALS * 2);
}
