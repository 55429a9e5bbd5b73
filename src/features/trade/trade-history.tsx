import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import { formatDateTime } from '../../lib/format-date-time';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import type { LiveStatus } from '../../api/trading/live-socket';
import { pollUnlessLive } from '../../ui/use-live-book';
import { POLL_MS } from './live';
import { tradesQuery } from './queries';

/** The account's fills from the trading service, with its role (maker or taker) and settlement status. */
export function TradeHistory({ l2, eoa, live }: { l2: L2Client; eoa: string; live: LiveStatus }) {
  const trades = useQuery({ ...tradesQuery(eoa, l2), refetchInterval: pollUnlessLive(live, POLL_MS.trades) });
  if (trades.isPending) return <Skeleton className="h-24 w-full" />;
  if (trades.isError) return <ErrorPanel title="Could not load your trades" error={trades.error} onRetry={() => void trades.refetch()} />;
  return (
    <section aria-labelledby="trade-history-title" className="flex flex-col gap-2">
      <h2 id="trade-history-title" className="font-semibold">
        Trade history
      </h2>
      {trades.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No trades yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums" data-testid="trade-history">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 font-normal">Time</th>
                <th className="font-normal">Side</th>
                <th className="font-normal">Outcome</th>
                <th className="text-right font-normal">Size</th>
                <th className="text-right font-normal">Price</th>
                <th className="font-normal">Role</th>
                <th className="font-normal">Status</th>
              </tr>
            </thead>
            <tbody>
              {trades.data.map((t) => (
                <tr key={`${t.id}-${t.trader_side}`} data-testid="trade-row" className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">{formatDateTime(Number(t.match_time))}</td>
                  <td>{t.side}</td>
                  <td>{t.outcome}</td>
                  <td className="text-right">{t.size}</td>
                  <td className="text-right">{(Number(t.price) * 100).toFixed(1)}¢</td>
                  <td>{t.trader_side === 'MAKER' ? 'Maker' : 'Taker'}</td>
                  <td>{t.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
