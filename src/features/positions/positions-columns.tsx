import { type ReactNode } from 'react';
import type { PositionSortV2, PositionStatus } from '../../api/data/contract/params-v2';
import { formatShares } from '../../lib/format';
import { cx } from '../../ui/cx';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { MarketCell } from './market-cell';
import { CashPnl, day, endDay, ScopeButtons, type Scope } from './position-cells';
import { toWin, type PositionTotals } from './position-totals';
import type { PositionRow } from './queries';

/*
 * The Positions table's columns per tab: header, cell, the totals row's figure and the place on a
 * phone's card (index.css, table-cards).
 */

export type CellContext = {
  onScope: (scope: Scope) => void;
  /** The Redeemable tab's Claim cell or the Open tab's Merge cell, when the viewed address is the trader's own Safe (claim-wallet.tsx). */
  safeAction?: (p: PositionRow) => ReactNode;
};
export type Column = {
  id: string;
  label: string;
  sort: PositionSortV2 | null;
  align: 'left' | 'right';
  cell: (p: PositionRow, ctx: CellContext) => ReactNode;
  /** the totals row's figure: the listed rows' sum, where a sum means something */
  total?: (t: PositionTotals) => ReactNode;
  /** on a card: 'lead' figures come first, 'hide' ones stay in the table view */
  card?: 'title' | 'lead' | 'wide' | 'hide';
  skeleton: string;
  minWidth: string;
};

const market: Column = {
  id: 'market',
  label: 'Market',
  sort: null,
  align: 'left',
  cell: (p) => <MarketCell position={p} />,
  card: 'title',
  skeleton: '',
  minWidth: '',
};
const avg: Column = {
  id: 'avg',
  label: 'Avg price',
  sort: null,
  align: 'right',
  cell: (p) => <Price value={p.avg_price} />,
  skeleton: 'w-12',
  minWidth: 'min-w-[5rem]',
};
const ends: Column = {
  id: 'ends',
  label: 'End date',
  sort: null,
  align: 'right',
  cell: (p) => endDay(p.end_date),
  skeleton: 'w-20',
  minWidth: 'min-w-[6.5rem]',
};
const scope: Column = {
  id: 'scope',
  label: 'Only',
  sort: null,
  align: 'left',
  cell: (p, ctx) => <ScopeButtons position={p} onScope={ctx.onScope} />,
  card: 'wide',
  skeleton: 'w-14',
  minWidth: 'min-w-[5rem]',
};
const realized = (label: string, card: Column['card']): Column => ({
  id: 'realized',
  label,
  sort: 'REALIZED_PNL',
  align: 'right',
  cell: (p) => <Pnl value={p.realized_pnl} />,
  total: (t) => <Pnl value={t.realized} />,
  card,
  skeleton: 'w-14',
  minWidth: 'min-w-[6.5rem]',
});
const total = (card?: Column['card']): Column => ({
  id: 'total',
  label: 'Total PnL',
  sort: 'TOTAL_PNL',
  align: 'right',
  cell: (p) => <Pnl value={p.total_pnl} />,
  total: (t) => <Pnl value={t.total} />,
  card,
  skeleton: 'w-14',
  minWidth: 'min-w-[6.5rem]',
});
const value: Column = {
  id: 'value',
  label: 'Value',
  sort: 'CURRENT_VALUE',
  align: 'right',
  cell: (p) => <Money value={p.current_value} className="font-medium" />,
  total: (t) => <Money value={t.value} className="font-medium" />,
  card: 'lead',
  skeleton: 'w-16',
  minWidth: 'min-w-[6rem]',
};
/** What the shares pay if their outcome wins ($1 each); a resolved market's are under Value. */
const toWinColumn: Column = {
  id: 'towin',
  label: 'To win',
  sort: null,
  align: 'right',
  cell: (p) => <Money value={toWin(p) ?? NaN} />,
  total: (t) => <Money value={t.toWin} />,
  card: 'lead',
  skeleton: 'w-16',
  minWidth: 'min-w-[6rem]',
};

/**
 * One definition per column keeps headers, cells and skeleton cells in step. Minimum widths fit
 * typical values and the market column has a fixed width, so the skeleton and the loaded table
 * line up and nothing jumps when rows arrive. Header labels are the sort labels, one vocabulary.
 */
const held = (open: boolean): Column[] => [
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
  value,
  ...(open ? [toWinColumn] : []),
  {
    id: 'cost',
    label: 'Initial value',
    sort: null,
    align: 'right',
    cell: (p) => <Money value={p.entry_cost_usdc} />,
    total: (t) => <Money value={t.cost} />,
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  {
    id: 'pnl',
    label: 'Cash PnL',
    sort: 'UNREALIZED_PNL',
    align: 'right',
    cell: (p) => <CashPnl position={p} />,
    total: (t) => <Pnl value={t.unrealized} />,
    card: 'lead',
    skeleton: 'w-16',
    minWidth: 'min-w-[6rem]',
  },
  realized('Realized', 'hide'),
  total(),
  {
    id: 'activity',
    label: 'Updated',
    sort: 'TIMESTAMP',
    align: 'right',
    cell: (p) => day(p.last_event_at),
    card: 'hide',
    skeleton: 'w-20',
    minWidth: 'min-w-[7rem]',
  },
  ends,
  scope,
];

const CLOSED_COLUMNS: Column[] = [
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
  realized('Realized PnL', 'lead'),
  total('lead'),
  {
    id: 'closed',
    label: 'Closed',
    sort: 'TIMESTAMP',
    align: 'right',
    cell: (p) => day(p.last_event_at),
    card: 'lead',
    skeleton: 'w-20',
    minWidth: 'min-w-[6.5rem]',
  },
  ends,
  scope,
];

const COLUMNS: Record<PositionStatus, Column[]> = { OPEN: held(true), REDEEMABLE: held(false), CLOSED: CLOSED_COLUMNS };

const safeColumn = (label: string): Column => ({
  id: 'safe-action',
  label,
  sort: null,
  align: 'right',
  cell: (p, ctx) => ctx.safeAction?.(p),
  card: 'wide',
  skeleton: 'w-16',
  minWidth: 'min-w-[8rem]',
});
const SAFE_COLUMNS: Partial<Record<PositionStatus, Column>> = { REDEEMABLE: safeColumn('Claim'), OPEN: safeColumn('Merge') };

/**
 * "To win" is for open markets only: on the Redeemable tab every row's market has resolved, and
 * there a Claim column follows when the trader can act (the viewed address is their Safe), as a
 * Merge column (complete sets back into pUSD) does on the Open tab.
 */
export const columnsFor = (status: PositionStatus, offered = false): Column[] => {
  const extra = offered ? SAFE_COLUMNS[status] : undefined;
  return extra ? [...COLUMNS[status], extra] : COLUMNS[status];
};

export const ROW = 'group h-[4.5rem] border-b border-slate-100 last:border-b-0 dark:border-slate-800';
/**
 * The market column stays put at the left while the numbers scroll sideways, and the Claim or
 * Merge column at the right: on a laptop the held tabs' columns are wider than the frame, and the
 * button a trader came for must not need a sideways scroll. A phone's cards reset both (index.css).
 */
const PINNED: Record<string, string> = {
  market: 'sticky left-0 z-10',
  // the line at its left edge is a shadow, off on a phone's cards: a border-collapse table's borders do not stick with the cell
  'safe-action':
    'sticky right-0 z-10 sm:shadow-[inset_1px_0_0_var(--color-slate-200)] sm:dark:shadow-[inset_1px_0_0_var(--color-slate-700)]',
};
const ROW_BG = 'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800';
const HEAD_BG = 'bg-slate-50 dark:bg-slate-800';
/** A body cell's pinning, on the row's background (the cells scrolling under it must not show through). */
export const stickyCell = (id: string) => (PINNED[id] ? cx(PINNED[id], ROW_BG) : undefined);
/** A header or totals cell's pinning, on the header's background. */
export const stickyHead = (id: string) => (PINNED[id] ? cx(PINNED[id], HEAD_BG) : undefined);
