import { MarketLink } from '../../ui/market-link';
import { Link } from 'wouter';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatShares } from '../../lib/format';
import { ErrorPanel } from '../../ui/error-panel';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { LiveQuotes, useLiveQuote } from '../../ui/live-quotes';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { Widget } from '../../ui/widget';
import { openPositionsQueryOptions, overviewKeys, type OpenPosition } from './queries';

const TOP = 5;
const ROW = 'flex h-16 items-center gap-3 border-b border-slate-100 last:border-b-0 dark:border-slate-800';

function TopPositionsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the largest positions</span>
      {Array.from({ length: TOP }, (_, i) => (
        <div key={i} className={ROW}>
          <Skeleton className="size-8 rounded-md" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-40" />
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-3 w-12" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The outcome's live price beside the one its value is marked at, while the market channel is live. */
function LivePrice({ tokenId }: { tokenId: string }) {
  const live = useLiveQuote(tokenId);
  return live === undefined ? null : (
    <span data-testid="live-price">
      {' '}
      · live <Price value={Number(live)} />
    </span>
  );
}

function TopPositionsList({ positions }: { positions: readonly OpenPosition[] }) {
  return (
    <ol data-testid="top-positions">
      {positions.map((p) => (
        <li key={p.token_id} className={ROW} data-asset={p.token_id}>
          <IconWithFallback src={p.icon} alt="" size={32} />
          <div className="flex min-w-0 flex-1 flex-col">
            <MarketLink conditionId={p.condition_id} className="truncate rounded font-medium hover:underline" title={p.title}>
              {p.title}
            </MarketLink>
            <span className="truncate text-xs text-slate-600 dark:text-slate-400">
              {p.outcome} · {formatShares(p.current_size)} shares at <Price value={p.current_price} />
              <LivePrice tokenId={p.token_id} />
            </span>
          </div>
          <div className="flex shrink-0 flex-col items-end text-sm">
            <Money value={p.current_value} className="font-medium" />
            <Pnl value={p.unrealized_pnl} className="text-xs" />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The five open positions worth the most, each opening its market; the full list is one link away. */
export function TopPositions({ address }: { address: string }) {
  const query = useQuery(openPositionsQueryOptions(address));
  const rows = query.data;
  // a resolution changes the portfolio's figures (claimable, open value): the overview reads them again
  const client = useQueryClient();
  const onResolved = useCallback(() => void client.invalidateQueries({ queryKey: overviewKeys.all }), [client]);
  return (
    <Widget
      title="Largest positions"
      actions={
        <span className="flex items-center gap-3">
          <LiveQuotes tokenIds={rows?.slice(0, TOP).map((p) => p.token_id) ?? []} onResolved={onResolved} />
          <Link
            to={`/portfolio/${address}/positions`}
            className="rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            All positions →
          </Link>
        </span>
      }
    >
      {rows === undefined ? (
        query.isError ? (
          <ErrorPanel
            title="Could not load open positions"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <TopPositionsSkeleton />
        )
      ) : rows.length === 0 ? (
        <p className="py-4 text-sm text-slate-600 dark:text-slate-400">No open positions.</p>
      ) : (
        // the API served them largest value first
        <TopPositionsList positions={rows.slice(0, TOP)} />
      )}
    </Widget>
  );
}
