import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import type { LiveStatus } from '../../api/trading/live-socket';
import { formatCents } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { formatExact } from '../../lib/format-exact';
import { matchesMarketFilter } from '../../lib/market-filter';
import { ErrorPanel } from '../../ui/error-panel';
import { FilterInput } from '../../ui/filter-input';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { pollUnlessLive } from '../../ui/use-live-book';
import { POLL_MS } from './live';
import { MarketName, titleOf, useMarketInfos } from './market-name';
import { tradesQuery } from './queries';
import { SideText } from './side-text';

/** The anchor of one fill's row, which a notification of that fill links to. */
export const fillAnchor = (tradeId: string, traderSide: string) => `fill-${tradeId}-${traderSide.toUpperCase()}`;

/**
 * The account's fills from the trading service, by market, with its role (maker or taker) and
 * settlement status. The client reads every page, so the title filter works on the rows in hand.
 */
export function TradeHistory({ l2, eoa, live }: { l2: L2Client; eoa: string; live: LiveStatus }) {
  const trades = useQuery({ ...tradesQuery(eoa, l2), refetchInterval: pollUnlessLive(live, POLL_MS.trades) });
  const [filter, setFilter] = useState('');
  const all = trades.data;
  const infos = useMarketInfos(useMemo(() => (all ?? []).map((t) => t.market), [all]));
  if (trades.isPending) return <Skeleton className="h-24 w-full" />;
  if (trades.isError) return <ErrorPanel title="Could not load your trades" error={trades.error} onRetry={() => void trades.refetch()} />;
  const rows = trades.data.filter((t) => matchesMarketFilter(filter, titleOf(infos, t.market), t.market));
  return (
    <section aria-labelledby="trade-history-title" className="flex min-w-0 flex-col gap-2">
      <h2 id="trade-history-title" className="font-semibold">
        Trade history
      </h2>
      {trades.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No trades yet.</p>
      ) : (
        <>
          <FilterInput
            label="Filter trades by title"
            placeholder="Market title"
            value={filter}
            onChange={setFilter}
            shown={rows.length}
            total={trades.data.length}
            noun="trades"
          />
          {/* a phone reads each fill as a card (index.css, table-cards): no sideways scrolling */}
          <TableFrame label="Trade history" className="table-cards">
            <table className="w-full text-sm" data-testid="trade-history">
              <thead>
                <tr>
                  <Th>Time</Th>
                  <Th>Market</Th>
                  <Th>Side</Th>
                  <Th>Outcome</Th>
                  <Th align="right">Size</Th>
                  <Th align="right">Price</Th>
                  <Th>Role</Th>
                  <Th>Status</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((t) => (
                  <tr
                    key={`${t.id}-${t.trader_side}`}
                    id={fillAnchor(t.id, t.trader_side)}
                    data-testid="trade-row"
                    // a notification's "View fill" lands here: the row says so
                    className="scroll-mt-16 border-t border-slate-100 target:bg-amber-50 dark:border-slate-800 dark:target:bg-amber-950"
                  >
                    <Td data-label="Time" data-card="wide">
                      {formatDateTime(Number(t.match_time))}
                    </Td>
                    <Td data-card="title">
                      {/* a long title wraps within its column instead of running under the next */}
                      <div className="max-w-80 min-w-48 whitespace-normal">
                        <MarketName conditionId={t.market} infos={infos} />
                      </div>
                    </Td>
                    <Td data-label="Side">
                      <SideText side={t.side} />
                    </Td>
                    <Td data-label="Outcome">{t.outcome}</Td>
                    <Td align="right" data-label="Size">
                      {formatExact(t.size)}
                    </Td>
                    <Td align="right" data-label="Price">
                      {formatCents(Number(t.price))}
                    </Td>
                    <Td data-label="Role">{t.trader_side === 'MAKER' ? 'Maker' : 'Taker'}</Td>
                    <Td data-label="Status">{t.status}</Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {rows.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">No trade on a market matching “{filter.trim()}”.</p>
          )}
        </>
      )}
    </section>
  );
}
