import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { usePainted } from '../../ui/use-painted';
import { useUrlState } from '../../ui/use-url-state';
import { WidgetBoundary } from '../../ui/widget';
import { marketOutcomes, summariseResolution } from './market-facts';
import { MarketHeader, MarketHeaderSkeleton } from './market-header';
import { isConditionId, readMarketState, writeMarketState } from './url-state';
import { MarketStats } from './market-stats';
import { MarketTrades } from './market-trades';
import { PriceHistory } from './price-history';
import { marketQueryOptions, resolutionQueryOptions } from './queries';
import { TopHolders } from './top-holders';
import { YourPosition } from './your-position';

// the book comes from the trading service and follows its live channel: its code loads after the page has drawn
const MarketBook = lazy(() => import('./market-book'));

/** `/market/:conditionId`: one market's prices, history, money, holders, a wallet's position and its trades. */
export function MarketPage({ conditionId }: { conditionId: string }) {
  if (!isConditionId(conditionId)) return <InvalidId value={conditionId} />;
  return <MarketView conditionId={conditionId} />;
}

function InvalidId({ value }: { value: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold tracking-tight">Market</h1>
      <EmptyState
        title="That is not a market id"
        actions={
          <Link to="/markets" className={buttonClass('primary')}>
            Browse markets
          </Link>
        }
      >
        <p data-testid="invalid-market-id">
          A market id is 0x followed by 64 hexadecimal characters; “<span className="break-all">{value.slice(0, 100)}</span>” is not one.
          Find the market in the browser instead.
        </p>
      </EmptyState>
    </div>
  );
}

function MarketView({ conditionId }: { conditionId: string }) {
  const { value: state, change: update } = useUrlState(readMarketState, writeMarketState);
  // every condition-keyed read starts with this one: the widgets below are drawn at once
  const market = useQuery(marketQueryOptions(conditionId));
  const resolution = useQuery(resolutionQueryOptions(conditionId));
  const m = market.data;
  const outcomes = m ? marketOutcomes(m) : undefined;
  const summary = summariseResolution(resolution.data ?? undefined);
  const painted = usePainted();
  const first = outcomes?.[0];

  if (m === null) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold tracking-tight">Market</h1>
        <EmptyState
          title="No market with this id"
          actions={
            <Link to="/markets" className={buttonClass('primary')}>
              Browse markets
            </Link>
          }
        >
          <p data-testid="unknown-market">
            The metadata service knows no market {conditionId.slice(0, 10)}…. It may be misspelt, or from another service. Search the
            markets browser for it.
          </p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <WidgetBoundary name="Market">
        {market.isError ? (
          <>
            <h1 className="text-xl font-semibold tracking-tight">Market</h1>
            <ErrorPanel
              title="Could not load this market"
              error={market.error}
              onRetry={() => void market.refetch()}
              retrying={market.isFetching}
            />
          </>
        ) : m ? (
          <MarketHeader conditionId={conditionId} market={m} winner={summary.state === 'resolved' ? summary.winner : undefined} />
        ) : (
          <MarketHeaderSkeleton />
        )}
      </WidgetBoundary>
      <MarketStats conditionId={conditionId} market={m} />
      <PriceHistory
        conditionId={conditionId}
        outcomes={outcomes}
        interval={state.interval}
        onInterval={(interval) => update((s) => ({ ...s, interval }))}
      />
      {painted && first?.tokenId && (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <MarketBook conditionId={conditionId} outcome={first.outcome} tokenId={first.tokenId} closed={m?.closed === true} />
        </Suspense>
      )}
      <YourPosition conditionId={conditionId} address={state.address} onAddress={(address) => update((s) => ({ ...s, address }))} />
      <TopHolders conditionId={conditionId} outcomes={outcomes} />
      <MarketTrades conditionId={conditionId} />
    </div>
  );
}
