import type { Context } from 'hono';
import { z } from 'zod';
import { errorBody, v2Error } from '../../kit/errors';
import {
  comboActivityQuery,
  comboActivityV2Query,
  comboPositionsQuery,
  comboPositionsV2Query,
} from '../../../src/api/data/contract/params-combos';
import { firstMessage } from '../../../src/api/data/contract/params';
import type { DataContext } from '../context';
import { CursorError } from '../../http/cursor';
import { ACTIVITY_PARAMS, POSITION_PARAMS, readParams, v2ParamName, type ParamSpec } from './params';
import { createComboActivityReader, type ActivityAnchor } from './activity-wire';
import { createComboPositionReader } from './positions-wire';
import type { ComboStore } from './store';

/*
 * GET /v1/positions/combos, /v1/activity/combos (each also under /v1/data/user/{address}/...) and
 * their v2 successors. v1 answers the spec's CombosResponse / CombosActivityResponse; v2 wraps the
 * same rows in { data, pagination } and pages by cursor only. Every bad input is a 400.
 */

type Version = 'v1' | 'v2';
type Pagination = { limit: number; offset: number; has_more: boolean; next_cursor: string | null };

class BadRequest extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
  }
}

function fail(c: Context, version: Version, e: BadRequest) {
  return version === 'v1' ? errorBody(c, 400, e.message) : v2Error(c, 400, 'invalid_request', e.message, e.parameter);
}

/** Canonical raw query: aliases folded, the path's user merged, v2's offset refused. */
function rawQuery(c: Context, version: Version, specs: readonly ParamSpec[]): Record<string, string> {
  const read = readParams(c, specs);
  if (!read.ok) throw new BadRequest(read.message, read.parameter);
  const raw = read.raw;
  const pathUser = c.req.param('address');
  if (pathUser !== undefined) {
    if (raw.user !== undefined && raw.user.toLowerCase() !== pathUser.toLowerCase()) {
      throw new BadRequest('invalid user: the query user differs from the path address', 'user');
    }
    raw.user = pathUser;
  }
  if (version === 'v2' && raw.offset !== undefined) {
    // v2 pages by cursor only: an offset would silently disagree with the keyset walk
    throw new BadRequest('invalid offset: v2 routes page by cursor; follow pagination.next_cursor', 'offset');
  }
  return raw;
}

function parse<S extends z.core.$ZodType>(schema: S, raw: Record<string, string>, specs: readonly ParamSpec[]): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  const name = String(parsed.error.issues[0]?.path[0] ?? 'request');
  throw new BadRequest(firstMessage(parsed.error), v2ParamName(specs, name));
}

function decodeCursor(ctx: DataContext, cursor: string, endpoint: string, filters: Record<string, unknown>): unknown {
  try {
    return ctx.cursors.decode(cursor, endpoint, filters);
  } catch (e) {
    if (e instanceof CursorError) throw new BadRequest(e.message, 'cursor');
    throw e;
  }
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** v2 has no offset parameter: its walk starts at 0 and continues by cursor. */
const offsetOf = (q: object): number => ('offset' in q && isCount(q.offset) ? q.offset : 0);

function handle(version: Version, run: (c: Context) => Response) {
  return (c: Context) => {
    try {
      return run(c);
    } catch (e) {
      if (e instanceof BadRequest) return fail(c, version, e);
      throw e;
    }
  };
}

export function comboPositionsHandler(ctx: DataContext, store: ComboStore, version: Version) {
  const read = createComboPositionReader(store);
  const endpoint = `${version}/positions/combos`;
  return handle(version, (c) => {
    const raw = rawQuery(c, version, POSITION_PARAMS);
    const q = version === 'v1' ? parse(comboPositionsQuery, raw, POSITION_PARAMS) : parse(comboPositionsV2Query, raw, POSITION_PARAMS);
    const user = q.user.toLowerCase();
    // the cursor is bound to everything that selects or orders the rows, not to the page size
    const bound = {
      user,
      status: q.status ?? null,
      sort: q.sort,
      market_id: q.market_id ? [...new Set(q.market_id)].sort() : null,
      updatedAfter: q.updatedAfter ?? null,
      updatedBefore: q.updatedBefore ?? null,
    };
    let offset = offsetOf(q);
    if (q.cursor !== undefined) {
      const key = decodeCursor(ctx, q.cursor, endpoint, bound) as { offset?: unknown } | null;
      if (!key || !isCount(key.offset)) throw new BadRequest('invalid cursor', 'cursor');
      offset = key.offset;
    }
    const rows = read(
      {
        user,
        status: q.status,
        sort: q.sort,
        marketIds: bound.market_id ?? undefined,
        updatedAfter: q.updatedAfter,
        updatedBefore: q.updatedBefore,
      },
      ctx.now(),
    );
    // one row past the page tells whether another page exists; there is no total count
    const page = rows.slice(offset, offset + q.limit + 1);
    const hasMore = page.length > q.limit;
    const pagination: Pagination = {
      limit: q.limit,
      offset,
      has_more: hasMore,
      next_cursor: hasMore ? ctx.cursors.encode(endpoint, bound, { offset: offset + q.limit }) : null,
    };
    const items = page.slice(0, q.limit);
    if (version === 'v1') return c.json({ combos: items.map((b) => b.out), pagination });
    return c.json({ data: items.map((b) => ({ ...b.out, ...b.extras })), pagination });
  });
}

export function comboActivityHandler(ctx: DataContext, store: ComboStore, version: Version) {
  const read = createComboActivityReader(store);
  const endpoint = `${version}/activity/combos`;
  return handle(version, (c) => {
    const raw = rawQuery(c, version, ACTIVITY_PARAMS);
    const q = version === 'v1' ? parse(comboActivityQuery, raw, ACTIVITY_PARAMS) : parse(comboActivityV2Query, raw, ACTIVITY_PARAMS);
    const user = q.user.toLowerCase();
    const bound = { user, market_id: q.market_id ? [...new Set(q.market_id)].sort() : null };
    let after: ActivityAnchor | null = null;
    let offset = offsetOf(q);
    let sqlOffset = offset;
    if (q.cursor !== undefined) {
      // key: the last row served (null before any) and the running offset, shown for display only
      const key = decodeCursor(ctx, q.cursor, endpoint, bound) as { after?: unknown; offset?: unknown } | null;
      const a = key?.after;
      const validAnchor = a === null || (Array.isArray(a) && a.length === 2 && isCount(a[0]) && isCount(a[1]));
      if (!key || !validAnchor || !isCount(key.offset)) throw new BadRequest('invalid cursor', 'cursor');
      after = a === null ? null : { ts: (a as number[])[0]!, id: (a as number[])[1]! };
      offset = key.offset;
      sqlOffset = 0;
    }
    const rows = read({ user, marketIds: bound.market_id ?? undefined, after, offset: sqlOffset, take: q.limit + 1 });
    const hasMore = rows.length > q.limit;
    const items = rows.slice(0, q.limit);
    const last = items.at(-1)?.anchor;
    // without a cursor, an offset page's anchor is the row before it; with limit 0 the walk stays put
    const anchor = last ?? after;
    let nextCursor: string | null = null;
    if (hasMore) {
      if (anchor || sqlOffset === 0) {
        nextCursor = ctx.cursors.encode(endpoint, bound, { after: anchor ? [anchor.ts, anchor.id] : null, offset: offset + items.length });
      } else {
        // limit 0 on an offset page: no row to anchor on, so resume from the row just before the offset
        const prev = read({ user, marketIds: bound.market_id ?? undefined, after: null, offset: sqlOffset - 1, take: 1 })[0]!.anchor;
        nextCursor = ctx.cursors.encode(endpoint, bound, { after: [prev.ts, prev.id], offset });
      }
    }
    const pagination: Pagination = { limit: q.limit, offset, has_more: hasMore, next_cursor: nextCursor };
    const data = items.map((r) => r.out);
    if (version === 'v1') return c.json({ activity: data, pagination });
    return c.json({ data, pagination });
  });
}
