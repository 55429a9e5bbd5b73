import { CombosPage } from '../../features/combos/combos-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchCombos } from '../../features/combos/queries';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Combos · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Combos">
        <CombosPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchCombos);
