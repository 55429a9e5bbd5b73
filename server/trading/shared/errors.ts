import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Extra fields the spec allows beside `error`. */
export type ErrorExtra = { code?: string; retry_after_seconds?: number };

/**
 * The spec's status overrides, applied to every trading error: a message naming "not found" is a
 * 404, "unauthorized" a 401 and "context canceled" a 400, whatever status the handler chose.
 */
export function overriddenStatus(status: ContentfulStatusCode, message: string): ContentfulStatusCode {
  const m = message.toLowerCase();
  if (m.includes('not found')) return 404;
  if (m.includes('unauthorized')) return 401;
  if (m.includes('context canceled')) return 400;
  return status;
}

/** The trading service's error body: `{error}` plus the optional code and retry delay. */
export function tradingError(c: Context, status: ContentfulStatusCode, message: string, extra: ErrorExtra = {}) {
  if (extra.retry_after_seconds !== undefined) c.header('Retry-After', String(extra.retry_after_seconds));
  return c.json({ error: message, ...extra }, overriddenStatus(status, message));
}

/** Thrown anywhere below a handler; the app turns it into the spec's body. */
export class TradingError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
  }
}
