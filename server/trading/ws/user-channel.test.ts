import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { l2Signature } from '../../../src/api/trading/hmac';
import { UserFrame } from '../../../src/api/trading/ws-events';
import { signedUserAuth, WS_CLOSE } from '../../../src/api/trading/ws-messages';
import { liveService, type LiveService, type Probe } from '../../testing/socket-kit';
import { ALICE, BOB, CHAIN, l1Headers, l2Headers, type Creds } from '../../testing/trading-kit';

/*
 * The user channel: both credential forms and every wrong one, then an order's whole life as its
 * owner and its counterparty see it (placement, partial fill, the trade through MATCHED, MINED,
 * CONFIRMED, cancellation by each route that cancels), and the markets filter.
 */

type Ev = Record<string, unknown> & { event_type?: string; type?: string; status?: string };

const STEP_MS = 150;
let svc: LiveService;
const probes: Probe[] = [];
const nowS = () => Math.floor(Date.now() / 1000);
const creds = (who: typeof ALICE): Creds => svc.s.creds.get(who.address)!;

/** A user-channel client; resolves once the service answered a PING (so the subscription stood). */
async function user(auth: unknown, markets?: string[]) {
  const p = await svc.connect('/clob/ws/user');
  probes.push(p);
  p.send({ type: 'user', auth, ...(markets ? { markets } : {}) });
  p.send('PING');
  return p;
}
const subscribed = async (p: Probe) => expect(await p.next((e) => e === 'PONG')).toBe('PONG');

beforeAll(async () => {
  svc = await liveService({ tradeStepMs: STEP_MS });
}, 120_000);

afterAll(async () => {
  for (const p of probes) for (const f of p.frames) if (f !== 'PONG') expect(() => UserFrame.parse(JSON.parse(f)), f).not.toThrow();
  await svc?.close();
});

describe('the user channel: credentials', () => {
  it('takes the public form (the raw credential) and the signed form (an L2 HMAC of GET /ws/user)', async () => {
    await subscribed(await user(creds(ALICE)));
    await subscribed(await user(await signedUserAuth(creds(ALICE), nowS())));
  });

  it('closes with 4001 for any wrong credential, naming none of them', async () => {
    const c = creds(ALICE);
    const other = creds(BOB);
    const stale = await signedUserAuth(c, nowS() - 400);
    const wrongPath = {
      ...stale,
      timestamp: String(nowS()),
      signature: await l2Signature(c.secret, { timestamp: nowS(), method: 'GET', path: '/ws/market' }),
    };
    const cases = [
      { ...c, secret: other.secret },
      { ...c, passphrase: other.passphrase },
      { ...c, apiKey: '00000000-0000-4000-8000-000000000000' },
      { apiKey: c.apiKey },
      stale,
      wrongPath,
      { ...(await signedUserAuth(c, nowS())), signature: 'x'.repeat(44) },
    ];
    for (const auth of cases) {
      const p = await user(auth);
      expect(await p.closed, JSON.stringify(auth)).toEqual({ code: WS_CLOSE.unauthorized.code, reason: 'unauthorized' });
    }
  });

  it("closes a socket with 4001 once its key is deleted, and leaves the owner's other keys' sockets open", async () => {
    const res = await svc.app.request('/clob/auth/api-key', { method: 'POST', headers: await l1Headers(BOB, CHAIN, { nonce: 41 }) });
    const second = (await res.json()) as Creds;
    const doomed = await user(await signedUserAuth(second, nowS()));
    const kept = await user(creds(BOB));
    await Promise.all([subscribed(doomed), subscribed(kept)]);

    const headers = await l2Headers(BOB, second, 'DELETE', '/auth/api-key');
    expect((await svc.app.request('/clob/auth/api-key', { method: 'DELETE', headers })).status).toBe(200);
    expect(await doomed.closed).toEqual({ code: WS_CLOSE.unauthorized.code, reason: 'unauthorized: api key deleted' });
    kept.send('PING');
    expect(await kept.next((e) => e === 'PONG', 2_000, kept.frames.length)).toBe('PONG');
  });
});

describe('the user channel: an order and its trade', () => {
  it('tells the owner and the counterparty each step, and the trade routes say the same status', async () => {
    const alice = await user(await signedUserAuth(creds(ALICE), nowS()));
    const bob = await user(creds(BOB));
    await Promise.all([subscribed(alice), subscribed(bob)]);

    const rest = await svc.s.place(ALICE, { side: 'BUY', price: '0.45', size: '10' });
    const id = rest.body.orderID as string;
    const placed = await alice.next<Ev>((e) => e.event_type === 'order');
    expect(placed).toMatchObject({
      type: 'PLACEMENT',
      id,
      owner: creds(ALICE).apiKey,
      original_size: '10',
      size_matched: '0',
      status: 'LIVE',
    });
    expect(placed).toMatchObject({ market: svc.s.market, asset_id: svc.s.token0, side: 'BUY', price: '0.45', order_type: 'GTC' });

    // Bob's BUY of outcome 1 at 0.55 mints against half of Alice's bid
    const cross = await svc.s.place(BOB, { tokenId: svc.s.token1, side: 'BUY', price: '0.55', size: '5' });
    const tradeId = (cross.body.tradeIDs as string[])[0]!;
    const update = await alice.next<Ev>((e) => e.type === 'UPDATE');
    expect(update).toMatchObject({ id, size_matched: '5', status: 'LIVE', associate_trades: [tradeId] });
    const taken = await bob.next<Ev>((e) => e.event_type === 'order');
    expect(taken).toMatchObject({ type: 'PLACEMENT', id: cross.body.orderID, size_matched: '5', status: 'MATCHED' });

    const asMaker = await alice.next<Ev>((e) => e.event_type === 'trade');
    const asTaker = await bob.next<Ev>((e) => e.event_type === 'trade');
    for (const [t, side] of [
      [asMaker, 'MAKER'],
      [asTaker, 'TAKER'],
    ] as const) {
      expect(t).toMatchObject({ type: 'TRADE', id: tradeId, status: 'MATCHED', trader_side: side, taker_order_id: cross.body.orderID });
      expect(t).toMatchObject({ asset_id: svc.s.token1, side: 'BUY', size: '5', price: '0.55', owner: creds(BOB).apiKey });
      expect(t.maker_orders).toEqual([
        expect.objectContaining({ order_id: id, owner: creds(ALICE).apiKey, matched_amount: '5', price: '0.45' }),
      ]);
    }
    const httpTrade = async () => ((await svc.s.call(BOB, 'GET', `/data/trades?id=${tradeId}`)).body.data as Ev[])[0]!;
    expect((await httpTrade()).status).toBe('MATCHED');

    const mined = await bob.next<Ev>((e) => e.event_type === 'trade' && e.status === 'MINED');
    expect(Number(mined.timestamp) - Number(asTaker.timestamp)).toBeGreaterThanOrEqual(STEP_MS - 20);
    expect(['MINED', 'CONFIRMED']).toContain((await httpTrade()).status);
    const confirmed = await bob.next<Ev>((e) => e.event_type === 'trade' && e.status === 'CONFIRMED');
    expect(Number(confirmed.timestamp) - Number(mined.timestamp)).toBeGreaterThanOrEqual(STEP_MS - 20);
    await alice.next((e: Ev) => e.event_type === 'trade' && e.status === 'CONFIRMED');
    expect((await httpTrade()).status).toBe('CONFIRMED');
    expect(bob.events.filter((e) => (e as Ev).event_type === 'trade').map((e) => (e as Ev).status)).toEqual([
      'MATCHED',
      'MINED',
      'CONFIRMED',
    ]);

    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: id });
    const canceled = await alice.next<Ev>((e) => e.type === 'CANCELLATION');
    expect(canceled).toMatchObject({ id, size_matched: '5', status: 'CANCELED' });
    // nothing of Alice's reached Bob beyond the trade they share
    expect(bob.events.filter((e) => (e as Ev).event_type === 'order').map((e) => (e as Ev).id)).toEqual([cross.body.orderID]);
  });

  it('tells a cancellation by cancel-all, by market and by a lapsed heartbeat', async () => {
    const alice = await user(creds(ALICE));
    await subscribed(alice);
    const ids: string[] = [];
    for (const price of ['0.04', '0.05', '0.06'])
      ids.push((await svc.s.place(ALICE, { side: 'BUY', price, size: '5' })).body.orderID as string);
    await svc.s.call(ALICE, 'DELETE', '/cancel-market-orders', { market: svc.s.market, asset_id: svc.s.token0 });
    await svc.s.call(ALICE, 'DELETE', '/cancel-all');
    expect((await svc.s.call(ALICE, 'POST', '/v1/heartbeats', { heartbeat_id: '' })).status).toBe(200);
    const lapsed = (await svc.s.place(ALICE, { side: 'BUY', price: '0.07', size: '5' })).body.orderID as string;
    expect(svc.trading.sweepHeartbeats(Date.now() + 11_000)).toEqual([ALICE.address.toLowerCase()]);
    for (const id of [...ids, lapsed]) await alice.next((e: Ev) => e.type === 'CANCELLATION' && e.id === id);
  });

  it('follows only the markets named, and more after a subscribe operation', async () => {
    const other = '0x' + 'ab'.repeat(32);
    const alice = await user(creds(ALICE), [other]);
    await subscribed(alice);
    const o = await svc.s.place(ALICE, { side: 'BUY', price: '0.08', size: '5' });
    expect((await alice.quietFor(200)).filter((e) => e !== 'PONG')).toEqual([]);
    alice.send({ operation: 'subscribe', markets: [svc.s.market.toUpperCase().replace('0X', '0x')] });
    alice.send({ operation: 'unsubscribe', markets: [other] });
    alice.send('PING');
    await alice.next((e) => e === 'PONG', 5_000, alice.events.length);
    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: o.body.orderID });
    await alice.next((e: Ev) => e.type === 'CANCELLATION' && e.id === o.body.orderID);
  });
});
