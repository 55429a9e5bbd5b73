import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PositionSort } from '../../api/data/params';
import { shortenAddress } from '../../lib/address-shape';
import { formatShares } from '../../lib/format';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Spinner } from '../../ui/spinner';
import { DEFAULT_FILTERS, isNarrowed, nextSort, type PositionFilters } from './filters';
import { PositionsControls, type FiltersChange } from './positions-controls';
import { PositionsPager } from './positions-pager';
import { PositionsTable } from './positions-table';
import { positionsQueryOptions } from './queries';
import { useUrlFilters } from './use-url-filters';

const MAX_SKELETON_ROWS = 10;

/** `/portfolio/:address/positions`: every open position, sorted, filtered and paged through the URL. */
export function PositionsPage({ address }: { address: string }) {
  const { filters, shown, change } = useUrlFilters();
  const sortBy = useCallback((column: PositionSort) => change(nextSort(shown, column)), [change, shown]);

  const query = useQuery(positionsQueryOptions(address, filters));
  const rows = query.data;
  const label = `Open positions of ${shortenAddress(address)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight">Positions</h1>
        {query.isFetching && rows !== undefined && (
          <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner /> Updating…
          </span>
        )}
      </div>

      <PositionsControls filters={shown} onChange={change} />

      {query.isError ? (
        <ErrorPanel title="Could not load positions" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows && rows.length === 0 ? (
        <NoPositions filters={filters} onChange={change} />
      ) : (
        <>
          <PositionsTable
            label={label}
            filters={shown}
            onSort={sortBy}
            rows={rows}
            skeletonRows={Math.min(filters.limit, MAX_SKELETON_ROWS)}
            stale={query.isPlaceholderData}
          />
          <PositionsPager filters={filters} shownLimit={shown.limit} rowCount={rows?.length} busy={query.isPlaceholderData} onChange={change} />
        </>
      )}
    </div>
  );
}

/** An empty page says why it may be empty and offers the way out that fits. */
function NoPositions({ filters, onChange }: { filters: PositionFilters; onChange: FiltersChange }) {
  if (filters.page > 1) {
    return (
      <EmptyState title="No positions on this page" actions={<Button onClick={() => onChange({ page: 1 })}>Go to the first page</Button>}>
        <p>The list ended on an earlier page.</p>
      </EmptyState>
    );
  }
  const narrowed = isNarrowed(filters);
  return (
    <EmptyState
      title={narrowed ? 'No positions match these filters' : 'No open positions'}
      actions={
        <>
          {filters.sizeThreshold > 0 && (
            <Button onClick={() => onChange({ sizeThreshold: 0 })} variant={narrowed ? 'secondary' : 'primary'}>
              Show positions of any size
            </Button>
          )}
          {narrowed && (
            <Button
              variant="primary"
              onClick={() =>
                onChange({ title: '', redeemable: false, mergeable: false, sizeThreshold: DEFAULT_FILTERS.sizeThreshold })
              }
            >
              Clear filters
            </Button>
          )}
        </>
      }
    >
      {narrowed ? (
        <p>Try a shorter title, turn off Redeemable or Mergeable, or lower the minimum size.</p>
      ) : (
        <p>
          This address holds no position of {formatShares(filters.sizeThreshold)} shares or more. Smaller positions are hidden by the minimum size.
        </p>
      )}
    </EmptyState>
  );
}
