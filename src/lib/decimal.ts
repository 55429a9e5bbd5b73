import { formatUnits, parseUnits as viemParseUnits } from 'viem';

/*
 * Exact money: amounts are bigint counts of micro-dollars (six decimals, the collateral's own
 * precision). Floats from JSON are converted once, at the edge, and never summed as floats:
 * 0.1 + 0.2 is 0.30000000000000004, 100_000n + 200_000n is 300_000n.
 */

export const MONEY_DECIMALS = 6;

/**
 * Decimal text → integer units of `decimals` places ('1.5', 6 → 1_500_000n), rounded half away
 * from zero past them (viem's, which carries exactly through the digits). Text that is not a plain
 * decimal number is a RangeError, like a non-finite amount.
 */
export function parseUnits(text: string, decimals: number): bigint {
  try {
    return viemParseUnits(text, decimals);
  } catch {
    throw new RangeError(`not a decimal number: '${text.slice(0, 40)}'`);
  }
}

/** Integer units of `decimals` places → the shortest exact decimal text (1_500_000n, 6 → '1.5'). */
export { formatUnits };

/** A JS number written out without exponent notation, so parseUnits can read it. */
function plainDecimal(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite amount: ${n}`);
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // tiny values (1e-7) need fixed notation; huge ones (1e21+) are integers already
  return Math.abs(n) < 1e21 ? n.toFixed(20) : BigInt(n).toString();
}

/** A number or decimal string → micro units, rounded half away from zero at the sixth decimal. */
export function toMicro(value: number | string | bigint): bigint {
  if (typeof value === 'bigint') return value;
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim();
  return parseUnits(text, MONEY_DECIMALS);
}

export function sumMicro(values: Iterable<number | string | bigint>): bigint {
  let total = 0n;
  for (const v of values) total += toMicro(v);
  return total;
}

export function subMicro(a: number | string | bigint, b: number | string | bigint): bigint {
  return toMicro(a) - toMicro(b);
}

/** Micro units → the shortest exact decimal string ("1234.5", "-0.000001", "0"). */
export function formatMicro(micro: bigint): string {
  return formatUnits(micro, MONEY_DECIMALS);
}
