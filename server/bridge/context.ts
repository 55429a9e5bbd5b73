import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/connection';
import type { PrepareCached } from '../db/statement-cache';
import { errorBody } from '../kit/errors';

/** What every bridge resource gets. */
export type BridgeContext = {
  db: Db;
  prepare: PrepareCached;
  /** Epoch milliseconds: when a transfer is detected, and how far its walk has gone. */
  nowMs: () => number;
  /** Milliseconds per step of a transfer's walk (DEPOSIT_DETECTED → … → COMPLETED). */
  stepMs: number;
};

/** Thrown below a bridge handler; the service answers it as `{error}` (bridge facts §2), the spec's ErrorResponse too. */
export class BridgeError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const bridgeError = (c: Context, e: BridgeError) => errorBody(c, e.status, e.message);

/** The JSON object a POST carries; anything else (no JSON, an array, a scalar) is refused as one. */
export async function jsonObject(c: Context, invalid: string): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BridgeError(400, invalid);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BridgeError(400, invalid);
  return body as Record<string, unknown>;
}

/**
 * The sheet's per-field check, in the order given: a field missing, empty or not a string is
 * `<field> is required`. Returns the fields as strings.
 */
export function requiredStrings<K extends string>(
  body: Record<string, unknown>,
  fields: readonly K[],
  message: (f: K) => string,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const f of fields) {
    const v = body[f];
    if (typeof v !== 'string' || v.trim() === '') throw new BridgeError(400, message(f));
    out[f] = v.trim();
  }
  return out;
}
