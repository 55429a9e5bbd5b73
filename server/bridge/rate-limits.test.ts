import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/connection';

/* The bridge's 50 requests per 10 s per client (api-spec Limits): the 51st is refused at once with Retry-After. */

describe('the bridge rate limit', () => {
  it('answers 50 requests in a window and refuses the 51st with 429 and Retry-After, every route counted', async () => {
    const app = createApp(openDb(':memory:'), { rateLimits: true });
    for (let i = 0; i < 25; i++) expect((await app.request('/bridge/supported-assets')).status).toBe(200);
    // refusals count too: a client cannot probe past the limit with bad requests
    for (let i = 0; i < 25; i++) expect((await app.request('/bridge/status/nope')).status).toBe(400);
    const refused = await app.request('/bridge/supported-assets');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too Many Requests' });
    const after = Number(refused.headers.get('retry-after'));
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThanOrEqual(10);
    // the other services keep their own budgets
    expect((await app.request('/relayer/nonce?address=0x0000000000000000000000000000000000000001&type=SAFE')).status).toBe(200);
  });

  it('is off unless the app is told', async () => {
    const app = createApp(openDb(':memory:'));
    for (let i = 0; i < 60; i++) expect((await app.request('/bridge/supported-assets')).status).toBe(200);
  });
});
