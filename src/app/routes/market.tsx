import { useParams } from 'wouter';
import { MarketPage } from '../../features/market/market-page';
import { prefetchMarket } from '../../features/market/queries';
import type { PrefetchContext } from '../routes';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  const conditionId = useParams<{ conditionId?: string }>().conditionId ?? '';
  return (
    <>
      <title>{`Market ${shortenAddress(conditionId, 10, 6)} · Vantage`}</title>
      <WidgetBoundary name="Market">
        {/* keyed by market: another market starts fresh, never behind the last one's figures */}
        <MarketPage key={conditionId} conditionId={conditionId} />
      </WidgetBoundary>
    </>
  );
}

// a condition id is plain hex: a path that needs decoding is not one, and prefetchMarket skips it
export const prefetch = ({ queryClient, pathname, search }: PrefetchContext) =>
  prefetchMarket(queryClient, /^\/market\/([^/]+)/.exec(pathname)?.[1] ?? '', search);
