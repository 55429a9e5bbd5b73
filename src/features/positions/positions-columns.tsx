import { type ReactNode } from 'react';
import type { PositionSortV2, PositionStatus } from '../../api/data/contract/params-v2';
import { formatDate, formatShares } from '../../lib/format';
import { cx } from '../../ui/cx';
import { Money } from '../../ui/money';
import { Pnl, PnlPercent } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { MarketCell } from './market-cell';
import type { PositionRow } from './queries';

/*
 * The Positions table's columns per tab, and the cells they draw (market, outcome, scope buttons).
 */

export type Scope = { event_id?: string; condition?: string };
export type CellContext = { onScope: (scope: Scope) => void };
export type Column = {
  id: string;
  label: string;
  sort: PositionSortV2 | null;
  align: 'left' | 'right';
  cell: (p: PositionRow, ctx: CellContext) => ReactNode;
  skeleton: string;
  minWidth: string;
};

/** Unrealized PnL in dollars, and in percent of the fee-exclusive entry cost beneath it (the API's percent_pnl). */
export function CashPnl({ position: p }: { position: PositionRow }) {
  return (
    <span className="flex flex-col items-end leading-5">
      <Pnl value={p.unrealized_pnl} />
      <PnlPercent value={p.percent_pnl} className="text-xs" />
    </span>
  );
}

/** "—" for the API's "no clock" (0) and "no end date" (1970-01-01). */
export const day = (epochSeconds: number) => (epochSeconds > 0 ? formatDate(epochSeconds * 1000) : '—');
export const endDay = (isoDay: string) => (isoDay.startsWith('1970-') ? '—' : formatDate(isoDay));

export const market: Column = {
  id: 'market',
  label: 'Market',
  sort: null,
  align: 'left',
  cell: (p) => <MarketCell position={p} />,
  skeleton: '',
  minWidth: '',
};
export const avg: Column = {
  id: 'avg',
  label: 'Avg price',
  sort: null,
  align: 'right',
  cell: (p) => <Price value={p.avg_price} />,
  skeleton: 'w-12',
  minWidth: 'min-w-[5rem]',
};
export const ends: Column = {
  id: 'ends',
  label: 'End date',
  sort: null,
  align: 'right',
  cell: (p) => endDay(p.end_date),
  skeleton: 'w-20',
  minWidth: 'min-w-[6.5rem]',
};
export const scope: Column = {
  id: 'scope',
  label: 'Only',
  sort: null,
  align: 'left',
  cell: (p, ctx) => <ScopeButtons position={p} onScope={ctx.onScope} />,
  skeleton: 'w-14',
  minWidth: 'min-w-[5rem]',
};
export const realized = (label: string): Column => ({
  id: 'realized',
  label,
  sort: 'REALIZED_PNL',
  align: 'right',
  cell: (p) => <Pnl value={p.realized_pnl} />,
  skeleton: 'w-14',
  minWidth: 'min-w-[6.5rem]',
});
export const total: Column = {
  id: 'total',
  label: 'Total PnL',
  sort: 'TOTAL_PNL',
  align: 'right',
  cell: (p) => <Pnl value={p.total_pnl} />,
  skeleton: 'w-14',
  minWidth: 'min-w-[6.5rem]',
};

/**
 * One definition per column keeps headers, cells and skeleton cells in step. Minimum widths fit
 * typical values and the market column has a fixed width, so the skeleton and the loaded table
 * line up and nothing jumps when rows arrive. Header labels are the sort labels, one vocabulary.
 */
export const HELD_COLUMNS: Column[] = [
  market,
  {
    id: 'size',
    label: 'Size',
    sort: 'TOKENS',
    align: 'right',
    cell: (p) => formatShares(p.current_size),
    skeleton: 'w-16',
    minWidth: 'min-w-[5rem]',
  },
  avg,
  {
    id: 'price',
    label: 'Price',
    sort: 'PRICE',
    align: 'right',
    cell: (p) => <Price value={p.current_price} />,
    skeleton: 'w-12',
    minWidth: 'min-w-[5rem]',
  },
  {
    id: 'value',
    label: 'Value',
    sort: 'CURRENT_VALUE',
    align: 'right',
    cell: (p) => <Money value={p.current_value} className="font-medium" />,
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'cost',
    label: 'Initial value',
    sort: null,
    align: 'right',
    cell: (p) => <Money value={p.entry_cost_usdc} />,
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'pnl',
    label: 'Cash PnL',
    sort: 'UNREALIZED_PNL',
    align: 'right',
    cell: (p) => <CashPnl position={p} />,
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  realized('Realized'),
  total,
  {
    id: 'activity',
    label: 'Updated',
    sort: 'TIMESTAMP',
    align: 'right',
    cell: (p) => day(p.last_event_at),
    skeleton: 'w-20',
    minWidth: 'min-w-[7rem]',
  },
  ends,
  scope,
];

export const CLOSED_COLUMNS: Column[] = [
  market,
  avg,
  {
    id: 'bought',
    label: 'Bought',
    sort: null,
    align: 'right',
    cell: (p) => formatShares(p.total_size),
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'price',
    label: 'Last price',
    sort: null,
    align: 'right',
    cell: (p) => <Price value={p.current_price} />,
    skeleton: 'w-12',
    minWidth: 'min-w-[6rem]',
  },
  realized('Realized PnL'),
  total,
  {
    id: 'closed',
    label: 'Closed',
    sort: 'TIMESTAMP',
    align: 'right',
    cell: (p) => day(p.last_event_at),
    skeleton: 'w-20',
    minWidth: 'min-w-[6.5rem]',
  },
  ends,
  scope,
];

export function columnsFor(status: PositionStatus): Column[] {
  return status === 'CLOSED' ? CLOSED_COLUMNS : HELD_COLUMNS;
}

export const ROW = 'group h-[4.5rem] border-b border-slate-100 last:border-b-0 dark:border-slate-800';
/** The market column stays put while the numbers scroll sideways on narrow screens. */
export const STICKY = 'sticky left-0 z-10';
export const stickyCell = (id: string) =>
  id === 'market' ? cx(STICKY, 'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800') : undefined;

export const scopeButton =
  'inline-flex min-h-7 items-center rounded-md px-1.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-600 dark:hover:bg-slate-800';

/** Narrow the list to this row's event or market (both are /v2/positions filters). */
export function ScopeButtons({ position: p, onScope }: { position: PositionRow; onScope: (scope: Scope) => void }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={scopeButton}
        onClick={() => onScope({ event_id: p.event_id })}
        aria-label={`Only the event ${p.event_slug || p.event_id}`}
      >
        Event
      </button>
      <button
        type="button"
        className={scopeButton}
        onClick={() => onScope({ condition: p.condition_id })}
        aria-label={`Only the market ${p.title}`}
      >
        Market
      </button>
    </span>
  );
}
