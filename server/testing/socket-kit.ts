import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { WebSocket } from 'ws';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { attachTradingSockets } from '../trading/ws/attach';
import type { SocketOptions } from '../trading/ws/limits';
import { freshDemoDb } from './combo-kit';
import { tradingSandbox } from './trading-kit';

/*
 * Test kit of the WebSocket channels: the seeded service (Alice and Bob funded, with credentials:
 * tradingSandbox) listening on an ephemeral port of 127.0.0.1 with the channels attached, and a
 * real `ws` client that records every frame in order (arrays flattened, text frames such as PONG
 * kept as strings) and waits for what a test expects.
 */

export type Closed = { code: number; reason: string };

export class Probe {
  /** Every event in arrival order; a non-JSON text frame is kept as its string. */
  readonly events: unknown[] = [];
  /** The frames as sent, for checks of framing (arrays, `[]`). */
  readonly frames: string[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<Closed>;
  isClosed = false;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    this.opened = once(ws, 'open').then(() => undefined);
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.isClosed = true;
        resolve({ code, reason: reason.toString() });
      }),
    );
    ws.on('error', () => undefined);
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.frames.push(text);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      if (Array.isArray(parsed)) this.events.push(...(parsed as unknown[]));
      else this.events.push(parsed);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The first event from `from` on that passes `test`; fails after `timeoutMs`. */
  async next<T = unknown>(test: (e: T) => boolean, timeoutMs = 5_000, from = 0): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.events.slice(from).find((e) => test(e as T));
      if (hit !== undefined) return hit as T;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(this.events).slice(0, 2000)}`);
      await this.arrival(left);
    }
  }

  /** The `index`-th frame as sent (0 is the first), once it has arrived. */
  async frame(index: number, timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length <= index) {
      if (Date.now() > deadline) throw new Error(`frame ${index} did not arrive in ${timeoutMs} ms`);
      await this.arrival(deadline - Date.now());
    }
    return this.frames[index]!;
  }

  /** Resolves at the next frame, or after `ms`. */
  private arrival(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  /** The frames that arrive within `ms` (for "nothing was sent" checks). */
  async quietFor(ms: number): Promise<unknown[]> {
    const start = this.events.length;
    await new Promise((r) => setTimeout(r, ms));
    return this.events.slice(start);
  }
}

export type LiveService = Awaited<ReturnType<typeof liveService>>;

/** The seeded service listening on 127.0.0.1:0 with the channels attached (no per-address cap unless given). */
export async function liveService(o: { socket?: SocketOptions; tradeStepMs?: number; liquidityMs?: number; db?: Db } = {}) {
  const db = o.db ?? freshDemoDb();
  const app = createApp(db, { sandbox: true, tradeStepMs: o.tradeStepMs, liquidityMs: o.liquidityMs });
  const s = await tradingSandbox(db, app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const trading = app.trading!;
  const sockets = attachTradingSockets(server, trading.live, { maxConnectionsPerAddress: Infinity, ...o.socket });
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probes: Probe[] = [];

  /** A client on `path` ('/clob/ws/market'), open. */
  const connect = async (path: string) => {
    const probe = new Probe(new WebSocket(`${base}${path}`));
    probes.push(probe);
    await probe.opened;
    return probe;
  };
  /** A market-channel client subscribed to `assets` (its initial dump received). */
  const market = async (assets: string[], extra: Record<string, unknown> = {}) => {
    const p = await connect('/clob/ws/market');
    p.send({ type: 'market', assets_ids: assets, ...extra });
    if (extra.initial_dump !== false) await p.frame(0);
    return p;
  };
  const book = async (tokenId: string) => (await app.request(`/clob/book?token_id=${tokenId}`)).json() as Promise<Record<string, unknown>>;

  const close = async () => {
    for (const p of probes) p.ws.terminate();
    sockets.close();
    trading.live.stop();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return { db, app, s, trading, sockets, base, connect, market, book, close };
}
