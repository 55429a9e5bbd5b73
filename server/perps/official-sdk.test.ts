import { serve, type ServerType } from '@hono/node-server';
import {
  createPublicClient,
  createSecureClient,
  forkEnvironmentConfig,
  OrderSide,
  PerpsOrderStatus,
  PerpsTimeInForce,
  type EnvironmentConfig,
  type PerpsSession,
} from '@polymarket/client';
import { privateKey } from '@polymarket/client/viem';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createProxyTypedData, signOp, type Op, type OpType } from '../../src/api/perps/op-signing';
import { createApp, type VantageApp } from '../app';
import { openDb } from '../db/connection';

/*
 * The official perps SDK (@polymarket/client 0.2.0, unchanged) against the local gateway over real
 * HTTP and WebSocket: public market data, the /clob L1 login, a perps session (proxy + the eight
 * private channels), a resting GTC and a filling IOC, and a cancel; then leverage, modify, a fill
 * against a second account, isolated margin, auto-cancel, and the book and fills streams. Facts §13 lists what it relies on.
 */

const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const DEV = { key: DEV_KEY, address: privateKeyToAccount(DEV_KEY).address };
/** BTC-USD in the sandbox's list (facts §4). */
const BTC = 6;
/** Every frame the SDK's sockets sent, to see how it subscribed. */
const sent: string[] = [];

let app: VantageApp;
let server: ServerType;
let base: string;
let environment: EnvironmentConfig;
let closeSockets: () => void;
let session: PerpsSession | undefined;
// Node 20 has no WebSocket global; the SDK constructs `WebSocket` by its global name
const hadWebSocket = 'WebSocket' in globalThis;
const previousWebSocket: unknown = (globalThis as { WebSocket?: unknown }).WebSocket;

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket = SpecWebSocket;
  // the gateway's clock held still: a walking index would move the PnL, and with it the margin figures, between two reads
  const now = Date.now();
  app = createApp(openDb(':memory:'), { sandbox: true, perps: { nowMs: () => now } });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const sockets = app.perps!.sockets(server as Server);
  closeSockets = () => sockets.close();
  environment = forkEnvironmentConfig({
    name: 'vantage-local',
    chainId: 80002,
    rpc: 'http://127.0.0.1:9',
    clob: { rest: `${base}/clob` },
    perps: { rest: `${base}/perps`, ws: `ws://127.0.0.1:${port}/perps/v1/ws` },
  });
}, 30_000);

afterAll(async () => {
  await session?.close();
  closeSockets?.();
  app?.perps?.stop();
  await new Promise<void>((r) => server.close(() => r()));
  if (hadWebSocket) (globalThis as { WebSocket?: unknown }).WebSocket = previousWebSocket;
  else delete (globalThis as { WebSocket?: unknown }).WebSocket;
});

/**
 * ws's WebSocket as a browser's behaves: one message event per task. ws by default emits every
 * frame of one TCP read in the same tick, so when the ack and the orders update that follows it
 * arrive in one read, the update reaches the SDK before its ack promise has settled (it registers
 * its wait for the update only then) and placeOrder times out.
 */
class SpecWebSocket extends NodeWebSocket {
  constructor(url: string, protocols?: string | string[] | NodeWebSocket.ClientOptions, options?: NodeWebSocket.ClientOptions) {
    if (protocols !== undefined && typeof protocols === 'object' && !Array.isArray(protocols))
      super(url, { ...protocols, allowSynchronousEvents: false });
    else super(url, protocols, { ...options, allowSynchronousEvents: false });
    const send = this.send.bind(this) as (data: string) => void;
    this.send = ((data: string) => {
      sent.push(String(data));
      send(data);
    }) as NodeWebSocket['send'];
  }
}

/** A plain JSON request to the listening server, outside the SDK. */
async function plain(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const micro = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6)) * (decimal.startsWith('-') ? -1n : 1n);
};

describe('the official perps SDK against the local gateway', () => {
  it('reads the chain, instruments, the BTC-USD ticker, book and the fee schedule through the public client', async () => {
    // the SDK's chain must be the gateway's (facts §13)
    expect((await plain('GET', '/perps/v1/info/exchange')).body.chain_id).toBe(environment.chainId);
    const client = createPublicClient({ environment });
    const instruments = await client.fetchPerpsInstruments();
    expect(instruments.find((i) => i.symbol === 'BTC-USD')).toMatchObject({ id: BTC, category: 'crypto', priceDecimals: 0 });
    // tickers and statistics ignore instrument_id (facts §1, observed), so the BTC row is picked from all of them
    const ticker = (await client.fetchPerpsTickers()).find((t) => t.instrumentId === BTC);
    expect(ticker).toMatchObject({ symbol: 'BTC-USD', openPrice: expect.any(String), volume24h: expect.any(String) });
    expect(Number(ticker!.markPrice)).toBeGreaterThan(0);
    expect(Number(ticker!.indexPrice)).toBeGreaterThan(0);
    expect(Number(ticker!.lastPrice)).toBeGreaterThan(0);
    const book = await client.fetchPerpsBook({ instrumentId: BTC, depth: 10 });
    expect(book.bids.length).toBeGreaterThan(0);
    expect(book.asks.length).toBeGreaterThan(0);
    expect(Number(book.bids[0]!.price)).toBeLessThan(Number(book.asks[0]!.price));
    const bbo = (await plain('GET', `/perps/v1/info/bbo?instrument_id=${BTC}`)).body[0];
    expect(Number(bbo.bid_price)).toBeLessThan(Number(bbo.ask_price));
    const crypto = (await client.fetchPerpsFees()).find((f) => f.category === 'crypto');
    expect(crypto).toMatchObject({ takerFeeRate: '0.0004', makerFeeRate: '0.000125' });
    expect(crypto!.tiers).toHaveLength(7);
    expect(crypto!.tiers[0]).toEqual({ minVolume30d: '0', takerFeeRate: '0.0004', makerFeeRate: '0.000125' });
  }, 30_000);

  it('logs in over /clob, opens a session, rests a GTC, fills an IOC against the makers and cancels', async () => {
    const signer = privateKey(DEV.key, { transport: http('http://127.0.0.1:9') });
    // wallet = the signer: an EOA account, so no deposit wallet is derived or deployed
    const client = await createSecureClient({ environment, signer, wallet: DEV.address });
    session = await client.openPerpsSession();
    const { proxy, secret } = session.credentials;
    const headers = { 'POLYMARKET-PROXY': proxy, 'POLYMARKET-SECRET': secret };
    const read = async (path: string) => (await plain('GET', `/perps/v1/account/${path}`, undefined, headers)).body;
    expect((await read('credentials')).keys.map((k: { proxy: string }) => k.proxy.toLowerCase())).toContain(proxy.toLowerCase());
    // the eight private channels in one frame (facts §13)
    const subs = sent.map((f) => JSON.parse(f) as { req?: string; chs?: string[] }).filter((f) => f.req === 'sub');
    expect(subs).toHaveLength(1);
    expect(subs[0]!.chs).toHaveLength(8);

    expect((await plain('POST', '/perps/v1/sandbox/faucet', { address: DEV.address, amount: '100000' })).status).toBe(200);
    expect(await read('balances')).toEqual([{ asset: 'pUSD', balance: '100000', value: '100000' }]);

    const resting = await session.placeOrder({
      instrumentId: BTC,
      side: OrderSide.BUY,
      price: '90000',
      quantity: '0.01',
      timeInForce: PerpsTimeInForce.GTC,
    });
    expect(resting.order).toMatchObject({ instrumentId: BTC, side: 'BUY', price: '90000', status: PerpsOrderStatus.Open });
    expect((await read('open-orders')).map((o: { order_id: number }) => o.order_id)).toEqual([resting.order.id]);
    expect((await session.fetchOpenOrders()).map((o) => o.id)).toEqual([resting.order.id]);

    // a limit a little above the best ask: the makers may requote between the read and the order
    const ask = Number((await plain('GET', `/perps/v1/info/bbo?instrument_id=${BTC}`)).body[0].ask_price);
    const ioc = await session.placeOrder({
      instrumentId: BTC,
      side: OrderSide.BUY,
      price: String(Math.round(ask * 1.002)),
      quantity: '0.01',
      timeInForce: PerpsTimeInForce.IOC,
    });
    expect(ioc.order.id).not.toBe(resting.order.id);
    // the first update after the ack: accepted while the 20 ms taker delay runs, or already filled
    expect([PerpsOrderStatus.Accepted, PerpsOrderStatus.Filled]).toContain(ioc.order.status);

    type Fill = { order_id: number; price: string; quantity: string; fee: string; taker: boolean };
    let fills: Fill[] = [];
    for (let i = 0; i < 40 && fills.length === 0; i++) {
      fills = ((await read('fills')).data as Fill[]).filter((f) => f.order_id === ioc.order.id);
      if (fills.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((f) => f.taker)).toBe(true);
    expect(fills.reduce((q, f) => q + micro(f.quantity), 0n)).toBe(micro('0.01'));
    // fee = |p·q| × 4 bp, to the micro
    let fees = 0n;
    for (const f of fills) {
      const notional = micro(f.price) * micro(f.quantity); // in micro², 1e12 per pUSD
      const exact = (notional * 4n) / 10_000n / 1_000_000n;
      expect(micro(f.fee) - exact).toBeGreaterThanOrEqual(0n);
      expect(micro(f.fee) - exact).toBeLessThanOrEqual(1n);
      fees += micro(f.fee);
    }
    const [balance] = await read('balances');
    expect(micro(balance.balance)).toBe(100_000_000_000n - fees);
    const portfolio = await read('portfolio');
    expect(portfolio.positions).toEqual([expect.objectContaining({ instrument_id: BTC, symbol: 'BTC-USD', size: '0.01' })]);
    expect((await read(`orders?order_id=${ioc.order.id}`)).data[0]).toMatchObject({ status: 'filled', filled_quantity: '0.01' });

    const cancelled = await session.cancelOrder({ orderId: resting.order.id });
    expect(cancelled).toEqual({ status: 'ok', orderId: resting.order.id });
    expect(await read('open-orders')).toEqual([]);
    expect((await read(`orders?order_id=${resting.order.id}`)).data[0]).toMatchObject({ status: 'cancelled' });
    // the resting order neither filled nor cost anything
    expect(micro((await read('balances'))[0].balance)).toBe(100_000_000_000n - fees);
  }, 30_000);

  it('sets leverage, modifies, fills against a second account, adjusts margin, arms and disarms auto-cancel, streams book and fills', async () => {
    const live = session!;
    const headers = { 'POLYMARKET-PROXY': live.credentials.proxy, 'POLYMARKET-SECRET': live.credentials.secret };
    const read = async (path: string) => (await plain('GET', `/perps/v1/account/${path}`, undefined, headers)).body;
    // the SDK has no calls for modify, margin or auto-cancel: they are signed as it signs its own ops, with its proxy key
    const proxyKey = privateKeyToAccount(live.credentials.privateKey as Hex);
    let salt = 1_000;
    const signed = <T extends OpType>(op: Op<T>, signer = proxyKey) => signOp(signer, op, 80002, salt++, Date.now());
    const events: { type: string; payload: unknown }[] = [];
    void (async () => {
      for await (const e of live) events.push(e as { type: string; payload: unknown });
    })();

    expect(await live.updateLeverage({ instrumentId: BTC, leverage: 10, crossMargin: false })).toMatchObject({ leverage: 10 });
    expect((await live.fetchAccountConfig()).find((c) => c.instrumentId === BTC)).toMatchObject({ leverage: 10 });

    // modify: a resting GTC moved to a new price and a larger total
    const low = await live.placeOrder({
      instrumentId: BTC,
      side: OrderSide.BUY,
      price: '85000',
      quantity: '0.01',
      timeInForce: PerpsTimeInForce.GTC,
    });
    const modified = await plain(
      'PATCH',
      '/perps/v1/trade/orders',
      await signed({ type: 'modifyOrders', args: [{ oid: Number(low.order.id), p: '86000', qty: '0.02' }] }),
    );
    expect(modified.body).toEqual([
      { status: 'ok', order: expect.objectContaining({ oid: Number(low.order.id), p: '86000', qty: '0.02', status: 'open' }) },
    ]);
    expect((await live.fetchOpenOrders()).find((o) => o.id === low.order.id)).toMatchObject({ price: '86000', quantity: '0.02' });

    // a second account rests a post-only ask inside the makers' spread; the SDK's IOC takes it
    const other = await secondAccount();
    const { bid_price: bid, ask_price: ask } = (await plain('GET', `/perps/v1/info/bbo?instrument_id=${BTC}`)).body[0];
    const inside = String(Math.floor((Number(bid) + Number(ask)) / 2));
    const [rest] = (
      await plain(
        'POST',
        '/perps/v1/trade/orders',
        await other.sign({ type: 'createOrders', args: [{ iid: BTC, buy: false, p: inside, qty: '0.01', po: true }] }),
      )
    ).body;
    expect(rest).toMatchObject({ status: 'ok' });
    const take = await live.placeOrder({
      instrumentId: BTC,
      side: OrderSide.BUY,
      price: inside,
      quantity: '0.01',
      timeInForce: PerpsTimeInForce.IOC,
    });
    let makerFill: { order_id: number; trade_id: number; price: string; taker: boolean } | undefined;
    for (let i = 0; i < 40 && !makerFill; i++) {
      makerFill = (await other.read('fills')).data[0];
      if (!makerFill) await new Promise((r) => setTimeout(r, 25));
    }
    expect(makerFill).toMatchObject({ order_id: rest.oid, price: inside, taker: false });
    const takerFill = ((await read('fills')).data as { trade_id: number; order_id: number }[]).find(
      (f) => f.trade_id === makerFill!.trade_id,
    );
    expect(takerFill).toMatchObject({ order_id: Number(take.order.id) });
    // the SDK parsed the fill off the fills channel
    for (let i = 0; i < 40 && !events.some((e) => e.type === 'fill'); i++) await new Promise((r) => setTimeout(r, 25));
    const streamed = events.filter((e) => e.type === 'fill').flatMap((e) => e.payload as { orderId: unknown; price: string }[]);
    expect(streamed).toContainEqual(expect.objectContaining({ orderId: take.order.id, price: inside }));

    // isolated margin: +5 leaves exactly 5 less available
    const available = async () => micro((await read('portfolio')).margin.available_order_margin);
    const before = await available();
    expect(
      (await plain('PATCH', '/perps/v1/trade/margin', await signed({ type: 'updateMargin', args: { iid: BTC, amt: '5' } }))).body,
    ).toEqual({ status: 'ok' });
    expect(before - (await available())).toBe(5_000_000n);

    // auto-cancel: armed ten seconds ahead, then disarmed
    const deadline = Date.now() + 10_000;
    expect(
      (await plain('PATCH', '/perps/v1/trade/auto-cancel', await signed({ type: 'autoCancel', args: { time: deadline } }))).body,
    ).toEqual({ status: 'ok', deadline });
    expect(await read('auto-cancel')).toMatchObject({ deadline });
    expect((await plain('PATCH', '/perps/v1/trade/auto-cancel', await signed({ type: 'autoCancel', args: { time: 0 } }))).body).toEqual({
      status: 'ok',
      deadline: 0,
    });
    expect(await read('auto-cancel')).toMatchObject({ deadline: 0 });

    // the public book stream, through the SDK's subscription
    const handle = await createPublicClient({ environment }).subscribe([{ topic: 'perps.book', instrumentId: BTC }]);
    const first = (await handle[Symbol.asyncIterator]().next()).value as { type: string; payload: { bids: unknown[]; asks: unknown[] } };
    expect(first.type).toBe('book');
    expect(first.payload.bids.length).toBeGreaterThan(0);
    expect(first.payload.asks.length).toBeGreaterThan(0);
    await handle.close();

    await live.cancelAllOrders();
    expect(await live.fetchOpenOrders()).toEqual([]);
  }, 30_000);
});

/** A second perps account, registered and funded over plain HTTP, signing as the SDK signs. */
async function secondAccount() {
  const owner = privateKeyToAccount(generatePrivateKey());
  const proxy = privateKeyToAccount(generatePrivateKey());
  const now = Date.now();
  const expiry = now + 86_400_000;
  const created = await plain('POST', '/perps/v1/account/proxy', {
    op: { type: 'createProxy', args: { owner: owner.address, proxy: proxy.address, expiry } },
    sig: await owner.signTypedData(createProxyTypedData(proxy.address, expiry, 1, now, 80002)),
    salt: 1,
    ts: now,
  });
  expect(created.status).toBe(200);
  expect((await plain('POST', '/perps/v1/sandbox/faucet', { address: owner.address, amount: '10000' })).status).toBe(200);
  const headers = { 'POLYMARKET-PROXY': proxy.address, 'POLYMARKET-SECRET': created.body.secret as string };
  let salt = 1;
  return {
    read: async (path: string) => (await plain('GET', `/perps/v1/account/${path}`, undefined, headers)).body,
    sign: <T extends OpType>(op: Op<T>) => signOp(proxy, op, 80002, salt++, Date.now()),
  };
}
