import { formatCents, formatDate, formatUsd } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { shortenAddress } from '../../lib/address-shape';
import { CopyButton } from '../../ui/copy-button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { priceNumber } from './combo-math';
import { LegStatusBadge } from './combo-status-badge';
import type { ComboActivityRow, ComboLegRow, ComboRow } from './combo-types';
import type { ActivityState } from './combos-table';

const EVENT_WORDS: Record<ComboActivityRow['type'], string> = {
  Split: 'Split collateral into the combo',
  Merge: 'Merged back into collateral',
  Convert: 'Converted positions into the combo',
  Compress: 'Compressed legs into the combo',
  Wrap: 'Wrapped into the combo token',
  Unwrap: 'Unwrapped from the combo token',
  Redeem: 'Redeemed after resolution',
};

/** The expanded part of a row: the legs, then the combo's lifecycle with each event's legs. */
export function ComboDetails({ row, activity }: { row: ComboRow; activity: ActivityState }) {
  const events = activity.rows?.filter(
    (a) => a.combo_condition_id === row.combo_condition_id && a.combo_position_id === row.combo_position_id,
  );
  return (
    // as wide as the visible frame (its container, less the border) and pinned to its left edge, so the
    // details stay readable while the wide table scrolls sideways
    <div className="sticky left-0 flex w-[calc(100cqw-2px)] flex-col gap-4 p-3 sm:p-4">
      <section aria-label="Legs" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Legs</h3>
        <LegsTable legs={row.legs} label="Legs of this combo" testId="combo-legs" />
      </section>
      <section aria-label="Lifecycle" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Lifecycle</h3>
        {activity.error ? (
          <ErrorPanel title="Could not load the lifecycle" error={activity.error} onRetry={activity.retry} retrying={activity.retrying} />
        ) : events === undefined ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No lifecycle events are recorded for this combo yet. Splits, merges and redemptions appear here once they settle.
          </p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="combo-activity">
            {events.map((e) => (
              <ActivityEvent key={e.id} event={e} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function LegsTable({ legs, label, testId }: { legs: readonly ComboLegRow[]; label: string; testId: string }) {
  return (
    <TableFrame label={label}>
      <table className="w-full border-collapse" data-testid={testId}>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <Th>Leg</Th>
            <Th>Market</Th>
            <Th>Outcome</Th>
            <Th>Status</Th>
            <Th align="right">Price</Th>
            <Th align="right">Resolved</Th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr
              key={leg.leg_index}
              className="border-b border-slate-100 last:border-b-0 dark:border-slate-800"
              data-testid="leg-row"
              data-leg-condition={leg.leg_condition_id}
            >
              <Td className="tabular-nums">{leg.leg_index + 1}</Td>
              <Td className="max-w-[22rem] whitespace-normal" data-col="market">
                {leg.market.title}
              </Td>
              <Td data-col="outcome">{leg.leg_outcome_label}</Td>
              <Td data-col="status">
                <LegStatusBadge status={leg.leg_status} />
              </Td>
              <Td align="right" data-col="price">
                {formatCents(priceNumber(leg.leg_current_price))}
              </Td>
              <Td align="right" data-col="resolved">
                {formatDate(leg.leg_resolved_at)}
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ActivityEvent({ event }: { event: ComboActivityRow }) {
  const amount = event.amount_usdc ?? event.payout_usdc;
  return (
    <li
      className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
      data-testid="combo-activity-row"
      data-type={event.type}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{event.type}</span>
          <span className="text-sm text-slate-600 dark:text-slate-400">{EVENT_WORDS[event.type]}</span>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 text-sm">
          {amount !== null && (
            <span className="tabular-nums">
              {event.payout_usdc !== null ? 'Payout' : 'Amount'} <strong>{formatUsd(amount)}</strong>
            </span>
          )}
          <time dateTime={event.tx_dttm} className="text-slate-600 dark:text-slate-400">
            {formatDateTime(event.tx_dttm)}
          </time>
          <span className="inline-flex items-center gap-1">
            <span className="font-mono text-xs" title={event.tx_hash}>
              {shortenAddress(event.tx_hash, 8, 6)}
            </span>
            <CopyButton text={event.tx_hash} label="Copy transaction hash" />
          </span>
        </div>
      </div>
      {event.legs.length > 0 && (
        <ul
          aria-label={`Legs in this ${event.type.toLowerCase()}`}
          className="mt-2 flex flex-col gap-1 border-t border-slate-100 pt-2 text-sm dark:border-slate-800"
        >
          {event.legs.map((leg) => (
            <li key={leg.leg_index} className="flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid="combo-activity-leg">
              <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">Leg {leg.leg_index + 1}</span>
              <span className="min-w-0 flex-1 basis-48">
                {leg.market.title} <span className="font-semibold">{leg.leg_outcome_label}</span>
              </span>
              <LegStatusBadge status={leg.leg_status} />
              <span className="w-14 text-right tabular-nums">{formatCents(priceNumber(leg.leg_current_price))}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
