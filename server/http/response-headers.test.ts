import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { demoDb } from '../testing/demo-db';

/* Every answer's security headers, the API's caching, and the access log's one line per request. */

const lines: string[] = [];
const app = createApp(demoDb(), { log: (l) => lines.push(l) });
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

describe('response headers', () => {
  it('a public read is revalidated each time; nothing is sniffed or referred', async () => {
    for (const path of [`/data/v2/value?user=${USER}`, '/gamma/events?limit=1', '/clob/time']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('an answer to a signed request, and an error, is never stored', async () => {
    const signed = await app.request('/clob/data/orders', { headers: { POLY_API_KEY: 'k', POLY_ADDRESS: USER, POLY_SIGNATURE: 's' } });
    expect(signed.headers.get('cache-control')).toBe('no-store');
    const missing = await app.request('/data/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const bad = await app.request('/data/v2/value?user=nope');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('a route that sets its own caching keeps it (the accounting snapshot is never stored)', async () => {
    const res = await app.request(`/data/v1/accounting/snapshot?user=${USER}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the access log', () => {
  it('writes one line per request: method, path without its query, status and duration; no header, query or body', async () => {
    lines.length = 0;
    await app.request(`/data/v2/value?user=${USER}&secret=s3cr3t`, {
      headers: { POLY_API_KEY: 'api-key-1234', POLY_PASSPHRASE: 'pass-5678' },
    });
    await app.request('/clob/order', {
      method: 'POST',
      body: JSON.stringify({ order: { salt: 'body-9999' } }),
      headers: { POLY_API_KEY: 'api-key-1234' },
    });
    expect(lines).toHaveLength(2);
    const [read, post] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(read).toMatchObject({ method: 'GET', path: '/data/v2/value', status: 200 });
    expect(post).toMatchObject({ method: 'POST', path: '/clob/order' });
    expect(Object.keys(read!).sort()).toEqual(['method', 'ms', 'path', 'status', 't']);
    expect(typeof read!.ms).toBe('number');
    for (const secret of [USER.slice(2), 's3cr3t', 'api-key-1234', 'pass-5678', 'body-9999'])
      expect(lines.join('\n')).not.toContain(secret);
  });

  it('is off unless asked for', async () => {
    const quiet = createApp(demoDb());
    const before = lines.length;
    await quiet.request('/data/');
    expect(lines.length).toBe(before);
  });
});
