import { useQuery } from '@tanstack/react-query';
import { formatUnits } from 'viem';
import type { QuoteBody, SupportedAsset } from '../../api/bridge/contract/schemas';
import { formatExact } from '../../lib/format-exact';
import { formatPercent, formatUsd } from '../../lib/format';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { quoteQuery } from './queries';

/*
 * What a withdrawal is expected to pay out (POST /quote, from Polygon pUSD to the destination): the
 * output in the token's own units (exact, from its base units), the least it may come to, each fee
 * the bridge lists, and how long it should take. An estimate: the wallet signs the pUSD amount,
 * not this.
 */

/** 25 000 ms → "about 25 seconds"; minutes past two. */
export function formatDuration(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  return s < 120 ? `about ${s} second${s === 1 ? '' : 's'}` : `about ${Math.round(s / 60)} minutes`;
}

export function QuotePreview({ body, asset }: { body: QuoteBody; asset: SupportedAsset }) {
  const quote = useQuery(quoteQuery(body));
  if (quote.isPending) return <Skeleton className="h-40 w-full" />;
  if (quote.isError) return <ErrorPanel title="Could not get a quote" error={quote.error} onRetry={() => void quote.refetch()} />;
  const q = quote.data;
  const f = q.estFeeBreakdown;
  const out = formatExact(formatUnits(BigInt(q.estToTokenBaseUnit), asset.token.decimals));
  const rows: [string, string][] = [
    ['You send', `${formatExact(formatUnits(BigInt(body.fromAmountBaseUnit), 6))} pUSD (${formatUsd(q.estInputUsd)})`],
    ['Estimated output', `${out} ${asset.token.symbol} (${formatUsd(q.estOutputUsd)})`],
    ['Minimum received', formatUsd(f.minReceived)],
    [f.appFeeLabel, `${formatUsd(f.appFeeUsd)} (${formatPercent(f.appFeePercent)})`],
    ['Fill cost', `${formatUsd(f.fillCostUsd)} (${formatPercent(f.fillCostPercent)})`],
    ['Gas', formatUsd(f.gasUsd)],
    ['Swap impact', `${formatUsd(f.swapImpactUsd)} (${formatPercent(f.swapImpact)})`],
    ['Total cost', `${formatUsd(f.totalImpactUsd)} (${formatPercent(f.totalImpact)})`],
    ['Slippage allowed', formatPercent(f.maxSlippage)],
    ['Estimated time', formatDuration(q.estCheckoutTimeMs)],
  ];
  return (
    <section
      aria-labelledby="quote-title"
      className="rounded border border-slate-200 p-3 dark:border-slate-700"
      data-testid="withdraw-quote"
    >
      <h3 id="quote-title" className="text-sm font-semibold">
        Quote {quote.isFetching && <span className="font-normal text-slate-500">(updating…)</span>}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right tabular-nums" data-testid={`quote-${label.toLowerCase().replace(/\W+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
