import { useQuery } from '@tanstack/react-query';
import type { CashTransfer, CashTransfers } from '../../api/data/cash-transfers';
import { toCsv, downloadText, type CsvColumn } from '../../lib/csv';
import { formatMicro, toMicro } from '../../lib/decimal';
import { formatCount } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { cashTransfersQueryOptions } from './queries';

/*
 * Money in and out of the wallet beside the snapshot: every deposit and withdrawal (bridge
 * transfers, the faucet, pUSD sent between wallets), their totals and net deposits, and a CSV of
 * them. The snapshot's archive holds only positions and equity, as the spec fixes it, so the
 * transfers are their own file.
 */

const SHOWN = 100;

/** A row's amount signed the way it moved the cash: + in, − out, exact. */
const signedAmount = (r: CashTransfer) => (r.type === 'WITHDRAWAL' ? -1n : 1n) * toMicro(Math.abs(r.usdc_size));

const COLUMNS: readonly CsvColumn<CashTransfer>[] = [
  { header: 'timestamp', value: (r) => new Date(r.timestamp * 1000).toISOString() },
  { header: 'type', value: (r) => r.type },
  { header: 'amount', value: (r) => formatMicro(signedAmount(r)) },
  { header: 'transactionHash', value: (r) => r.transaction_hash },
];

export function cashTransfersCsv(rows: readonly CashTransfer[]): string {
  return toCsv(rows, COLUMNS);
}

export function CashTransfersSection({ address }: { address: string }) {
  const query = useQuery(cashTransfersQueryOptions(address));
  const data = query.data;
  return (
    <section aria-labelledby="transfers-heading" className="flex flex-col gap-2" data-testid="cash-transfers">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="transfers-heading" className="flex items-baseline gap-2 font-semibold">
          Deposits and withdrawals
          {data && (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{formatCount(data.rows.length)} transfers</span>
          )}
        </h2>
        <Button
          disabled={!data || data.rows.length === 0}
          onClick={() => data && downloadText(`transfers-${address.toLowerCase()}.csv`, cashTransfersCsv(data.rows))}
        >
          Export CSV
        </Button>
      </div>
      {query.isError ? (
        <ErrorPanel
          title="Could not load deposits and withdrawals"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <Skeleton className="h-32 w-full rounded-lg" />
      ) : data.rows.length === 0 ? (
        <EmptyState title="No deposits or withdrawals">
          <p>Money this wallet receives or sends (a bridge deposit, a withdrawal, pUSD between wallets) is listed here.</p>
        </EmptyState>
      ) : (
        <>
          <Totals data={data} />
          <TransfersTable rows={data.rows.slice(0, SHOWN)} />
          {data.rows.length > SHOWN && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The newest {formatCount(SHOWN)} are shown; the CSV holds all {formatCount(data.rows.length)}.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Totals({ data }: { data: CashTransfers }) {
  const figures = [
    { label: 'Deposited', value: data.deposited, id: 'transfers-deposited', strong: false },
    { label: 'Withdrawn', value: data.withdrawn, id: 'transfers-withdrawn', strong: false },
    { label: 'Net deposits', value: data.net, id: 'transfers-net', strong: true },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="transfer-totals">
      {figures.map((f) => (
        <div key={f.id} className="flex gap-2">
          <dt className={f.strong ? 'font-medium' : 'text-slate-600 dark:text-slate-400'}>{f.label}</dt>
          <dd data-testid={f.id} className={f.strong ? 'font-medium' : undefined}>
            <Money value={f.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TransfersTable({ rows }: { rows: readonly CashTransfer[] }) {
  return (
    <TableFrame label="Deposits and withdrawals">
      <table className="w-full text-sm">
        <thead>
          <tr>
            <Th>Time</Th>
            <Th>Type</Th>
            <Th align="right">Amount</Th>
            <Th>Transaction</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.transaction_hash}-${i}`} data-testid="transfer-row" className="border-b border-slate-100 dark:border-slate-800">
              <Td>{formatDateTime(r.timestamp)}</Td>
              <Td>{r.type === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</Td>
              <Td align="right">
                <Money value={formatMicro(signedAmount(r))} signed coloured />
              </Td>
              <Td className="max-w-[12rem] truncate font-mono text-xs" title={r.transaction_hash}>
                {r.transaction_hash}
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
