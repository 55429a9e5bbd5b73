import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/*
 * A request body over `maxBytes` is refused before anything reads it. A body with a Content-Length
 * (every client's ordinary request) is judged by the header alone: Hono's bodyLimit first asks the
 * request for its body stream, which makes the Node adapter build a full web Request and stream for
 * every POST (~10 % of an order's cost). Only a chunked body is counted as it streams in, by bodyLimit.
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(length) > maxBytes) return tooLarge(c);
    return next();
  };
}
