import type { Context } from 'hono';
import { z } from 'zod';
import { errorBody } from '../../http/errors';
import { firstMessage } from '../../../src/api/data/params';

/*
 * v1 query parsing of the board family. The v2 routes parse through v2Route and parseV2
 * (server/data/v2-http.ts, src/api/data/params-v2.ts) with the schemas of params-boards.ts.
 */

/** v1: parse the query with a zod schema; a repeated parameter has no right answer, so it is refused. */
export function parseV1<S extends z.core.$ZodObject>(c: Context, schema: S): { ok: true; q: z.output<S> } | { ok: false; res: Response } {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const known = new Set(Object.keys(schema._zod.def.shape));
  const queries = c.req.queries();
  for (const name of Object.keys(queries)) {
    if (!known.has(name)) continue;
    const values = queries[name]!;
    if (values.length > 1) return { ok: false, res: errorBody(c, 400, `invalid ${name}: send the parameter once`) };
    raw[name] = values[0]!;
  }
  // a core type fits the app's zod/mini schemas and classic ones alike; it has no methods, so zod's function parses
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return { ok: false, res: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, q: parsed.data };
}

/** RFC 3339 UTC, to the second, of an epoch-seconds instant. */
export function rfc3339(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
