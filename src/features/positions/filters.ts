import {
  POSITION_SORT,
  POSITIONS_OFFSET_MAX,
  SORT_DIRECTION,
  TITLE_MAX,
  type PositionSort,
  type PositionsParams,
  type SortDirection,
} from '../../api/data/params';
import { readBool, readChoice, readEnum, readInt, readNumber, readString, writeParams } from '../../lib/search-params';

/*
 * The Positions view's whole state, as it lives in the URL. Names match the API's parameters so a
 * URL reads like the request it makes; `page` stands in for offset because people count pages.
 */

export const PAGE_SIZES = [25, 50, 100, 250, 500] as const;

export type PositionFilters = {
  sortBy: PositionSort;
  sortDirection: SortDirection;
  title: string;
  redeemable: boolean;
  mergeable: boolean;
  sizeThreshold: number;
  limit: number;
  page: number;
};

export const DEFAULT_FILTERS: PositionFilters = {
  sortBy: 'TOKENS',
  sortDirection: 'DESC',
  title: '',
  redeemable: false,
  mergeable: false,
  sizeThreshold: 1,
  limit: 50,
  page: 1,
};

/** The API refuses offsets past its cap, so the last reachable page depends on the page size. */
export function lastPage(limit: number): number {
  return Math.floor(POSITIONS_OFFSET_MAX / limit) + 1;
}

export function pageOffset(f: Pick<PositionFilters, 'page' | 'limit'>): number {
  return (f.page - 1) * f.limit;
}

/** The API sends no total: a full page means there may be more, a short one means this is the end. */
export function hasNextPage(rowsOnPage: number, f: Pick<PositionFilters, 'page' | 'limit'>): boolean {
  return rowsOnPage >= f.limit && f.page < lastPage(f.limit);
}

export function readFilters(params: URLSearchParams): PositionFilters {
  const limit = readChoice(params, 'limit', PAGE_SIZES, DEFAULT_FILTERS.limit);
  return {
    sortBy: readEnum(params, 'sortBy', POSITION_SORT, DEFAULT_FILTERS.sortBy),
    sortDirection: readEnum(params, 'sortDirection', SORT_DIRECTION, DEFAULT_FILTERS.sortDirection),
    title: readString(params, 'title', TITLE_MAX),
    redeemable: readBool(params, 'redeemable', DEFAULT_FILTERS.redeemable),
    mergeable: readBool(params, 'mergeable', DEFAULT_FILTERS.mergeable),
    sizeThreshold: readNumber(params, 'sizeThreshold', { min: 0, fallback: DEFAULT_FILTERS.sizeThreshold }),
    limit,
    page: readInt(params, 'page', { min: 1, max: lastPage(limit), fallback: 1 }),
  };
}

export function filtersToSearch(f: PositionFilters): URLSearchParams {
  return writeParams(f, DEFAULT_FILTERS);
}

/** Whether anything narrows the list beyond the defaults (drives the empty state's advice). */
export function isNarrowed(f: PositionFilters): boolean {
  return f.title.trim() !== '' || f.redeemable || f.mergeable || f.sizeThreshold !== DEFAULT_FILTERS.sizeThreshold;
}

/** The request for one page. Sort, paging and threshold are always explicit so the request says what it shows. */
export function toPositionsParams(user: string, f: PositionFilters): PositionsParams {
  const title = f.title.trim();
  return {
    user,
    sortBy: f.sortBy,
    sortDirection: f.sortDirection,
    sizeThreshold: f.sizeThreshold,
    limit: f.limit,
    offset: pageOffset(f),
    ...(f.redeemable && { redeemable: true }),
    ...(f.mergeable && { mergeable: true }),
    ...(title && { title }),
  };
}

export const SORT_LABELS: Record<PositionSort, string> = {
  TITLE: 'Market',
  TOKENS: 'Size',
  AVGPRICE: 'Avg price',
  PRICE: 'Price',
  INITIAL: 'Cost',
  CURRENT: 'Value',
  CASHPNL: 'PnL',
  PERCENTPNL: 'PnL %',
  RESOLVING: 'End date',
};

/** Words first from A, dates soonest first; amounts biggest first. */
export function firstDirection(sortBy: PositionSort): SortDirection {
  return sortBy === 'TITLE' || sortBy === 'RESOLVING' ? 'ASC' : 'DESC';
}

/** A header click: the same column flips its direction, a new column starts from its natural one. */
export function nextSort(current: Pick<PositionFilters, 'sortBy' | 'sortDirection'>, sortBy: PositionSort): Pick<PositionFilters, 'sortBy' | 'sortDirection'> {
  if (current.sortBy === sortBy) return { sortBy, sortDirection: current.sortDirection === 'ASC' ? 'DESC' : 'ASC' };
  return { sortBy, sortDirection: firstDirection(sortBy) };
}
