import { TradePage } from '../../features/trade/trade-page';
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
