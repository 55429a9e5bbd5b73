import { ApprovalsPage } from '../../features/approvals/approvals-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchApprovals } from '../../wallet/approvals-query';

export function Component() {
  const address = usePortfolioAddress();
  return (
    <>
      <title>{`Approvals · ${shortenAddress(address)} · Vantage`}</title>
      <WidgetBoundary name="Approvals">
        <ApprovalsPage key={address} address={address} />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = portfolioPrefetch(prefetchApprovals);
