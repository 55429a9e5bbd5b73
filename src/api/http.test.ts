import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { REGION_BLOCKED, type ApiError } from './http';
import { createTransport } from './transport';

/* How answers become ApiErrors: the service's JSON errors, and a CDN's block page told apart from them. */

const answer = (body: string, status: number, headers: Record<string, string> = {}) =>
  (async () => new Response(body, { status, headers })) as unknown as typeof fetch;

// one attempt: how the first answer reads, before any retry
const fail = (f: typeof fetch) =>
  createTransport({ fetch: f, retry: { retries: 0 } })
    .getJson('http://svc/x', z.unknown())
    .then(
      () => undefined,
      (e: unknown) => e as ApiError,
    );

describe('error answers', () => {
  it('a 403 HTML page is a blocked region', async () => {
    const e = await fail(answer('<html><body>Access denied</body></html>', 403, { 'content-type': 'text/html; charset=utf-8' }));
    expect(e).toMatchObject({ status: 403, code: REGION_BLOCKED });
  });

  it('a 403 whose body is not JSON is one too, whatever its content type claims', async () => {
    expect(await fail(answer('Forbidden', 403, { 'content-type': 'application/json' }))).toMatchObject({ code: REGION_BLOCKED });
  });

  it("the service's own 403 stays the service's error", async () => {
    const e = await fail(answer('{"error":"the admin routes answer on loopback only"}', 403, { 'content-type': 'application/json' }));
    expect(e).toMatchObject({ status: 403, message: 'the admin routes answer on loopback only', code: undefined });
  });

  it('reads code and the delay: the Retry-After header, else the body', async () => {
    const body = '{"error":"post-only mode","code":"post_only_mode","retry_after_seconds":30}';
    expect(await fail(answer(body, 503, { 'retry-after': '12' }))).toMatchObject({ code: 'post_only_mode', retryAfter: 12 });
    expect(await fail(answer(body, 503))).toMatchObject({ code: 'post_only_mode', retryAfter: 30 });
  });

  it('other non-JSON errors keep their status and no code', async () => {
    expect(await fail(answer('<html>bad gateway</html>', 502, { 'content-type': 'text/html' }))).toMatchObject({
      status: 502,
      message: 'HTTP 502',
      code: undefined,
    });
  });
});
