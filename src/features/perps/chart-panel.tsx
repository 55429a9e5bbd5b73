import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { CHART_INTERVALS, chartQuery, type ChartInterval } from './queries';

// recharts arrives with the chart, in a chunk of its own, after the view's first frame
const PerpsChart = lazy(() => import('./perps-chart'));

const CHOICES = CHART_INTERVALS.map((value) => ({ value, label: value }));
const HEIGHT = 260;

/** Klines and mark of the chosen instrument, with the interval picker. `enabled` waits for the first frame. */
export function ChartPanel({ instrument, enabled }: { instrument: PerpsInstrument; enabled: boolean }) {
  const [interval, setChartInterval] = useState<ChartInterval>('1m');
  const query = useQuery(chartQuery(instrument.instrument_id, interval, enabled));
  return (
    <Widget
      title={`Price · ${instrument.symbol}`}
      testId="perps-chart"
      actions={<ChoiceGroup legend="Chart interval" value={interval} options={CHOICES} onChange={setChartInterval} />}
    >
      <div style={{ height: HEIGHT }} className="flex flex-col">
        {query.isError ? (
          <ErrorPanel title="Could not load the chart" error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-full w-full" />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No candles in this window yet.</p>
        ) : (
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <PerpsChart rows={query.data} decimals={instrument.price_decimals} />
          </Suspense>
        )}
      </div>
    </Widget>
  );
}
