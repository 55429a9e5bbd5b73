import type { UrlStateChange } from '../../ui/use-url-state';
import { COMBO_SORTS, COMBO_STATUSES, DEFAULT_SORT, type ComboSort, type ComboStatus } from './combo-types';

/*
 * The Combos view's state as it lives in the URL: ?status=OPEN,PARTIAL&sort=entry_cost_desc&open=0x….
 * Lists are comma-separated like the route's own list parameters. A URL is user input, so reading
 * never throws: unknown values are dropped and the defaults stand in.
 */

export type ComboView = {
  /** Empty: the route's default listing (live positions and recorded resolutions). */
  statuses: ComboStatus[];
  sort: ComboSort;
  /** combo_condition_ids whose legs are shown. */
  open: string[];
};

export const DEFAULT_VIEW: ComboView = { statuses: [], sort: DEFAULT_SORT, open: [] };

const COMBO_ID = /^0x[0-9a-f]{62}$/;
const MAX_OPEN = 50;

function listOf(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function readView(params: URLSearchParams): ComboView {
  const asked = new Set(listOf(params, 'status').map((s) => s.toUpperCase()));
  const statuses = COMBO_STATUSES.filter((s) => asked.has(s));
  const rawSort = params.get('sort')?.trim().toLowerCase();
  const sort = COMBO_SORTS.find((s) => s === rawSort) ?? DEFAULT_SORT;
  const open = [...new Set(listOf(params, 'open').map((s) => s.toLowerCase()))].filter((s) => COMBO_ID.test(s)).slice(0, MAX_OPEN);
  return { statuses, sort, open };
}

/** The search string for a state, defaults left out; commas stay readable. */
export function viewToSearch(view: ComboView): string {
  const parts: string[] = [];
  const statuses = COMBO_STATUSES.filter((s) => view.statuses.includes(s));
  // every status ticked is not the same as none: it also lists settled combos whose resolution is not recorded yet
  if (statuses.length > 0) parts.push(`status=${statuses.join(',')}`);
  if (view.sort !== DEFAULT_SORT) parts.push(`sort=${view.sort}`);
  if (view.open.length > 0) parts.push(`open=${view.open.join(',')}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function toggleStatus(statuses: readonly ComboStatus[], status: ComboStatus, on: boolean): ComboStatus[] {
  return COMBO_STATUSES.filter((s) => (s === status ? on : statuses.includes(s)));
}

export function toggleOpen(open: readonly string[], id: string, on: boolean): string[] {
  const rest = open.filter((x) => x !== id);
  return on ? [...rest, id] : rest;
}

/** A change to the view's URL state (src/ui/use-url-state.ts). */
export type ViewChange = UrlStateChange<ComboView>;
