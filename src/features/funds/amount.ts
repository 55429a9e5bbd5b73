import { parseUnits } from '../../lib/decimal';

/*
 * An amount typed in a token's own units, read into that token's base units exactly (bigint, never
 * a float): 25 USDC is 25000000, 0.1 BTC is 10000000. More decimals than the token has are refused
 * rather than rounded, so what is sent is what was typed.
 */

export type AmountRead = { units: bigint; error?: undefined } | { units?: undefined; error: string };

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

export function readAmount(text: string, decimals: number, symbol: string): AmountRead {
  const typed = text.trim().replace(/,/g, '');
  if (typed === '') return { error: 'Enter an amount.' };
  const m = DECIMAL.exec(typed);
  if (!m) return { error: `Enter an amount in ${symbol}, like 25 or 25.5.` };
  const fraction = m[2] ?? m[3] ?? '';
  if (fraction.length > decimals)
    return { error: decimals === 0 ? `${symbol} has no decimals.` : `${symbol} has at most ${decimals} decimals.` };
  const units = parseUnits(typed.startsWith('.') ? `0${typed}` : typed.replace(/\.$/, ''), decimals);
  if (units === 0n) return { error: 'Enter an amount above zero.' };
  return { units };
}
