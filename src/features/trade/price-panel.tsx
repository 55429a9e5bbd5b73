import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { TICKET_CHART_INTERVALS, TICKET_INTERVAL_LABELS, tokenPricesQuery, type TicketChartInterval } from './price-chart-query';
import { priceSummary } from './price-summary';

// recharts arrives with the chart, in a chunk of its own, after the view's first frame
const PriceLinesChart = lazy(() => import('../../ui/price-lines-chart'));

const CHOICES = TICKET_CHART_INTERVALS.map((value) => ({ value, label: TICKET_INTERVAL_LABELS[value] }));
const CHART_HEIGHT = 240;

/**
 * The chosen outcome's price history beside the ticket. `enabled` holds the read back until the
 * view's first frame is on screen, so it never competes with the market and book reads.
 */
export function PricePanel({ tokenId, outcome, enabled }: { tokenId: string; outcome: string; enabled: boolean }) {
  // the whole life by default: a quiet market may have no trade in its last day or week
  const [interval, setChartInterval] = useState<TicketChartInterval>('max');
  const query = useQuery(tokenPricesQuery(tokenId, interval, enabled));
  const points = query.data;
  const summary = points ? priceSummary(points) : '';

  return (
    <Widget
      title={`Price history · ${outcome}`}
      testId="trade-price-history"
      actions={<ChoiceGroup legend="Chart interval" value={interval} options={CHOICES} onChange={setChartInterval} />}
    >
      <div style={{ height: CHART_HEIGHT }} className="flex flex-col">
        {query.isError ? (
          <ErrorPanel
            title="Could not load the price history"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : points && points.length === 0 ? (
          <EmptyState
            title="No trades in this window"
            actions={
              interval !== 'max' && (
                <Button variant="primary" onClick={() => setChartInterval('max')}>
                  Show the whole history
                </Button>
              )
            }
          >
            <p>
              {outcome} has not traded in the last {TICKET_INTERVAL_LABELS[interval]}
              {interval === 'max' ? ' of its life' : ''}.
            </p>
          </EmptyState>
        ) : points ? (
          <figure
            aria-label={`Price of ${outcome} over time. ${summary}`}
            className={`flex h-full flex-col text-slate-600 dark:text-slate-400 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="trade-price-chart"
          >
            <figcaption className="pb-1 text-xs">{summary}</figcaption>
            <div className="min-h-0 flex-1">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <PriceLinesChart rows={points} lines={[{ key: 'price', name: outcome, color: '#6366f1' }]} />
              </Suspense>
            </div>
          </figure>
        ) : (
          <Skeleton className="h-full w-full" />
        )}
      </div>
    </Widget>
  );
}
