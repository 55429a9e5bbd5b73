import type { RequestOptions } from '../transport';

/*
 * Walks a v2 cursor route to its end: the spec's rule is to follow pagination.next_cursor until it
 * is null. A cursor seen twice means the walk would never end (a stale cache, a proxy replaying an
 * answer), so it is an error rather than an endless loop.
 */

export type CursorPage<T> = { data: readonly T[]; pagination: { next_cursor: string | null } };

export type PageAllOptions = { signal?: AbortSignal; /** Refuse to go past this many requests. */ maxPages?: number };

export class PagingError extends Error {
  override readonly name = 'PagingError';
  constructor(
    readonly code: 'cursor_loop' | 'max_pages',
    message: string,
  ) {
    super(message);
  }
}

/** Yields the rows of each page, in order; an abort ends the walk by throwing the signal's reason. */
export async function* pageAll<P extends { cursor?: unknown }, T>(
  fetchPage: (params: P, opts: RequestOptions) => Promise<CursorPage<T>>,
  // the route's own parameter type decides, so a misspelt key is an error here too
  params: NoInfer<P>,
  options: PageAllOptions = {},
): AsyncGenerator<T[], void, undefined> {
  const { signal, maxPages = Infinity } = options;
  const seen = new Set<string>();
  let cursor = typeof params.cursor === 'string' && params.cursor !== '' ? params.cursor : undefined;
  if (cursor !== undefined) seen.add(cursor);
  for (let pages = 0; ; pages++) {
    signal?.throwIfAborted();
    if (pages >= maxPages) throw new PagingError('max_pages', `more than ${maxPages} pages: stopped before reading the rest`);
    const page = await fetchPage(cursor === undefined ? params : { ...params, cursor }, { signal });
    signal?.throwIfAborted();
    yield [...page.data];
    const next = page.pagination.next_cursor;
    if (next === null || next === '') return;
    if (seen.has(next))
      throw new PagingError(
        'cursor_loop',
        `the service returned a cursor it had already returned (after ${pages + 1} pages): stopped to avoid a loop`,
      );
    seen.add(next);
    cursor = next;
  }
}

/** Every row of the walk in one array. */
export async function collectAll<P extends { cursor?: unknown }, T>(
  fetchPage: (params: P, opts: RequestOptions) => Promise<CursorPage<T>>,
  params: NoInfer<P>,
  options: PageAllOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of pageAll(fetchPage, params, options)) rows.push(...page);
  return rows;
}
