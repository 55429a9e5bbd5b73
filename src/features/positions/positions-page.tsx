import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { PositionSortV2, PositionStatus } from '../../api/data/contract/params-v2';
import { Address } from '../../ui/address';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LinkTabs } from '../../ui/link-tabs';
import { Spinner } from '../../ui/spinner';
import { LiveQuotes } from '../../ui/live-quotes';
import {
  clearFilters,
  filtersToSearch,
  isNarrowed,
  nextSort,
  readFilters,
  STATUS_LABELS,
  STATUSES,
  switchStatus,
  type FiltersChange,
  type PositionFilters,
} from './url-state';
import { PositionsControls, type ScopeLabels } from './positions-controls';
import { PositionsPager } from './positions-pager';
import { PositionsTable } from './positions-table';
import { ClaimableTotal } from './claimable-total';
import { ClaimSection } from './claim-section';
import type { CellContext } from './positions-columns';
import { OpenTabScope } from './open-tab-scope';
import { isResolvedV2, splitHeld } from '../../lib/held-positions';
import { positionKeys, positionsQueryOptions, type PositionRow } from './queries';
import { useUrlState } from '../../ui/use-url-state';

const MAX_SKELETON_ROWS = 10;

const hrefFor = (address: string, f: PositionFilters) => {
  const search = filtersToSearch(f).toString();
  return `/portfolio/${address}/positions${search ? `?${search}` : ''}`;
};

/** The names of the event and market being filtered on, read off the rows they select. */
function scopeLabels(f: PositionFilters, rows: readonly PositionRow[] | undefined): ScopeLabels {
  return {
    event: f.event_id ? rows?.find((r) => r.event_id === f.event_id)?.event_slug || undefined : undefined,
    market: f.condition ? rows?.find((r) => r.condition_id === f.condition)?.title || undefined : undefined,
  };
}

/** `/portfolio/:address/positions`: open, redeemable and closed positions, sorted, filtered and walked by cursor, all in the URL. */
export function PositionsPage({ address }: { address: string }) {
  const { value: filters, change } = useUrlState(readFilters, filtersToSearch);
  const onSort = useCallback((sort: PositionSortV2) => change(nextSort(filters, sort)), [change, filters]);
  const onScope = useCallback((scope: Partial<PositionFilters>) => change(scope), [change]);

  // another sort or filter keeps the current rows on screen (dimmed) instead of a blank table
  const query = useInfiniteQuery({ ...positionsQueryOptions(address, filters), placeholderData: keepPreviousData });
  const listed = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  // the API's OPEN is the superset (resolved markets' positions too); the Open tab shows markets
  // still trading, and the resolved ones are under Redeemable (docs/money-model.md, "Claimable")
  const split = useMemo(
    () => (listed && filters.status === 'OPEN' ? splitHeld(listed, isResolvedV2, (r) => r.current_value) : undefined),
    [listed, filters.status],
  );
  const rows = split ? split.open : listed;
  const stale = query.isPlaceholderData;
  const labels = scopeLabels(filters, stale ? undefined : rows);
  // a listed market resolving moves its position from Open to Redeemable: every list is read again
  const client = useQueryClient();
  const onResolved = useCallback(() => void client.invalidateQueries({ queryKey: positionKeys.all }), [client]);
  const tokenIds = useMemo(() => rows?.filter((r) => !isResolvedV2(r)).map((r) => r.token_id) ?? [], [rows]);

  // the table, with a Claim (Redeemable) or Merge (Open) column on the trader's own Safe (claim-section.tsx)
  const table = (claim?: CellContext['safeAction']) => (
    <PositionsTable
      label={`${STATUS_LABELS[filters.status]} positions`}
      filters={filters}
      onSort={onSort}
      onScope={onScope}
      rows={rows}
      skeletonRows={Math.min(filters.limit, MAX_SKELETON_ROWS)}
      stale={stale}
      safeAction={claim}
    />
  );

  const body = (claim?: CellContext['safeAction']) =>
    rows && rows.length === 0 && !stale && !query.hasNextPage ? (
      <NoPositions address={address} filters={filters} onChange={change} />
    ) : (
      <>
        {filters.status === 'REDEEMABLE' && rows && !stale && <ClaimableTotal rows={rows} more={query.hasNextPage} />}
        {split && !stale && (
          <OpenTabScope
            resolved={split.resolvedPart.count}
            archived={filters.include_archived}
            redeemableHref={hrefFor(address, switchStatus(filters, 'REDEEMABLE'))}
            archivedHref={hrefFor(address, { ...filters, include_archived: true })}
          />
        )}
        {table(claim)}
        {query.isFetchNextPageError && (
          <ErrorPanel
            title="Could not load more positions"
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        )}
        <PositionsPager
          limit={filters.limit}
          rowCount={stale ? undefined : rows?.length}
          hasMore={!stale && query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          busy={stale}
          onLoadMore={() => void query.fetchNextPage()}
          onChange={change}
        />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold tracking-tight">Positions</h1>
          <Address address={address} className="text-slate-600 dark:text-slate-400" />
        </div>
        <LiveQuotes tokenIds={tokenIds} onResolved={onResolved} />
        {query.isFetching && !query.isFetchingNextPage && rows !== undefined && (
          <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner /> Updating…
          </span>
        )}
      </div>

      <LinkTabs
        label="Position status"
        current={filters.status}
        tabs={STATUSES.map((s) => ({ id: s, label: STATUS_LABELS[s], to: hrefFor(address, switchStatus(filters, s)) }))}
      />

      <PositionsControls filters={filters} onChange={change} labels={labels} />

      {query.isError && rows === undefined ? (
        <ErrorPanel title="Could not load positions" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : filters.status !== 'CLOSED' && rows && !stale ? (
        // the claim part stays mounted while its claimed rows leave (even the last): its walk stays on screen
        <ClaimSection address={address} status={filters.status} rows={rows} more={query.hasNextPage} content={body} />
      ) : (
        body()
      )}
    </div>
  );
}

const EMPTY_TITLES: Record<PositionStatus, string> = {
  OPEN: 'No open positions',
  REDEEMABLE: 'Nothing to redeem',
  CLOSED: 'No closed positions',
};
const EMPTY_TEXT: Record<PositionStatus, string> = {
  OPEN: 'This address holds no shares right now. Positions it has exited are under Closed.',
  REDEEMABLE: 'No resolved market holds shares of this address, so there is nothing waiting to be redeemed.',
  CLOSED: 'This address has not exited a position yet. What it holds now is under Open.',
};

/** An empty list says why it may be empty and offers the way out that fits. */
function NoPositions({ address, filters, onChange }: { address: string; filters: PositionFilters; onChange: FiltersChange }) {
  if (isNarrowed(filters)) {
    return (
      <EmptyState
        title="No positions match these filters"
        actions={
          <Button variant="primary" onClick={() => onChange(clearFilters(filters))}>
            Clear filters
          </Button>
        }
      >
        <p>Try a shorter title, another event or market, or a lower minimum.</p>
      </EmptyState>
    );
  }
  const other: PositionStatus = filters.status === 'CLOSED' ? 'OPEN' : 'CLOSED';
  return (
    <EmptyState
      title={EMPTY_TITLES[filters.status]}
      actions={
        <Link to={hrefFor(address, switchStatus(filters, other))} className={buttonClass('secondary')}>
          See {STATUS_LABELS[other].toLowerCase()} positions
        </Link>
      }
    >
      <p>{EMPTY_TEXT[filters.status]}</p>
    </EmptyState>
  );
}
