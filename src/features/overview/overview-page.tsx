import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEMO_TRADER } from '../../api/config';
import { formatCount } from '../../lib/format';
import { Address } from '../../ui/address';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { overviewPositionsQueryOptions, type AllPositions } from './queries';
import { summarise } from './summary';
import { TopPositions, TopPositionsSkeleton } from './top-positions';

// a module-level function keeps `select` stable, so the summary is recomputed only when rows change
const selectSummary = (d: AllPositions) => summarise(d.rows, d.complete);

/** `/portfolio/:address`, for now: who this is, three honest numbers, and the biggest positions. */
export function OverviewPage({ address }: { address: string }) {
  const query = useQuery({ ...overviewPositionsQueryOptions(address), select: selectSummary });
  const s = query.data;
  const allPositionsHref = `/portfolio/${address}/positions?sortBy=CURRENT&sizeThreshold=0`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Overview</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>

      {query.isError ? (
        <ErrorPanel title="Could not load this portfolio" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : s && s.count === 0 ? (
        <EmptyState
          title="No open positions"
          actions={
            address === DEMO_TRADER ? undefined : (
              <Link to={`/portfolio/${DEMO_TRADER}`} className={buttonClass('secondary')}>
                Open the demo trader
              </Link>
            )
          }
        >
          <p>This address holds no shares in any market right now. Its history will appear under Activity and Trades.</p>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="sr-only">
              Summary
            </h2>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="overview-summary">
              <Stat label="Open positions" hint="of any size">
                {s ? `${formatCount(s.count)}${s.complete ? '' : '+'}` : undefined}
              </Stat>
              <Stat label="Current value" hint="at current prices">
                {s ? <Money value={s.totalValue} /> : undefined}
              </Stat>
              <Stat label="Cash PnL" hint="unrealized, versus cost">
                {s ? <Money value={s.totalCashPnl} signed coloured /> : undefined}
              </Stat>
            </dl>
            {s && !s.complete && (
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">The service lists at most 10,500 positions; the figures cover those.</p>
            )}
          </section>

          <section aria-labelledby="top-heading" className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
              <h2 id="top-heading" className="font-semibold">
                Largest positions
              </h2>
              <Link to={allPositionsHref} className="rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                All positions →
              </Link>
            </div>
            {s ? <TopPositions positions={s.top} /> : <TopPositionsSkeleton />}
          </section>
        </>
      )}
    </div>
  );
}

function Stat({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">
        {label} <span className="text-xs text-slate-500 dark:text-slate-400">({hint})</span>
      </dt>
      <dd className="mt-1 flex h-8 items-center text-2xl font-semibold tabular-nums">{children ?? <Skeleton className="h-6 w-28" />}</dd>
    </div>
  );
}
