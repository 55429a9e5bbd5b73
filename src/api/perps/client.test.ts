import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDb } from '../../../server/db/connection';
import { toMicro } from '../../lib/decimal';
import { CHAIN_ID } from '../config';
import { createTransport } from '../transport';
import { AlreadyReceived, createPerpsClient } from './client';

/*
 * The perps client against the gateway in process: public reads through their schemas, a session
 * (one owner signature, the proxy key in memory), trading and account reads, and the recovery rules
 * as the client applies them — a 503's exact payload resent once, a lost answer's resend reported
 * as already received, a cancel refused order_in_flight signed again until it lands.
 */

const BTC = 6;

function world(
  perps: { engineTimeout?: (type: string) => boolean; takerDelayMs?: number; nowMs?: () => number } = {},
  lose?: (path: string) => boolean,
) {
  const app = createApp(openDb(':memory:'), { sandbox: true, perps });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await app.request(String(input), init);
    // the answer lost on its way back: the request did reach the gateway
    if (lose?.(String(input))) throw new TypeError('connection reset');
    return res;
  }) as typeof globalThis.fetch;
  const transport = createTransport({ baseUrl: '/perps', fetch, retry: { sleep: async () => {} } });
  return createPerpsClient(transport, CHAIN_ID.amoy);
}

async function funded(client: ReturnType<typeof createPerpsClient>) {
  const owner = privateKeyToAccount(generatePrivateKey());
  const session = await client.openSession(owner);
  await client.faucet(owner.address, '10000');
  return session;
}

describe('perps client', () => {
  it('public reads: instruments, tickers, a book, klines, and an address with no positions', async () => {
    const client = world();
    expect((await client.instruments()).map((i) => i.symbol)).toContain('BTC-USD');
    const btc = (await client.tickers()).find((t) => t.instrument_id === BTC)!;
    expect(Number(btc.mark_price)).toBeGreaterThan(0);
    const book = await client.book(BTC);
    expect(Number(book.bids[0]![0])).toBeLessThan(Number(book.asks[0]![0]));
    expect((await client.klines(BTC, '1m', Date.now() - 3_600_000)).data).toBeInstanceOf(Array);
    expect(await client.publicPortfolio('0x' + '12'.repeat(20))).toMatchObject({ positions: [], equity: '0' });
  });

  it('a session trades with the proxy key alone, and the account reads see it', async () => {
    const client = world();
    const session = await funded(client);
    const trade = client.trade(session);
    const account = client.account(session);
    const [ack] = await trade.place([{ iid: BTC, buy: true, qty: '0.01', tif: 'ioc' }]);
    expect(ack).toMatchObject({ status: 'ok', oid: expect.any(Number) });
    await new Promise((r) => setTimeout(r, 60));
    const portfolio = await account.portfolio();
    expect(portfolio.positions).toEqual([expect.objectContaining({ instrument_id: BTC, size: '0.01' })]);
    expect((await client.publicPortfolio(session.account)).positions[0]).toMatchObject({ size: '0.01' });
    expect(await trade.leverage(BTC, 10, false)).toMatchObject({ leverage: 10, cross: false });
    const [rest] = await trade.place([{ iid: BTC, buy: true, p: '60000', qty: '0.01', tif: 'gtc' }]);
    expect((await account.openOrders()).map((o) => o.order_id)).toEqual([rest!.oid]);
    expect(await trade.cancel([rest!.oid!])).toEqual([{ status: 'ok', oid: rest!.oid }]);
    expect((await account.fills()).data).toHaveLength(1);
    expect((await account.notifications()).items.map((i) => i.notification.type)).toContain('position_opened');
  });

  it("a 503 (engine timeout) resends the exact payload: the margin applies once; a lost answer's resend is already received", async () => {
    let timeouts = 1;
    let losses = 0;
    // the gateway's clock held still: a walking index would move the position's PnL, and with it the margin, between the reads
    const now = Date.now();
    const client = world(
      { engineTimeout: (type) => type === 'updateMargin' && timeouts-- > 0, nowMs: () => now },
      (path) => path.endsWith('/v1/trade/margin') && losses-- > 0,
    );
    const session = await funded(client);
    await client.trade(session).place([{ iid: BTC, buy: true, qty: '0.01', tif: 'ioc' }]);
    await new Promise((r) => setTimeout(r, 60));
    const available = async () => toMicro((await client.account(session).portfolio()).margin.available_order_margin);
    const before = await available();
    expect(await client.trade(session).margin(BTC, '5')).toEqual({ status: 'ok' });
    expect(before - (await available())).toBe(5_000_000n);
    losses = 1;
    await expect(client.trade(session).margin(BTC, '5')).rejects.toBeInstanceOf(AlreadyReceived);
    // the lost answer's attempt did apply, once
    expect(before - (await available())).toBe(10_000_000n);
  });

  it('a cancel refused order_in_flight during the taker delay is signed again and lands', async () => {
    // the gateway's clock held still: the index does not walk, so the makers' levels stay where they were read
    const now = Date.now();
    const client = world({ takerDelayMs: 300, nowMs: () => now });
    const session = await funded(client);
    const ask = (await client.book(BTC)).asks[0]!;
    // at the best ask for more than it holds: it matches after the delay, then rests the rest
    const [ack] = await client.trade(session).place([{ iid: BTC, buy: true, p: ask[0], qty: '0.05', tif: 'gtc' }]);
    const [result] = await client.trade(session).cancel([ack!.oid!]);
    expect(result).toEqual({ status: 'ok', oid: ack!.oid });
    const [order] = (await client.account(session).orders({ order_id: ack!.oid })).data;
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(Number(order!.filled_quantity)).toBeGreaterThan(0);
  });
});
