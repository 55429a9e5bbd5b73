import { numberFormat } from './format';

/*
 * Sizes as the service states them: an exact decimal string ("10", "1000.5", "0.000001"), grouped
 * for reading but with every digit it has, so a partial fill of 0.5 share never reads as 1 or 0.50.
 * Intl formats the string itself (not a float of it), so no digit is lost or invented.
 */
export function formatExact(decimal: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal.trim())) return '—';
  return numberFormat({ maximumFractionDigits: 20, signDisplay: 'negative' }).format(decimal.trim() as `${number}`);
}
