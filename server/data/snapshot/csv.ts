import type { PositionRow } from '../positions/rows';
import type { toV1 } from '../positions/wire';

/*
 * The accounting snapshot's CSV files. Money columns are written from the integer micro amounts as
 * exact decimals (never through a float), so the sums an accountant recomputes match to the cent.
 */

/** An integer micro amount as an exact decimal string: 29200000 → '29.2', -5 → '-0.000005'. */
export function microToDecimal(micro: number | bigint): string {
  const v = BigInt(micro);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = abs / 1_000_000n;
  const frac = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** RFC 4180 quoting: only fields with a comma, quote or line break are quoted. */
export function csvField(v: string | number | boolean): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: (string | number | boolean)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const POSITIONS_HEADER = [
  'proxyWallet',
  'asset',
  'conditionId',
  'title',
  'outcome',
  'outcomeIndex',
  'size',
  'avgPrice',
  'initialValue',
  'curPrice',
  'currentValue',
  'cashPnl',
  'percentPnl',
  'totalBought',
  'realizedPnl',
  'redeemable',
  'endDate',
] as const;

/** One position: money columns from the row's micro integers, the rest as /positions shows it (`w`). */
export function positionLine(r: PositionRow, w: ReturnType<typeof toV1>): string {
  return csvLine([
    w.proxyWallet,
    r.asset,
    r.condition_id,
    r.title,
    w.outcome,
    r.outcome_index,
    microToDecimal(r.size),
    // ratios: rounded to 6 decimals the way the route rounds them
    String(w.avgPrice),
    microToDecimal(r.cost),
    microToDecimal(r.mark),
    microToDecimal(r.current_value),
    microToDecimal(r.current_value - r.cost),
    String(w.percentPnl),
    microToDecimal(r.total_bought),
    microToDecimal(r.realized_pnl),
    w.redeemable,
    w.endDate,
  ]);
}

export const EQUITY_HEADER = ['proxyWallet', 'asOf', 'cashBalance', 'positionsValue', 'equity'] as const;
