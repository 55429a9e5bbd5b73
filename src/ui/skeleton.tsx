import { cx } from './cx';

/** A placeholder bar; size it like the text it stands for so nothing moves when data lands. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx('block animate-pulse rounded bg-slate-200 dark:bg-slate-700', className ?? 'h-4 w-full')} />
  );
}
