import { formatUnits } from 'viem';

/*
 * Prices and quantities cross the wire as decimal strings and live inside as bigint counts of the
 * instrument's smallest step (10^-decimals), so matching and margin never touch a float. The
 * precision rule (facts §4): at most `decimals` places and at most 5 significant figures unless
 * the value is an integer.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const MAX_SIG_FIGS = 5;

export type DecimalRefusal = 'malformed' | 'decimal places' | 'significant figures';

/** Decimal text → units of 10^-decimals, or why it is refused. */
export function readDecimal(text: string, decimals: number): bigint | DecimalRefusal {
  const m = DECIMAL.exec(text);
  if (!m) return 'malformed';
  const whole = m[1]!;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return 'decimal places';
  if (frac.length > 0) {
    const digits = (whole.replace(/^0+/, '') + frac).replace(/^0+/, '');
    if (digits.length > MAX_SIG_FIGS) return 'significant figures';
  }
  return BigInt(whole + frac.padEnd(decimals, '0'));
}

/** Units → the shortest exact decimal text. */
export const writeDecimal = (units: bigint, decimals: number): string => formatUnits(units, decimals);
