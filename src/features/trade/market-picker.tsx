import { useQuery } from '@tanstack/react-query';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { marketsQuery } from './queries';
import type { TradeState } from './url-state';

/** Which market, and which outcome of it, the ticket trades. */
export function MarketPicker({
  state,
  onChange,
  market,
}: {
  state: TradeState;
  onChange: (next: Partial<TradeState>) => void;
  market: ClobMarket | undefined;
}) {
  const markets = useQuery(marketsQuery());
  if (markets.isPending) return <Skeleton className="h-20 w-full" />;
  if (markets.isError)
    return <ErrorPanel title="Could not load the markets" error={markets.error} onRetry={() => void markets.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Market
        <select
          aria-label="Market"
          className="rounded border border-slate-300 px-2 py-2 font-normal dark:border-slate-600 dark:bg-slate-800"
          value={state.market ?? ''}
          onChange={(e) => onChange({ market: e.target.value || undefined, outcome: 0 })}
        >
          <option value="">Choose a market…</option>
          {markets.data.map((m) => (
            <option key={m.condition_id} value={m.condition_id}>
              {m.question}
            </option>
          ))}
        </select>
      </label>
      {market && (
        <fieldset className="flex gap-2">
          <legend className="mb-1 text-sm font-medium">Outcome</legend>
          {market.tokens.map((t, i) => (
            <label
              key={t.token_id}
              className="flex cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
            >
              <input type="radio" name="outcome" checked={state.outcome === i} onChange={() => onChange({ outcome: i })} />
              {t.outcome}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
