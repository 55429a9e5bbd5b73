import type { MiddlewareHandler } from 'hono';
import { HEADER_PREFIX } from '../../src/api/trading/wire';

/*
 * Headers every answer carries, and how long an API answer may be kept. A browser must never
 * guess a type (nosniff) or send this page's URL on (no-referrer). API answers change with every
 * fill, so a public read is revalidated each time (no-cache); an answer to a signed request, or an
 * error, is never stored at all (no-store). A route that set its own Cache-Control keeps it.
 */

const signed = (headers: Headers) => [...headers.keys()].some((name) => name.toUpperCase().startsWith(HEADER_PREFIX));

export function responseHeaders(apiMounts: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'no-referrer');
    const api = apiMounts.some((m) => c.req.path === m || c.req.path.startsWith(`${m}/`));
    if (api && !h.has('Cache-Control')) h.set('Cache-Control', signed(c.req.raw.headers) || c.res.status >= 400 ? 'no-store' : 'no-cache');
  };
}

/**
 * One structured line per request: method, path (never its query), status, duration. Nothing else
 * of the request (no header, no body) is ever read for it, so a credential cannot reach the log.
 */
export function accessLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      write(JSON.stringify({ t: new Date().toISOString(), method: c.req.method, path: c.req.path, status: c.res.status, ms }));
    }
  };
}
