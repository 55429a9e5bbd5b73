import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { randomUUID } from 'node:crypto';

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
