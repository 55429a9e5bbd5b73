import { AccountingPage } from '../../features/accounting/accounting-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { usePortfolioAddress } from '../portfolio-address';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Accounting · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Accounting snapshot">
        <AccountingPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}
