import { memo, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ComboLeg } from '../../api/data/contract/schemas-combos';
import { formatMicro } from '../../lib/decimal';
import { formatCents, formatDate } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Badge, type BadgeTone } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { errorMessage } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { rowsOnScreen } from '../../ui/use-first-rows';
import { isNarrow } from '../../ui/use-narrow';
import { VirtualTable, type CardLayout, type VirtualColumn } from '../../ui/virtual-table';
import { ActivityIcon } from './activity-icons';
import { marketLinkOf, type ActivityRow } from './activity-row';
import { activityWords, redeemGroupWords, signedUsdc, TYPE_LABELS } from './activity-words';
import type { ListItem } from './list-items';
import type { RedeemGroup } from './redeem-groups';

export const ACTIVITY_ROW_HEIGHT = 60;
/** A phone's card: what happened and the cash on the first line (two for a redemption's payouts), the type and time below. */
const CARD: CardLayout = { columns: 'auto minmax(0,1fr) auto', areas: '"details details amount" "type time time"', rowHeight: 76 };
export const ACTIVITY_LIST_HEIGHT = 'min(70vh, 44rem)';

const linkClass = 'rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300';
const secondLine = 'truncate text-xs text-slate-600 dark:text-slate-400';

function MarketName({ title, href }: { title: string; href: string | null }) {
  return href ? (
    <Link to={href} className={linkClass}>
      {title}
    </Link>
  ) : (
    <span className="font-medium">{title}</span>
  );
}

function RowDetails({
  row,
  expandable,
  expanded,
  onToggle,
}: {
  row: ActivityRow;
  expandable: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const words = activityWords(row);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="flex min-w-0 flex-1 flex-col" title={words.market ? `${words.text} in ${words.market}` : words.text}>
        <span className="truncate" data-col="details" data-tx={row.transactionHash}>
          {words.text}
          {words.market && (
            <>
              {' in '}
              <MarketName title={words.market} href={marketLinkOf(row)} />
            </>
          )}
        </span>
        {row.isCombo && <span className={secondLine}>Combo position</span>}
      </div>
      {expandable && (
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={expanded ? 'Hide the legs of this combo' : 'Show the legs of this combo'}
          className="inline-flex min-h-8 shrink-0 items-center gap-1 rounded-md border border-slate-300 px-2 text-xs font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Legs
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            className={cx('size-3 transition-transform', expanded && 'rotate-180')}
            fill="currentColor"
          >
            <path d="M2 4l4 4 4-4z" />
          </svg>
        </button>
      )}
    </div>
  );
}

function GroupDetails({ group }: { group: RedeemGroup }) {
  const words = redeemGroupWords(group);
  const first = group.rows[0]!;
  const href = words.market === first.title ? marketLinkOf(first) : null;
  return (
    <div className="flex min-w-0 flex-col" title={`${words.text}${words.market ? ` in ${words.market}` : ''}: ${words.payouts.join('; ')}`}>
      <span className="truncate" data-col="details" data-tx={group.transactionHash}>
        {words.text}
        {words.market && (
          <>
            {' in '}
            <MarketName title={words.market} href={href} />
          </>
        )}
      </span>
      <span className={secondLine} data-col="payouts">
        {words.payouts.join(' · ')}
      </span>
    </div>
  );
}

const LEG_TONES: Record<ComboLeg['leg_status'], BadgeTone> = {
  OPEN: 'info',
  RESOLVED_WIN: 'positive',
  RESOLVED_LOSS: 'warning',
  RESOLVED_PARTIAL: 'neutral',
};
const LEG_LABELS: Record<ComboLeg['leg_status'], string> = {
  OPEN: 'Open',
  RESOLVED_WIN: 'Won',
  RESOLVED_LOSS: 'Lost',
  RESOLVED_PARTIAL: 'Partial',
};

function LegDetails({ leg, of }: { leg: ComboLeg; of: number }) {
  const href = /^0x[0-9a-fA-F]{64}$/.test(leg.leg_condition_id) ? `/market/${leg.leg_condition_id}` : null;
  return (
    <div className="flex min-w-0 flex-col pl-4" data-col="leg">
      <span className="truncate">
        <span className="text-slate-600 dark:text-slate-400">
          Leg {leg.leg_index + 1} of {of}:
        </span>{' '}
        <span className="font-semibold">{leg.leg_outcome_label}</span> in <MarketName title={leg.market.title} href={href} />
      </span>
      <span className={cx(secondLine, 'flex items-center gap-2')}>
        <Badge tone={LEG_TONES[leg.leg_status]}>{LEG_LABELS[leg.leg_status]}</Badge>
        <span>now {formatCents(Number(leg.leg_current_price))}</span>
        {leg.leg_resolved_at && <span>resolved {formatDate(leg.leg_resolved_at)}</span>}
      </span>
    </div>
  );
}

/*
 * Cells are memoized on their item: while the list scrolls, rows already on screen keep their
 * rendered cells and only the rows coming into view render, which keeps frames short at any length.
 */

const TypeCell = memo(function TypeCell({ item }: { item: ListItem }) {
  if (item.kind !== 'entry') {
    return (
      <span aria-hidden="true" className="pl-3 text-slate-400">
        ↳
      </span>
    );
  }
  const type = item.entry.kind === 'redeem' ? 'REDEEM' : item.entry.row.type;
  return (
    <span className="flex items-center gap-2" data-col="type" data-type={type}>
      <ActivityIcon type={type} />
      <span className="truncate font-medium">{TYPE_LABELS[type]}</span>
    </span>
  );
});

const DetailsCell = memo(function DetailsCell({ item, onToggle }: { item: ListItem; onToggle: (key: string) => void }) {
  if (item.kind === 'leg') return <LegDetails leg={item.leg} of={item.of} />;
  if (item.kind === 'legs-note') {
    if (item.state === 'pending') return <span className="pl-4 text-slate-600 dark:text-slate-400">Loading the legs…</span>;
    if (item.state === 'empty')
      return <span className="pl-4 text-slate-600 dark:text-slate-400">The service lists no legs for this combo.</span>;
    return (
      <span className="flex items-center gap-2 pl-4 text-rose-700 dark:text-rose-400">
        <span className="truncate">Could not load the legs: {errorMessage(item.error)}</span>
        <button type="button" onClick={item.retry} className="shrink-0 rounded font-medium underline">
          Retry
        </button>
      </span>
    );
  }
  return item.entry.kind === 'redeem' ? (
    <GroupDetails group={item.entry} />
  ) : (
    <RowDetails row={item.entry.row} expandable={item.expandable} expanded={item.expanded} onToggle={() => onToggle(item.key)} />
  );
});

const AmountCell = memo(function AmountCell({ item }: { item: ListItem }) {
  if (item.kind !== 'entry') return null;
  const amount = item.entry.kind === 'redeem' ? formatMicro(item.entry.totalPayout) : signedUsdc(item.entry.row);
  return (
    <span data-col="amount">
      <Money value={amount} signed coloured className="font-medium" />
    </span>
  );
});

const TimeCell = memo(function TimeCell({ item }: { item: ListItem }) {
  if (item.kind !== 'entry') return null;
  const ts = item.entry.kind === 'redeem' ? item.entry.timestamp : item.entry.row.timestamp;
  return (
    <time dateTime={new Date(ts * 1000).toISOString()} data-col="time" data-ts={ts} className="text-slate-700 dark:text-slate-300">
      {formatDateTime(ts).replace(' UTC', '')}
    </time>
  );
});

/**
 * Rows on screen at the first paint: the list's rows start below the header and the filters, ~575 px
 * down on a narrow screen (the filters wrap) and ~350 px on a wide one; both rounded up. A phone
 * folds the filters, so its cards start ~335 px down.
 */
const firstRows = () =>
  isNarrow()
    ? rowsOnScreen(CARD.rowHeight, 330, window.innerHeight)
    : rowsOnScreen(ACTIVITY_ROW_HEIGHT, window.matchMedia('(min-width: 1024px)').matches ? 340 : 520, window.innerHeight);

export function ActivityList({
  items,
  label,
  stale,
  onToggle,
}: {
  items: readonly ListItem[];
  label: string;
  stale: boolean;
  onToggle: (key: string) => void;
}) {
  const [first] = useState(firstRows);
  const columns = useMemo<VirtualColumn<ListItem>[]>(
    () => [
      { key: 'type', header: 'Type', width: '10.5rem', area: 'type', cell: (item) => <TypeCell item={item} /> },
      {
        key: 'details',
        header: 'What happened',
        width: 'minmax(22rem, 1fr)',
        area: 'details',
        cell: (item) => <DetailsCell item={item} onToggle={onToggle} />,
      },
      { key: 'amount', header: 'Cash', width: '8.5rem', align: 'right', area: 'amount', cell: (item) => <AmountCell item={item} /> },
      { key: 'time', header: 'Time (UTC)', width: '12.5rem', align: 'right', area: 'time', cell: (item) => <TimeCell item={item} /> },
    ],
    [onToggle],
  );

  return (
    <div className={cx('transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
      <VirtualTable
        rows={items}
        columns={columns}
        label={label}
        rowHeight={ACTIVITY_ROW_HEIGHT}
        height={ACTIVITY_LIST_HEIGHT}
        testId="activity-list"
        firstRows={first}
        card={CARD}
      />
    </div>
  );
}
