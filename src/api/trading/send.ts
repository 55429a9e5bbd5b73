import type { z } from 'zod/mini';
import { ApiError, buildUrl, errorOfAnswer } from '../http';

/*
 * One request to the trading service and its answer checked against the contract's schema. Every
 * failure is an ApiError: status 0 when no answer came (the request may still have been acted on),
 * the service's {error, code?, retry_after_seconds?} otherwise, a CDN block page as region_blocked.
 */

export type Sender = { fetch: typeof fetch; timeoutMs: number };

export type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** the exact text signed (L2); undefined sends no body */
  body?: string;
};

export async function sendJson<S extends z.ZodMiniType>(sender: Sender, call: Call, schema: S): Promise<z.output<S>> {
  const timeout = AbortSignal.timeout(sender.timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  // create-api-key, cancel-all and delete-api-key go out as JSON with an empty body, as the official client sends them
  if (call.method !== 'GET') headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await sender.fetch(call.url, { method: call.method, headers, body: call.body, signal: timeout });
  } catch {
    const why = timeout.aborted ? 'the trading service did not answer in time' : 'the trading service could not be reached';
    throw new ApiError(0, why, undefined, undefined, call.url);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ApiError(0, 'the answer was cut off', undefined, undefined, call.url);
  }
  if (!res.ok) throw errorOfAnswer(res, text, call.url);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(502, 'the trading service answered with something that is not JSON', 'bad_shape', undefined, call.url);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(502, `unexpected response shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`, 'bad_shape', undefined, call.url);
  return parsed.data;
}

/** A record's path with its {params} filled in: '/data/order/{id}' → '/data/order/0x…'. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new RangeError(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(v);
  });
}

/** The query of defined values only, for buildUrl. */
export function queryOf(params: Record<string, string | number | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

export const urlOf = (base: string, path: string, query?: Record<string, string | number | undefined>) =>
  buildUrl(base, path, queryOf(query));

const FIRST_CURSOR = 'MA==';
const END_CURSOR = 'LTE=';

/** Every item of an offset-cursor listing: from "MA==" until the service answers "LTE=". */
export async function walkPages<T>(page: (cursor: string) => Promise<{ data: T[]; next_cursor: string }>): Promise<T[]> {
  const out: T[] = [];
  const seen = new Set<string>();
  for (let cursor = FIRST_CURSOR; cursor && cursor !== END_CURSOR;) {
    // a cursor answered twice would loop forever
    if (seen.has(cursor)) throw new ApiError(502, `the listing repeated its cursor ${cursor}`, 'bad_shape');
    seen.add(cursor);
    const p = await page(cursor);
    out.push(...p.data);
    cursor = p.next_cursor;
  }
  return out;
}
