import type { PositionSort, PositionsQuery } from '../../../src/api/data/contract/params';
import { thresholdMicro } from '../shared/micro-math';

/*
 * The v1 positions views: what a filter keeps and in which order, over one user's snapshot. Every
 * order ends on the asset, unique per user, so pages never overlap.
 */

/** One open position with everything the filters, the sorts and the wire need. Money in micro. */
export type PositionView = {
  proxyWallet: string;
  asset: string;
  conditionId: string;
  outcomeIndex: number;
  eventId: number;
  size: number;
  cost: number;
  fees: number;
  totalBought: number;
  boughtCost: number;
  realizedPnl: number;
  curPrice: number;
  currentValue: number;
  cashPnl: number;
  /** Percentages and the average price as the wire shows them (6 decimals). */
  percentPnl: number;
  percentRealizedPnl: number;
  avgPrice: number;
  redeemable: boolean;
  mergeable: boolean;
  archived: boolean;
  negativeRisk: boolean;
  title: string;
  slug: string;
  icon: string;
  eventSlug: string;
  outcome: string;
  oppositeOutcome: string;
  oppositeAsset: string;
  /** Epoch seconds of the market's end; the wire shows the UTC date. */
  endDate: number;
};

/** Lazily computed: the wire JSON (UTF-8), the title's search form and its sort form. */
export type SnapshotRow = PositionView & { json?: Buffer; fold?: string; sortTitle?: string };

/** Identifies what filterOf keeps; '' for "every row" (then the sort order itself is the view). */
export function filterKey(q: PositionsQuery): string {
  const min = thresholdMicro(q.sizeThreshold);
  // every loaded row has size >= 1 micro share
  if (min <= 1 && q.includeArchived && !q.redeemable && !q.mergeable && !q.market && !q.eventId && !q.title) return '';
  // the title goes last: lists cannot hold '|', so the key is unambiguous
  return `${min}|${+q.includeArchived}${+q.redeemable}${+q.mergeable}|${q.market?.join(',') ?? ''}|${q.eventId?.join(',') ?? ''}|${q.title ?? ''}`;
}

export function filterOf(q: PositionsQuery): (r: SnapshotRow) => boolean {
  const minSize = thresholdMicro(q.sizeThreshold);
  const markets = q.market ? new Set(q.market) : undefined;
  const events = q.eventId ? new Set(q.eventId) : undefined;
  const needle = q.title ? fold(q.title) : '';
  return (r) =>
    r.size >= minSize &&
    // the spec's includeArchived hides archived markets still active; a resolved one's position is a claim, always shown
    (q.includeArchived || !r.archived || r.redeemable) &&
    (!q.redeemable || r.redeemable) &&
    (!q.mergeable || r.mergeable) &&
    (!markets || markets.has(r.conditionId)) &&
    (!events || events.has(r.eventId)) &&
    (needle === '' || (r.fold ??= fold(r.title)).includes(needle));
}

/** Case-insensitive for any script: compare canonical composed lower-case forms. */
function fold(s: string): string {
  return s.normalize('NFC').toLowerCase();
}

/**
 * TITLE sorts case- and accent-insensitively ('Élection' next to 'Election', not after 'zebra'),
 * without a locale: base letters first, then the exact title, then the asset.
 */
function titleKey(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const byAsset = (a: PositionView, b: PositionView) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0);
const byNumber =
  (key: (r: PositionView) => number) =>
  (a: PositionView, b: PositionView): number =>
    key(a) - key(b) || byAsset(a, b);
const byTitle = (a: SnapshotRow, b: SnapshotRow): number => {
  const fa = (a.sortTitle ??= titleKey(a.title));
  const fb = (b.sortTitle ??= titleKey(b.title));
  return fa < fb ? -1 : fa > fb ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : byAsset(a, b);
};

/** Ascending comparators; every one ends on the asset, unique per user, so pages never overlap. */
export const COMPARE: Record<PositionSort, (a: SnapshotRow, b: SnapshotRow) => number> = {
  CURRENT: byNumber((r) => r.currentValue),
  INITIAL: byNumber((r) => r.cost),
  TOKENS: byNumber((r) => r.size),
  CASHPNL: byNumber((r) => r.cashPnl),
  PERCENTPNL: byNumber((r) => r.percentPnl),
  TITLE: byTitle,
  RESOLVING: byNumber((r) => r.endDate),
  PRICE: byNumber((r) => r.curPrice),
  AVGPRICE: byNumber((r) => r.avgPrice),
};
