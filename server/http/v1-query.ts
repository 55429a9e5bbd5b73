import type { Context } from 'hono';
import { z } from 'zod';
import { firstMessage } from '../../src/api/data/contract/params';
import { errorBody } from '../kit/errors';

/* Parameters that are comma-separated lists: a repeated one is read as the same list. */
const LIST_PARAMS = new Set(['market', 'eventId', 'type']);

export type V1Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads the query of a v1 request with the route record's schema: unknown parameters are ignored (a
 * newer client may send more), a repeated scalar is refused (two limits have no right answer), a
 * repeated list is one list, and the first issue becomes the 400 body naming its parameter.
 */
export function parseV1Query<S extends z.core.$ZodObject>(c: Context, schema: S): V1Parsed<z.output<S>> {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const known = new Set(Object.keys(schema._zod.def.shape));
  const queries = c.req.queries();
  for (const name of Object.keys(queries)) {
    const values = queries[name]!;
    if (!known.has(name) || values.length === 0) continue;
    if (values.length > 1 && !LIST_PARAMS.has(name))
      return { ok: false, response: errorBody(c, 400, `invalid ${name}: send the parameter once`) };
    // an empty repeat adds nothing to a list (market=a&market= is market=a)
    raw[name] = values.length > 1 ? values.filter((v) => v !== '').join(',') : values[0]!;
  }
  // a core type fits the app's zod/mini schemas and classic ones alike; it has no methods, so zod's function parses
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return { ok: false, response: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}
