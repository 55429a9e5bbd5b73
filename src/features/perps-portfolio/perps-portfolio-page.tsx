import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PerpsPosition } from '../../api/perps/contract/schemas';
import { formatPercent, numberFormat } from '../../lib/format';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Th } from '../../ui/table';
import { perpsPortfolioQuery, perpsTickersQuery } from './queries';

/*
 * The perps positions of the viewed address, from the gateway's public portfolio: side, size, entry,
 * mark, unrealized PnL and ROE, and the account's equity (the figure the Overview adds to the total).
 * Margins and liquidation prices are the account's own reads (the Perps view, with its key).
 */

const price = (text: string) => numberFormat({ maximumFractionDigits: 8 }).format(text as `${number}`);
const TD = 'h-11 px-3 text-sm whitespace-nowrap tabular-nums';

export function PerpsPortfolioPage({ address }: { address: string }) {
  const portfolio = useQuery(perpsPortfolioQuery(address));
  const tickers = useQuery(perpsTickersQuery());
  if (portfolio.isError)
    return <ErrorPanel title="Could not load the perps account" error={portfolio.error} onRetry={() => void portfolio.refetch()} />;
  if (!portfolio.data)
    return (
      <div className="space-y-2" data-testid="perps-portfolio-loading">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  const { positions, equity } = portfolio.data;
  const markOf = (iid: number) => tickers.data?.find((t) => t.instrument_id === iid)?.mark_price;
  return (
    <section aria-labelledby="perps-portfolio-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="perps-portfolio-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Perps account
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Equity <Money value={equity} className="font-semibold text-slate-900 dark:text-slate-100" />{' '}
          <span data-testid="perps-equity" className="sr-only">
            {equity}
          </span>
        </p>
      </div>
      {positions.length === 0 ? (
        <EmptyState
          title="No perps positions"
          actions={
            <Link to="/perps" className={buttonClass('primary')}>
              Open the Perps view
            </Link>
          }
        >
          <p>This address holds no perpetual positions on the gateway.</p>
        </EmptyState>
      ) : (
        <TableFrame label="Perps positions">
          <table className="w-full" data-testid="perps-positions">
            <thead>
              <tr>
                <Th>Instrument</Th>
                <Th>Side</Th>
                <Th align="right">Size</Th>
                <Th align="right">Entry</Th>
                <Th align="right">Mark</Th>
                <Th align="right">Unrealized PnL</Th>
                <Th align="right">ROE</Th>
              </tr>
            </thead>
            <tbody>
              {positions.map((p) => (
                <PositionRow key={p.instrument_id} p={p} mark={markOf(p.instrument_id)} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}

function PositionRow({ p, mark }: { p: PerpsPosition; mark: string | undefined }) {
  const short = p.size.startsWith('-');
  return (
    <tr className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="perps-position">
      <td className={`${TD} font-medium text-slate-900 dark:text-slate-100`}>{p.symbol}</td>
      <td className={TD}>
        <span className={short ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400'}>
          {short ? 'Short' : 'Long'}
        </span>
      </td>
      <td className={`${TD} text-right`}>{short ? p.size.slice(1) : p.size}</td>
      <td className={`${TD} text-right`}>{price(p.entry_price)}</td>
      <td className={`${TD} text-right`}>{mark ? price(mark) : '—'}</td>
      <td className={`${TD} text-right`}>
        <Pnl value={p.unrealized_pnl} />
      </td>
      <td className={`${TD} text-right`}>{formatPercent(Number(p.return_on_equity) * 100, { signed: true })}</td>
    </tr>
  );
}
