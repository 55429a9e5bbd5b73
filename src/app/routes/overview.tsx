import { OverviewPage } from '../../features/overview/overview-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchOverview } from '../../features/overview/queries';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Overview · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Overview">
        <OverviewPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchOverview);
