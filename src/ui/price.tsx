import { formatCents } from '../lib/format';
import { cx } from './cx';

/** An outcome price (0..1) in cents: "55.0¢". */
export function Price({ value, className }: { value: number; className?: string }) {
  return <span className={cx('tabular-nums', className)}>{formatCents(value)}</span>;
}
