import { CombosPage } from '../../features/combos/combos-page';
import { shortenAddress } from '../../lib/address-shape';
import { WidgetBoundary } from '../error-boundary';
import { portfolioPrefetch, usePortfolioAddress } from '../portfolio-address';
import { prefetchCombos, reloadCombos } from '../../features/combos/queries';
import { readView } from '../../features/combos/url-state';

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

/*
 * When the page's HTML already asked for the whole list, the restored mirror is dropped first: its
 * incremental sync would read something else and leave that answer, on its way, unused.
 */
export const prefetch = portfolioPrefetch((client, address, search, { readsStarted }) => {
  if (readsStarted) void reloadCombos(client, address, readView(new URLSearchParams(search)).sort);
  prefetchCombos(client, address, search);
});
