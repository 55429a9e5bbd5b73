import { beforeAll, describe, expect, it } from 'vitest';
import { clientSandbox } from '../../../server/testing/trading-client-kit';
import { ALICE, BOB } from '../../../server/testing/trading-kit';
import { explainTradingError } from './errors';
import { resolveUnansweredOrder } from './unanswered-order';

/*
 * Lost answers to POST /order and POST /orders, against the real service in process. The one
 * isolation: a fetch wrapper that loses answers, either after the request reached the service (the
 * response is thrown away) or before (the request never leaves). The order must never be placed
 * twice, and the client must say whether it was placed.
 */

let k: Awaited<ReturnType<typeof clientSandbox>>;

beforeAll(async () => {
  k = await clientSandbox();
}, 60_000);

type Loss = { path: string; method: string; reached: boolean; times?: number; thenDown?: boolean };

/** A fetch to the real service that loses the first `times` answers to `method path`. */
function losing(loss: Loss) {
  let left = loss.times ?? 1;
  const sent: string[] = [];
  const fetchLosing: typeof fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    const hit = method === loss.method && new URL(String(input)).pathname === `/clob${loss.path}`;
    if (hit) sent.push(String(init?.body));
    if (hit && left > 0) {
      left--;
      if (loss.reached) await k.appFetch(input, init);
      throw new TypeError('fetch failed');
    }
    if (loss.thenDown && left === 0) throw new TypeError('fetch failed');
    return k.appFetch(input, init);
  };
  return { fetch: fetchLosing, sent };
}

const aliceVia = (f: typeof fetch) => k.client({ fetch: f }).l2(k.s.creds.get(ALICE.address)!, ALICE.address);

describe('a lost answer to POST /order', () => {
  it('after the order reached the service: found, not sent again', async () => {
    const net = losing({ method: 'POST', path: '/order', reached: true });
    const alice = aliceVia(net.fetch);
    const { body, id } = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '7' });
    const r = await alice.postOrder(body);
    expect(r).toMatchObject({ outcome: 'found', orderID: id, order: { id, status: 'LIVE' } });
    expect(net.sent).toHaveLength(1);
    expect((await alice.openOrders()).filter((o) => o.id === id)).toHaveLength(1);
    await alice.cancelAll();
  });

  it('before it reached the service: proven absent, the same signed body sent again and answered', async () => {
    const net = losing({ method: 'POST', path: '/order', reached: false });
    const alice = aliceVia(net.fetch);
    const { body, id } = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '8' });
    const r = await alice.postOrder(body);
    expect(r).toMatchObject({ outcome: 'answered', orderID: id, answer: { success: true, status: 'live' } });
    expect(net.sent).toHaveLength(2);
    expect(net.sent[1]).toBe(net.sent[0]);
    expect((await alice.openOrders()).filter((o) => o.id === id)).toHaveLength(1);
    await alice.cancelAll();
  });

  it('a filled order whose answer is lost is found, and the counterparty finds it among its trades', async () => {
    const bob = k.client().l2(k.s.creds.get(BOB.address)!, BOB.address);
    await bob.postOrder((await k.signed(BOB, { side: 'BUY', price: '0.97', size: '5', tokenId: k.s.token1 })).body);

    const net = losing({ method: 'POST', path: '/order', reached: true });
    // Alice's BUY of outcome 0 at 0.03 meets Bob's BUY of outcome 1 at 0.97: a pair is minted
    const take = await k.signed(ALICE, { side: 'BUY', price: '0.03', size: '5' });
    const r = await aliceVia(net.fetch).postOrder(take.body);
    expect(r).toMatchObject({ outcome: 'found', orderID: take.id, order: { status: 'MATCHED', size_matched: '5' } });
    expect(net.sent).toHaveLength(1);

    // Bob cannot read Alice's order by id, but his trades name it as the taker of his fill
    const seen = await resolveUnansweredOrder(bob, take.id, { tokenId: k.s.token1 });
    expect(seen).toMatchObject({ outcome: 'found', orderID: take.id });
    expect(seen).not.toHaveProperty('order');
    expect(seen.outcome === 'found' && seen.trades[0]!.taker_order_id).toBe(take.id);
  });

  it('never answered, even when sent again: an error that says the order is not placed', async () => {
    const net = losing({ method: 'POST', path: '/order', reached: false, times: 2 });
    const { body, id } = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '9' });
    const e = await aliceVia(net.fetch)
      .postOrder(body)
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 0 });
    expect(explainTradingError(e).kind).toBe('network');
    expect(net.sent).toHaveLength(2);
    expect(await resolveUnansweredOrder(aliceVia(k.appFetch), id)).toEqual({ outcome: 'absent', orderID: id });
  });

  it('no answer and no way to look: the order is unconfirmed', async () => {
    const net = losing({ method: 'POST', path: '/order', reached: true, thenDown: true });
    const e = await aliceVia(net.fetch)
      .postOrder((await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '6' })).body)
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 0, code: 'order_unconfirmed' });
    expect(explainTradingError(e)).toMatchObject({ kind: 'order_unconfirmed', action: expect.stringMatching(/open orders/) });
    await aliceVia(k.appFetch).cancelAll();
  });

  it('a refusal is an answer: thrown as it is, never looked up', async () => {
    const paths: string[] = [];
    const recording: typeof fetch = (input, init) => {
      paths.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return k.appFetch(input, init);
    };
    const fok = await k.signed(ALICE, { side: 'BUY', price: '0.01', size: '5', orderType: 'FOK' });
    const e = await aliceVia(recording)
      .postOrder(fok.body)
      .catch((x: unknown) => x);
    expect(explainTradingError(e).kind).toBe('fok_unfilled');
    expect(paths).toEqual(['POST /clob/order']);
  });
});

describe('a lost answer to POST /orders', () => {
  it('after the batch reached the service: every order found, none placed twice', async () => {
    const net = losing({ method: 'POST', path: '/orders', reached: true });
    const alice = aliceVia(net.fetch);
    const orders = await Promise.all([11, 12, 13].map((n) => k.signed(ALICE, { side: 'BUY', price: '0.01', size: String(n) })));
    const results = await alice.postOrders(orders.map((o) => o.body));
    expect(results.map((r) => [r.outcome, r.orderID])).toEqual(orders.map((o) => ['found', o.id]));
    expect(net.sent).toHaveLength(1);
    const open = (await alice.openOrders()).map((o) => o.id);
    for (const o of orders) expect(open.filter((id) => id === o.id)).toHaveLength(1);
    await alice.cancelAll();
  });

  it('before it reached the service: the absent orders sent again, once', async () => {
    const net = losing({ method: 'POST', path: '/orders', reached: false });
    const orders = await Promise.all([14, 15].map((n) => k.signed(ALICE, { side: 'BUY', price: '0.01', size: String(n) })));
    const results = await aliceVia(net.fetch).postOrders(orders.map((o) => o.body));
    expect(results.map((r) => r.outcome)).toEqual(['answered', 'answered']);
    expect(net.sent).toEqual([net.sent[0], net.sent[0]]);
    await aliceVia(k.appFetch).cancelAll();
  });
});
