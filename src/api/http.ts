/** Every non-2xx answer, and every transport failure, becomes one typed error (src/api/transport.ts makes them). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly retryAfter?: number,
    readonly url?: string,
  ) {
    super(message);
  }
}

/**
 * The code of a 403 that is not the service's JSON: a CDN's block page (HTML), which is how blocked
 * regions are turned away in front of the public services.
 */
export const REGION_BLOCKED = 'region_blocked';

/** A 403 answered by something other than the service: an HTML page, or a body that is not JSON. */
export function isBlockPage(res: Response, text: string): boolean {
  if (res.status !== 403) return false;
  if (/html/i.test(res.headers.get('content-type') ?? '')) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * The ApiError of a non-2xx answer: the service's `{error, code?}` body, the Retry-After header (or
 * the body's retry_after_seconds when a proxy dropped the header), a block page as REGION_BLOCKED.
 */
export function errorOfAnswer(res: Response, text: string, url?: string): ApiError {
  if (isBlockPage(res, text)) return new ApiError(403, `HTTP 403`, REGION_BLOCKED, undefined, url);
  let body: { error?: unknown; code?: unknown; retry_after_seconds?: unknown } | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    // a batch route's whole-request refusal is its envelope inside a one-element array (the perps gateway)
    body = (Array.isArray(parsed) && parsed.length === 1 ? parsed[0] : parsed) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
  const bodyDelay = typeof body?.retry_after_seconds === 'number' ? body.retry_after_seconds : undefined;
  return new ApiError(
    res.status,
    message,
    typeof body?.code === 'string' ? body.code : undefined,
    parseRetryAfter(res.headers.get('retry-after')) ?? bodyDelay,
    url,
  );
}

/** Seconds from a Retry-After header: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function buildUrl(base: string, path: string, query?: Record<string, string>): string {
  const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base.replace(/\/$/, '')}${path}${qs}`;
}
