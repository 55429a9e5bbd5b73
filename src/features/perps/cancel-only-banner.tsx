import { useQuery } from '@tanstack/react-query';
import { exchangeQuery } from './queries';

/** The gateway's cancel-only mode (`/v1/info/exchange` → cancel_only), read every 15 s and said plainly. */
export function CancelOnlyBanner() {
  const exchange = useQuery(exchangeQuery());
  if (!exchange.data?.cancel_only) return null;
  return (
    <div
      role="status"
      data-testid="perps-cancel-only"
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-medium">The perps exchange is in cancel-only mode: new orders are refused for now.</p>
      <p>You can still cancel your open orders and manage margin. This notice goes away once trading resumes.</p>
    </div>
  );
}
