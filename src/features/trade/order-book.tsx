import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { POLL_MS, pollUnlessLive, useLiveBook } from './live';
import { LiveStatusBadge } from './live-status';
import { bookQuery } from './queries';

/*
 * The book with depth, best prices nearest the middle. The wire sends bids ascending and asks
 * descending (the best price last), so both are turned around here for reading top-down.
 */

const DEPTH = 8;

function Side({ levels, tone, label }: { levels: { price: string; size: string }[]; tone: string; label: string }) {
  return (
    <table className="w-full text-sm tabular-nums" aria-label={label}>
      <thead>
        <tr className="text-xs text-slate-500">
          <th className="text-left font-normal">Price</th>
          <th className="text-right font-normal">Shares</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => (
          <tr key={l.price} data-testid={`${label.toLowerCase()}-level`}>
            <td className={tone}>{(Number(l.price) * 100).toFixed(1)}¢</td>
            <td className="text-right">{Number(l.size).toLocaleString('en-US', { maximumFractionDigits: 2 })}</td>
          </tr>
        ))}
        {levels.length === 0 && (
          <tr>
            <td colSpan={2} className="text-slate-500">
              none
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

export function OrderBook({ tokenId }: { tokenId: string }) {
  const live = useLiveBook(tokenId);
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
        Last trade {book.data.last_trade_price ? `${(Number(book.data.last_trade_price) * 100).toFixed(1)}¢` : 'none yet'}
      </p>
      <Side levels={asks} tone="text-rose-700 dark:text-rose-400" label="Asks" />
      <Side levels={bids} tone="text-emerald-700 dark:text-emerald-400" label="Bids" />
    </section>
  );
}
