import { MarketsPage } from '../../features/markets/markets-page';
import { prefetchMarkets } from '../../features/markets/queries';
import type { PrefetchContext } from '../routes';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  return (
    <>
      <title>Markets · Vantage</title>
      <WidgetBoundary name="Markets">
        <MarketsPage />
      </WidgetBoundary>
    </>
  );
}

export const prefetch = ({ queryClient, search }: PrefetchContext) => prefetchMarkets(queryClient, search);
