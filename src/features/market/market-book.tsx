import { formatCents } from '../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { BookSide } from '../../ui/book-side';
import { ErrorPanel } from '../../ui/error-panel';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { Skeleton } from '../../ui/skeleton';
import { pollUnlessLive, sandboxQueryOptions, useLiveBook } from '../../ui/use-live-book';
import { Widget } from '../../ui/widget';
import { bookQueryOptions, marketKeys } from './queries';

const DEPTH = 5;
const POLL_MS = 10_000;

/**
 * The first outcome's book and last trade, live on the local service; loaded after the page has drawn.
 * A closed market has no book, so none is asked for (the service would answer 404, and the browser log it).
 */
export default function MarketBook({
  conditionId,
  outcome,
  tokenId,
  closed,
}: {
  conditionId: string;
  outcome: string;
  tokenId: string;
  closed: boolean;
}) {
  const sandbox = useQuery(sandboxQueryOptions()).data === true;
  const live = useLiveBook(tokenId, sandbox && !closed, marketKeys.book(conditionId, tokenId));
  const book = useQuery({ ...bookQueryOptions(conditionId, tokenId), enabled: !closed, refetchInterval: pollUnlessLive(live, POLL_MS) });
  return (
    <Widget title={`Order book · ${outcome}`} testId="market-book">
      {closed ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">The market is closed: the trading service keeps no book for it.</p>
      ) : book.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : book.isError ? (
        <ErrorPanel title="Could not load the book" error={book.error} onRetry={() => void book.refetch()} />
      ) : book.data === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">The trading service keeps no book for this market.</p>
      ) : (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="last-trade">
              Last trade {book.data.last_trade_price ? formatCents(Number(book.data.last_trade_price)) : 'none yet'}
            </p>
            <LiveStatusBadge status={live} pollSeconds={POLL_MS / 1000} />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <BookSide levels={book.data.bids.slice(-DEPTH).reverse()} tone="text-emerald-700 dark:text-emerald-400" label="Bids" />
            <BookSide levels={book.data.asks.slice(-DEPTH).reverse()} tone="text-rose-700 dark:text-rose-400" label="Asks" />
          </div>
        </div>
      )}
    </Widget>
  );
}
