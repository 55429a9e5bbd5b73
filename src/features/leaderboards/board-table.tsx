import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';

export type BoardColumn<T> = {
  id: string;
  label: string;
  align: 'left' | 'right';
  cell: (row: T) => ReactNode;
  skeleton: string;
  className?: string;
};

const ROW = 'h-16 border-b border-slate-100 last:border-b-0 dark:border-slate-800';
const SKELETON_ROWS = 10;

/**
 * One table for every board: columns defined once so headers, cells and skeleton rows line up,
 * and rows of fixed height so the skeleton has the loaded table's size.
 */
export function BoardTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  stale,
  testId,
}: {
  label: string;
  columns: readonly BoardColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  rowProps: (row: T) => Record<string, string | boolean | undefined> & { highlight?: boolean };
  stale: boolean;
  testId: string;
}) {
  const loading = rows === undefined;
  return (
    <TableFrame label={label}>
      <table
        data-testid={testId}
        aria-busy={loading || stale}
        className={cx('w-full border-collapse transition-opacity', stale && 'opacity-60')}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((c) => (
              <Th key={c.id} align={c.align} className={c.className}>
                {c.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className={ROW}>
                  {columns.map((c) => (
                    <Td key={c.id} align={c.align} className={c.className}>
                      <Skeleton className={cx('h-4', c.align === 'right' && 'ml-auto', c.skeleton)} />
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const { highlight, ...attrs } = rowProps(row);
                return (
                  <tr
                    key={rowKey(row)}
                    className={cx(ROW, highlight ? 'bg-indigo-50 dark:bg-indigo-950/50' : 'hover:bg-slate-50 dark:hover:bg-slate-800')}
                    {...attrs}
                  >
                    {columns.map((c) => (
                      <Td key={c.id} align={c.align} data-col={c.id} className={c.className}>
                        {c.cell(row)}
                      </Td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </TableFrame>
  );
}
