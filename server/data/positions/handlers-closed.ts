import type { Context } from 'hono';
import { getAddress } from 'viem';
import { closedPositionsQuery, type ClosedSort } from '../../../src/api/data/contract/params-history';
import { MICRO } from '../shared/wire-values';
import { parseV1Query } from '../../http/v1-query';
import { round6 } from '../shared/micro-math';
import { outcomeMark } from '../../money/marks';
import type { ClosedPositionRow } from './rows';
import type { PositionsStore } from './store';
import { v1Date, v1Labels } from './wire';

type ClosedRow = ReturnType<typeof toClosed>;

const byAsset = (a: ClosedRow, b: ClosedRow) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0);
const titleKey = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Ascending comparators, each ending on the asset (unique per user) so pages never overlap. */
const CLOSED_COMPARE: Record<ClosedSort, (a: ClosedRow, b: ClosedRow) => number> = {
  REALIZEDPNL: (a, b) => a.realizedPnl - b.realizedPnl || byAsset(a, b),
  PRICE: (a, b) => a.curPrice - b.curPrice || byAsset(a, b),
  AVGPRICE: (a, b) => a.avgPrice - b.avgPrice || byAsset(a, b),
  TIMESTAMP: (a, b) => a.timestamp - b.timestamp || byAsset(a, b),
  TITLE: (a, b) => {
    const ka = titleKey(a.title);
    const kb = titleKey(b.title);
    return ka < kb ? -1 : ka > kb ? 1 : byAsset(a, b);
  },
};

function toClosed(r: ClosedPositionRow, proxyWallet: string) {
  const first = r.outcome_index === 0;
  return {
    proxyWallet,
    asset: r.asset,
    conditionId: r.condition_id,
    avgPrice: r.total_bought === 0 ? 0 : round6(r.bought_cost / r.total_bought),
    totalBought: r.total_bought / MICRO,
    realizedPnl: r.realized_pnl / MICRO,
    curPrice: outcomeMark(r.outcome_index, r) / MICRO,
    timestamp: r.last_ts,
    ...v1Labels(r),
    oppositeAsset: first ? r.token1 : r.token0,
    endDate: v1Date(r.end_date),
  };
}

/** GET /closed-positions: the user's positions that are back to zero shares. */
export function closedPositionsV1(store: PositionsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, closedPositionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const user = q.user.toLowerCase();
    const wallet = getAddress(user);
    let rows = store.closedPositions(user, q).map((r) => toClosed(r, wallet));
    if (q.title) {
      const needle = q.title.normalize('NFC').toLowerCase();
      rows = rows.filter((r) => r.title.normalize('NFC').toLowerCase().includes(needle));
    }
    rows.sort(CLOSED_COMPARE[q.sortBy]);
    if (q.sortDirection === 'DESC') rows.reverse();
    return c.json(rows.slice(q.offset, q.offset + q.limit));
  };
}
