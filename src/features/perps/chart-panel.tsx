import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { LOCALE } from '../../lib/format';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import type { PriceAxis, PriceLine } from '../../ui/price-lines-chart';
import { Widget } from '../../ui/widget';
import { CHART_INTERVALS, chartQuery, type ChartInterval } from './queries';

// recharts arrives with the chart, in a chunk of its own, after the view's first frame
const PriceLinesChart = lazy(() => import('../../ui/price-lines-chart'));

const LINES: readonly PriceLine[] = [
  { key: 'close', name: 'Last (close)', color: '#4f46e5' },
  { key: 'mark', name: 'Mark', color: '#d97706', width: 1.5 },
];

/** A price axis that fits the data (prices are far from zero) in the instrument's decimals. */
function priceAxis(decimals: number): PriceAxis {
  const price = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const text = (p: number) => price.format(p);
  return { domain: ['auto', 'auto'], tick: text, value: text, width: 64 };
}

const CHOICES = CHART_INTERVALS.map((value) => ({ value, label: value }));
const HEIGHT = 260;

/** Klines and mark of the chosen instrument, with the interval picker. `enabled` waits for the first frame. */
export function ChartPanel({ instrument, enabled }: { instrument: PerpsInstrument; enabled: boolean }) {
  const [interval, setChartInterval] = useState<ChartInterval>('1m');
  const query = useQuery(chartQuery(instrument.instrument_id, interval, enabled));
  const yAxis = useMemo(() => priceAxis(instrument.price_decimals), [instrument.price_decimals]);
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
            <PriceLinesChart rows={query.data} lines={LINES} yAxis={yAxis} curve="linear" legend />
          </Suspense>
        )}
      </div>
    </Widget>
  );
}
