import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import { createChangeStamp } from './change-stamp';

type Cached = { body: string; contentType: string };

/**
 * Serves repeated reads of the heavy list routes (the same page of a feed, a board) from memory
 * until the next committed write, seen through total_changes() and data_version. The key holds the
 * full query and the current minute: the default windows end at "now", and a row may only age out
 * of a 3-year window by the minute, never by more. Only 200 JSON answers are kept, and only when no
 * write happened while the route ran. Bounded by entries, oldest first out.
 */
export function responseCache(db: Db, maxEntries = 512): MiddlewareHandler {
  const stampNow = createChangeStamp(db);
  let stamp = '';
  const entries = new Map<string, Cached>();
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const before = stampNow();
    if (before !== stamp) {
      entries.clear();
      stamp = before;
    }
    const url = new URL(c.req.url);
    const key = `${Math.floor(Date.now() / 60_000)}|${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit) return c.body(hit.body, 200, { 'content-type': hit.contentType });
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !type.includes('application/json') || stampNow() !== stamp) return;
    // read once and answer with the text: a clone would tee the body, and the answer would then go out
    // through web streams chunk by chunk instead of being written as one string
    const { status, headers } = c.res;
    const body = await c.res.text();
    // unset first: the setter otherwise re-wraps the old answer's (now read) body
    c.res = undefined;
    c.res = new Response(body, { status, headers });
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { body, contentType: type });
  };
}
