import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import type { AccountPortfolio, PerpsPosition } from '../../../api/perps/contract/schemas';
import { formatUnits, parseUnits, toMicro } from '../../../lib/decimal';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ErrorPanel } from '../../../ui/error-panel';
import { Money } from '../../../ui/money';
import { Pnl } from '../../../ui/pnl';
import { Skeleton } from '../../../ui/skeleton';
import { TableFrame, Td, Th } from '../../../ui/table';
import { exact, roeText, SideText } from './figures';
import { MarginDialog } from './margin-dialog';
import { portfolioQuery, tickersQuery, type PerpsClient } from './queries';
import { useMarginChange } from './use-margin-change';

/*
 * The account's positions as the gateway commits them (facts §6.1), with the account's margin
 * figures above. The portfolio carries no mark, so the mark comes from the public tickers; when
 * they are not in, the position's value over its size stands in (the gateway values at mark).
 * One margin change at a time for the whole account: the spec forbids signing another until the
 * first one's outcome is known, and the lock lives here so every row's button obeys it.
 */

export function PositionsPanel({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  const portfolio = useQuery(portfolioQuery(client, session));
  const tickers = useQuery(tickersQuery(client));
  const change = useMarginChange(client, session);
  const [editing, setEditing] = useState<number | null>(null);

  if (portfolio.isPending)
    return (
      <div className="space-y-2" data-testid="perps-positions-loading">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (portfolio.isError)
    return <ErrorPanel title="Could not load the positions" error={portfolio.error} onRetry={() => void portfolio.refetch()} />;

  const { positions } = portfolio.data;
  const markOf = (p: PerpsPosition) => tickers.data?.find((t) => t.instrument_id === p.instrument_id)?.mark_price ?? valueMark(p);
  const open = positions.find((p) => p.instrument_id === editing);
  return (
    <div className="flex flex-col gap-3">
      <MarginFigures portfolio={portfolio.data} />
      {change.isPending && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          A margin change is waiting for its outcome; no other change is signed until it is known.
        </p>
      )}
      {positions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No open positions.</p>
      ) : (
        <TableFrame label="Perps positions">
          <table className="w-full" data-testid="perps-account-positions">
            <thead>
              <tr>
                <Th>Instrument</Th>
                <Th>Side</Th>
                <Th align="right">Size</Th>
                <Th align="right">Entry</Th>
                <Th align="right">Mark</Th>
                <Th align="right">Unrealized PnL</Th>
                <Th align="right">ROE</Th>
                <Th align="right">Liq. price</Th>
                <Th align="right">Margin</Th>
                <Th>
                  <span className="sr-only">Margin actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {positions.map((p) => {
                const short = p.size.startsWith('-');
                return (
                  <tr
                    key={p.instrument_id}
                    data-testid="perps-account-position"
                    className="border-t border-slate-100 dark:border-slate-800"
                  >
                    <Td className="font-medium">{p.symbol}</Td>
                    <Td>
                      <SideText long={!short} />
                    </Td>
                    <Td align="right">{exact(short ? p.size.slice(1) : p.size)}</Td>
                    <Td align="right">{exact(p.entry_price)}</Td>
                    <Td align="right">{exact(markOf(p))}</Td>
                    <Td align="right">
                      <Pnl value={p.unrealized_pnl} />
                    </Td>
                    <Td align="right">{roeText(p.return_on_equity)}</Td>
                    <Td align="right">{exact(p.liquidation_price)}</Td>
                    <Td align="right">
                      <span className="inline-flex items-center gap-1.5">
                        <Badge tone={p.cross ? 'info' : 'neutral'}>{p.cross ? 'cross' : 'isolated'}</Badge>
                        <span data-testid="position-margin">{p.initial_margin ? <Money value={p.initial_margin} /> : '—'}</span>
                      </span>
                    </Td>
                    <Td>
                      {!p.cross && (
                        <Button
                          variant="ghost"
                          disabled={change.isPending}
                          aria-label={`Add or remove margin: ${p.symbol}`}
                          title={change.isPending ? 'Waiting for the outcome of the last margin change' : undefined}
                          onClick={() => {
                            // a settled change's answer belongs to its own dialog, not this one
                            change.reset();
                            setEditing(p.instrument_id);
                          }}
                        >
                          Margin…
                        </Button>
                      )}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <MarginDialog
        position={open}
        available={portfolio.data.margin.available_order_margin}
        change={change}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

/** Without a ticker: the gateway values a position at mark, so value / |size| is the mark it used (exact, 8 places). */
function valueMark(p: PerpsPosition): string | undefined {
  if (!p.position_value) return undefined;
  const size = p.size.replace(/^-/, '');
  const places = size.split('.')[1]?.length ?? 0;
  const units = parseUnits(size, places);
  if (units === 0n) return undefined;
  return formatUnits((toMicro(p.position_value) * 10n ** BigInt(places + 8)) / (units * 1_000_000n), 8);
}

function MarginFigures({ portfolio }: { portfolio: AccountPortfolio }) {
  const m = portfolio.margin;
  const figures: [string, string, string][] = [
    ['Account value', m.total_account_value, 'total-account-value'],
    ['Available for orders', m.available_order_margin, 'available-order-margin'],
    ['Withdrawable', portfolio.withdrawable, 'withdrawable'],
    ['Initial margin', m.total_initial_margin, 'total-initial-margin'],
    ['Maintenance margin', m.total_maintenance_margin, 'total-maintenance-margin'],
  ];
  return (
    <div className="flex flex-col gap-2">
      {portfolio.in_liquidation && (
        <p
          role="alert"
          className="rounded border border-rose-300 bg-rose-50 p-3 text-sm font-medium text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200"
        >
          In liquidation: the account’s equity fell below its maintenance margin. New orders are refused and positions are being closed
          until it recovers.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value, id]) => (
          <div key={id} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            {/* the exact decimal rides along for tests and copy: the shown one is rounded to cents */}
            <dd className="font-semibold" data-testid={id} data-value={value}>
              <Money value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
