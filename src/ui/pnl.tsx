import { formatPercent, formatUsd, signOf } from '../lib/format';
import { cx } from './cx';
import { toneClass } from './money';

/** Profit or loss: always signed, coloured, and the sign carries the meaning for those who cannot see colour. */
export function Pnl({ value, className }: { value: number | string; className?: string }) {
  return <span className={cx('tabular-nums', toneClass(signOf(value)), className)}>{formatUsd(value, { signed: true })}</span>;
}

/** A profit or loss in percent units (12.5 = 12.5 %). */
export function PnlPercent({ value, className }: { value: number; className?: string }) {
  return <span className={cx('tabular-nums', toneClass(signOf(value, 1)), className)}>{formatPercent(value, { signed: true })}</span>;
}
