import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { downloadBytes } from '../../lib/download-bytes';
import { formatCount } from '../../lib/format';
import { Address } from '../../ui/address';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { WidgetBoundary } from '../../ui/widget';
import { CashTransfersSection } from './cash-transfers-section';
import { EquitySummaryCard, EquityTable } from './equity-preview';
import { PositionsPreview } from './positions-preview';
import { snapshotQueryOptions } from './queries';
import { parseSnapshot, snapshotFilename, type Snapshot } from '../../api/data/snapshot';

const kib = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const size = (bytes: number) => (bytes < 1024 ? `${formatCount(bytes)} B` : `${kib.format(bytes / 1024)} KB`);

/** `/portfolio/:address/accounting`: the accounting snapshot, to download and to read in place. */
export function AccountingPage({ address }: { address: string }) {
  const query = useQuery(snapshotQueryOptions(address));
  const bytes = query.data;
  // parsed here rather than in `select`, so a malformed archive is reported without refetching it
  const parsed = useMemo((): { snapshot: Snapshot } | { error: unknown } | undefined => {
    if (!bytes) return undefined;
    try {
      return { snapshot: parseSnapshot(bytes) };
    } catch (error) {
      return { error };
    }
  }, [bytes]);
  const snapshot = parsed && 'snapshot' in parsed ? parsed.snapshot : undefined;
  const fetching = query.isFetching;

  const download = () => {
    if (bytes) downloadBytes(snapshotFilename(address, snapshot?.summary.asOf), bytes, 'application/zip');
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Accounting snapshot</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>

      <section
        aria-labelledby="snapshot-file-heading"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="snapshot-file-heading" className="font-semibold">
              Snapshot archive
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              A ZIP with positions.csv (every open position, archived markets included) and equity.csv (cash, positions value and equity).
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={download} disabled={!bytes || fetching} data-testid="snapshot-download">
              Download ZIP
            </Button>
            <Button onClick={() => void query.refetch()} disabled={fetching}>
              New snapshot
            </Button>
          </div>
        </div>
        <div className="min-h-6 text-sm" aria-live="polite">
          {fetching ? (
            <div className="flex flex-col gap-2" data-testid="snapshot-progress">
              <span className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
                <Spinner /> Preparing the snapshot: the service is writing every position into the archive…
              </span>
              <div
                role="progressbar"
                aria-label="Preparing the snapshot"
                className="h-1.5 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
              >
                <div className="h-full w-1/3 animate-pulse rounded bg-indigo-600 dark:bg-indigo-400" />
              </div>
            </div>
          ) : snapshot ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 dark:text-slate-400" data-testid="snapshot-files">
              <li>
                ZIP: <span className="tabular-nums">{size(bytes?.length ?? 0)}</span>
              </li>
              {snapshot.files.map((f) => (
                <li key={f.name}>
                  {f.name}: <span className="tabular-nums">{size(f.bytes)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <WidgetBoundary name="Deposits and withdrawals">
        <CashTransfersSection address={address} />
      </WidgetBoundary>

      {query.isError && !bytes ? (
        <ErrorPanel title="Could not get the snapshot" error={query.error} onRetry={() => void query.refetch()} retrying={fetching} />
      ) : parsed && 'error' in parsed ? (
        <ErrorPanel title="Could not read the snapshot" error={parsed.error} onRetry={() => void query.refetch()} retrying={fetching} />
      ) : !snapshot ? (
        <PreviewSkeleton />
      ) : (
        <>
          {query.isError && (
            <ErrorPanel
              title="Could not take a new snapshot"
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={fetching}
            />
          )}
          <WidgetBoundary name="Equity summary">
            <EquitySummaryCard summary={snapshot.summary} positions={snapshot.positions} />
          </WidgetBoundary>
          <section aria-labelledby="equity-csv-heading" className="flex flex-col gap-2">
            <h2 id="equity-csv-heading" className="font-semibold">
              equity.csv
            </h2>
            <WidgetBoundary name="equity.csv">
              <EquityTable table={snapshot.equity} />
            </WidgetBoundary>
          </section>
          <section aria-labelledby="positions-csv-heading" className="flex flex-col gap-2">
            <h2 id="positions-csv-heading" className="flex items-baseline gap-2 font-semibold">
              positions.csv
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400" data-testid="snapshot-position-count">
                {formatCount(snapshot.positions.rows.length)} rows
              </span>
            </h2>
            <WidgetBoundary name="positions.csv">
              {snapshot.positions.rows.length === 0 ? (
                <EmptyState title="No open positions in this snapshot">
                  <p>
                    The wallet held no shares when the snapshot was taken; equity is its cash alone. Positions bought later appear in a new
                    snapshot.
                  </p>
                </EmptyState>
              ) : (
                <PositionsPreview table={snapshot.positions} />
              )}
            </WidgetBoundary>
          </section>
        </>
      )}
    </div>
  );
}

function PreviewSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" data-testid="snapshot-skeleton">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-5 w-20" />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[5.25rem] w-full rounded-lg" />
          ))}
        </div>
        <Skeleton className="h-5 w-80 max-w-full" />
      </div>
      <Skeleton className="h-24 w-full rounded-lg" />
      <Skeleton className="h-[50vh] w-full rounded-lg" />
    </div>
  );
}
