import { MarketsPage } from '../../features/markets/markets-page';
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
