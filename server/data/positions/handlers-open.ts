import type { Context } from 'hono';
import { parseV2, V2ParamError } from '../../http/v2-query';
import {
  positionsV2Query,
  POSITION_SORT_V2,
  POSITION_STATUS,
  type PositionSortV2,
  type PositionStatus,
} from '../../../src/api/data/contract/params-v2';
import { CursorError } from '../../http/cursor';
import type { DataContext } from '../context';
import { outcomeMark, valueAtMark } from '../../money/marks';
import { checksum, isoDate, MICRO, units } from '../shared/wire-values';
import { pageOf, readCursor } from '../../http/paging';
import { parseV1Query } from '../../http/v1-query';
import { positionsQuery } from '../../../src/api/data/contract/params';
import { defaultSort, rankedBy, SORT_VALUE } from './sorts';
import type { PositionRow } from './rows';
import type { OpenBook } from './open-book';
import type { PositionsStore } from './store';

/**
 * GET /positions: validate with the client's own zod schema (so both sides reject the same
 * inputs with the same message), read one page from the open book, answer the JSON array.
 */
export function positionsV1(book: OpenBook) {
  return (c: Context) => {
    const parsed = parseV1Query(c, positionsQuery);
    if (!parsed.ok) return parsed.response;
    // bytes, not a string: the rows are cached UTF-8, so the response is one concatenation
    return c.body(book.selectJson(parsed.data), 200, { 'content-type': 'application/json' });
  };
}

/*
 * GET /v2/positions: one route for a user's open book, their redeemable subset, their closed book,
 * and a market's holders. Every derived number is computed in integer micro, then each row gets
 * an integer sort value; paging is a keyset over (value, wallet, token), unique per row, so a page
 * boundary never repeats or skips a row even when the book changes between pages.
 */

const ENDPOINT = 'v2/positions';
/** The reference's dust floor: 0.1 shares. */
const DUST = 100_000;

type Row = PositionRow;

type Priced = Row & { curPrice: number; currentValue: number; unrealized: number; status: PositionStatus };

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
    const sortBy: PositionSortV2 = cur?.key.sortBy ?? q.sort_by ?? defaultSort(status);
    const dir = cur?.key.direction ?? q.sort_direction ?? 'DESC';
    const limit = cur?.limit ?? q.limit;
    const offset = cur?.offset ?? 0;
    if (q.include_archived && status === 'CLOSED') {
      throw new V2ParamError('invalid include_archived: not combinable with status=CLOSED', 'include_archived');
    }

    const rows = store.positionsV2(q);

    const filterType = q.filter_type ?? 'TOKENS';
    const amountMicro = q.filter_amount !== undefined && q.filter_amount > 0 ? Math.round(q.filter_amount * MICRO) : undefined;
    const tokenFloor = filterType === 'TOKENS' && amountMicro !== undefined ? amountMicro : DUST;
    // a user's CLOSED set is not moved by filter_amount; on a market anchor it is the OPEN/CLOSED boundary
    const closedBelow = q.user ? DUST : tokenFloor;
    const cashFloor = filterType === 'CASH' ? (amountMicro ?? 0) : 0;

    const priced: Priced[] = [];
    for (const r of rows) {
      const resolved = r.resolved_at !== null;
      const curPrice = outcomeMark(r.outcome_index, r);
      const currentValue = valueAtMark(r.size, curPrice);
      const unrealized = currentValue - r.cost;
      let rowStatus: PositionStatus;
      if (status === 'CLOSED') {
        if (r.size >= closedBelow || r.total_bought === 0) continue;
        rowStatus = 'CLOSED';
      } else {
        if (r.size < tokenFloor || currentValue < cashFloor) continue;
        if (status === 'REDEEMABLE' && !resolved) continue;
        rowStatus = resolved ? 'REDEEMABLE' : 'OPEN';
      }
      priced.push({ ...r, curPrice, currentValue, unrealized, status: rowStatus });
    }

    const valueOf = SORT_VALUE[rankedBy(status, sortBy)];
    const sign = dir === 'ASC' ? 1 : -1;
    const keyed = priced.map((r) => ({ r, v: valueOf(r) }));
    const cmp = (av: number, aw: string, aa: string, bv: number, bw: string, ba: string) =>
      sign * (av !== bv ? (av < bv ? -1 : 1) : aw !== bw ? (aw < bw ? -1 : 1) : aa < ba ? -1 : aa > ba ? 1 : 0);
    keyed.sort((x, y) => cmp(x.v, x.r.user, x.r.asset, y.v, y.r.user, y.r.asset));
    const after = cur ? keyed.filter((x) => cmp(x.v, x.r.user, x.r.asset, cur.key.value, cur.key.user, cur.key.asset) > 0) : keyed;

    const page = pageOf(ctx, after.slice(0, limit + 1), limit, offset, ENDPOINT, filters, (x): Key => ({
      status,
      sortBy,
      direction: dir,
      value: x.v,
      user: x.r.user,
      asset: x.r.asset,
    }));
    return c.json({ data: page.rows.map((x) => toWire(x.r)), pagination: page.pagination });
  };
}

const pct = (num: number, den: number) => (den === 0 ? 0 : Math.round((num * 100 * MICRO) / den) / MICRO);

function toWire(r: Priced) {
  const first = r.outcome_index === 0;
  const resolved = r.resolved_at !== null;
  const held = r.size > 0;
  // the weighted average entry: of what is held while held, of everything bought once closed
  const avg = held ? r.cost / r.size : r.total_bought > 0 ? r.bought_cost / r.total_bought : 0;
  return {
    proxy_wallet: r.display_address ?? checksum(r.user),
    token_id: r.asset,
    condition_id: r.condition_id,
    current_size: units(r.size),
    avg_price: Math.round(avg * MICRO) / MICRO,
    entry_cost_usdc: units(r.cost),
    entry_fees_usdc: units(r.fees),
    total_cost_usdc: units(r.cost + r.fees),
    current_price: units(r.curPrice),
    current_value: units(r.currentValue),
    total_size: units(r.total_bought),
    realized_pnl: units(r.realized_pnl),
    unrealized_pnl: units(r.unrealized),
    total_pnl: units(r.realized_pnl + r.unrealized),
    percent_pnl: pct(r.unrealized, r.cost),
    percent_realized_pnl: pct(r.currentValue - r.bought_cost, r.bought_cost),
    status: r.status,
    redeemable: resolved && held,
    mergeable: !resolved && held && r.opp_size > 0,
    negative_risk: r.neg_risk !== 0,
    archived: r.archived !== 0,
    title: r.title,
    slug: r.slug,
    icon: r.icon ?? '',
    event_id: String(r.event_id),
    event_slug: r.event_slug,
    outcome: first ? r.outcome0 : r.outcome1,
    outcome_index: r.outcome_index,
    opposite_outcome: first ? r.outcome1 : r.outcome0,
    opposite_token_id: first ? r.token1 : r.token0,
    end_date: isoDate(r.end_date),
    last_event_at: r.last_ts,
    first_entry_at: r.first_ts,
    name: r.name ?? '',
    profile_image: r.profile_image ?? '',
    verified: r.verified === 1,
  };
}
