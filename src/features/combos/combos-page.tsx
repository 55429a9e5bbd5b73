import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shortenAddress } from '../../lib/address-shape';
import { formatCount } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date-time';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { Spinner } from '../../ui/spinner';
import { WidgetBoundary } from '../../ui/widget';
import { comboFigures, comboTotals } from './combo-math';
import { listedCombos, statusCounts } from './combo-sync';
import { STATUS_LABELS, type ComboStatus } from './combo-types';
import { CombosControls } from './combos-controls';
import { CombosTable, type ActivityState, type ListedCombo } from './combos-table';
import { CombosTotals } from './combos-totals';
import { comboActivityQueryOptions, combosQueryOptions, reloadCombos, type ComboSync, type CombosData } from './queries';
import { useUrlState } from '../../ui/use-url-state';
import { readView, toggleOpen, viewToSearch } from './url-state';

const SKELETON_ROWS = 4;

/** `/portfolio/:address/combos`: combo positions with their legs and lifecycle, kept in sync incrementally. */
export function CombosPage({ address }: { address: string }) {
  // viewToSearch writes the search by hand so the status list keeps its readable commas
  const { value: view, change } = useUrlState(readView, viewToSearch);
  const client = useQueryClient();
  // both start on the first render: the lifecycle is not waiting behind the positions
  const positions = useQuery(combosQueryOptions(address, view.sort));
  const activity = useQuery(comboActivityQueryOptions(address));
  const data: CombosData | undefined = positions.data;

  const counts = useMemo(() => (data ? statusCounts(data.rows) : undefined), [data]);
  const combos: ListedCombo[] | undefined = useMemo(
    () => (data ? listedCombos(data.rows, view.statuses).map((row) => ({ row, figures: comboFigures(row) })) : undefined),
    [data, view.statuses],
  );
  const totals = useMemo(() => (combos ? comboTotals(combos.map((c) => c.row)) : undefined), [combos]);

  const refetchPositions = positions.refetch;
  const refetchActivity = activity.refetch;
  const refresh = useCallback(() => {
    void refetchPositions();
    void refetchActivity();
  }, [refetchPositions, refetchActivity]);

  const activityState: ActivityState = {
    rows: activity.data,
    error: activity.isError ? activity.error : null,
    retry: () => void refetchActivity(),
    retrying: activity.isFetching,
  };
  const onToggle = useCallback(
    (id: string, open: boolean) => change({ open: toggleOpen(view.open, id, open) }, { replace: true }),
    [change, view.open],
  );
  const label = `Combo positions of ${shortenAddress(address)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight">Combos</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SyncNote sync={data?.sync} fetching={positions.isFetching && data !== undefined} />
          <Button onClick={refresh} disabled={positions.isFetching || positions.isPending}>
            Refresh
          </Button>
          <Button variant="ghost" onClick={() => void reloadCombos(client, address, view.sort)} disabled={positions.isFetching}>
            Reload all
          </Button>
        </div>
      </div>

      <CombosControls view={view} counts={counts} onChange={change} />

      {positions.isError && data === undefined ? (
        <ErrorPanel
          title="Could not load combo positions"
          error={positions.error}
          onRetry={() => void positions.refetch()}
          retrying={positions.isFetching}
        />
      ) : (
        <>
          {positions.isError && (
            <ErrorPanel title="Could not check for changes" error={positions.error} onRetry={refresh} retrying={positions.isFetching}>
              <p className="mt-1 text-rose-800 dark:text-rose-300">The list below is the last one loaded.</p>
            </ErrorPanel>
          )}
          <WidgetBoundary name="Combo totals">
            <CombosTotals count={combos?.length} totals={totals} />
          </WidgetBoundary>
          {combos && combos.length === 0 ? (
            <NoCombos statuses={view.statuses} onShowAll={() => change({ statuses: [] })} />
          ) : (
            <WidgetBoundary name="Combo positions">
              <CombosTable
                label={label}
                combos={combos}
                skeletonRows={SKELETON_ROWS}
                open={view.open}
                onToggle={onToggle}
                activity={activityState}
                busy={positions.isFetching}
              />
            </WidgetBoundary>
          )}
        </>
      )}
    </div>
  );
}

/** What the last fetch did, so a refresh visibly reports "nothing changed" instead of nothing at all. */
function SyncNote({ sync, fetching }: { sync: ComboSync | undefined; fetching: boolean }) {
  let text = '';
  if (fetching) text = 'Checking for changes…';
  else if (sync?.mode === 'incremental') {
    const changed = sync.inserted + sync.replaced;
    const since = sync.since !== null ? ` since ${formatDateTime(sync.since)}` : '';
    text = changed === 0 ? `Up to date: no changes${since}` : `${formatCount(changed)} changed${since} (${formatCount(sync.inserted)} new)`;
  } else if (sync) text = `Loaded ${formatCount(sync.received)} at ${formatDateTime(new Date(sync.at))}`;
  return (
    <span
      role="status"
      className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
      data-testid="combo-sync-status"
      data-mode={sync?.mode}
    >
      {fetching && <Spinner />}
      {text}
    </span>
  );
}

function NoCombos({ statuses, onShowAll }: { statuses: readonly ComboStatus[]; onShowAll: () => void }) {
  if (statuses.length > 0) {
    const names = statuses.map((s) => STATUS_LABELS[s]).join(', ');
    return (
      <EmptyState
        title="No combos with this status"
        actions={
          <Button variant="primary" onClick={onShowAll}>
            Show all statuses
          </Button>
        }
      >
        <p>None of this address's combo positions is {names.toLowerCase()}. Tick another status, or show them all.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No combo positions">
      <p>
        This address holds no combo (multi-market) position. Combos bought on the combos exchange appear here with their legs; single-market
        holdings are under Positions.
      </p>
    </EmptyState>
  );
}
