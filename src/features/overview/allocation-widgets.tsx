import { useMemo } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { formatMicro } from '../../lib/decimal';
import { formatCount, formatPercent } from '../../lib/format';
import { isResolvedV2, splitHeld, type HeldPart } from '../../lib/held-positions';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { allocationByCategory, allocationByEvent, foldTail, OTHER_KEY, type Allocation } from './allocation';
import { eventIdsOf, eventsQueryOptions, openPositionsQueryOptions } from './queries';

/** Slices shown by name; the rest are folded into one. */
const SHOWN = 7;
const ROW = 'flex h-12 flex-col justify-center gap-1.5';
const NONE: HeldPart = { count: 0, value: '0', valueMicro: 0n };

function AllocationSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the allocation</span>
      <Skeleton className="mb-3 h-4 w-48" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={ROW}>
          <div className="flex justify-between gap-3">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="h-1.5 w-full" />
        </div>
      ))}
    </div>
  );
}

function AllocationList({
  allocation,
  resolved,
  what,
  hrefOf,
  testId,
}: {
  allocation: Allocation;
  /** the held positions of resolved markets, left out of the chart and named beside it */
  resolved: HeldPart;
  what: string;
  hrefOf?: (key: string) => string;
  testId: string;
}) {
  const all = allocation.totalMicro + resolved.valueMicro;
  return (
    <div data-testid={testId} data-total={allocation.total} data-count={allocation.count}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        <Money value={allocation.total} className="font-medium text-slate-900 dark:text-slate-100" /> in {formatCount(allocation.count)}{' '}
        open market positions of markets still trading, at current prices, by {what}
        {allocation.totalMicro === 0n && ' (all of them are worth nothing at current prices)'}.{' '}
        <span data-testid="allocation-reconcile">
          Plus <Money value={resolved.value} /> claimable in {formatCount(resolved.count)} positions of resolved markets = positions value{' '}
          <Money value={formatMicro(all)} /> in {formatCount(allocation.count + resolved.count)} positions (archived markets included;
          combos not included).
        </span>
      </p>
      <ol>
        {allocation.slices.map((s) => {
          const percent = formatPercent(s.permille / 10);
          const href = hrefOf && s.key !== OTHER_KEY ? hrefOf(s.key) : undefined;
          return (
            <li key={s.key} className={ROW} data-testid="allocation-slice" data-key={s.key} data-value={s.value} data-permille={s.permille}>
              <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
                {href ? (
                  <Link
                    to={href}
                    className="min-w-0 truncate rounded font-medium text-slate-900 hover:underline dark:text-slate-100"
                    title={`${s.label}: open its positions`}
                  >
                    {s.label}
                  </Link>
                ) : (
                  <span className="min-w-0 truncate font-medium" title={s.label}>
                    {s.label}
                  </span>
                )}
                <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
                  <Money value={s.value} className="text-slate-900 dark:text-slate-100" /> · {percent}
                </span>
              </div>
              <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <div className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400" style={{ width: `${s.permille / 10}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Nothing in a market still trading; what is held in resolved markets is claimable, and the way there is offered. */
function NoOpenPositions({ address, resolved }: { address: string; resolved: number }) {
  return (
    <EmptyState
      title="No open positions"
      actions={
        <Link
          to={`/portfolio/${address}/positions?status=${resolved > 0 ? 'REDEEMABLE' : 'CLOSED'}`}
          className="rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {resolved > 0 ? 'See redeemable positions' : 'See closed positions'}
        </Link>
      }
    >
      <p>
        {resolved > 0
          ? `This address holds shares only in resolved markets (${formatCount(resolved)} positions, claimable), so there is nothing to allocate.`
          : 'This address holds no shares right now, so there is nothing to allocate.'}
      </p>
    </EmptyState>
  );
}

/**
 * Where the open positions' value sits, by event and by category. Values are the positions' own
 * current_value, summed exactly; categories come from the metadata service's events, which is why
 * that widget waits for one more answer than the other.
 */
export function AllocationWidgets({ address }: { address: string }) {
  const positions = useQuery(openPositionsQueryOptions(address));
  const eventIds = useMemo(() => (positions.data ? eventIdsOf(positions.data) : []), [positions.data]);
  const events = useQuery(eventsQueryOptions(eventIds));

  // the chart is of markets still trading; resolved markets' positions are claimable, shown apart
  const held = useMemo(
    () => (positions.data ? splitHeld(positions.data, isResolvedV2, (p) => p.current_value) : undefined),
    [positions.data],
  );
  const byEvent = useMemo(
    () => (held ? foldTail(allocationByEvent(held.open, events.data), SHOWN, (n) => `${formatCount(n)} other events`) : undefined),
    [held, events.data],
  );
  const byCategory = useMemo(
    () =>
      held && events.data
        ? foldTail(allocationByCategory(held.open, events.data), SHOWN, (n) => `${formatCount(n)} other categories`)
        : undefined,
    [held, events.data],
  );

  const positionsFailed = positions.isError && !positions.data;
  const positionsError = positionsFailed && (
    <ErrorPanel
      title="Could not load open positions"
      error={positions.error}
      onRetry={() => void positions.refetch()}
      retrying={positions.isFetching}
    />
  );
  const empty = held?.open.length === 0;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Widget title="Allocation by event" className="min-w-0">
        {positionsError ||
          (empty ? (
            <NoOpenPositions address={address} resolved={held?.resolvedPart.count ?? 0} />
          ) : byEvent ? (
            <AllocationList
              allocation={byEvent}
              resolved={held?.resolvedPart ?? NONE}
              what="event"
              testId="allocation-by-event"
              hrefOf={(id) => `/portfolio/${address}/positions?event_id=${id}&include_archived=true`}
            />
          ) : (
            <AllocationSkeleton />
          ))}
      </Widget>
      <Widget title="Allocation by category" className="min-w-0">
        {positionsError ||
          (empty ? (
            <NoOpenPositions address={address} resolved={held?.resolvedPart.count ?? 0} />
          ) : events.isError && !events.data ? (
            <ErrorPanel
              title="Could not load event categories"
              error={events.error}
              onRetry={() => void events.refetch()}
              retrying={events.isFetching}
            />
          ) : byCategory ? (
            <AllocationList allocation={byCategory} resolved={held?.resolvedPart ?? NONE} what="category" testId="allocation-by-category" />
          ) : (
            <AllocationSkeleton />
          ))}
      </Widget>
    </div>
  );
}
