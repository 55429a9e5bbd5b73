import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PerpsSession } from '../../../api/perps/client';
import { formatDateTime } from '../../../lib/format-date-time';
import { numberFormat } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { ErrorPanel } from '../../../ui/error-panel';
import { Money } from '../../../ui/money';
import { Pnl } from '../../../ui/pnl';
import { Skeleton } from '../../../ui/skeleton';
import { TableFrame, Td, Th } from '../../../ui/table';
import { exact, SideText, symbolOf, useInstruments } from './figures';
import { fillsQuery, fundingQuery, fundingStart, type PerpsClient } from './queries';

/*
 * What already happened to the account: its recent fills (the gateway's newest page) and the
 * funding it paid or received over the last week. Both read only; both poll with the panel.
 */

const when = (ms: number) => formatDateTime(new Date(ms));
// hourly rates are hundredths of a percent: four places keep them readable (0.0125 %)
const rateText = (rate: string) =>
  numberFormat({ style: 'percent', maximumFractionDigits: 4, signDisplay: 'exceptZero' }).format(rate as `${number}`);

export function FillsPanel({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  const fills = useQuery(fillsQuery(client, session));
  const instruments = useInstruments(client);
  if (fills.isPending) return <Skeleton className="h-24 w-full" />;
  if (fills.isError) return <ErrorPanel title="Could not load the fills" error={fills.error} onRetry={() => void fills.refetch()} />;
  if (fills.data.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No fills yet.</p>;
  return (
    <TableFrame label="Perps fills">
      <table className="w-full" data-testid="perps-fills">
        <thead>
          <tr>
            <Th>Time</Th>
            <Th>Instrument</Th>
            <Th>Side</Th>
            <Th align="right">Price</Th>
            <Th align="right">Quantity</Th>
            <Th align="right">Fee</Th>
            <Th align="right">Realized PnL</Th>
            <Th>Role</Th>
          </tr>
        </thead>
        <tbody>
          {fills.data.data.map((f) => (
            <tr key={`${f.trade_id}-${f.order_id}`} data-testid="perps-fill" className="border-t border-slate-100 dark:border-slate-800">
              <Td>{when(f.timestamp)}</Td>
              <Td className="font-medium">{symbolOf(instruments, f.instrument_id)}</Td>
              <Td>
                <SideText long={f.side === 'long'} />
              </Td>
              <Td align="right">{exact(f.price)}</Td>
              <Td align="right">{exact(f.quantity)}</Td>
              <Td align="right">
                <Money value={f.fee} />
              </Td>
              <Td align="right">
                <Pnl value={f.realized_pnl} />
              </Td>
              <Td>
                <span className="inline-flex gap-1.5">
                  {f.taker ? 'Taker' : 'Maker'}
                  {f.liquidation && <Badge tone="warning">liquidation</Badge>}
                </span>
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function FundingPanel({ session, client }: { session: PerpsSession; client: PerpsClient }) {
  // fixed at mount, on the hour: the key does not change with every render
  const [start] = useState(() => fundingStart(Date.now()));
  const funding = useQuery(fundingQuery(client, session, start));
  const instruments = useInstruments(client);
  if (funding.isPending) return <Skeleton className="h-16 w-full" />;
  if (funding.isError)
    return <ErrorPanel title="Could not load the funding history" error={funding.error} onRetry={() => void funding.refetch()} />;
  if (funding.data.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No funding paid or received in the last 7 days.</p>;
  return (
    <TableFrame label="Perps funding payments">
      <table className="w-full" data-testid="perps-funding">
        <thead>
          <tr>
            <Th>Time</Th>
            <Th>Instrument</Th>
            <Th align="right">Rate (hourly)</Th>
            <Th align="right">Payment</Th>
          </tr>
        </thead>
        <tbody>
          {funding.data.data.map((p) => (
            <tr key={`${p.instrument_id}-${p.timestamp}`} className="border-t border-slate-100 dark:border-slate-800">
              <Td>{when(p.timestamp)}</Td>
              <Td className="font-medium">{symbolOf(instruments, p.instrument_id)}</Td>
              <Td align="right">{rateText(p.funding_rate)}</Td>
              <Td align="right">
                {/* received is +, paid is − (the gateway's sign) */}
                <Pnl value={p.payment} />
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
      {funding.data.more && <p className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">Older payments are not shown.</p>}
    </TableFrame>
  );
}
