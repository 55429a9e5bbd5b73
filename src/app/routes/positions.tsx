import { PositionsPage } from '../../features/positions/positions-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchPositions } from '../../features/positions/queries';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Positions · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Positions">
        {/* keyed by address: another trader starts fresh, never behind the last one's rows */}
        <PositionsPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchPositions);
