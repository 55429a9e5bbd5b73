import { CursorError, type CursorCodec } from './cursor';

/*
 * Cursor paging of the v2 routes: a page is limit+1 fetched rows, the cursor carries where the walk
 * stopped, signed and bound to the route's filters (./cursor.ts).
 */

/** What a signed cursor carries besides the endpoint and filters: the seek key, page size and running offset. */
export type CursorState<K> = { key: K; limit: number; offset: number };

type Cursors = { cursors: CursorCodec };

/**
 * Decodes a cursor minted by this endpoint for these filters; any other shape is a 400, since a
 * validly signed but structurally wrong token can only come from a different version of this code.
 */
export function readCursor<K>(
  ctx: Cursors,
  cursor: string | undefined,
  endpoint: string,
  filters: Record<string, unknown>,
  check: (k: unknown) => k is K,
): CursorState<K> | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const raw = ctx.cursors.decode(cursor, endpoint, filters) as Partial<CursorState<unknown>> | null;
  if (
    !raw ||
    typeof raw !== 'object' ||
    !Number.isInteger(raw.limit) ||
    !Number.isInteger(raw.offset) ||
    raw.limit! < 1 ||
    raw.offset! < 0 ||
    !check(raw.key)
  ) {
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
  ctx: Cursors,
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
  const next =
    hasMore && last !== undefined
      ? ctx.cursors.encode(endpoint, filters, { key: keyOf(last), limit, offset: offset + rows.length } satisfies CursorState<K>)
      : null;
  return { rows, pagination: { limit, offset, has_more: hasMore, next_cursor: next } };
}

/** A cursor key of named integers: `isIntFields('ts', 'id')` accepts `{ ts: 1, id: 2 }` and nothing else. */
export const isIntFields =
  <const N extends string>(...names: N[]) =>
  (k: unknown): k is Record<N, number> =>
    typeof k === 'object' &&
    k !== null &&
    !Array.isArray(k) &&
    Object.keys(k).length === names.length &&
    names.every((n) => Number.isSafeInteger((k as Record<string, unknown>)[n]));

export const isIntArray =
  (n: number) =>
  (k: unknown): k is number[] =>
    Array.isArray(k) && k.length === n && k.every((x) => Number.isSafeInteger(x));
