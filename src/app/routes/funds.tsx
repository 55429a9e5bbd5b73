import { FundsPage } from '../../features/funds/funds-page';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  return (
    <>
      <title>Deposit and withdraw · Vantage</title>
      <WidgetBoundary name="Funds">
        <FundsPage />
      </WidgetBoundary>
    </>
  );
}
