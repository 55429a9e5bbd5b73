import { Link } from 'wouter';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { tradeHref } from '../../lib/trade-link';
import { MarketLink } from '../../ui/market-link';
import type { PositionRow } from './queries';

/* The Positions table's market cell: icon, title (a link to the market), outcome and state badges, and "Trade" for an open row. */

export function outcomeTone(outcome: string): string {
  const o = outcome.toLowerCase();
  if (o === 'yes') return 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300';
  if (o === 'no') return 'bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-300';
  return 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-300';
}

/* on a phone the cell is a card's full width (positions-table.tsx) */
export const MARKET_WIDTH = 'w-[11.5rem] max-sm:w-auto sm:w-[15rem] lg:w-[18rem]';

/** The title is a real link to the market, so a row opens its market by click, Enter, or a new tab. */
export function MarketCell({ position: p }: { position: PositionRow }) {
  return (
    <div className={cx('flex items-center gap-3', MARKET_WIDTH)}>
      <IconWithFallback src={p.icon} alt="" size={32} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* the whole title: markets of one event often differ only at its end ("…by March 31?") */}
        <MarketLink
          conditionId={p.condition_id}
          className="rounded text-[13px] leading-[18px] font-medium whitespace-normal text-slate-900 hover:text-indigo-700 hover:underline dark:text-slate-100 dark:hover:text-indigo-300"
          title={p.title}
          data-testid="market-link"
        >
          {p.title || 'Untitled market'}
        </MarketLink>
        {/* badges wrap onto another line rather than being cut off */}
        <span className="flex flex-wrap items-center gap-1.5">
          <span
            className={cx(
              'max-w-[8rem] shrink-0 truncate rounded px-1.5 py-px text-[11px] leading-4 font-semibold',
              outcomeTone(p.outcome),
            )}
            title={p.outcome}
          >
            {p.outcome}
          </span>
          {p.status === 'OPEN' && (p.outcome_index === 0 || p.outcome_index === 1) && (
            <Link
              to={tradeHref(p.condition_id, p.outcome_index)}
              className="shrink-0 rounded px-1 text-[11px] leading-4 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              aria-label={`Trade ${p.outcome} of ${p.title || 'this market'}`}
              data-testid="trade-link"
            >
              Trade
            </Link>
          )}
          {p.status === 'REDEEMABLE' && (
            <Badge tone="positive" title="The market has resolved: these shares can be redeemed for collateral">
              Redeemable
            </Badge>
          )}
          {p.mergeable && (
            <Badge tone="info" title="Holding both outcomes: pairs can be merged back into collateral">
              Mergeable
            </Badge>
          )}
          {p.negative_risk && (
            <Badge tone="neutral" title="Part of a negative-risk event (one outcome of many wins)">
              Neg risk
            </Badge>
          )}
        </span>
      </div>
    </div>
  );
}
