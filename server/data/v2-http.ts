import type { Context } from 'hono';
import { getAddress } from 'viem';
import { V2ParamError, normaliseV2Query } from '../../src/api/data/params-v2';
import { CursorError } from './cursor';
import type { DataContext } from './context';
import { v2Error } from './v2-errors';

/*
 * The plumbing every v2 route shares: parameter normalisation, the error mapping (every refusal is
 * a v2 error body, and nothing a caller sends may surface as a 5xx), and cursor paging.
 */

export const MICRO = 1_000_000;
export const THREE_YEARS = 3 * 365 * 86_400;

export type V2Handler = (c: Context, q: Record<string, string>) => Response | Promise<Response>;

export function v2Route(handler: V2Handler, options: { paged?: boolean; aliases?: Record<string, string> } = {}) {
  return async (c: Context) => {
    try {
      const q = normaliseV2Query(c.req.queries(), options.aliases);
      // v2 pages only by cursor; an offset would silently restart the walk, so it is refused
      if (options.paged && q.offset !== undefined) {
        return v2Error(c, 400, 'invalid_request', 'offset is not supported on v2 routes: follow pagination.next_cursor', 'offset');
      }
      return await handler(c, q);
    } catch (err) {
      if (err instanceof V2ParamError) return v2Error(c, 400, 'invalid_request', err.message, err.parameter);
      if (err instanceof CursorError) return v2Error(c, 400, 'invalid_request', err.message, 'cursor');
      console.error(err);
      return v2Error(c, 500, 'internal', 'internal server error');
    }
  };
}

/** What a signed cursor carries besides the endpoint and filters: the seek key, page size and running offset. */
export type CursorState<K> = { k: K; l: number; o: number };

/**
 * Decodes a cursor minted by this endpoint for these filters; any other shape is a 400, since a
 * validly signed but structurally wrong token can only come from a different version of this code.
 */
export function readCursor<K>(ctx: DataContext, cursor: string | undefined, endpoint: string, filters: Record<string, unknown>, check: (k: unknown) => k is K): CursorState<K> | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const raw = ctx.cursors.decode(cursor, endpoint, filters) as Partial<CursorState<unknown>> | null;
  if (!raw || typeof raw !== 'object' || !Number.isInteger(raw.l) || !Number.isInteger(raw.o) || raw.l! < 1 || raw.o! < 0 || !check(raw.k)) {
    throw new CursorError('invalid cursor');
  }
  return raw as CursorState<K>;
}

export type Pagination = { limit: number; offset: number; has_more: boolean; next_cursor: string | null };

/**
 * A page from limit+1 fetched rows: has_more from the probe row, next_cursor keyed on the last
 * served row. A zero-size page cannot advance, so it reports whether rows exist and mints no cursor.
 */
export function pageOf<R, K>(
  ctx: DataContext,
  fetched: R[],
  limit: number,
  offset: number,
  endpoint: string,
  filters: Record<string, unknown>,
  keyOf: (last: R) => K,
): { rows: R[]; pagination: Pagination } {
  const rows = fetched.slice(0, limit);
  const hasMore = fetched.length > limit;
  const last = rows[rows.length - 1];
  const next = hasMore && last !== undefined ? ctx.cursors.encode(endpoint, filters, { k: keyOf(last), l: limit, o: offset + rows.length } satisfies CursorState<K>) : null;
  return { rows, pagination: { limit, offset, has_more: hasMore, next_cursor: next } };
}

/** Exact micro → the wire's number (division by 1e6 of an integer is the nearest double). */
export const units = (micro: number) => micro / MICRO;

/** The checksummed form of a stored lower-case address. */
export function checksum(addr: string): string {
  try {
    return getAddress(addr);
  } catch {
    return addr;
  }
}

export const isoDate = (epoch: number) => {
  const d = new Date(epoch * 1000);
  return Number.isNaN(d.getTime()) ? '1970-01-01' : d.toISOString().slice(0, 10);
};
export const rfc3339 = (epoch: number) => {
  const d = new Date(epoch * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
};

export const isIntArray = (n: number) => (k: unknown): k is number[] => Array.isArray(k) && k.length === n && k.every((x) => Number.isSafeInteger(x));
