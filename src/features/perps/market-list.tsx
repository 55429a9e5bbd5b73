import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { cx } from '../../ui/cx';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { formatChange, formatCountdown, formatPrice, formatQty, formatRate } from './perps-format';
import { useLiveStatus } from './live';
import { statisticsQuery, tickersQuery } from './queries';

/** The clock the funding countdown reads, a tick a second. */
function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

// a symbol or a figure broken over two lines reads as two; the table scrolls sideways instead
const TH = 'whitespace-nowrap px-2 py-1.5 text-right font-medium first:text-left';
const TD = 'whitespace-nowrap px-2 py-1.5 text-right tabular-nums first:text-left';
// the index sits close to the mark and open interest matters less than the price: a phone drops both
const WIDE = 'hidden sm:table-cell';

/** Every instrument with its mark, index, 24 h change, funding and open interest; the chosen one marked. */
export function MarketList({ instruments, chosen }: { instruments: readonly PerpsInstrument[]; chosen: number | undefined }) {
  // tickers::all keeps them current (live.ts); while the socket is down they are read every 10 s instead
  const live = useLiveStatus() === 'live';
  const tickers = useQuery({ ...tickersQuery(), refetchInterval: live ? false : 10_000 });
  const stats = useQuery(statisticsQuery());
  const now = useNow();
  if (tickers.isError) return <ErrorPanel title="Could not load prices" error={tickers.error} onRetry={() => void tickers.refetch()} />;
  const tickerOf = new Map(tickers.data?.map((t) => [t.instrument_id, t]));
  const openOf = new Map(stats.data?.map((s) => [s.instrument_id, s.open_price]));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="perps-markets">
        <caption className="sr-only">Perpetual markets</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th className={TH}>Market</th>
            <th className={TH}>Mark</th>
            <th className={cx(TH, WIDE)}>Index</th>
            <th className={TH}>24 h</th>
            <th className={TH}>Funding (1 h)</th>
            <th className={TH}>Next funding</th>
            <th className={cx(TH, WIDE)}>Open interest</th>
          </tr>
        </thead>
        <tbody>
          {instruments.map((i) => {
            const t = tickerOf.get(i.instrument_id);
            const pd = i.price_decimals;
            return (
              <tr
                key={i.instrument_id}
                data-testid="perps-market-row"
                aria-current={i.instrument_id === chosen ? 'true' : undefined}
                className={cx(
                  'border-t border-slate-100 dark:border-slate-800',
                  i.instrument_id === chosen && 'bg-indigo-50 dark:bg-indigo-950/40',
                )}
              >
                <td className={TD}>
                  <Link to={`/perps/${i.symbol}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    {i.symbol}
                  </Link>
                </td>
                {t ? (
                  <>
                    <td className={TD}>{formatPrice(t.mark_price, pd)}</td>
                    <td className={cx(TD, WIDE)}>{formatPrice(t.index_price, pd)}</td>
                    <td className={TD}>{formatChange(t.mark_price, openOf.get(i.instrument_id))}</td>
                    <td className={TD}>{formatRate(t.funding_rate)}</td>
                    <td className={TD}>{formatCountdown(t.next_funding, now)}</td>
                    <td className={cx(TD, WIDE)}>{formatQty(t.open_interest)}</td>
                  </>
                ) : (
                  <td colSpan={6} className={TD}>
                    <Skeleton className="ml-auto h-4 w-64" />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
