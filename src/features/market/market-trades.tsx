import { Link } from 'wouter';
import { useInfiniteQuery } from '@tanstack/react-query';
import { displayName } from '../../lib/display-name';
import { LOCALE, formatCount, formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { useFirstRows } from '../../ui/use-first-rows';
import { Widget } from '../../ui/widget';
import { tradeNotional } from './market-facts';
import { TRADES_PAGE, tradesQueryOptions } from './queries';

const when = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

const FIRST_ROWS = 4;

/** The market's trades, newest first; more pages on request. */
export function MarketTrades({ conditionId }: { conditionId: string }) {
  const query = useInfiniteQuery(tradesQueryOptions(conditionId));
  const all = query.data?.pages.flatMap((p) => p.data);
  // below the fold on a phone and on a laptop: a few rows in the first paint, the page right after it
  const { shown: rows, partial } = useFirstRows(all, FIRST_ROWS);

  return (
    <Widget title="Trades" testId="market-trades">
      {query.isError && !rows ? (
        <ErrorPanel
          title="Could not load the trades"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState title="No trades yet">
          <p>Trades appear here as soon as someone buys or sells an outcome of this market.</p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <TableFrame label="Trades of this market, newest first">
            <table className="w-full border-collapse" aria-busy={!rows || partial}>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <Th>Time</Th>
                  <Th>Trader</Th>
                  <Th>Side</Th>
                  <Th>Outcome</Th>
                  <Th align="right">Shares</Th>
                  <Th align="right">Price</Th>
                  <Th align="right">Value</Th>
                </tr>
              </thead>
              <tbody>
                {rows
                  ? rows.map((t, i) => (
                      <tr
                        key={`${t.transaction_hash}|${t.proxy_wallet}|${t.token_id}|${i}`}
                        className="h-11 border-b border-slate-100 last:border-b-0 dark:border-slate-800"
                        data-testid="trade-row"
                        data-tx={t.transaction_hash}
                      >
                        <Td>{when.format(t.timestamp * 1000)}</Td>
                        <Td>
                          <Link
                            to={`/portfolio/${t.proxy_wallet}`}
                            className="rounded text-indigo-700 hover:underline dark:text-indigo-300"
                            title={t.proxy_wallet}
                          >
                            {displayName({ name: t.name, pseudonym: t.pseudonym, address: t.proxy_wallet })}
                          </Link>
                        </Td>
                        <Td>
                          <Badge tone={t.side === 'BUY' ? 'positive' : 'warning'}>{t.side === 'BUY' ? 'Buy' : 'Sell'}</Badge>
                        </Td>
                        <Td>{t.outcome}</Td>
                        <Td align="right">{formatShares(t.size)}</Td>
                        <Td align="right">
                          <Price value={t.price} />
                        </Td>
                        <Td align="right">
                          <Money value={tradeNotional(t.size, t.price)} />
                        </Td>
                      </tr>
                    ))
                  : Array.from({ length: 8 }, (_, i) => (
                      <tr key={i} className="h-11 border-b border-slate-100 dark:border-slate-800">
                        {Array.from({ length: 7 }, (_, j) => (
                          <Td key={j}>
                            <Skeleton className="h-4 w-16" />
                          </Td>
                        ))}
                      </tr>
                    ))}
              </tbody>
            </table>
          </TableFrame>
          {all && (
            <div className="flex flex-wrap items-center justify-end gap-3 text-sm">
              {query.isFetchNextPageError && <span className="text-rose-700 dark:text-rose-400">Could not load more trades.</span>}
              <span className="text-slate-600 dark:text-slate-400" aria-live="polite">
                {formatCount(all.length)} trades shown
              </span>
              {query.hasNextPage && (
                <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading…' : query.isFetchNextPageError ? 'Try again' : `Show ${TRADES_PAGE} more`}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </Widget>
  );
}
