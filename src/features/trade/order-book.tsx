import { formatCents } from '../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { BookSide } from '../../ui/book-side';
import { LiveStatusBadge } from '../../ui/live-status-badge';
import { pollUnlessLive } from '../../ui/use-live-book';
import { POLL_MS, useTradeBook } from './live';
import { bookQuery } from './queries';

/*
 * The book with depth, best prices nearest the middle. The wire sends bids ascending and asks
 * descending (the best price last), so both are turned around here for reading top-down.
 */

const DEPTH = 8;

export function OrderBook({ tokenId }: { tokenId: string }) {
  const live = useTradeBook(tokenId);
  const book = useQuery({ ...bookQuery(tokenId), refetchInterval: pollUnlessLive(live, POLL_MS.book) });
  if (book.isPending) return <Skeleton className="h-48 w-full" />;
  if (book.isError) return <ErrorPanel title="Could not load the book" error={book.error} onRetry={() => void book.refetch()} />;
  const asks = book.data.asks.slice(-DEPTH);
  const bids = book.data.bids.slice(-DEPTH).reverse();
  return (
    <section aria-labelledby="book-title" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="book-title" className="text-sm font-semibold">
          Order book
        </h2>
        <LiveStatusBadge status={live} pollSeconds={POLL_MS.book / 1000} />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="last-trade">
        Last trade {book.data.last_trade_price ? formatCents(Number(book.data.last_trade_price)) : 'none yet'}
      </p>
      <BookSide levels={asks} tone="text-rose-700 dark:text-rose-400" label="Asks" />
      <BookSide levels={bids} tone="text-emerald-700 dark:text-emerald-400" label="Bids" />
    </section>
  );
}
