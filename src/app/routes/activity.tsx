import { ActivityPage } from '../../features/activity/activity-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchActivity } from '../../features/activity/queries';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Activity · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Activity">
        {/* keyed by address: another trader starts fresh, never behind the last one's rows */}
        <ActivityPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchActivity);
