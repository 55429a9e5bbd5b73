import type { Context } from 'hono';
import { z } from 'zod';
import { firstMessage } from '../../../src/api/data/contract/params';
import { METADATA_LIST_PARAMS } from '../../../src/api/metadata/params';
import { errorBody } from '../../kit/errors';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a request's query into one of the metadata service's schemas. Unknown parameters are
 * ignored (the public service has many more filters than this one); a list parameter may be
 * repeated or comma-separated; any other repeated parameter is refused, since two limits have no
 * right answer. The first issue becomes the 400 body, naming its parameter.
 */
export function parseMetadataQuery<S extends z.core.$ZodObject>(c: Context, schema: S): Parsed<z.output<S>> {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const queries = c.req.queries();
  for (const name of Object.keys(schema._zod.def.shape)) {
    const values = queries[name];
    if (!values || values.length === 0) continue;
    if (values.length > 1 && !METADATA_LIST_PARAMS.has(name)) {
      return { ok: false, response: errorBody(c, 400, `invalid ${name}: send the parameter once`) };
    }
    raw[name] = values.length > 1 ? values.filter((v) => v !== '').join(',') : values[0]!;
  }
  // a core type fits the app's zod/mini schemas and classic ones alike; it has no methods, so zod's function parses
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return { ok: false, response: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/**
 * Reads a request's path parameters with a route's `pathParams` schema (the record's own), so a
 * segment that cannot be an id or a slug is a 400 naming it, in the same body as a bad query.
 */
export function parseMetadataPath<S extends z.core.$ZodObject>(c: Context, schema: S): Parsed<z.output<S>> {
  const parsed = z.safeParse(schema, c.req.param());
  if (!parsed.success) return { ok: false, response: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}
