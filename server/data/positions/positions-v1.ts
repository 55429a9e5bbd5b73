import type { Context } from 'hono';
import type { Db } from '../../db/connection';
import { errorBody } from '../../http/errors';
import { firstMessage, positionsQuery } from '../../../src/api/data/params';
import { createPositionsStore, type StoreOptions } from './store';

/* List parameters are one comma-separated value on the wire; a repeated one is read as the same list. */
const LIST_PARAMS = new Set(['market', 'eventId']);
/* Unknown parameters are ignored (a newer client may send more); only ours are checked for repeats. */
const KNOWN_PARAMS = new Set(Object.keys(positionsQuery.shape));

/**
 * GET /positions: validate with the client's own zod schema (so both sides reject the same
 * inputs with the same message), read one page from the store, answer the JSON array.
 */
export function positionsRoute(db: Db, options?: StoreOptions) {
  const store = createPositionsStore(db, options);
  return (c: Context) => {
    const raw: Record<string, string> = Object.create(null) as Record<string, string>;
    const queries = c.req.queries();
    for (const name of Object.keys(queries)) {
      const values = queries[name]!;
      if (!KNOWN_PARAMS.has(name)) continue;
      if (values.length > 1 && !LIST_PARAMS.has(name)) {
        // two different limits (or users) have no right answer: refuse rather than pick one
        return errorBody(c, 400, `invalid ${name}: send the parameter once`);
      }
      // an empty repeat adds nothing to a list (market=a&market= is market=a)
      raw[name] = values.length > 1 ? values.filter((v) => v !== '').join(',') : values[0]!;
    }
    const parsed = positionsQuery.safeParse(raw);
    if (!parsed.success) return errorBody(c, 400, firstMessage(parsed.error));
    // bytes, not a string: the rows are cached UTF-8, so the response is one concatenation
    return c.body(store.selectJson(parsed.data), 200, { 'content-type': 'application/json' });
  };
}
