import type { Context } from 'hono';
import { getAddress } from 'viem';
import { parseV2, V2ParamError } from '../../http/v2-query';
import {
  defaultPositionOrder,
  positionsV2Query,
  POSITION_SORT_V2,
  POSITION_STATUS,
  type PositionSortV2,
  type PositionStatus,
} from '../../../src/api/data/contract/params-v2';
import { positionsQuery } from '../../../src/api/data/contract/params';
import { CursorError } from '../../http/cursor';
import { pageOf, readCursor } from '../../http/paging';
import { parseV1Query } from '../../http/v1-query';
import type { DataContext } from '../context';
import { thresholdMicro } from '../shared/micro-math';
import { MICRO } from '../shared/wire-values';
import { DUST } from './page-query';
import { V1_SORTS, v2Sort } from './sorts';
import type { PositionsStore } from './store';
import { toV1, toV2 } from './wire';

/*
 * GET /positions (v1) and GET /v2/positions: each reads its version's parameters into one
 * PositionsPage, the store answers the page's rows in order, and the version's wire shapes them.
 * v1 pages by offset and answers a bare array; v2 pages by a keyset cursor over (value, wallet,
 * token), unique per row, so a page boundary never repeats or skips a row even when the book
 * changes between pages.
 */

/** GET /positions: a wallet's held positions, validated with the client's own zod schema. */
export function positionsV1(store: PositionsStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, positionsQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    if (q.limit === 0) return c.json([]);
    const user = q.user.toLowerCase();
    const rows = store.positionsPage({
      user,
      conditions: q.market,
      eventIds: q.eventId,
      status: q.redeemable ? 'REDEEMABLE' : 'OPEN',
      // a threshold of 0 still lists only what is held
      sizeFloor: Math.max(1, thresholdMicro(q.sizeThreshold)),
      valueFloor: 0,
      mergeable: q.mergeable,
      includeArchived: q.includeArchived,
      title: q.title || undefined,
      start: 0,
      end: 0,
      sort: V1_SORTS[q.sortBy],
      direction: q.sortDirection,
      offset: q.offset,
      limit: q.limit,
    });
    const wallet = getAddress(user);
    return c.json(rows.map((r) => toV1(r, wallet)));
  };
}

const ENDPOINT = 'v2/positions';

/** What a cursor of this route carries: the walk's spine and order, and the last row's key. */
type Key = { status: PositionStatus; sortBy: PositionSortV2; direction: 'ASC' | 'DESC'; value: number; user: string; asset: string };
const isKey = (k: unknown): k is Key => {
  const x = k as Key;
  return (
    typeof x === 'object' &&
    x !== null &&
    (POSITION_STATUS as readonly string[]).includes(x.status) &&
    (POSITION_SORT_V2 as readonly string[]).includes(x.sortBy) &&
    (x.direction === 'ASC' || x.direction === 'DESC') &&
    Number.isSafeInteger(x.value) &&
    typeof x.user === 'string' &&
    typeof x.asset === 'string'
  );
};

/** GET /v2/positions: a user's open book, their redeemable subset, their closed book, or a market's holders. */
export function positionsV2(ctx: DataContext, store: PositionsStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(positionsV2Query, raw);
    if (!q.user && !q.condition) throw new V2ParamError("required query param 'user' or 'condition' not provided", 'user');
    if (!q.user && q.condition!.length !== 1) {
      throw new V2ParamError('invalid condition: a market-anchored request takes exactly one condition id', 'condition');
    }
    if (!q.user && q.event_id) throw new V2ParamError('invalid event_id: event_id is user-anchored only', 'event_id');

    // the spine and order are the cursor's; a request may restate them but not contradict them
    const filters = {
      user: q.user ?? null,
      condition: q.condition?.join(',') ?? null,
      event_id: q.event_id?.join(',') ?? null,
      title: q.title ?? null,
      filter_type: q.filter_type ?? null,
      filter_amount: q.filter_amount ?? null,
      include_archived: q.include_archived,
      start: q.start,
      end: q.end,
    };
    const cur = readCursor(ctx, q.cursor, ENDPOINT, filters, isKey);
    if (cur) {
      for (const [given, bound, name] of [
        [q.status, cur.key.status, 'status'],
        [q.sort_by, cur.key.sortBy, 'sort_by'],
        [q.sort_direction, cur.key.direction, 'sort_direction'],
      ] as const) {
        if (given !== undefined && given !== bound)
          throw new CursorError(`invalid cursor: ${name} contradicts the one the walk started with`);
      }
    }
    const status: PositionStatus = cur?.key.status ?? q.status ?? 'OPEN';
    const order = defaultPositionOrder(status);
    const sortBy: PositionSortV2 = cur?.key.sortBy ?? q.sort_by ?? order.sort_by;
    const direction = cur?.key.direction ?? q.sort_direction ?? order.sort_direction;
    const limit = cur?.limit ?? q.limit;
    if (q.include_archived && status === 'CLOSED') {
      throw new V2ParamError('invalid include_archived: not combinable with status=CLOSED', 'include_archived');
    }

    const amount = q.filter_amount !== undefined && q.filter_amount > 0 ? Math.round(q.filter_amount * MICRO) : undefined;
    const byCash = q.filter_type === 'CASH';
    const tokenFloor = !byCash && amount !== undefined ? amount : DUST;
    const rows = store.positionsPage({
      user: q.user ?? null,
      conditions: q.condition,
      eventIds: q.event_id,
      status,
      // a user's CLOSED set is not moved by filter_amount; on a market anchor it is the OPEN/CLOSED boundary
      sizeFloor: status === 'CLOSED' && q.user ? DUST : tokenFloor,
      valueFloor: byCash ? (amount ?? 0) : 0,
      mergeable: false,
      includeArchived: q.include_archived,
      title: q.title,
      start: q.start,
      end: q.end,
      sort: v2Sort(status, sortBy),
      direction,
      after: cur && { value: cur.key.value, user: cur.key.user, asset: cur.key.asset },
      offset: 0,
      limit: limit + 1,
    });
    const page = pageOf(ctx, rows, limit, cur?.offset ?? 0, ENDPOINT, filters, (r): Key => ({
      status,
      sortBy,
      direction,
      value: r.sort_value as number,
      user: r.user,
      asset: r.asset,
    }));
    return c.json({ data: page.rows.map((r) => toV2(r, status)), pagination: page.pagination });
  };
}
