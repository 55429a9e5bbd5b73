import { formatUsd, signOf } from '../lib/format';
import { cx } from './cx';

export const toneClass = (sign: -1 | 0 | 1): string =>
  sign > 0
    ? 'text-emerald-700 dark:text-emerald-400'
    : sign < 0
      ? 'text-rose-700 dark:text-rose-400'
      : 'text-slate-600 dark:text-slate-400';

/** Dollars. `value` may be an exact decimal string (a bigint sum) so it is rounded only once. */
export function Money({
  value,
  signed,
  coloured,
  className,
}: {
  value: number | string;
  signed?: boolean;
  coloured?: boolean;
  className?: string;
}) {
  return <span className={cx('tabular-nums', coloured && toneClass(signOf(value)), className)}>{formatUsd(value, { signed })}</span>;
}
