import type { ReactNode } from 'react';
import type { Position } from '../../api/data/schemas';
import type { PositionSort } from '../../api/data/params';
import { formatDate, formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { Pnl, PnlPercent } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { SortableTh, TableFrame, Td, Th, type SortState } from '../../ui/table';
import { SORT_LABELS, type PositionFilters } from './filters';

type Column = { id: string; label: string; sort: PositionSort | null; align: 'left' | 'right'; cell: (p: Position) => ReactNode; skeleton: string; minWidth: string };

/**
 * One definition per column keeps headers, cells and skeleton cells in step. Minimum widths fit
 * typical values, and the market column has a fixed width, so the skeleton and the loaded table
 * line up and nothing jumps when rows arrive.
 */
const COLUMNS: Column[] = [
  { id: 'market', label: SORT_LABELS.TITLE, sort: 'TITLE', align: 'left', cell: (p) => <MarketCell position={p} />, skeleton: '', minWidth: '' },
  { id: 'size', label: SORT_LABELS.TOKENS, sort: 'TOKENS', align: 'right', cell: (p) => formatShares(p.size), skeleton: 'w-16', minWidth: 'min-w-[6.5rem]' },
  { id: 'avg', label: SORT_LABELS.AVGPRICE, sort: 'AVGPRICE', align: 'right', cell: (p) => <Price value={p.avgPrice} />, skeleton: 'w-12', minWidth: 'min-w-[7.5rem]' },
  { id: 'price', label: SORT_LABELS.PRICE, sort: 'PRICE', align: 'right', cell: (p) => <Price value={p.curPrice} />, skeleton: 'w-12', minWidth: 'min-w-[5.5rem]' },
  { id: 'cost', label: SORT_LABELS.INITIAL, sort: 'INITIAL', align: 'right', cell: (p) => <Money value={p.initialValue} />, skeleton: 'w-16', minWidth: 'min-w-[7rem]' },
  { id: 'value', label: SORT_LABELS.CURRENT, sort: 'CURRENT', align: 'right', cell: (p) => <Money value={p.currentValue} className="font-medium" />, skeleton: 'w-16', minWidth: 'min-w-[7rem]' },
  { id: 'pnl', label: SORT_LABELS.CASHPNL, sort: 'CASHPNL', align: 'right', cell: (p) => <Pnl value={p.cashPnl} />, skeleton: 'w-16', minWidth: 'min-w-[7.5rem]' },
  { id: 'pnl-pct', label: SORT_LABELS.PERCENTPNL, sort: 'PERCENTPNL', align: 'right', cell: (p) => <PnlPercent value={p.percentPnl} />, skeleton: 'w-12', minWidth: 'min-w-[6.5rem]' },
  { id: 'realized', label: 'Realized', sort: null, align: 'right', cell: (p) => <Pnl value={p.realizedPnl} />, skeleton: 'w-14', minWidth: 'min-w-[6.5rem]' },
  { id: 'ends', label: SORT_LABELS.RESOLVING, sort: 'RESOLVING', align: 'right', cell: (p) => formatDate(p.endDate), skeleton: 'w-20', minWidth: 'min-w-[8rem]' },
];

const ROW = 'group h-[4.5rem] border-b border-slate-100 last:border-b-0 dark:border-slate-800';
/** The market column stays put while the numbers scroll sideways on narrow screens. */
const STICKY = 'sticky left-0 z-10';
const stickyCell = (id: string) => (id === 'market' ? cx(STICKY, 'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800') : undefined);

function outcomeTone(outcome: string): string {
  const o = outcome.toLowerCase();
  if (o === 'yes') return 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300';
  if (o === 'no') return 'bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-300';
  return 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-300';
}

const MARKET_WIDTH = 'w-[11.5rem] sm:w-[18rem] xl:w-[19rem]';

function MarketCell({ position: p }: { position: Position }) {
  return (
    <div className={cx('flex items-center gap-3', MARKET_WIDTH)}>
      <IconWithFallback src={p.icon} alt="" size={32} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* two lines: markets of one event often share the start of their titles */}
        <span className="line-clamp-2 text-[13px] leading-[18px] font-medium whitespace-normal text-slate-900 dark:text-slate-100" title={p.title}>
          {p.title}
        </span>
        <span className="flex items-center gap-1.5 overflow-hidden">
          <span className={cx('max-w-[8rem] shrink-0 truncate rounded px-1.5 py-px text-[11px] leading-4 font-semibold', outcomeTone(p.outcome))} title={p.outcome}>
            {p.outcome}
          </span>
          {p.redeemable && (
            <Badge tone="positive" title="The market has resolved: these shares can be redeemed for collateral">
              Redeemable
            </Badge>
          )}
          {p.mergeable && (
            <Badge tone="info" title="Holding both outcomes: pairs can be merged back into collateral">
              Mergeable
            </Badge>
          )}
          {p.negativeRisk && (
            <Badge tone="neutral" title="Part of a negative-risk event (one outcome of many wins)">
              Neg risk
            </Badge>
          )}
        </span>
      </div>
    </div>
  );
}

function sortState(filters: PositionFilters, sort: PositionSort | null): SortState {
  if (!sort || filters.sortBy !== sort) return 'none';
  return filters.sortDirection === 'ASC' ? 'ascending' : 'descending';
}

type Props = {
  label: string;
  filters: PositionFilters;
  onSort: (sortBy: PositionSort) => void;
  rows: Position[] | undefined;
  /** rows to draw as skeletons while the first page loads */
  skeletonRows: number;
  /** rows on screen are the previous request's while this one loads */
  stale: boolean;
};

export function PositionsTable({ label, filters, onSort, rows, skeletonRows, stale }: Props) {
  const loading = rows === undefined;
  return (
    <TableFrame label={label}>
      <table data-testid="positions-table" aria-busy={loading || stale} className={cx('w-full border-collapse transition-opacity', stale && 'opacity-60')}>
        <caption className="sr-only">
          {label}, sorted by {SORT_LABELS[filters.sortBy]}, {filters.sortDirection === 'ASC' ? 'ascending' : 'descending'}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {COLUMNS.map((c) =>
              c.sort ? (
                <SortableTh
                  key={c.id}
                  label={c.label}
                  align={c.align}
                  sort={sortState(filters, c.sort)}
                  onSort={() => onSort(c.sort as PositionSort)}
                  className={c.id === 'market' ? cx(STICKY, 'bg-slate-50 dark:bg-slate-800') : c.minWidth}
                />
              ) : (
                <Th key={c.id} align={c.align} className={c.minWidth}>
                  {c.label}
                </Th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} className={ROW} data-testid="position-skeleton">
                  {COLUMNS.map((c) => (
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
                        <Skeleton className={cx('ml-auto h-4', c.skeleton)} />
                      )}
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((p) => (
                <tr key={p.asset} className={cx(ROW, 'hover:bg-slate-50 dark:hover:bg-slate-800')} data-testid="position-row" data-asset={p.asset}>
                  {COLUMNS.map((c) => (
                    <Td key={c.id} align={c.align} data-col={c.id} className={stickyCell(c.id)}>
                      {c.cell(p)}
                    </Td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
