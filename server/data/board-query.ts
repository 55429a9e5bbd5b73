import type { Context } from 'hono';
import type { z } from 'zod';
import { errorBody } from '../http-errors';
import { firstMessage } from '../../src/api/data/params';
import { v2Error } from './v2-errors';

/** v1: parse the query with a zod schema; a repeated parameter has no right answer, so it is refused. */
export function parseV1<S extends z.ZodObject>(c: Context, schema: S): { ok: true; q: z.output<S> } | { ok: false; res: Response } {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const known = new Set(Object.keys(schema.shape));
  const queries = c.req.queries();
  for (const name of Object.keys(queries)) {
    if (!known.has(name)) continue;
    const values = queries[name]!;
    if (values.length > 1) return { ok: false, res: errorBody(c, 400, `invalid ${name}: send the parameter once`) };
    raw[name] = values[0]!;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, res: errorBody(c, 400, firstMessage(parsed.error)) };
  return { ok: true, q: parsed.data };
}

/** A v2 validation failure: thrown by the readers below, answered by v2Guard. */
export class V2ParamError extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
  }
}

/** Runs a v2 handler; a V2ParamError becomes the v2 400 body (invalid_request, naming the parameter). */
export function v2Guard(handler: (c: Context) => Response | Promise<Response>) {
  return async (c: Context) => {
    try {
      return await handler(c);
    } catch (err) {
      if (err instanceof V2ParamError) return v2Error(c, 400, 'invalid_request', err.message, err.parameter);
      throw err;
    }
  };
}

const ADDRESS_RE = /^0x[a-fA-F0-9]{40}$/;
const INT_RE = /^(0|[1-9][0-9]*)$/;

/** v2 accepts camelCase and snake_case spellings (and route-specific aliases); the first name is canonical. */
export function v2Param(c: Context, names: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const name of names) {
    const values = c.req.queries(name);
    if (!values || values.length === 0) continue;
    if (values.length > 1 || (found !== undefined && found !== values[0])) {
      throw new V2ParamError(`${names[0]} must be sent once`, names[0]!);
    }
    found = values[0];
  }
  return found === '' ? undefined : found;
}

export function v2User(c: Context, required: boolean, names: readonly string[] = ['user']): string | undefined {
  const v = v2Param(c, names);
  if (v === undefined) {
    if (required) throw new V2ParamError(`required query param '${names[0]}' not provided`, names[0]!);
    return undefined;
  }
  if (!ADDRESS_RE.test(v)) throw new V2ParamError(`invalid ${names[0]}: expected a 0x-prefixed 40-hex-digit address`, names[0]!);
  return v.toLowerCase();
}

export function v2Enum<const T extends readonly string[]>(c: Context, names: readonly string[], values: T, dflt: T[number], message: string): T[number] {
  const v = v2Param(c, names);
  if (v === undefined) return dflt;
  // the observed server is case-insensitive on these closed sets
  const hit = values.find((x) => x.toLowerCase() === v.toLowerCase());
  if (hit === undefined) throw new V2ParamError(message, names[0]!);
  return hit;
}

export function v2Int(c: Context, names: readonly string[], min: number, max: number, dflt: number): number {
  const v = v2Param(c, names);
  if (v === undefined) return dflt;
  if (!INT_RE.test(v) || v.length > 16 || Number(v) < min || Number(v) > max) {
    throw new V2ParamError(`${names[0]} must be an integer between ${min} and ${max}`, names[0]!);
  }
  return Number(v);
}

/** RFC 3339 UTC, to the second, of an epoch-seconds instant. */
export function rfc3339(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
