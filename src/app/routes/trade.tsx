import { prefetchTrade } from '../../features/trade/queries';
import { TradePage } from '../../features/trade/trade-page';
import type { PrefetchContext } from '../routes';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  return (
    <>
      <title>Trade · Vantage</title>
      <WidgetBoundary name="Trade">
        <TradePage />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = ({ queryClient }: PrefetchContext) => prefetchTrade(queryClient);
