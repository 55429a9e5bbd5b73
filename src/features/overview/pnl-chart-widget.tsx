import { lazy, Suspense, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../lib/format';
import { ChoiceGroup } from '../../ui/choice-group';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { useUrlState } from '../../ui/use-url-state';
import { Widget } from '../../ui/widget';
import { describePnl, summarisePnl, toChartPoints } from './pnl-figures';
import {
  FIDELITIES,
  FIDELITY_LABELS,
  INTERVAL_LABELS,
  INTERVALS,
  readRange,
  withInterval,
  writeRange,
  type ChartInterval,
} from './pnl-range';
import { pnlQueryOptions } from './queries';
import { formatInstant } from './time-format';

// recharts lives in this chunk only; the page, its figures and the request do not wait for it
const PnlChart = lazy(() => import('./pnl-chart').then((m) => ({ default: m.PnlChart })));

const HEIGHT = 300;
const CAPTION = 'mt-3 min-h-[3.75rem] text-sm text-slate-600 dark:text-slate-400';

function ChartSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the PnL chart</span>
      <div style={{ height: HEIGHT + 24 }}>
        <Skeleton className="h-full w-full rounded-md opacity-60" />
      </div>
      <div className={CAPTION}>
        <Skeleton className="mb-2 h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

const money = (v: string) => formatUsd(v);
const signedMoney = (v: string) => formatUsd(v, { signed: true });
const time = (s: number) => formatInstant(s);

/** /v2/user-pnl as a chart: total, realized and unrealized over the chosen window, with the figures in words beneath. */
export function PnlChartWidget({ address }: { address: string }) {
  const { value: range, change } = useUrlState(readRange, writeRange);
  // another window keeps the last line on screen (dimmed) instead of a blank box while it loads
  const query = useQuery({ ...pnlQueryOptions(address, range), placeholderData: keepPreviousData });
  const data = query.data;
  const stale = query.isPlaceholderData;
  const points = useMemo(() => (data ? toChartPoints(data.points) : []), [data]);
  const summary = useMemo(() => (data ? summarisePnl(data.points) : null), [data]);

  const controls = (
    <div className="flex flex-wrap items-end gap-3">
      <ChoiceGroup
        legend="Window"
        value={range.interval}
        options={INTERVALS.map((i) => ({ value: i, label: INTERVAL_LABELS[i] }))}
        onChange={(interval: ChartInterval) => change(withInterval(interval))}
      />
      <ChoiceGroup
        legend="Step"
        value={range.fidelity}
        options={FIDELITIES[range.interval].map((f) => ({ value: f, label: FIDELITY_LABELS[f] }))}
        onChange={(fidelity) => change({ interval: range.interval, fidelity })}
      />
    </div>
  );

  let body;
  if (data === undefined) {
    body = query.isError ? (
      <ErrorPanel
        title="Could not load the PnL series"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <ChartSkeleton />
    );
  } else if (!summary) {
    body = (
      <EmptyState title="No trading history in this window">
        <p>This address has no activity to chart yet. Pick a longer window, or look at its Activity.</p>
      </EmptyState>
    );
  } else {
    const spanSeconds = summary.to - summary.from;
    body = (
      <figure
        data-testid="pnl-chart"
        data-points={data.points.length}
        data-interval={data.interval}
        data-fidelity={data.fidelity}
        aria-busy={stale}
      >
        {query.isError && (
          <ErrorPanel
            title="Could not load this window"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          >
            <p className="mt-1 text-rose-800 dark:text-rose-300">The line below is the previous window.</p>
          </ErrorPanel>
        )}
        <div className={cx('text-slate-500 transition-opacity dark:text-slate-400', stale && 'opacity-50')} style={{ height: HEIGHT + 24 }}>
          <Suspense fallback={<Skeleton className="h-full w-full rounded-md opacity-60" />}>
            <PnlChart points={points} spanSeconds={spanSeconds} height={HEIGHT + 24} />
          </Suspense>
        </div>
        <figcaption className={CAPTION} data-testid="pnl-summary">
          {describePnl(summary, { money, signedMoney, time })}
        </figcaption>
      </figure>
    );
  }

  return (
    <Widget title="Profit and loss" actions={controls} testId="pnl-widget">
      {body}
    </Widget>
  );
}
