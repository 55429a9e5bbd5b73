import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents } from '../../lib/format';
import { ChoiceGroup } from '../../ui/choice-group';
import { cx } from '../../ui/cx';
import { ErrorPanel } from '../../ui/error-panel';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { Skeleton } from '../../ui/skeleton';
import { pollUnlessLive } from '../../ui/use-live-book';
import { useUrlState } from '../../ui/use-url-state';
import { bookDepth } from './book-depth';
import { DepthSide } from './depth-side';
import { POLL_MS, useTradeBook } from './live';
import { bookQuery, marketQuery } from './queries';
import { readTradeState, writeTradeState } from './url-state';

/*
 * The books of both outcomes, side by side where there is room and one at a time, switched in one
 * click, on a phone. Each shows the spread, the midpoint and the cumulative depth of up to 15
 * levels a side; a level is a button that fills the ticket (book-pick.ts). The ticket's outcome is
 * the URL's, so a level of the other outcome switches it there.
 */

const head = 'grid grid-cols-3 gap-2 px-1 text-xs text-slate-500';

function OutcomeBook({ tokenId, outcome, onPick }: { tokenId: string; outcome: string; onPick: (tokenId: string) => void }) {
  const live = useTradeBook(tokenId);
  const book = useQuery({ ...bookQuery(tokenId), refetchInterval: pollUnlessLive(live, POLL_MS.book) });
  if (book.isPending) return <Skeleton className="h-48 w-full" />;
  if (book.isError)
    return <ErrorPanel title={`Could not load the ${outcome} book`} error={book.error} onRetry={() => void book.refetch()} />;
  const depth = bookDepth(book.data);
  return (
    <div className="grid min-w-0 gap-1" data-testid="outcome-book">
      <h3 className="text-sm font-medium">{outcome}</h3>
      <div className={head} aria-hidden="true">
        <span>Price</span>
        <span className="text-right">Shares</span>
        <span className="text-right">Total</span>
      </div>
      <DepthSide tokenId={tokenId} outcome={outcome} book="asks" levels={depth.asks} onPick={onPick} />
      <p className="flex flex-wrap justify-between gap-x-2 border-y border-slate-200 px-1 py-1 text-xs tabular-nums dark:border-slate-700">
        <span data-testid="book-spread">Spread {depth.spread === undefined ? '—' : formatCents(Number(depth.spread))}</span>
        <span data-testid="book-mid">Mid {depth.mid === undefined ? '—' : formatCents(Number(depth.mid))}</span>
      </p>
      <DepthSide tokenId={tokenId} outcome={outcome} book="bids" levels={depth.bids} onPick={onPick} />
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="last-trade">
        Last trade {book.data.last_trade_price ? formatCents(Number(book.data.last_trade_price)) : 'none yet'}
      </p>
    </div>
  );
}

export function OrderBook({ tokenId }: { tokenId: string }) {
  const queryClient = useQueryClient();
  const { value: state, change } = useUrlState(readTradeState, writeTradeState);
  const market = useQuery({ ...marketQuery(state.market ?? '', queryClient), enabled: state.market !== undefined });
  const live = useTradeBook(tokenId);
  // the outcome a phone shows; unset, the ticket's own
  const [shown, setShown] = useState<string | undefined>();
  const tokens = market.data?.tokens.filter((t) => t.token_id) ?? [];
  const listed = tokens.some((t) => t.token_id === tokenId) ? tokens : [{ token_id: tokenId, outcome: 'This outcome' }];
  const visible = shown !== undefined && listed.some((t) => t.token_id === shown) ? shown : tokenId;
  const onPick = (picked: string) => {
    const outcome = listed.findIndex((t) => t.token_id === picked);
    if (picked !== tokenId && (outcome === 0 || outcome === 1)) change({ outcome });
  };
  return (
    <section aria-labelledby="book-title" className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="book-title" className="text-sm font-semibold">
          Order book
        </h2>
        <LiveStatusBadge status={live} pollSeconds={POLL_MS.book / 1000} />
      </div>
      {listed.length > 1 && (
        <ChoiceGroup
          legend="Outcome shown"
          className="sm:hidden"
          value={visible}
          options={listed.map((t) => ({ value: t.token_id, label: t.outcome }))}
          onChange={setShown}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {listed.map((t) => (
          <div key={t.token_id} className={cx('min-w-0', t.token_id !== visible && 'hidden sm:block')}>
            <OutcomeBook tokenId={t.token_id} outcome={t.outcome} onPick={onPick} />
          </div>
        ))}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">Click a level to fill the ticket with its price and the shares up to it.</p>
    </section>
  );
}
