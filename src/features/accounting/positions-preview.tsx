import { formatCents, formatDate, formatShares, formatUsd } from '../../lib/format';
import { Pnl } from '../../ui/pnl';
import { VirtualTable, type VirtualColumn } from '../../ui/virtual-table';
import type { CsvTable } from '../../api/data/snapshot';

type Row = Record<string, string>;

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 42;

/* Money cells format the CSV's exact decimal strings directly, so nothing is rounded twice. */
const COLUMNS: VirtualColumn<Row>[] = [
  { key: 'title', header: 'Market', width: 'minmax(22rem, 3fr)', cell: (r) => <span title={r.title}>{r.title}</span> },
  { key: 'outcome', header: 'Outcome', width: '6rem', cell: (r) => r.outcome },
  { key: 'size', header: 'Size', width: '7rem', align: 'right', cell: (r) => formatShares(Number(r.size)) },
  { key: 'avgPrice', header: 'Avg price', width: '6.5rem', align: 'right', cell: (r) => formatCents(Number(r.avgPrice)) },
  { key: 'initialValue', header: 'Cost', width: '7.5rem', align: 'right', cell: (r) => formatUsd(r.initialValue ?? '') },
  { key: 'curPrice', header: 'Price', width: '6rem', align: 'right', cell: (r) => formatCents(Number(r.curPrice)) },
  {
    key: 'currentValue',
    header: 'Value',
    width: '7.5rem',
    align: 'right',
    cell: (r) => <span data-col="value">{formatUsd(r.currentValue ?? '')}</span>,
  },
  { key: 'cashPnl', header: 'PnL', width: '7.5rem', align: 'right', cell: (r) => <Pnl value={r.cashPnl ?? ''} /> },
  { key: 'realizedPnl', header: 'Realized', width: '7rem', align: 'right', cell: (r) => <Pnl value={r.realizedPnl ?? ''} /> },
  { key: 'redeemable', header: 'Redeemable', width: '7rem', cell: (r) => (r.redeemable === 'true' ? 'Yes' : 'No') },
  { key: 'endDate', header: 'End date', width: '8rem', align: 'right', cell: (r) => formatDate(r.endDate) },
];

/** positions.csv as a table: virtualized, so a wallet with thousands of positions scrolls as lightly as one with ten. */
export function PositionsPreview({ table }: { table: CsvTable }) {
  // as tall as its rows, up to most of the screen
  const height = `min(65vh, ${table.rows.length * ROW_HEIGHT + HEADER_HEIGHT + 2}px)`;
  return (
    <VirtualTable
      rows={table.rows}
      columns={COLUMNS}
      label="positions.csv"
      rowHeight={ROW_HEIGHT}
      height={height}
      testId="snapshot-positions"
    />
  );
}
