import { PerpsPortfolioPage } from '../../features/perps-portfolio/perps-portfolio-page';
import { prefetchPerpsPortfolio } from '../../features/perps-portfolio/queries';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Perps · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Perps">
        <PerpsPortfolioPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch((client, address) => prefetchPerpsPortfolio(client, address));
