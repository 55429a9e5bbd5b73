import { useParams } from 'wouter';
import { MarketPage } from '../../features/market/market-page';
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
