import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit';

const app = new Hono();
app.use(limitBody(10, (c) => c.json({ error: 'too large' }, 413)));
app.post('/echo', async (c) => c.text(await c.req.text()));

describe('limitBody', () => {
  it('judges a body with a Content-Length by the header, before anyone reads it', async () => {
    expect((await app.request('/echo', { method: 'POST', headers: { 'content-length': '11' }, body: 'x'.repeat(11) })).status).toBe(413);
    const ok = await app.request('/echo', { method: 'POST', headers: { 'content-length': '10' }, body: 'x'.repeat(10) });
    expect([ok.status, await ok.text()]).toEqual([200, 'x'.repeat(10)]);
  });

  it('counts a body without one as it streams in', async () => {
    const stream = (n: number) =>
      new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('y'.repeat(n)));
          c.close();
        },
      });
    const init = (n: number) => ({ method: 'POST', body: stream(n), duplex: 'half' }) as RequestInit;
    expect((await app.request('/echo', init(11))).status).toBe(413);
    const ok = await app.request('/echo', init(10));
    expect([ok.status, await ok.text()]).toEqual([200, 'y'.repeat(10)]);
  });
});
