import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The spec's ErrorResponse: one string field, error. */
export function errorBody(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ error: message }, status);
}
