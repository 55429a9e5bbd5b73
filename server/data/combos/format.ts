/*
 * Wire formats of the combo records. Money is stored as integer micro units and leaves as decimal
 * strings built from the integers (BigInt), so no float ever rounds a balance.
 */

const MICRO_N = 1_000_000n;

/** Exact six-decimal string of a micro amount: 1234567 → '1.234567'. */
export function micro6(micro: bigint | number): string {
  const n = BigInt(micro);
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const frac = (abs % MICRO_N).toString().padStart(6, '0');
  return `${neg ? '-' : ''}${abs / MICRO_N}.${frac}`;
}

/** round-half-up(a × b / 1e6) on integers: the micro product of two micro quantities. */
export function mulMicro(a: number, b: number): bigint {
  const p = BigInt(a) * BigInt(b);
  return (p + MICRO_N / 2n) / MICRO_N;
}

/** A price in [0, 1] as a short decimal string: 550000 → '0.55', 0 → '0', 1000000 → '1'. */
export function priceString(micro: number): string {
  if (micro <= 0) return '0';
  return micro6(micro).replace(/0+$/, '').replace(/\.$/, '');
}

/** RFC 3339 UTC without milliseconds (the ledger keeps whole seconds). */
export function rfc3339(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

export function rfc3339OrNull(epochSeconds: number | null): string | null {
  return epochSeconds === null ? null : rfc3339(epochSeconds);
}
