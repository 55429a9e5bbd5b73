import { expect, type APIRequestContext } from '@playwright/test';

/** One page of a v2 feed (`/data/v2/activity`, `/data/v2/trades`), read by the test itself, not the app. */
export async function v2Page<T>(
  request: APIRequestContext,
  path: string,
  query: URLSearchParams,
): Promise<{ data: T[]; next: string | null }> {
  const res = await request.get(`/data${path}?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: T[]; pagination: { next_cursor: string | null } };
  return { data: body.data, next: body.pagination.next_cursor };
}

/** Every row of a query, by following next_cursor to its end (the spec's way to read a v2 feed whole). */
export async function walkV2<T>(request: APIRequestContext, path: string, query: URLSearchParams): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams(query);
    if (cursor) q.set('cursor', cursor);
    const page = await v2Page<T>(request, path, q);
    rows.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return rows;
}
