import { useMemo, useState, type MouseEvent } from 'react';
import type { PositionSortV2 } from '../../api/data/contract/params-v2';
import { formatCount } from '../../lib/format';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/skeleton';
import { SortableTh, TableFrame, Td, Th, type SortState } from '../../ui/table';
import { rowsOnScreen, useFirstRows } from '../../ui/use-first-rows';
import { isNarrow } from '../../ui/use-narrow';
import { sortLabel, STATUS_LABELS, type PositionFilters } from './url-state';
import type { PositionRow } from './queries';
import { MARKET_WIDTH } from './market-cell';
import type { Scope } from './position-cells';
import { positionTotals } from './position-totals';
import { columnsFor, ROW, stickyCell, stickyHead, type CellContext, type Column } from './positions-columns';

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
  /** The Claim or Merge cell of a row (the trader's own Safe only). */
  safeAction?: CellContext['safeAction'];
};

/**
 * The rows on screen before the rest are built (useFirstRows): the body of the table starts below
 * the header, tabs, filters and the Open tab's scope line, ~490 px down on a narrow screen (the
 * filters wrap) and ~365 px on a wide one. Both are rounded up so a screen is never short of a row; a row is at least 72 px.
 * A phone's cards (~250 px each) start below the folded filters and the totals card.
 */
const firstRows = () =>
  rowsOnScreen(isNarrow() ? 240 : 72, window.matchMedia('(min-width: 1024px)').matches ? 360 : 480, window.innerHeight);

/**
 * A click anywhere on a row does what its title link does (that link is the row's way in by
 * keyboard), unless it lands on a control of its own or ends a text selection.
 */
function openRow(e: MouseEvent<HTMLElement>) {
  const link = e.currentTarget.querySelector('a');
  if (!link || (e.target as Element).closest('a,button') || !getSelection()?.isCollapsed) return;
  // the same modifiers: Ctrl or Cmd opens the market in a new tab, as on the link itself
  link.dispatchEvent(new window.MouseEvent('click', e.nativeEvent));
}

/** Where a cell sits on a phone's card, and what it is called there (index.css, table-cards). */
const cardCell = (c: Column) => ({ 'data-col': c.id, 'data-card': c.card, 'data-label': c.card === 'title' ? undefined : c.label });

/**
 * The table scrolls within the window's height (less the app header) so its header stays in
 * view while the rows scroll, and the totals row stays at its foot. On a phone it is a stack of
 * cards, the totals first.
 */
export function PositionsTable({ label, filters, onSort, onScope, rows: all, skeletonRows, stale, safeAction }: Props) {
  const [first] = useState(firstRows);
  const { shown: rows, partial } = useFirstRows(all, first);
  const totals = useMemo(() => all && positionTotals(all), [all]);
  const listed = all?.length ?? 0;
  const loading = rows === undefined;
  const columns = columnsFor(filters.status, safeAction !== undefined);
  const ctx: CellContext = { onScope, safeAction };
  return (
    <TableFrame label={label} className="table-cards sm:max-h-[calc(100dvh-var(--app-header-h)-2rem)]">
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
        <thead className="sticky top-0 z-20 bg-slate-50 dark:bg-slate-800">
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
                <Th key={c.id} align={c.align} className={c.id === 'market' ? stickyHead(c.id) : cx(stickyHead(c.id), c.minWidth)}>
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
                    <Td key={c.id} align={c.align} className={stickyCell(c.id)} data-card={c.card}>
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
                  className={cx(ROW, 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800')}
                  onClick={openRow}
                  data-testid="position-row"
                  data-asset={p.token_id}
                  data-condition={p.condition_id}
                >
                  {columns.map((c) => (
                    <Td key={c.id} align={c.align} className={stickyCell(c.id)} {...cardCell(c)}>
                      {c.cell(p, ctx)}
                    </Td>
                  ))}
                </tr>
              ))}
        </tbody>
        {totals && listed > 0 && (
          <tfoot className="sticky bottom-0 z-20 bg-slate-50 font-medium dark:bg-slate-800" data-testid="positions-totals">
            <tr className="border-t border-slate-200 dark:border-slate-700">
              {columns.map((c) => (
                <Td
                  key={c.id}
                  align={c.align}
                  className={stickyHead(c.id)}
                  {...cardCell(c)}
                  data-card={c.total || c.card === 'title' ? c.card : 'hide'}
                >
                  {c.card === 'title' ? (
                    <span className={cx('flex flex-col', MARKET_WIDTH)}>
                      Total
                      <span className="text-xs font-normal text-slate-600 dark:text-slate-400">of the {formatCount(listed)} listed</span>
                    </span>
                  ) : (
                    c.total?.(totals)
                  )}
                </Td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </TableFrame>
  );
}
