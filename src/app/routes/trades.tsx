import { TradesPage } from '../../features/trades/trades-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchTrades } from '../../features/trades/queries';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Trades · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Trades">
        {/* keyed by address: another trader starts fresh, never behind the last one's rows */}
        <TradesPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchTrades);
