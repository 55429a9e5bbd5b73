import type { EventsParams, MarketsParams } from '../../api/metadata/params';
import { SEARCH_Q_MAX } from '../../api/metadata/params';
import { readInt, writeParams } from '../../lib/search-params';

/*
 * The Markets browser's whole state as it lives in the URL: the search text, the list on screen
 * (events, or markets ranked by volume or open interest), the tag, open or closed, the page, and
 * an event opened from a result. The tag is its id: both lists filter by tag_id, so no request
 * waits for the tag list to turn a slug into an id.
 */

export const BROWSER_TABS = ['events', 'volume', 'oi'] as const;
export type BrowserTab = (typeof BROWSER_TABS)[number];
export const STATUSES = ['open', 'closed', 'all'] as const;
export type Status = (typeof STATUSES)[number];

export const TAB_LABELS: Record<BrowserTab, string> = { events: 'Events', volume: 'Top by volume', oi: 'Top by open interest' };
export const STATUS_LABELS: Record<Status, string> = { open: 'Open', closed: 'Closed', all: 'All' };

export const BROWSER_PAGE_SIZE = 20;
/** The metadata service's offset cap, in pages. */
export const LAST_PAGE = Math.floor(100_000 / BROWSER_PAGE_SIZE) + 1;

export type BrowserState = { q: string; tab: BrowserTab; tag: number; status: Status; page: number; event: number };

export const DEFAULT_BROWSER_STATE: BrowserState = { q: '', tab: 'events', tag: 0, status: 'open', page: 1, event: 0 };

function readLower<T extends string>(params: URLSearchParams, key: string, values: readonly T[], fallback: T): T {
  const raw = params.get(key)?.trim().toLowerCase();
  return values.find((v) => v === raw) ?? fallback;
}

export function readBrowserState(params: URLSearchParams): BrowserState {
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_Q_MAX),
    tab: readLower(params, 'tab', BROWSER_TABS, DEFAULT_BROWSER_STATE.tab),
    tag: readInt(params, 'tag', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
    status: readLower(params, 'status', STATUSES, DEFAULT_BROWSER_STATE.status),
    page: readInt(params, 'page', { min: 1, max: LAST_PAGE, fallback: 1 }),
    event: readInt(params, 'event', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  };
}

export function writeBrowserState(state: BrowserState): URLSearchParams {
  return writeParams(state, DEFAULT_BROWSER_STATE);
}

/** Any change but a page turn starts the list again from page 1. */
export function applyBrowserChange(current: BrowserState, patch: Partial<BrowserState>): BrowserState {
  return { ...current, page: 1, ...patch };
}

export function browserHref(state: BrowserState): string {
  const search = writeBrowserState(state).toString();
  return search ? `/markets?${search}` : '/markets';
}

const closedFilter = (status: Status): { closed?: boolean } => (status === 'all' ? {} : { closed: status === 'closed' });

/** Events of the tag, busiest first. */
export function eventsRequest(s: BrowserState): EventsParams {
  return {
    order: 'volume',
    ascending: false,
    limit: BROWSER_PAGE_SIZE,
    offset: (s.page - 1) * BROWSER_PAGE_SIZE,
    ...(s.tag > 0 && { tag_id: s.tag }),
    ...closedFilter(s.status),
  };
}

/** Markets ranked by the tab's figure, highest first. */
export function rankedRequest(s: BrowserState): MarketsParams {
  return {
    order: s.tab === 'oi' ? 'openInterest' : 'volume',
    ascending: false,
    limit: BROWSER_PAGE_SIZE,
    offset: (s.page - 1) * BROWSER_PAGE_SIZE,
    ...(s.tag > 0 && { tag_id: s.tag }),
    ...closedFilter(s.status),
  };
}

/** A full page may have a next one; the service sends no total. */
export function hasNextPage(rows: number, page: number): boolean {
  return rows >= BROWSER_PAGE_SIZE && page < LAST_PAGE;
}
