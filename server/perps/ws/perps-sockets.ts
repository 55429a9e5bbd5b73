import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { instrumentById } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import type { PerpsContext } from '../context';
import type { PerpsEvents } from '../events';
import { pusd } from '../market/units';
import { fillFrames } from '../orders/fill-rows';
import { shortForm } from '../orders/order-view';
import { channelError, PRIVATE_CHANNELS } from './channels';
import { perpsFeeds } from './feeds';

/*
 * The gateway's WebSocket (facts §8) at /perps/v1/ws on the service's port: sub/unsub, auth with
 * the proxy key and secret, ping; the public bbo, book and trades channels and the private ones
 * (orders, fills and balances pushed on events; portfolio every 5 s; tickers, statistics, klines,
 * funding, deposits, withdrawals and notifications from ws/feeds.ts). Pushes are `{ch, data, sq,
 * ts, ets}` with `sq` counted per channel. Whoever listens attaches it; other paths are left to
 * the other services' upgrade handlers.
 */

export const PERPS_WS_PATH = '/perps/v1/ws';
const MAX_SUBSCRIPTIONS = 100;
const BOOK_MS = 100;
const PORTFOLIO_MS = 5_000;

type Client = { ws: WebSocket; ip: string; account?: string; subs: Map<string, number>; bookSeq: Map<string, number>; posting: number };

export type PerpsSocketDeps = {
  ctx: PerpsContext;
  events: PerpsEvents;
  /** The live account behind a proxy key and its secret, or undefined. */
  authenticate: (proxy: string, secret: string) => string | undefined;
  portfolio: (account: string) => unknown;
  /** Runs a signed op as its REST route would (method, path under the mount, JSON body) and answers its body. */
  dispatch: (method: string, path: string, body: unknown) => Promise<unknown>;
  /** Runs after each timed feed sync: TP/SL legs fire on a mark that moved with no request in between. */
  afterSync?: () => void;
};

/** The REST route each op posted over the socket runs as (facts §8: post ops). */
const OP_ROUTES: Record<string, [method: string, path: string]> = {
  createOrders: ['POST', '/v1/trade/orders'],
  modifyOrders: ['PATCH', '/v1/trade/orders'],
  modifyOrdersCOID: ['PATCH', '/v1/trade/orders-coid'],
  cancelOrders: ['DELETE', '/v1/trade/orders'],
  cancelOrdersCOID: ['DELETE', '/v1/trade/orders-coid'],
  cancelAll: ['DELETE', '/v1/trade/orders/all'],
  autoCancel: ['PATCH', '/v1/trade/auto-cancel'],
  updateLeverage: ['PATCH', '/v1/trade/leverage'],
  updateLeverages: ['PATCH', '/v1/trade/leverage/batch'],
  updateMargin: ['PATCH', '/v1/trade/margin'],
};
const MAX_CONCURRENT_POSTS = 16;

/** Facts §8's limits: connections per IP, inbound messages per IP per minute. */
export type PerpsSocketLimits = { connectionsPerIp: number; messagesPerMinute: number };
const LIMITS: PerpsSocketLimits = { connectionsPerIp: 50, messagesPerMinute: 1_000 };

export function attachPerpsSockets(server: Server, deps: PerpsSocketDeps, limits: PerpsSocketLimits = LIMITS) {
  const { ctx, events } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false, clientTracking: false });
  const clients = new Set<Client>();
  const fillFrame = fillFrames(ctx.db);
  const perIp = new Map<string, number>();
  const messages = new Map<string, { minute: number; n: number }>();
  /** Counts an inbound message of `ip`; false once its minute's budget is spent. */
  const admit = (ip: string) => {
    const minute = Math.floor(Date.now() / 60_000);
    let m = messages.get(ip);
    if (!m || m.minute !== minute) messages.set(ip, (m = { minute, n: 0 }));
    return ++m.n <= limits.messagesPerMinute;
  };

  /** `ts`: when the push was made; one snapshot round of the book timer passes the same to every socket. */
  const push = (c: Client, ch: string, data: unknown, ts = Date.now()) => {
    const sq = c.subs.get(ch);
    if (sq === undefined) return;
    c.subs.set(ch, sq + 1);
    c.ws.send(JSON.stringify({ ch, data, sq: sq + 1, ts, ets: ctx.nowMs() }));
  };
  const toAccount = (account: string, ch: string, data: () => unknown) => {
    for (const c of clients) if (c.account === account && c.subs.has(ch)) push(c, ch, data());
  };

  const offs = [
    events.on('order', (o) => toAccount(o.account, 'orders', () => shortForm(o))),
    events.on('fill', (f) => toAccount(f.account, 'fills', () => fillFrame(f))),
    events.on('collateral', (a) =>
      toAccount(a, 'balances', () => ({
        asset: 'pUSD',
        balance: pusd(ctx.ledger.perps.collateralOf(a)),
        value: pusd(ctx.ledger.perps.collateralOf(a)),
      })),
    ),
    // a TP/SL leg's state on the plain channel and on its instrument's
    events.on('tpsl', (e) => {
      toAccount(e.account, 'tpsl', () => e.frame);
      toAccount(e.account, `tpsl::${e.iid}`, () => e.frame);
    }),
    events.on('trade', (t) => {
      const i = instrumentById(t.instrument_id)!;
      const data = [
        {
          tid: t.trade_id,
          iid: t.instrument_id,
          side: t.buy ? 'long' : 'short',
          p: writeDecimal(t.price, i.price_decimals),
          qty: writeDecimal(t.qty, i.quantity_decimals),
          ts: t.ts,
          hash: '0x',
        },
      ];
      for (const c of clients) push(c, `trades::${t.instrument_id}`, data);
    }),
  ];

  // tickers, statistics, klines, funding, deposits, withdrawals, notifications (ws/feeds.ts)
  const feeds = perpsFeeds(ctx, events, {
    subscribed: () => new Set([...clients].flatMap((c) => [...c.subs.keys()])),
    broadcast: (ch, data) => clients.forEach((c) => push(c, ch, data)),
    toAccount,
  });

  const book = (iid: number, depth: number) => {
    const i = instrumentById(iid)!;
    const side = (buy: boolean) =>
      ctx.market.engine
        .book(iid)
        .depth(buy, depth)
        .map(([p, q]) => [writeDecimal(p, i.price_decimals), writeDecimal(q, i.quantity_decimals)]);
    return { b: side(true), a: side(false) };
  };
  const bbo = (iid: number) => {
    const i = instrumentById(iid)!;
    const { bid, ask } = ctx.market.bbo(iid);
    const d = (u?: bigint, dec = i.price_decimals) => (u === undefined ? null : writeDecimal(u, dec));
    return { iid, bp: d(bid?.[0]), bq: d(bid?.[1], i.quantity_decimals), ap: d(ask?.[0]), aq: d(ask?.[1], i.quantity_decimals) };
  };
  /** Book and bbo channels get a snapshot whenever the engine moved since the last one they got. */
  const snapshot = (c: Client, ch: string, force = false, ts = Date.now()) => {
    if (!c.subs.has(ch)) return;
    const m = /^(book|bbo)::(\d+)(?:::(\d+))?$/.exec(ch);
    if (!m) return;
    const seq = ctx.market.engine.sequence;
    if (!force && c.bookSeq.get(ch) === seq) return;
    c.bookSeq.set(ch, seq);
    push(c, ch, m[1] === 'bbo' ? bbo(Number(m[2])) : book(Number(m[2]), Number(m[3] ?? 20)), ts);
  };
  // every push of one round carries the round's `ts`, taken once when the timer fires: a client's
  // receipt time less it is then the whole fan-out's delay to that socket, not just its own send
  const bookTimer = setInterval(() => {
    const ts = Date.now();
    ctx.market.sync();
    deps.afterSync?.();
    for (const c of clients) for (const ch of c.subs.keys()) snapshot(c, ch, false, ts);
  }, BOOK_MS);
  const portfolioTimer = setInterval(() => {
    for (const c of clients) if (c.account && c.subs.has('portfolio')) push(c, 'portfolio', deps.portfolio(c.account));
  }, PORTFOLIO_MS);
  bookTimer.unref();
  portfolioTimer.unref();

  function subscribe(c: Client, chs: unknown[], on: boolean) {
    return chs.map((ch) => {
      if (typeof ch !== 'string') return { status: 'err', error: 'invalid channel: ' + String(ch) };
      const bad = channelError(ch);
      if (bad) return { status: 'err', error: bad };
      if (PRIVATE_CHANNELS.has(ch.split('::')[0]!) && !c.account) return { status: 'err', error: 'unauthorized' };
      if (!on) {
        c.subs.delete(ch);
        return { status: 'ok' };
      }
      if (!c.subs.has(ch) && c.subs.size >= MAX_SUBSCRIPTIONS) return { status: 'err', error: 'subscription_limit' };
      if (!c.subs.has(ch)) c.subs.set(ch, 0);
      return { status: 'ok' };
    });
  }

  function message(c: Client, text: string) {
    let msg: { id?: unknown; req?: unknown; chs?: unknown; op?: { type?: unknown; args?: { proxy?: unknown; secret?: unknown } } };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      return c.ws.send(JSON.stringify({ data: { status: 'err', error: 'invalid message' } }));
    }
    const reply = (data: unknown) => c.ws.send(JSON.stringify({ id: msg.id, data }));
    if ((msg.req === 'sub' || msg.req === 'unsub') && Array.isArray(msg.chs)) {
      reply(subscribe(c, msg.chs, msg.req === 'sub'));
      // a new book or bbo subscriber gets the state at once, after the reply
      if (msg.req === 'sub') for (const ch of msg.chs) if (typeof ch === 'string') snapshot(c, ch, true);
      return;
    }
    if (msg.req === 'post' && msg.op?.type === 'ping') return reply({ status: 'ok' });
    if (msg.req === 'post' && msg.op?.type === 'auth') {
      const { proxy, secret } = msg.op.args ?? {};
      const account = typeof proxy === 'string' && typeof secret === 'string' ? deps.authenticate(proxy.toLowerCase(), secret) : undefined;
      if (!account) return reply({ status: 'err', error: 'unauthorized' });
      c.account = account;
      return reply({ status: 'ok' });
    }
    const route = msg.req === 'post' && typeof msg.op?.type === 'string' ? OP_ROUTES[msg.op.type] : undefined;
    if (!route) return reply({ status: 'err', error: 'unsupported request' });
    if (c.posting >= MAX_CONCURRENT_POSTS) return reply({ status: 'err', error: 'too_many_requests' });
    // the frame less its id and req is the REST body: {op, sig, salt, ts[, exp]}
    const { id: _id, req: _req, ...body } = msg as Record<string, unknown>;
    c.posting++;
    void deps
      .dispatch(route[0], route[1], body)
      .then(reply, () => reply({ status: 'err', error: 'internal_error' }))
      .finally(() => c.posting--);
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== PERPS_WS_PATH) return;
    const ip = req.socket.remoteAddress ?? '';
    if ((perIp.get(ip) ?? 0) >= limits.connectionsPerIp) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c: Client = { ws, ip, subs: new Map(), bookSeq: new Map(), posting: 0 };
      clients.add(c);
      ws.on('message', (data: RawData) => {
        if (!admit(c.ip)) return c.ws.send(JSON.stringify({ data: { status: 'err', error: 'message_rate_limited' } }));
        try {
          message(c, (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer)).toString('utf8'));
        } catch (err) {
          console.error('perps socket:', err);
          ws.close(1011);
        }
      });
      ws.on('close', () => {
        clients.delete(c);
        perIp.set(ip, (perIp.get(ip) ?? 1) - 1);
      });
      ws.on('error', () => undefined);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    close() {
      clearInterval(bookTimer);
      clearInterval(portfolioTimer);
      feeds.close();
      for (const off of offs) off();
      server.off('upgrade', onUpgrade);
      for (const c of clients) c.ws.close(1001);
      wss.close();
    },
    count: () => clients.size,
  };
}
