import { serve, type ServerType } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_TRADER } from '../../src/api/config';
import { createApp } from '../app';
import { demoDb } from '../testing/demo-db';
import { ALICE, l2Headers, tradingSandbox } from '../testing/trading-kit';
import { resolveUpstream } from './upstream-config';

/*
 * Two real services on 127.0.0.1: the local service over the demo dataset as the "upstream", and a
 * database-less service proxying its API mounts there (`--upstream <url>`). The upstream records
 * each request it receives exactly as it arrived, to show what the proxy passed on.
 */

type Seen = { method: string; path: string; headers: Headers; body: string };

const seen: Seen[] = [];
const servers: (ServerType | Server)[] = [];
let upstreamBase: string;
let proxyBase: string;
let sandbox: Awaited<ReturnType<typeof tradingSandbox>>;

async function listen(fetch: (req: Request, env: unknown) => Response | Promise<Response>): Promise<string> {
  const server = serve({ fetch, hostname: '127.0.0.1', port: 0 });
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const lastSeen = (path: string) => seen.filter((s) => s.path === path).at(-1)!;

beforeAll(async () => {
  const db = demoDb();
  const upstream = createApp(db);
  upstreamBase = await listen(async (req, env) => {
    const url = new URL(req.url);
    seen.push({ method: req.method, path: url.pathname + url.search, headers: new Headers(req.headers), body: await req.clone().text() });
    return upstream.fetch(req, env);
  });
  const proxy = createApp(null, { upstream: resolveUpstream(['--upstream', upstreamBase], {})! });
  proxyBase = await listen(proxy.fetch);
  // credentials are created through the proxy too (an L1 call)
  sandbox = await tradingSandbox(db, { request: (path, init) => fetch(`${proxyBase}${path}`, init) });
}, 120_000);

afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
});

async function both(path: string, init?: RequestInit) {
  const [direct, proxied] = await Promise.all([fetch(`${upstreamBase}${path}`, init), fetch(`${proxyBase}${path}`, init)]);
  return { direct: { res: direct, text: await direct.text() }, proxied: { res: proxied, text: await proxied.text() } };
}

describe('the same-origin proxy', () => {
  it('answers a data or metadata read exactly as the upstream does', async () => {
    for (const path of [
      `/data/v2/positions?user=${DEMO_TRADER}&limit=5`,
      `/data/positions?user=${DEMO_TRADER}&limit=5`,
      '/gamma/markets?limit=3',
    ]) {
      const { direct, proxied } = await both(path);
      expect(proxied.res.status, path).toBe(200);
      expect(proxied.res.status, path).toBe(direct.res.status);
      expect(proxied.res.headers.get('content-type'), path).toBe(direct.res.headers.get('content-type'));
      expect(proxied.text, path).toBe(direct.text);
      expect(lastSeen(path).path, 'path and query under the upstream base').toBe(path);
    }
  });

  it('forwards the gateway’s /perps/v1 paths but never the app’s own Perps pages', async () => {
    const before = seen.length;
    expect((await fetch(`${proxyBase}/perps/v1/info/ping`)).status).toBe(200);
    expect(lastSeen('/perps/v1/info/ping').method).toBe('GET');
    // no static dir here: the page falls through to the plain 404, and the upstream never saw it
    await fetch(`${proxyBase}/perps/BTC-USD`);
    expect(seen.slice(before).map((s) => s.path)).toEqual(['/perps/v1/info/ping']);
  });

  it('hands a compressed answer back as the upstream encoded it', async () => {
    const path = `/data/v2/activity?user=${DEMO_TRADER}&limit=100`;
    const { direct, proxied } = await both(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(proxied.res.headers.get('content-encoding')).toBe('gzip');
    expect(proxied.text).toBe(direct.text);
  });

  it('passes an L2-authenticated call with its headers untouched, and keeps this site’s origin, referer and cookies', async () => {
    const creds = sandbox.creds.get(ALICE.address)!;
    // the MAC covers the path under the trading service's mount, as the browser signs it for /clob/data/orders
    const auth = await l2Headers(ALICE, creds, 'GET', '/data/orders');
    const res = await fetch(`${proxyBase}/clob/data/orders?next_cursor=MA==`, {
      headers: { ...auth, origin: proxyBase, referer: `${proxyBase}/portfolio`, cookie: 'session=ours' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ data: [], next_cursor: 'LTE=' });
    const arrived = lastSeen('/clob/data/orders?next_cursor=MA==');
    for (const [name, value] of Object.entries(auth)) expect(arrived.headers.get(name), name).toBe(value);
    for (const name of ['origin', 'referer', 'cookie']) expect(arrived.headers.get(name), name).toBeNull();
    expect(arrived.headers.get('host')).toBe(new URL(upstreamBase).host);
  });

  it('delivers a POST body byte for byte', async () => {
    const order = await sandbox.order(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    // pretty-printed, so any re-serialisation on the way would show
    const text = JSON.stringify(order, null, 3);
    const auth = await l2Headers(ALICE, sandbox.creds.get(ALICE.address)!, 'POST', '/order', text);
    const res = await fetch(`${proxyBase}/clob/order`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: text,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, status: 'live' });
    const arrived = lastSeen('/clob/order');
    expect(arrived.method).toBe('POST');
    expect(arrived.body).toBe(text);
    expect(arrived.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('keeps an error answer’s status and body', async () => {
    for (const [path, init] of [
      ['/data/positions', undefined],
      ['/clob/data/orders', { headers: { POLY_ADDRESS: ALICE.address, POLY_API_KEY: 'nope' } }],
      ['/gamma/nope', undefined],
    ] as const) {
      const { direct, proxied } = await both(path, init);
      expect(proxied.res.status, path).toBeGreaterThanOrEqual(400);
      expect(proxied.res.status, path).toBe(direct.res.status);
      expect(proxied.text, path).toBe(direct.text);
      expect(JSON.parse(proxied.text), path).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 502 in the spec’s error shape when the upstream is unreachable', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = createApp(null, {
      upstream: {
        data: `${down}/data`,
        trading: `${down}/clob`,
        metadata: `${down}/gamma`,
        relayer: `${down}/relayer`,
        bridge: `${down}/bridge`,
        perps: `${down}/perps`,
      },
    });
    for (const path of ['/data/positions?user=0x1', '/clob/order', '/gamma/markets']) {
      const res = await app.request(path, {
        method: path === '/clob/order' ? 'POST' : 'GET',
        body: path === '/clob/order' ? '{}' : undefined,
      });
      expect(res.status, path).toBe(502);
      expect(await res.json(), path).toEqual({ error: 'upstream unreachable' });
    }
  });

  it('answers 504 in the spec’s error shape when the upstream stays silent', async () => {
    // accepts the request and never answers
    const silent = createServer(() => {});
    servers.push(silent);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const app = createApp(null, {
      upstream: { data: base, trading: base, metadata: base, relayer: base, bridge: base, perps: base, timeoutMs: 200 },
    });
    const res = await app.request('/data/positions?user=0x1');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'upstream timed out' });
    silent.closeAllConnections();
  });

  it('logs nothing: no headers, no bodies, no lines at all', async () => {
    const spies = [
      ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) => vi.spyOn(console, m)),
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
    ];
    try {
      await both(`/data/positions?user=${DEMO_TRADER}&limit=5`);
      await both('/clob/data/orders', { headers: { POLY_ADDRESS: ALICE.address, POLY_API_KEY: 'nope' } });
      const creds = sandbox.creds.get(ALICE.address)!;
      await fetch(`${proxyBase}/clob/data/orders`, { headers: await l2Headers(ALICE, creds, 'GET', '/data/orders') });
      const text = JSON.stringify(await sandbox.order(ALICE, { side: 'BUY', price: '0.02', size: '5' }));
      const auth = await l2Headers(ALICE, creds, 'POST', '/order', text);
      expect((await fetch(`${proxyBase}/clob/order`, { method: 'POST', headers: auth, body: text })).status).toBe(200);
      const gone = `http://127.0.0.1:${await closedPort()}`;
      const down = createApp(null, { upstream: { data: gone, trading: gone, metadata: gone, relayer: gone, bridge: gone, perps: gone } });
      expect((await down.request('/data/positions', { headers: auth })).status).toBe(502);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
