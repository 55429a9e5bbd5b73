import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { COMBO_ACTIVITY_LIMIT, COMBO_POSITIONS_LIMIT } from '../../api/data/contract/params-combos';
import { collectAll } from '../../api/data/page-all';
import { dataClient } from '../../api/endpoints';
import { comboActivityV2, comboPositionsV2 } from '../../api/data/contract/routes-combos';
import { mergeCombos, watermarkOf, type ComboCache } from './combo-sync';
import { COMBO_STATUSES, type ComboActivityRow, type ComboSort } from './combo-types';
import { readView } from './url-state';

/** The data-service routes this view calls (src/api/endpoints.ts); a test hands in the whole service's client. */
const dataApi = { v2: dataClient({ comboPositions: comboPositionsV2, comboActivity: comboActivityV2 }) };
type DataRoutes = typeof dataApi;

/*
 * The only calls to src/api for the Combos view. The positions list is a mirror: its first load
 * reads every row, later fetches of the same key (Refresh, a stale refetch, a reload over the
 * persisted cache) read only what changed since the watermark and merge it in.
 */
export const comboKeys = {
  all: ['combos'] as const,
  positions: (address: string, sort: ComboSort) => [...comboKeys.all, 'positions', address, sort] as const,
  activity: (address: string) => [...comboKeys.all, 'activity', address] as const,
};

export type ComboSync = {
  mode: 'full' | 'incremental';
  /** Rows the service sent (the inclusive bound re-sends rows at the watermark). */
  received: number;
  inserted: number;
  replaced: number;
  /** The watermark the request read from (incremental only). */
  since: number | null;
  at: number;
};

export type CombosData = ComboCache & { sync: ComboSync };

/**
 * Every combo position of `address`, in the route's `sort`. All five statuses are read (the view
 * filters by status itself), so a combo that changes status is never left stale under a filter.
 */
export async function loadCombos(
  api: DataRoutes,
  address: string,
  sort: ComboSort,
  previous: ComboCache | undefined,
  signal?: AbortSignal,
): Promise<CombosData> {
  const limit = COMBO_POSITIONS_LIMIT.max;
  if (!previous) {
    const rows = await collectAll(api.v2.comboPositions, { user: address, status: [...COMBO_STATUSES], sort, limit }, { signal });
    return {
      rows,
      watermark: watermarkOf(rows),
      sync: { mode: 'full', received: rows.length, inserted: rows.length, replaced: 0, since: null, at: Date.now() },
    };
  }
  // sync mode (spec rules 2 and 3): every row changed at or after the watermark, oldest change first
  const since = previous.watermark ?? 0;
  const changed = await collectAll(api.v2.comboPositions, { user: address, updatedAfter: since, sort: 'updated_asc', limit }, { signal });
  const { cache, inserted, replaced } = mergeCombos(previous, changed);
  return { ...cache, sync: { mode: 'incremental', received: changed.length, inserted, replaced, since, at: Date.now() } };
}

export function combosQueryOptions(address: string, sort: ComboSort) {
  return queryOptions({
    queryKey: comboKeys.positions(address, sort),
    queryFn: ({ signal, client, queryKey }) => loadCombos(dataApi, address, sort, client.getQueryData<CombosData>(queryKey), signal),
  });
}

/** Drops the mirror so the next fetch reads the whole list again. */
export function reloadCombos(client: QueryClient, address: string, sort: ComboSort) {
  return client.resetQueries({ queryKey: comboKeys.positions(address, sort), exact: true });
}

export async function loadComboActivity(api: DataRoutes, address: string, signal?: AbortSignal): Promise<ComboActivityRow[]> {
  return collectAll(api.v2.comboActivity, { user: address, limit: COMBO_ACTIVITY_LIMIT.max }, { signal });
}

export function comboActivityQueryOptions(address: string) {
  return queryOptions({
    queryKey: comboKeys.activity(address),
    queryFn: ({ signal }) => loadComboActivity(dataApi, address, signal),
  });
}

/**
 * The view's reads for this search, started before its first render (the route's prefetch). The
 * positions read builds on the mirror in the cache, so it must run after the last session's cache
 * is back (main.tsx starts route prefetches once it is), or a reload would read every row again.
 */
export function prefetchCombos(client: QueryClient, address: string, search: string) {
  const { sort } = readView(new URLSearchParams(search));
  void client.prefetchQuery(combosQueryOptions(address, sort));
  void client.prefetchQuery(comboActivityQueryOptions(address));
}
