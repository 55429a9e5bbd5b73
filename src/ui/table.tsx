import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { cx } from './cx';

export type SortState = 'ascending' | 'descending' | 'none';

/** The scroll container: wide tables scroll sideways on a phone instead of squeezing their numbers. */
export function TableFrame({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  return (
    // a focusable region so keyboard users can scroll it sideways
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cx(
        'relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function Th({ className, align = 'left', ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' }) {
  return (
    <th
      scope="col"
      className={cx(
        'h-10 border-b border-slate-200 px-3 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400',
        align === 'right' ? 'text-right' : 'text-left',
        className,
      )}
      {...rest}
    />
  );
}

/** A header that sorts its column: aria-sort on the header, a real button inside it for the keyboard. */
export function SortableTh({
  label,
  sort,
  onSort,
  align = 'left',
  className,
}: {
  label: string;
  sort: SortState;
  onSort: () => void;
  align?: 'left' | 'right';
  className?: string;
}) {
  return (
    <Th align={align} aria-sort={sort} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={cx(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-slate-900 dark:hover:text-slate-100',
          align === 'right' && 'flex-row-reverse',
          sort !== 'none' && 'text-slate-900 dark:text-slate-100',
        )}
      >
        {label}
        <SortIcon sort={sort} />
      </button>
    </Th>
  );
}

function SortIcon({ sort }: { sort: SortState }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={cx('size-3', sort === 'none' && 'opacity-30')} fill="currentColor">
      {sort !== 'descending' && <path d="M6 2l3 4H3z" />}
      {sort !== 'ascending' && <path d="M6 10l3-4H3z" />}
    </svg>
  );
}

export function Td({ className, align = 'left', ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' }) {
  return (
    <td
      className={cx('px-3 py-2 text-sm whitespace-nowrap', align === 'right' ? 'text-right tabular-nums' : 'text-left', className)}
      {...rest}
    />
  );
}
