import { numberFormat } from '../../lib/format';

/*
 * The Perps view's figures, through Intl from the exact decimal text (never via a float), so a
 * price shows the instrument's own decimals and a size every digit it has.
 */

const DASH = '—';
type Dec = `${number}`;
const plain = (text: string | null | undefined): text is string => typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text);

/** A price at the instrument's decimals: "95,010", "48.125". */
export function formatPrice(text: string | null | undefined, decimals: number): string {
  if (!plain(text)) return DASH;
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(text as Dec);
}

/** A size or open interest, every digit it has: "0.015". */
export function formatQty(text: string | null | undefined): string {
  if (!plain(text)) return DASH;
  return numberFormat({ maximumFractionDigits: 8 }).format(text as Dec);
}

/** pUSD with cents, from decimal text: "$1,234.56". */
export function formatPusd(text: string | null | undefined, { micro = false } = {}): string {
  if (!plain(text)) return DASH;
  return numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: micro ? 6 : 2 }).format(
    text as Dec,
  );
}

/** An hourly funding rate as a signed percent with four decimals: "+0.0013%". */
export function formatRate(text: string | null | undefined): string {
  if (!plain(text)) return DASH;
  return numberFormat({ style: 'percent', minimumFractionDigits: 4, maximumFractionDigits: 4, signDisplay: 'exceptZero' }).format(
    text as Dec,
  );
}

/** The 24 h change from the open price to the mark, signed: "+1.25%" (display only, so a float). */
export function formatChange(mark: string | null | undefined, open: string | null | undefined): string {
  if (!plain(mark) || !plain(open) || Number(open) === 0) return DASH;
  const change = (Number(mark) - Number(open)) / Number(open);
  return numberFormat({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(change);
}

/** Time left until `at` (ms) as m:ss or h:mm:ss. */
export function formatCountdown(at: number, now: number): string {
  const s = Math.max(0, Math.floor((at - now) / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
