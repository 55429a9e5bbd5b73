import type { UrlStateChange } from '../../ui/use-url-state';
import {
  defaultPositionOrder,
  POSITION_SORT_V2,
  POSITION_STATUS,
  V2_TITLE_MAX,
  type PositionSortV2,
  type PositionStatus,
} from '../../api/data/contract/params-v2';
import { readBool, readChoice, readEnum, readNumber, readString, writeParams } from '../../lib/search-params';

/*
 * The Positions view's whole state, as it lives in the URL. Names and values are /v2/positions'
 * own parameters, so a URL reads like the request it makes: ?status=CLOSED&sort_by=TIMESTAMP.
 * Paging is not here: the API pages by cursor, and a cursor is a moment of one walk, not a place
 * worth bookmarking; "Load more" follows it.
 */

export type SortDirection = 'ASC' | 'DESC';
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const FILTER_TYPES = ['TOKENS', 'CASH'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const PAGE_SIZES = [25, 50, 100, 250] as const;
export { POSITION_STATUS as STATUSES };

export type PositionFilters = {
  status: PositionStatus;
  sort_by: PositionSortV2;
  sort_direction: SortDirection;
  /** market-title substring, as typed */
  title: string;
  /** one event id, '' for all */
  event_id: string;
  /** one market's condition id, '' for all */
  condition: string;
  /** the minimum: in shares held (TOKENS) or in current value (CASH); 0 is the API's own dust floor */
  filter_type: FilterType;
  filter_amount: number;
  /** also positions in archived markets; the service refuses it with CLOSED, so it is for held positions only */
  include_archived: boolean;
  limit: number;
};

/**
 * The sorts each tab offers. On a user's CLOSED positions the API serves the holding-based keys
 * (size, value, price, unrealized) in realized-PnL order, since the holding no longer exists, so
 * offering them there would show four buttons that all do the same thing.
 */
export const SORTS: Record<PositionStatus, readonly PositionSortV2[]> = {
  OPEN: POSITION_SORT_V2,
  REDEEMABLE: POSITION_SORT_V2,
  CLOSED: ['REALIZED_PNL', 'TOTAL_PNL', 'TIMESTAMP'],
};

/** The API's defaults per status (its order is the contract's, so a plain link asks for what the API would do anyway). */
export function defaultsFor(status: PositionStatus): PositionFilters {
  return {
    status,
    ...defaultPositionOrder(status),
    title: '',
    event_id: '',
    condition: '',
    filter_type: 'TOKENS',
    filter_amount: 0,
    include_archived: false,
    limit: 50,
  };
}

export const DEFAULT_FILTERS = defaultsFor('OPEN');

const EVENT_ID = /^[1-9][0-9]{0,14}$/;
const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

/** A URL is user input: anything unreadable falls back to the default rather than failing the page. */
export function readFilters(params: URLSearchParams): PositionFilters {
  const status = readEnum(params, 'status', POSITION_STATUS, 'OPEN');
  const d = defaultsFor(status);
  const sort = readEnum(params, 'sort_by', POSITION_SORT_V2, d.sort_by);
  const event = params.get('event_id')?.trim() ?? '';
  const condition = params.get('condition')?.trim() ?? '';
  // the minimum and archived markets are about what is held: the API applies neither to closed positions
  const held = status !== 'CLOSED';
  return {
    status,
    sort_by: SORTS[status].includes(sort) ? sort : d.sort_by,
    sort_direction: readEnum(params, 'sort_direction', SORT_DIRECTIONS, d.sort_direction),
    title: readString(params, 'title', V2_TITLE_MAX),
    event_id: EVENT_ID.test(event) ? event : '',
    condition: CONDITION_ID.test(condition) ? condition.toLowerCase() : '',
    filter_type: held ? readEnum(params, 'filter_type', FILTER_TYPES, d.filter_type) : d.filter_type,
    filter_amount: held ? readNumber(params, 'filter_amount', { min: 0, fallback: 0 }) : 0,
    include_archived: held && readBool(params, 'include_archived'),
    limit: readChoice(params, 'limit', PAGE_SIZES, d.limit),
  };
}

/** Defaults stay out of the URL (the status's own sort included), so a plain view has a plain link. */
export function filtersToSearch(f: PositionFilters): URLSearchParams {
  // the status against the view's default tab, everything else against that status's own defaults
  const out = writeParams(f, { ...defaultsFor(f.status), status: DEFAULT_FILTERS.status });
  // a minimum of nothing says nothing about its unit
  if (f.filter_amount === 0) out.delete('filter_type');
  return out;
}

/** Another tab: the same title, event and market, its own default sort; a minimum and archived markets only where the API applies them. */
export function switchStatus(f: PositionFilters, status: PositionStatus): PositionFilters {
  const d = defaultsFor(status);
  return {
    ...d,
    title: f.title,
    event_id: f.event_id,
    condition: f.condition,
    limit: f.limit,
    ...(status !== 'CLOSED' && { filter_type: f.filter_type, filter_amount: f.filter_amount, include_archived: f.include_archived }),
  };
}

/** Whether anything narrows the list beyond the tab itself (drives the empty state's advice). */
export function isNarrowed(f: PositionFilters): boolean {
  return f.title.trim() !== '' || f.event_id !== '' || f.condition !== '' || f.filter_amount > 0;
}

export function clearFilters(f: PositionFilters): PositionFilters {
  return { ...f, title: '', event_id: '', condition: '', filter_type: 'TOKENS', filter_amount: 0 };
}

/**
 * The first page's request. Status, sort and direction are always explicit so the request says
 * what it shows; filters are re-sent with every cursor, because the cursor does not carry them.
 */
export function toPositionsParams(user: string, f: PositionFilters, cursor?: string) {
  const title = f.title.trim();
  return {
    user,
    status: f.status,
    sort_by: f.sort_by,
    sort_direction: f.sort_direction,
    limit: f.limit,
    ...(title && { title }),
    ...(f.event_id && { event_id: f.event_id }),
    ...(f.condition && { condition: f.condition }),
    ...(f.status !== 'CLOSED' && f.filter_amount > 0 && { filter_type: f.filter_type, filter_amount: f.filter_amount }),
    ...(f.status !== 'CLOSED' && f.include_archived && { include_archived: true }),
    ...(cursor && { cursor }),
  };
}

export const STATUS_LABELS: Record<PositionStatus, string> = { OPEN: 'Open', REDEEMABLE: 'Redeemable', CLOSED: 'Closed' };

export const SORT_LABELS: Record<PositionSortV2, string> = {
  CURRENT_VALUE: 'Value',
  PRICE: 'Price',
  TOKENS: 'Size',
  UNREALIZED_PNL: 'Cash PnL',
  REALIZED_PNL: 'Realized',
  TOTAL_PNL: 'Total PnL',
  TIMESTAMP: 'Updated',
};

/** Closed positions read "closed" where open ones read "updated": the same clock, last_event_at. */
export function sortLabel(status: PositionStatus, sort: PositionSortV2): string {
  return status === 'CLOSED' && sort === 'TIMESTAMP' ? 'Closed' : SORT_LABELS[sort];
}

/**
 * A header click: the same column flips its direction, a new column starts biggest first (and,
 * for the clock, newest first), which is how traders scan amounts and dates alike.
 */
export function nextSort(
  current: Pick<PositionFilters, 'sort_by' | 'sort_direction'>,
  sort_by: PositionSortV2,
): Pick<PositionFilters, 'sort_by' | 'sort_direction'> {
  if (current.sort_by === sort_by) return { sort_by, sort_direction: current.sort_direction === 'ASC' ? 'DESC' : 'ASC' };
  return { sort_by, sort_direction: 'DESC' };
}

/** A change to the view's URL state (src/ui/use-url-state.ts). */
export type FiltersChange = UrlStateChange<PositionFilters>;
