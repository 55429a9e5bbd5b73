import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { openDb } from './db/connection';
import { createApp } from './app';
import { pickEncoding } from './spa-shell';

describe('service shell', () => {
  let dir: string;
  const db = openDb(':memory:');
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vantage-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the data health route', async () => {
    const res = await createApp(db).request('/data/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'OK' });
  });

  it('answers unknown API paths with the spec error body, never the SPA shell', async () => {
    const app = createApp(db, { staticDir: dir });
    for (const path of ['/data/nope', '/clob/nope', '/gamma/nope', '/relayer/nope', '/relayer/submit/x']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ error: 'not found' });
    }
  });

  it('serves the built app with an SPA fallback for deep links', async () => {
    const app = createApp(db, { staticDir: dir });
    const deep = await app.request('/portfolio/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/positions?sortBy=TITLE');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>shell</title>');
    const asset = await app.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/icons/nope.svg');
    expect(missing.status).toBe(404);
  });

  it('serves the Perps view at /perps and /perps/:symbol beside the gateway, whose own paths stay its 404', async () => {
    const app = createApp(db, { staticDir: dir });
    for (const path of ['/perps', '/perps/', '/perps/BTC-USD']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>shell</title>');
    }
    for (const path of ['/perps/v1/nope', '/perps/v1', '/perps/BTC-USD/more']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ status: 'err', error: 'not_found' });
    }
    expect((await app.request('/perps/v1/info/ping')).status).toBe(200);
  });
});

describe('the page shell', () => {
  let dir: string;
  const db = openDb(':memory:');
  const page = '<!doctype html><title>shell</title><script type="module">import "/assets/core.js"</script>';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vantage-shell-'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(page));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('goes out as the build’s brotli or gzip copy, for / and deep links alike', async () => {
    const app = createApp(db, { staticDir: dir });
    for (const path of ['/', '/index.html', '/portfolio/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/activity']) {
      const br = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), path).toBe(page);
      const gz = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gz.headers.get('content-encoding'), path).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), path).toBe(page);
      const plain = await app.request(path);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await plain.text(), path).toBe(page);
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    }
  });

  it('is revalidated, not downloaded again: its ETag answers 304', async () => {
    const app = createApp(db, { staticDir: dir });
    const first = await app.request('/markets', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request('/portfolio/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', {
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await app.request('/', { headers: { 'if-none-match': '"another"' } });
    expect(changed.status).toBe(200);
  });

  it('prefers brotli, then gzip, and honours a refusal', () => {
    expect(pickEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('*', ['gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
  });
});

describe('data-service rate limits', () => {
  it('are off unless asked for, and on answer 429 with Retry-After past the /positions row (150 / 10 s)', async () => {
    // a frozen clock keeps every request in one counting window: across a window edge the
    // sliding estimate weighs the earlier window down, and the 429 would depend on when the test ran
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_001_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const db = openDb(':memory:');
    const off = createApp(db);
    const on = createApp(db, { rateLimits: true });
    const url = '/data/positions?user=0x0000000000000000000000000000000000000001';
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await on.request(url)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await on.request(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ error: 'Too Many Requests' });
    // other routes still answer, and an app without limits never refuses
    expect((await on.request('/data/')).status).toBe(200);
    for (let i = 0; i < 160; i++) expect((await off.request(url)).status).toBe(200);
  }, 30_000);
});
