import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OutcomeQuote } from '../../lib/outcome-prices';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { mergePriceHistories, outcomeTokens, type PricePoint } from './market-facts';
import { CHART_INTERVALS, INTERVAL_LABELS, type ChartInterval } from './url-state';
import { pricesQueryOptions } from './queries';

// recharts arrives with the chart, after the figures above it have painted
const PriceChart = lazy(() => import('./price-chart'));

const CHOICES = CHART_INTERVALS.map((value) => ({ value, label: INTERVAL_LABELS[value] }));
export const PRICE_CHART_HEIGHT = 300;
const selectRows = (histories: PricePoint[][]) => mergePriceHistories(histories);

export function PriceHistory({
  conditionId,
  outcomes,
  interval,
  onInterval,
}: {
  conditionId: string;
  /** undefined while the market's metadata loads */
  outcomes: OutcomeQuote[] | undefined;
  interval: ChartInterval;
  onInterval: (i: ChartInterval) => void;
}) {
  const tokens = outcomeTokens(outcomes);
  const query = useQuery({ ...pricesQueryOptions(conditionId, tokens, interval), select: selectRows });
  const rows = query.data;

  return (
    <Widget
      title="Price history"
      testId="price-history"
      actions={<ChoiceGroup legend="Interval" value={interval} options={CHOICES} onChange={onInterval} />}
    >
      <div style={{ height: PRICE_CHART_HEIGHT }} className="flex flex-col">
        {query.isError ? (
          <ErrorPanel
            title="Could not load the price history"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : outcomes !== undefined && tokens.length === 0 ? (
          <EmptyState title="No price history">
            <p>The metadata service lists no outcome tokens for this market.</p>
          </EmptyState>
        ) : rows && rows.length === 0 ? (
          <EmptyState
            title="No trades in this window"
            actions={
              interval !== 'max' && (
                <Button variant="primary" onClick={() => onInterval('max')}>
                  Show the whole history
                </Button>
              )
            }
          >
            <p>Nothing traded in the last {INTERVAL_LABELS[interval]}. A longer interval shows earlier prices.</p>
          </EmptyState>
        ) : rows && outcomes ? (
          <div className={query.isPlaceholderData ? 'h-full opacity-60' : 'h-full'} data-testid="price-chart">
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <PriceChart rows={rows} outcomes={outcomes.map((o) => o.outcome)} />
            </Suspense>
          </div>
        ) : (
          <Skeleton className="h-full w-full" />
        )}
      </div>
    </Widget>
  );
}
