import { useCallback, useMemo, useState } from 'react';
import { hashKey, useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import type { ComboActivity } from '../../api/data/contract/schemas-combos';
import { shortenAddress } from '../../lib/address-shape';
import { downloadText, toCsv } from '../../lib/csv';
import { Address } from '../../ui/address';
import { ErrorPanel } from '../../ui/error-panel';
import type { FullLoadProgress } from '../../api/data/full-history';
import { useFullHistoryLoad } from '../../ui/history-full-load';
import { HistoryListSkeleton } from '../../ui/history-list-skeleton';
import { HistoryToolbar } from '../../ui/history-toolbar';
import { useUrlState } from '../../ui/use-url-state';
import { HistoryEmpty } from '../../ui/history-empty';
import { LoadMore } from '../../ui/load-more';
import { ActivityControls } from './activity-controls';
import { activityCsvName, ACTIVITY_CSV_COLUMNS } from './activity-csv';
import { ACTIVITY_LIST_HEIGHT, ActivityList } from './activity-list';
import { activityFiltersToSearch, DEFAULT_ACTIVITY_FILTERS, isActivityNarrowed, readActivityFilters } from './url-state';
import { buildItems, comboIdOf, type LegsState } from './list-items';
import { activityKeys, activityPagesOptions, comboLegsOptions, narrowFullActivity, readFullActivity, type FullActivity } from './queries';
import { groupRedeems } from './redeem-groups';

const NONE_OPEN: string[] = [];

type LegsResult = { data?: readonly ComboActivity[]; isError: boolean; error: unknown; refetch: () => unknown };

// module-level, so useQueries re-combines only when a legs query changes
const legsStates = (results: LegsResult[]): LegsState[] =>
  results.map((q) =>
    q.data
      ? { status: 'success', events: q.data }
      : q.isError
        ? { status: 'error', error: q.error, retry: () => void q.refetch() }
        : { status: 'pending' },
  );

/**
 * `/portfolio/:address/activity`: every kind of account event in plain words, filtered through the
 * URL, paged from /v2/activity on request, or read whole with "Load full history".
 */
export function ActivityPage({ address }: { address: string }) {
  const { value: filters, change } = useUrlState(readActivityFilters, activityFiltersToSearch);
  const run = useCallback(
    (signal: AbortSignal, onProgress: (p: FullLoadProgress) => void) => readFullActivity(address, filters, signal, onProgress),
    [address, filters],
  );
  const full = useFullHistoryLoad<FullActivity>(activityKeys.full(address, filters), run);
  // a type filter over a full history already read for every type is answered from those rows:
  // no request, and 10,000 rows narrow within a frame or two
  const everyType = useQueryClient().getQueryData<FullActivity>(activityKeys.full(address, { ...filters, types: [] }));
  const narrowed = useMemo(
    () => (filters.types.length > 0 && everyType ? narrowFullActivity(everyType, filters.types) : undefined),
    [everyType, filters.types],
  );
  const held = full.data ?? narrowed;
  // once the full history is on screen, pages are not needed
  const pages = useInfiniteQuery({ ...activityPagesOptions(address, filters), enabled: !held });

  const source = held ? 'full' : 'pages';
  const rows = useMemo(() => {
    if (held) return filters.order === 'oldest' ? [...held.rows].reverse() : held.rows;
    return pages.data?.rows;
  }, [held, filters.order, pages.data]);
  const entries = useMemo(() => (rows ? groupRedeems(rows) : undefined), [rows]);

  // opened combos, remembered per list (entry keys are positions, so another list starts closed)
  const listScope = hashKey([filters, source]);
  const [opened, setOpened] = useState<{ scope: string; keys: ReadonlySet<string> }>({ scope: listScope, keys: new Set() });
  const openKeys = useMemo(() => (opened.scope === listScope ? opened.keys : new Set<string>()), [opened, listScope]);
  const toggle = useCallback(
    (key: string) =>
      setOpened((o) => {
        const keys = new Set(o.scope === listScope ? o.keys : []);
        if (keys.has(key)) keys.delete(key);
        else keys.add(key);
        return { scope: listScope, keys };
      }),
    [listScope],
  );

  const openComboIds = useMemo(() => {
    // nothing open is the usual case: no walk over 10,000 entries on every sort or filter
    if (openKeys.size === 0) return NONE_OPEN;
    const ids = new Set<string>();
    for (const e of entries ?? []) {
      const id = openKeys.has(e.key) ? comboIdOf(e) : null;
      if (id) ids.add(id);
    }
    return [...ids];
  }, [entries, openKeys]);
  // each combo's events are their own query: opening one more fetches only that one
  const legStates = useQueries({ queries: openComboIds.map((id) => comboLegsOptions(address, id)), combine: legsStates });
  const items = useMemo(() => {
    if (!entries) return undefined;
    return buildItems(entries, openKeys, (id) => legStates[openComboIds.indexOf(id)]);
  }, [entries, openKeys, legStates, openComboIds]);

  const exportCsv = () => {
    if (rows) downloadText(activityCsvName(address), toCsv(rows, ACTIVITY_CSV_COLUMNS));
  };

  const label = `Activity of ${shortenAddress(address)}`;
  const complete = held ? held.complete : !pages.hasNextPage && pages.data !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">Activity</h1>
        <Address address={address} className="text-slate-600 dark:text-slate-400" />
      </div>

      <ActivityControls value={filters} onChange={change} />

      <HistoryToolbar
        noun="activity rows"
        rows={rows?.length}
        source={source}
        complete={complete}
        gaps={held?.gaps}
        full={full.state}
        onLoadFull={full.start}
        onCancel={full.cancel}
        onExport={exportCsv}
      />

      {pages.isError && !held && !pages.data ? (
        <ErrorPanel title="Could not load activity" error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : items === undefined ? (
        <HistoryListSkeleton label="Loading activity" height={ACTIVITY_LIST_HEIGHT} />
      ) : items.length === 0 ? (
        <HistoryEmpty
          narrowed={isActivityNarrowed(filters)}
          copy={activityEmptyCopy(address)}
          onClear={() => change(DEFAULT_ACTIVITY_FILTERS)}
        />
      ) : (
        <>
          <ActivityList items={items} label={label} stale={pages.isPlaceholderData && !held} onToggle={toggle} />
          {source === 'pages' && <LoadMore pages={pages} what="activity" />}
        </>
      )}
    </div>
  );
}

const activityEmptyCopy = (address: string) => ({
  narrowedTitle: 'No activity matches these filters',
  narrowedHint: 'Try more types, either side, another market or a wider date range.',
  emptyTitle: 'No activity yet',
  empty: `${shortenAddress(address)} has not traded, deposited or earned anything the service knows of. Its first trade will show up here.`,
});
