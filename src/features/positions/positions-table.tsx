import { useState } from 'react';
import type { PositionSortV2 } from '../../api/data/contract/params-v2';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/skeleton';
import { SortableTh, TableFrame, Td, Th, type SortState } from '../../ui/table';
import { rowsOnScreen, useFirstRows } from '../../ui/use-first-rows';
import { sortLabel, STATUS_LABELS, type PositionFilters } from './url-state';
import type { PositionRow } from './queries';

import { MARKET_WIDTH } from './market-cell';
import { columnsFor, ROW, STICKY, stickyCell, type CellContext, type Scope } from './positions-columns';

function sortState(filters: PositionFilters, sort: PositionSortV2 | null): SortState {
  if (!sort || filters.sort_by !== sort) return 'none';
  return filters.sort_direction === 'ASC' ? 'ascending' : 'descending';
}

type Props = {
  label: string;
  filters: PositionFilters;
  onSort: (sort: PositionSortV2) => void;
  onScope: (scope: Scope) => void;
  rows: readonly PositionRow[] | undefined;
  /** rows to draw as skeletons while the first page loads */
  skeletonRows: number;
  /** rows on screen are the previous request's while this one loads */
  stale: boolean;
};

/**
 * The rows on screen before the rest are built (useFirstRows): the body of the table starts below
 * the header, tabs and filters, ~450 px down on a narrow screen (the filters wrap) and ~325 px on
 * a wide one. Both are rounded up so a screen is never short of a row; a row is at least 72 px.
 */
const firstRows = () => rowsOnScreen(72, window.matchMedia('(min-width: 1024px)').matches ? 320 : 440, window.innerHeight);

export function PositionsTable({ label, filters, onSort, onScope, rows: all, skeletonRows, stale }: Props) {
  const [first] = useState(firstRows);
  const { shown: rows, partial } = useFirstRows(all, first);
  const loading = rows === undefined;
  const columns = columnsFor(filters.status);
  const ctx: CellContext = { onScope };
  return (
    <TableFrame label={label}>
      <table
        data-testid="positions-table"
        data-status={filters.status}
        aria-busy={loading || stale || partial}
        className={cx('w-full border-collapse transition-opacity', stale && 'opacity-60')}
      >
        <caption className="sr-only">
          {STATUS_LABELS[filters.status]} positions, sorted by {sortLabel(filters.status, filters.sort_by)},{' '}
          {filters.sort_direction === 'ASC' ? 'ascending' : 'descending'}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((c) =>
              c.sort ? (
                <SortableTh
                  key={c.id}
                  label={c.label}
                  align={c.align}
                  sort={sortState(filters, c.sort)}
                  onSort={() => onSort(c.sort as PositionSortV2)}
                  className={c.minWidth}
                />
              ) : (
                <Th key={c.id} align={c.align} className={c.id === 'market' ? cx(STICKY, 'bg-slate-50 dark:bg-slate-800') : c.minWidth}>
                  {/* a header without a sort button may wrap, so two-word labels do not widen their column */}
                  <span className="whitespace-normal">{c.label}</span>
                </Th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} className={ROW} data-testid="position-skeleton">
                  {columns.map((c) => (
                    <Td key={c.id} align={c.align} className={stickyCell(c.id)}>
                      {c.id === 'market' ? (
                        <div className={cx('flex items-center gap-3', MARKET_WIDTH)}>
                          <Skeleton className="size-8 shrink-0 rounded-md" />
                          <div className="flex flex-1 flex-col gap-1.5">
                            <Skeleton className="h-4 w-4/5" />
                            <Skeleton className="h-3 w-16" />
                          </div>
                        </div>
                      ) : (
                        <Skeleton className={cx(c.align === 'right' && 'ml-auto', 'h-4', c.skeleton)} />
                      )}
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((p) => (
                <tr
                  key={p.token_id}
                  className={cx(ROW, 'hover:bg-slate-50 dark:hover:bg-slate-800')}
                  data-testid="position-row"
                  data-asset={p.token_id}
                  data-condition={p.condition_id}
                >
                  {columns.map((c) => (
                    <Td key={c.id} align={c.align} data-col={c.id} className={stickyCell(c.id)}>
                      {c.cell(p, ctx)}
                    </Td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
