import { OverviewPage } from '../../features/overview/overview-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { usePortfolioAddress } from '../portfolio-address';

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
