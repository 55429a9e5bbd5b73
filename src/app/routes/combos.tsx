import { CombosPage } from '../../features/combos/combos-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { usePortfolioAddress } from '../portfolio-address';

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
