import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { randomUUID } from 'node:crypto';
import { STATUS_OVERRIDES } from '../../src/api/error-messages';

/*
 * Every error body the services answer, in one place: the spec's `{error}` (data v1, metadata, the
 * rate limiter, unknown paths), the data service's v2 body, and the trading service's body with its
 * optional code and retry delay and the spec's status overrides. The texts are the spec's, from
 * src/api/error-messages.ts, which the client's error catalogue reads too.
 */

/** The spec's ErrorResponse: one string field, error. */
export function errorBody(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ error: message }, status);
}

/** The v2 error body of the reference: error, code, retryable, trace_id, and parameter on validation failures. */
export type V2ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'rate_limited'
  | 'dependency_unavailable'
  | 'internal';

const RETRYABLE: Record<V2ErrorCode, boolean> = {
  invalid_request: false,
  unauthorized: false,
  not_found: false,
  method_not_allowed: false,
  request_timeout: true,
  rate_limited: true,
  dependency_unavailable: true,
  internal: true,
};

export function v2Error(c: Context, status: ContentfulStatusCode, code: V2ErrorCode, message: string, parameter?: string) {
  const traceId = randomUUID();
  c.header('x-trace-id', traceId);
  return c.json({ error: message, code, retryable: RETRYABLE[code], trace_id: traceId, ...(parameter ? { parameter } : {}) }, status);
}

/** Extra fields the trading body allows beside `error`. */
export type ErrorExtra = { code?: string; retry_after_seconds?: number };

/**
 * The spec's status overrides, applied to every trading error: a message naming "not found" is a
 * 404, "unauthorized" a 401 and "context canceled" a 400, whatever status the handler chose.
 */
export function overriddenStatus(status: ContentfulStatusCode, message: string): ContentfulStatusCode {
  const m = message.toLowerCase();
  return STATUS_OVERRIDES.find(([words]) => m.includes(words))?.[1] ?? status;
}

/** The trading service's error body: `{error}` plus the optional code and retry delay (also sent as Retry-After). */
export function tradingError(c: Context, status: ContentfulStatusCode, message: string, extra: ErrorExtra = {}) {
  if (extra.retry_after_seconds !== undefined) c.header('Retry-After', String(extra.retry_after_seconds));
  return c.json({ error: message, ...extra }, overriddenStatus(status, message));
}

/** Thrown anywhere below a trading handler; the service turns it into its body. */
export class TradingError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
  }
}
