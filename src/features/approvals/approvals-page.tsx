import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Address } from '../../ui/address';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { WidgetBoundary } from '../../ui/widget';
import { chainName, groupByFeature, summarise, type FeatureGroup } from './approvals';
import { ApprovalsSummary } from './approvals-summary';
import { ApprovalActions, type ApprovalAction } from './approval-actions';
import { ApprovalsTable } from './approvals-table';
import { approvalsQueryOptions } from '../../wallet/approvals-query';

/** `/portfolio/:address/approvals`: the approvals catalogue for this wallet, grouped by feature. */
export function ApprovalsPage({ address }: { address: string }) {
  const query = useQuery(approvalsQueryOptions(address));
  const data = query.data;
  const summary = useMemo(() => (data ? summarise(data.contracts) : undefined), [data]);
  const groups = useMemo(() => (data ? groupByFeature(data.contracts) : undefined), [data]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold tracking-tight">Approvals</h1>
          <Address address={address} className="text-slate-600 dark:text-slate-400" />
        </div>
        <div className="flex items-center gap-3">
          {query.isFetching && data !== undefined && (
            <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Spinner /> Checking…
            </span>
          )}
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            Check again
          </Button>
        </div>
      </div>

      {query.isError && data === undefined ? (
        <ErrorPanel title="Could not load approvals" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <WidgetBoundary name="Approvals summary">
            <ApprovalsSummary summary={summary} />
          </WidgetBoundary>
          <p className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="approvals-meta">
            {data ? (
              <>
                <span data-testid="approvals-chain">
                  Chain: {chainName(data.chain_id)} ({data.chain_id})
                </span>
                <span>
                  Checked:{' '}
                  <time dateTime={data.checked_at} data-testid="approvals-checked-at">
                    {formatDateTime(data.checked_at)}
                  </time>
                </span>
                <span>{formatCount(data.contracts.length)} approvals in the catalogue</span>
              </>
            ) : (
              <Skeleton className="h-4 w-80 max-w-full" />
            )}
          </p>
          {groups === undefined ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              {[6, 1].map((n, i) => (
                <div key={i} className="flex flex-col gap-2">
                  <Skeleton className="h-5 w-32" />
                  <Skeleton className={n > 1 ? 'h-[25rem] w-full' : 'h-[6.5rem] w-full'} />
                </div>
              ))}
            </div>
          ) : groups.length === 0 ? (
            <EmptyState title="No approvals to check">
              <p>
                The service listed no approvals for this wallet. Try checking again; the catalogue normally lists every contract trading
                needs.
              </p>
            </EmptyState>
          ) : (
            <ApprovalActions
              address={address}
              missing={summary?.missingForTrading ?? []}
              content={(action) => groups.map((g) => <FeatureSection key={g.feature} group={g} action={action} />)}
            />
          )}
        </>
      )}
    </div>
  );
}

/** One feature's approvals under its heading, with the Change column when the trader may change them. */
function FeatureSection({ group: g, action }: { group: FeatureGroup; action?: ApprovalAction }) {
  const approved = g.contracts.filter((c) => c.approved).length;
  return (
    <section aria-labelledby={`feature-${g.feature}`} className="flex flex-col gap-2">
      <h2 id={`feature-${g.feature}`} className="flex items-baseline gap-2 font-semibold">
        {g.label}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          {formatCount(approved)} of {formatCount(g.contracts.length)} approved
        </span>
      </h2>
      <WidgetBoundary name={`${g.label} approvals`}>
        <ApprovalsTable group={g} action={action} />
      </WidgetBoundary>
    </section>
  );
}
