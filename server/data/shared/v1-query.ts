import type { Context } from 'hono';
import { z } from 'zod';
import { firstMessage } from '../../../src/api/data/params';
import { errorBody } from '../../http/errors';

/* Parameters that are comma-separated lists: a repeated one is read as the same list. */
const LIST_PARAMS = new Set(['market', 'eventId', 'type']);

export const MICRO = 1_000_000;
/** The default history window of /trades and /activity: 3 × 365 days back from now. */
export const DEFAULT_WINDOW_SECONDS = 3 * 365 * 86_400;

type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads the query of a request into a zod object schema: unknown parameters are ignored (a newer
 * client may send more), a repeated scalar is refused (two limits have no right answer), and the
 * first issue becomes the 400 body naming its parameter.
 */
export function parseQuery<S extends z.core.$ZodObject>(c: Context, schema: S): ParseResult<z.output<S>> {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const queries = c.req.queries();
  for (const name of Object.keys(schema._zod.def.shape)) {
    const values = queries[name];
    if (!values || values.length === 0) continue;
    if (values.length > 1 && !LIST_PARAMS.has(name)) {
      return { ok: false, response: errorBody(c, 400, `invalid ${name}: send the parameter once`) };
    }
    raw[name] = values.length > 1 ? values.filter((v) => v !== '').join(',') : values[0]!;
  }
  // a core type fits the app's zod/mini schemas and classic ones alike; it has no methods, so zod's function parses
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return { ok: false, response: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/** round(x, 6): ratios shown with six decimals, like the positions route. */
export function round6(x: number): number {
  return Math.round(x * MICRO) / MICRO;
}

/** A `?, ?, ?` list for an IN clause of n values. */
export function marks(n: number): string {
  return new Array<string>(n).fill('?').join(', ');
}

