import type { Context } from 'hono';
import type { Db } from '../../db/connection';
import { parseV1Query } from '../../http/v1-query';
import { positionsQuery } from '../../../src/api/data/contract/params';
import { createPositionsStore, type StoreOptions } from './store';

/**
 * GET /positions: validate with the client's own zod schema (so both sides reject the same
 * inputs with the same message), read one page from the store, answer the JSON array.
 */
export function positionsRoute(db: Db, options?: StoreOptions) {
  const store = createPositionsStore(db, options);
  return (c: Context) => {
    const parsed = parseV1Query(c, positionsQuery);
    if (!parsed.ok) return parsed.response;
    // bytes, not a string: the rows are cached UTF-8, so the response is one concatenation
    return c.body(store.selectJson(parsed.data), 200, { 'content-type': 'application/json' });
  };
}
