import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shortenAddress } from '../../lib/address-shape';
import { formatCount, formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { CopyButton } from '../../ui/copy-button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { BoardTable, type BoardColumn } from './board-table';
import { PeriodChoice } from './board-controls';
import { CHART_INTERVALS, INTERVAL_LABELS, PERIOD_LABELS, type BoardState } from './url-state';
import { builderVolumeChart, type BuilderVolumePoint } from './builders-chart-data';
import { CursorPager } from './cursor-pager';
import { buildersQueryOptions, buildersVolumeQueryOptions } from './queries';
import type { BoardChange } from './use-board-url';

// recharts is fetched only when a chart is drawn, after the board itself
const BuildersVolumeChart = lazy(() => import('./builders-volume-chart'));

type Builder = {
  rank: number;
  builder_name: string;
  builder_code: string;
  profile_image: string;
  verified: boolean;
  volume: number;
  active_users: number;
};

const COLUMNS: BoardColumn<Builder>[] = [
  { id: 'rank', label: 'Rank', align: 'right', cell: (b) => `#${formatCount(b.rank)}`, skeleton: 'w-8', className: 'w-16' },
  { id: 'builder', label: 'Builder', align: 'left', cell: (b) => <BuilderCell builder={b} />, skeleton: 'w-48' },
  {
    id: 'volume',
    label: 'Volume (shares)',
    align: 'right',
    cell: (b) => formatShares(b.volume),
    skeleton: 'w-24',
    className: 'min-w-[9rem]',
  },
  {
    id: 'users',
    label: 'Active users',
    align: 'right',
    cell: (b) => formatCount(b.active_users),
    skeleton: 'w-10',
    className: 'min-w-[7rem]',
  },
];

function BuilderCell({ builder: b }: { builder: Builder }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <IconWithFallback src={b.profile_image} alt="" size={28} className="rounded-full" />
      <div className="flex min-w-0 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="font-medium">{b.builder_name}</span>
          {b.verified && <Badge tone="info">Verified</Badge>}
        </span>
        <span className="flex items-center gap-0.5 text-xs text-slate-600 dark:text-slate-400">
          {b.builder_code ? (
            <>
              <span className="font-mono" title={b.builder_code}>
                {shortenAddress(b.builder_code, 8, 6)}
              </span>
              <CopyButton text={b.builder_code} label={`Copy the builder code of ${b.builder_name}`} className="size-6" />
            </>
          ) : (
            <span className="h-6 leading-6">Legacy builder, no code</span>
          )}
        </span>
      </div>
    </div>
  );
}

type Props = { state: BoardState; change: BoardChange; nextPage: (c: string) => void; previousPage: () => void; canStepBack: boolean };

export function BuildersBoard({ state, change, nextPage, previousPage, canStepBack }: Props) {
  const query = useQuery(buildersQueryOptions(state));
  const page = query.data;
  return (
    <div className="flex flex-col gap-4">
      <BuildersVolume interval={state.interval} onInterval={(interval) => change({ interval, cursor: state.cursor })} />

      <section aria-labelledby="builders-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="builders-heading" className="text-base font-semibold">
            Builder board
          </h2>
          <PeriodChoice value={state.period} onChange={(period) => change({ period })} />
        </div>
        {query.isError ? (
          <ErrorPanel
            title="Could not load the builder board"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : page && page.data.length === 0 && !query.isPlaceholderData ? (
          <EmptyState
            title="No builder volume in this period"
            actions={
              state.period !== 'all' && (
                <Button variant="primary" onClick={() => change({ period: 'all' })}>
                  Show all time
                </Button>
              )
            }
          >
            <p>No order attributed to a builder was filled in this period.</p>
          </EmptyState>
        ) : (
          <>
            <BoardTable
              label={`Builders by volume, ${PERIOD_LABELS[state.period].toLowerCase()}`}
              testId="builders-table"
              columns={COLUMNS}
              rows={page?.data}
              rowKey={(b) => `${b.builder_code}|${b.builder_name}`}
              rowProps={(b) => ({ 'data-testid': 'builder-row', 'data-rank': String(b.rank), 'data-builder': b.builder_name })}
              stale={query.isPlaceholderData}
            />
            <CursorPager
              pagination={page?.pagination}
              rows={page?.data.length}
              onCursor={state.cursor !== ''}
              busy={query.isPlaceholderData}
              onNext={nextPage}
              onPrevious={previousPage}
              canStepBack={canStepBack}
            />
          </>
        )}
      </section>
    </div>
  );
}

const INTERVAL_CHOICES = CHART_INTERVALS.map((value) => ({ value, label: INTERVAL_LABELS[value] }));
export const CHART_HEIGHT = 288;
// module-level, so the pivot runs only when the answer changes
const selectChart = (d: { data: BuilderVolumePoint[] }) => builderVolumeChart(d.data);

function BuildersVolume({ interval, onInterval }: { interval: BoardState['interval']; onInterval: (i: BoardState['interval']) => void }) {
  const query = useQuery({ ...buildersVolumeQueryOptions(interval), select: selectChart });
  const chart = query.data;
  return (
    <Widget
      title="Builder volume over time"
      testId="builders-volume"
      actions={<ChoiceGroup legend="Buckets" value={interval} options={INTERVAL_CHOICES} onChange={onInterval} />}
    >
      {query.isError ? (
        <ErrorPanel
          title="Could not load builder volume"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : chart && chart.rows.length === 0 ? (
        <EmptyState title="No builder volume yet">
          <p>Volume appears here once orders attributed to builders are filled.</p>
        </EmptyState>
      ) : chart ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined} style={{ height: CHART_HEIGHT }} data-testid="builders-chart">
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <BuildersVolumeChart data={chart} interval={interval} />
          </Suspense>
        </div>
      ) : (
        <div style={{ height: CHART_HEIGHT }} aria-busy="true">
          <Skeleton className="h-full w-full" />
        </div>
      )}
    </Widget>
  );
}
