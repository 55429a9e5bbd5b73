import { KeysPage } from '../../features/trade/keys-page';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  return (
    <>
      <title>API keys · Vantage</title>
      <WidgetBoundary name="API keys">
        <KeysPage />
      </WidgetBoundary>
    </>
  );
}
