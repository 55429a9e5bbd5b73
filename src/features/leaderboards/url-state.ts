import { V2_SORT_BY, V2_TIME_PERIOD, type V2SortBy, type V2TimePeriod } from '../../api/data/contract/params-boards';
import { looksLikeAddress } from '../../lib/address-shape';
import { writeParams } from '../../lib/search-params';

/*
 * The Leaderboards view's whole state as it lives in the URL. Names follow the API where one
 * exists (period → time_period, order → sort_by); `cursor` is the page being read, minted by the
 * service, so it is only ever set by the pager and dropped by any other change.
 */

export const BOARD_TABS = ['traders', 'builders', 'winners'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];
export const PERIODS = V2_TIME_PERIOD;
export type Period = V2TimePeriod;
export const ORDERS = V2_SORT_BY;
export type Order = V2SortBy;
/** Buckets of the builders' volume chart ('all' would be one bar). */
export const CHART_INTERVALS = ['day', 'week', 'month'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

export const OVERALL = 'overall';
/** Biggest winners only: combo wins, which belong to no category. */
export const COMBOS = 'combos';
/** Rows per page of every board (the service's own default). */
export const BOARD_PAGE_SIZE = 25;
export const CURSOR_MAX = 2048;

export type BoardState = {
  tab: BoardTab;
  period: Period;
  category: string;
  order: Order;
  interval: ChartInterval;
  address: string;
  cursor: string;
};

export const DEFAULT_BOARD_STATE: BoardState = {
  tab: 'traders',
  period: 'day',
  category: OVERALL,
  order: 'PNL',
  interval: 'day',
  address: '',
  cursor: '',
};

/** Where each board opens: the winners board on a month, since a day often has no market resolved. */
function defaultsFor(tab: BoardTab): BoardState {
  return tab === 'winners' ? { ...DEFAULT_BOARD_STATE, period: 'month' } : DEFAULT_BOARD_STATE;
}

export const PERIOD_LABELS: Record<Period, string> = { day: 'Day', week: 'Week', month: 'Month', all: 'All time' };
export const ORDER_LABELS: Record<Order, string> = { PNL: 'PnL', VOLUME: 'Volume' };
export const TAB_LABELS: Record<BoardTab, string> = { traders: 'Traders', builders: 'Builders', winners: 'Biggest winners' };
export const INTERVAL_LABELS: Record<ChartInterval, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

function readOneOf<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
  fallback: T,
  fold: (s: string) => string,
): T {
  const raw = params.get(key)?.trim();
  if (!raw) return fallback;
  const hit = values.find((v) => v === fold(raw));
  return hit ?? fallback;
}

const lower = (s: string) => s.toLowerCase();
const upper = (s: string) => s.toUpperCase();

/** Any category slug the service may know; combos only where the board has them. */
function readCategory(params: URLSearchParams, tab: BoardTab): string {
  const raw = params.get('category')?.trim().toLowerCase() ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(raw)) return OVERALL;
  if (raw === COMBOS && tab !== 'winners') return OVERALL;
  return raw;
}

export function readBoardState(params: URLSearchParams): BoardState {
  const tab = readOneOf(params, 'tab', BOARD_TABS, DEFAULT_BOARD_STATE.tab, lower);
  const address = params.get('address')?.trim() ?? '';
  const cursor = params.get('cursor') ?? '';
  return {
    tab,
    period: readOneOf(params, 'period', PERIODS, defaultsFor(tab).period, lower),
    category: readCategory(params, tab),
    order: readOneOf(params, 'order', ORDERS, DEFAULT_BOARD_STATE.order, upper),
    interval: readOneOf(params, 'interval', CHART_INTERVALS, DEFAULT_BOARD_STATE.interval, lower),
    address: looksLikeAddress(address) ? address : '',
    cursor: cursor.length <= CURSOR_MAX ? cursor : '',
  };
}

export function writeBoardState(state: BoardState): URLSearchParams {
  return writeParams(state, defaultsFor(state.tab));
}

/** Any change but a page turn starts the board again from its first page. */
export function applyChange(current: BoardState, patch: Partial<BoardState>): BoardState {
  return { ...current, cursor: '', ...patch };
}

/** The link of another tab: the same period, category and address, from the first page. */
export function tabHref(state: BoardState, tab: BoardTab): string {
  const search = writeBoardState({
    ...state,
    tab,
    // a board's own opening period stays each board's own
    period: state.period === defaultsFor(state.tab).period ? defaultsFor(tab).period : state.period,
    cursor: '',
    category: tab !== 'winners' && state.category === COMBOS ? OVERALL : state.category,
  }).toString();
  return search ? `?${search}` : '?';
}

/* ---------- requests ---------- */

export type TradersRequest = { time_period: Period; sort_by: Order; category: string; limit?: number; cursor?: string };

/**
 * Every board parameter is stated even beside a cursor: the service accepts a restatement and
 * refuses a contradiction, so a hand-edited URL fails loudly instead of showing another board.
 */
export function tradersRequest(s: Pick<BoardState, 'period' | 'order' | 'category' | 'cursor'>): TradersRequest {
  return {
    time_period: s.period,
    sort_by: s.order,
    category: s.category,
    ...(s.cursor ? { cursor: s.cursor } : { limit: BOARD_PAGE_SIZE }),
  };
}

export type BuildersRequest = { time_period: Period; limit?: number; cursor?: string };
export function buildersRequest(s: Pick<BoardState, 'period' | 'cursor'>): BuildersRequest {
  return { time_period: s.period, ...(s.cursor ? { cursor: s.cursor } : { limit: BOARD_PAGE_SIZE }) };
}

export type WinnersRequest = { time_period: Period; category: string; limit?: number; cursor?: string };
export function winnersRequest(s: Pick<BoardState, 'period' | 'category' | 'cursor'>): WinnersRequest {
  return { time_period: s.period, category: s.category, ...(s.cursor ? { cursor: s.cursor } : { limit: BOARD_PAGE_SIZE }) };
}

/* ---------- the pager's trail ---------- */

/**
 * Cursors only lead forward, so the way back is remembered: each Next pushes the page it left onto
 * a trail kept in the history entry's state (it survives a reload of that entry). A deep link to a
 * later page has no trail; its way back is the first page.
 */
export function readTrail(locationState: unknown): string[] {
  const trail = (locationState as { trail?: unknown } | null)?.trail;
  return Array.isArray(trail) && trail.every((c) => typeof c === 'string' && c.length <= CURSOR_MAX) ? trail : [];
}

export function nextTrail(trail: readonly string[], currentCursor: string): string[] {
  return [...trail, currentCursor];
}

/** Where Previous goes: the last page on the trail, or the first page. */
export function previousStep(trail: readonly string[]): { cursor: string; trail: string[] } {
  if (trail.length === 0) return { cursor: '', trail: [] };
  return { cursor: trail[trail.length - 1]!, trail: trail.slice(0, -1) };
}
