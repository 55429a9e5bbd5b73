import { Link } from 'wouter';
import type { MetadataMarket } from '../../api/metadata/schemas';
import { formatDate } from '../../lib/format';
import { tradeHref } from '../../lib/trade-link';
import { Badge } from '../../ui/badge';
import { buttonClass } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { cx } from '../../ui/cx';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { shortenAddress } from '../../lib/address-shape';
import { marketOutcomes } from './market-facts';

function outcomeTone(index: number, winner: number | null | undefined) {
  if (winner !== null && winner !== undefined) {
    return winner === index
      ? 'border-emerald-400 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950/50'
      : 'border-slate-200 bg-white opacity-75 dark:border-slate-700 dark:bg-slate-900';
  }
  return 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900';
}

/** The market's question, its event, its state and each outcome's price. */
export function MarketHeader({ conditionId, market, winner }: { conditionId: string; market: MetadataMarket; winner?: number | null }) {
  const outcomes = marketOutcomes(market);
  const event = market.events[0];
  return (
    <header className="flex flex-col gap-4" data-testid="market-header">
      <div className="flex items-start gap-3">
        <IconWithFallback src={market.icon || market.image} alt="" size={48} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="text-xl font-semibold tracking-tight" data-testid="market-title">
            {market.question}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {event && (
              <Link to={`/markets?event=${event.id}`} className="rounded text-indigo-700 hover:underline dark:text-indigo-300">
                {event.title}
              </Link>
            )}
            {market.category && <Badge>{market.category}</Badge>}
            {market.closed ? (
              <Badge tone="warning">Closed</Badge>
            ) : market.acceptingOrders ? (
              <Badge tone="positive">Trading</Badge>
            ) : (
              <Badge>Not trading</Badge>
            )}
            {market.negRisk && <Badge tone="info">Neg risk</Badge>}
            <span>Ends {formatDate(market.endDate)}</span>
            <span className="inline-flex items-center">
              <span className="font-mono text-xs" title={conditionId}>
                {shortenAddress(conditionId, 10, 6)}
              </span>
              <CopyButton text={conditionId} label="Copy the market id" />
            </span>
          </div>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap" aria-label="Outcomes and prices">
        {outcomes.map((o) => (
          <li
            key={o.index}
            className={cx('flex min-w-0 flex-col rounded-lg border px-4 py-2 sm:min-w-[9rem]', outcomeTone(o.index, winner))}
            data-testid="outcome-price"
            data-outcome={o.outcome}
          >
            <span className="flex items-center gap-1.5 truncate text-sm text-slate-600 dark:text-slate-400">
              {o.outcome}
              {winner === o.index && <Badge tone="positive">Won</Badge>}
            </span>
            <span className="text-2xl font-semibold" data-testid="outcome-price-value">
              {o.price === null ? '—' : <Price value={o.price} />}
            </span>
          </li>
        ))}
      </ul>
      {!market.closed && market.acceptingOrders && (
        <nav aria-label="Trade this market" className="flex flex-wrap gap-2">
          {outcomes.map((o) => (
            <Link key={o.index} to={tradeHref(conditionId, o.index)} className={buttonClass('secondary')}>
              Trade {o.outcome}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}

export function MarketHeaderSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the market">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-md" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-1.5 rounded-lg border border-slate-200 px-4 py-2 sm:w-36 dark:border-slate-700">
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
