import { memo, useState } from 'react';
import { Link } from 'wouter';
import { formatShares } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Money } from '../../ui/money';
import { Price } from '../../ui/price';
import { rowsOnScreen } from '../../ui/use-first-rows';
import { isNarrow } from '../../ui/use-narrow';
import { VirtualTable, type CardLayout, type VirtualColumn } from '../../ui/virtual-table';
import { tradeAmount, tradeMarketHref, type TradeRow } from './trade-row';

export const TRADES_ROW_HEIGHT = 52;
export const TRADES_LIST_HEIGHT = 'min(70vh, 44rem)';
/** A phone's card: the market and the amount, then side, outcome and price, then size and time. */
const CARD: CardLayout = {
  columns: 'auto minmax(0,1fr) auto',
  areas: '"market market amount" "side outcome price" "size time time"',
  rowHeight: 84,
};

/** Memoized on the trade, so rows already on screen do not re-render while the list scrolls. */
const MarketCell = memo(function MarketCell({ trade: t }: { trade: TradeRow }) {
  const href = tradeMarketHref(t);
  return (
    <span className="flex min-w-0 items-center gap-2" data-col="market" data-tx={t.transactionHash}>
      <IconWithFallback src={t.icon} alt="" size={28} />
      {href ? (
        <Link to={href} className="truncate rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300" title={t.title}>
          {t.title}
        </Link>
      ) : (
        <span className="truncate font-medium" title={t.title}>
          {t.title || 'Combo'}
        </span>
      )}
    </span>
  );
});

const NumbersCell = memo(function NumbersCell({ trade: t, col }: { trade: TradeRow; col: 'size' | 'price' | 'amount' | 'time' }) {
  if (col === 'size') return <span data-col="size">{formatShares(t.size)}</span>;
  if (col === 'price') {
    return (
      <span data-col="price">
        <Price value={t.price} />
      </span>
    );
  }
  if (col === 'amount') {
    return (
      <span data-col="amount">
        <Money value={tradeAmount(t)} className="font-medium" />
      </span>
    );
  }
  return (
    <time
      dateTime={new Date(t.timestamp * 1000).toISOString()}
      data-col="time"
      data-ts={t.timestamp}
      className="text-slate-700 dark:text-slate-300"
    >
      {formatDateTime(t.timestamp).replace(' UTC', '')}
    </time>
  );
});

const columns: VirtualColumn<TradeRow>[] = [
  { key: 'market', header: 'Market', width: 'minmax(18rem, 1fr)', area: 'market', cell: (t) => <MarketCell trade={t} /> },
  {
    key: 'outcome',
    header: 'Outcome',
    width: '9rem',
    area: 'outcome',
    cell: (t) => (
      <span data-col="outcome" title={t.outcome}>
        {t.outcome || '—'}
      </span>
    ),
  },
  {
    key: 'side',
    header: 'Side',
    width: '5.5rem',
    area: 'side',
    cell: (t) => (
      <span data-col="side" data-side={t.side}>
        <Badge tone={t.side === 'BUY' ? 'positive' : 'warning'}>{t.side === 'BUY' ? 'Buy' : 'Sell'}</Badge>
      </span>
    ),
  },
  {
    key: 'size',
    header: 'Size',
    width: '7.5rem',
    align: 'right',
    area: 'size',
    cardLabel: 'Size',
    cell: (t) => <NumbersCell trade={t} col="size" />,
  },
  {
    key: 'price',
    header: 'Price',
    width: '6rem',
    align: 'right',
    area: 'price',
    cardLabel: 'Price',
    cell: (t) => <NumbersCell trade={t} col="price" />,
  },
  { key: 'amount', header: 'Amount', width: '8rem', align: 'right', area: 'amount', cell: (t) => <NumbersCell trade={t} col="amount" /> },
  { key: 'time', header: 'Time (UTC)', width: '11.5rem', align: 'right', area: 'time', cell: (t) => <NumbersCell trade={t} col="time" /> },
];

/**
 * Rows on screen at the first paint: the list's rows start below the header and the filters, ~510 px
 * down on a narrow screen (the filters wrap) and ~350 px on a wide one; both rounded up. A phone
 * folds the filters, so its cards start ~335 px down.
 */
const firstRows = () =>
  isNarrow()
    ? rowsOnScreen(CARD.rowHeight, 330, window.innerHeight)
    : rowsOnScreen(TRADES_ROW_HEIGHT, window.matchMedia('(min-width: 1024px)').matches ? 340 : 460, window.innerHeight);

export function TradesList({ rows, label, stale }: { rows: readonly TradeRow[]; label: string; stale: boolean }) {
  const [first] = useState(firstRows);
  return (
    <div className={cx('transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
      <VirtualTable
        rows={rows}
        columns={columns}
        label={label}
        rowHeight={TRADES_ROW_HEIGHT}
        height={TRADES_LIST_HEIGHT}
        testId="trades-list"
        firstRows={first}
        card={CARD}
      />
    </div>
  );
}
