import type { ReactNode } from 'react';
import { formatMicro } from '../../lib/decimal';
import { equityFigures } from '../../lib/equity-figures';
import { splitHeld } from '../../lib/held-positions';
import { formatCount, formatUsd } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Money } from '../../ui/money';
import { TableFrame, Td, Th } from '../../ui/table';
import type { CsvTable, EquitySummary } from '../../api/data/snapshot';

/**
 * Cash, positions and equity, the latter two recomputed from positions.csv, with the check against
 * equity.csv. The figures come from the shared helpers the Overview uses (src/lib/), so the two
 * views show the same cents; what the snapshot leaves out (open combos) is said on screen.
 */
export function EquitySummaryCard({ summary, positions }: { summary: EquitySummary; positions: CsvTable }) {
  const figures = equityFigures({ cash: summary.cash, positionsValue: summary.positionsValue });
  const held = splitHeld(
    positions.rows,
    (r) => r.redeemable === 'true',
    (r) => r.currentValue ?? '0',
  );
  return (
    <section aria-labelledby="equity-summary-heading" className="flex flex-col gap-3">
      <h2 id="equity-summary-heading" className="font-semibold">
        Equity
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="equity-summary">
        <Stat label="Cash" hint="from equity.csv" testId="equity-cash">
          <Money value={figures.cash} />
        </Stat>
        <Stat label="Positions value" hint={`sum of ${formatCount(held.all.count)} rows`} testId="equity-positions">
          <Money value={figures.positions} />
        </Stat>
        <Stat label="Equity, cash and market positions" hint="open combos are not in the snapshot" testId="equity-total">
          <Money value={figures.marketEquity} />
        </Stat>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="equity-positions-split">
        Positions value: <Money value={held.openPart.value} /> in{' '}
        <span data-testid="equity-open-count">{formatCount(held.openPart.count)}</span> positions of markets still trading +{' '}
        <Money value={held.resolvedPart.value} /> claimable in{' '}
        <span data-testid="equity-resolved-count">{formatCount(held.resolvedPart.count)}</span> positions of resolved markets (archived
        markets included). Open combos are not in the snapshot: the Overview&apos;s equity adds them to this total.
      </p>
      {summary.consistent ? (
        <p className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="equity-check" data-consistent="true">
          <span aria-hidden="true">✓ </span>The totals match equity.csv to the micro-dollar, as of {formatDateTime(summary.asOf)}.
        </p>
      ) : (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          data-testid="equity-check"
          data-consistent="false"
        >
          The totals differ from equity.csv: it states positions {formatUsd(formatMicro(summary.stated.positionsValue))} and equity{' '}
          {formatUsd(formatMicro(summary.stated.equity))}. Take a new snapshot; if the difference stays, the export is inconsistent.
        </p>
      )}
    </section>
  );
}

function Stat({ label, hint, testId, children }: { label: string; hint: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">
        {label} <span className="text-xs">({hint})</span>
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** equity.csv as it is: one line per wallet, every column. */
export function EquityTable({ table }: { table: CsvTable }) {
  return (
    <TableFrame label="equity.csv">
      <table className="w-full border-collapse" data-testid="snapshot-equity">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {table.header.map((h) => (
              <Th key={h} align={h === 'proxyWallet' || h === 'asOf' ? 'left' : 'right'}>
                {h}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              {table.header.map((h) => (
                <Td
                  key={h}
                  align={h === 'proxyWallet' || h === 'asOf' ? 'left' : 'right'}
                  className={h === 'proxyWallet' ? 'font-mono text-xs' : undefined}
                >
                  {r[h]}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
