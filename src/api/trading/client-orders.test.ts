import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientSandbox } from '../../../server/testing/trading-client-kit';
import { privateKeyToAccount } from 'viem/accounts';
import { ALICE, BOB } from '../../../server/testing/trading-kit';
import { CONTRACTS } from '../config';
import { APPROVALS_CATALOGUE } from '../data/approvals-catalogue';
import { ApiError } from '../http';
import { marketOrderAmounts, marketPrice } from './amounts';
import { explainTradingError } from './errors';
import type { PlaceResult } from './unanswered-order';

/* Orders through the trading client, against the local service in process: place, read, match, cancel, modes. */

const CAROL = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

let k: Awaited<ReturnType<typeof clientSandbox>>;
let alice: ReturnType<ReturnType<typeof k.client>['l2']>;
let bob: typeof alice;

beforeAll(async () => {
  k = await clientSandbox();
  alice = k.client().l2(k.s.creds.get(ALICE.address)!, ALICE.address);
  bob = k.client().l2(k.s.creds.get(BOB.address)!, BOB.address);
}, 60_000);

beforeEach(async () => {
  await k.setMode({ mode: 'normal' });
});

const answerOf = (r: PlaceResult) => {
  if (r.outcome !== 'answered') throw new Error(`expected an answer, got ${r.outcome}`);
  return r.answer;
};

describe('orders', () => {
  it('a resting order shows in open orders and by id, then cancels once', async () => {
    const { body, id } = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    const placed = await alice.postOrder(body);
    expect(answerOf(placed)).toMatchObject({ success: true, status: 'live', orderID: id });
    expect((await alice.openOrders({ market: k.s.market })).map((o) => o.id)).toContain(id);
    expect(await alice.order(id)).toMatchObject({ id, status: 'LIVE', price: '0.02', original_size: '10' });

    expect(await alice.cancelOrder(id)).toEqual({ canceled: [id], not_canceled: {} });
    const again = await alice.cancelOrder(id);
    expect(again.not_canceled[id]).toBe('order_already_terminal');
    expect(explainTradingError(again.not_canceled[id])).toMatchObject({ kind: 'order_already_terminal' });
    expect((await alice.openOrders()).map((o) => o.id)).not.toContain(id);
  });

  it("a second trader's crossing order fills, and both see the trade", async () => {
    const rest = await k.signed(ALICE, { side: 'BUY', price: '0.03', size: '20' });
    expect(answerOf(await alice.postOrder(rest.body)).status).toBe('live');
    // Bob's BUY of the other outcome at 0.98 crosses Alice's 0.03: a pair is minted
    const cross = await k.signed(BOB, { side: 'BUY', price: '0.98', size: '20', tokenId: k.s.token1 });
    const taken = answerOf(await bob.postOrder(cross.body));
    expect(taken).toMatchObject({ success: true, status: 'matched', orderID: cross.id });
    const tradeId = taken.tradeIDs[0]!;

    const bobs = await bob.trades({ market: k.s.market });
    expect(bobs.find((t) => t.id === tradeId)).toMatchObject({ taker_order_id: cross.id, trader_side: 'TAKER' });
    expect(await bob.trades({ id: tradeId })).toHaveLength(1);
    const alices = await alice.trades({ asset_id: k.s.token0 });
    expect(alices.find((t) => t.id === tradeId)).toMatchObject({ trader_side: 'MAKER' });
    expect(alices.find((t) => t.id === tradeId)!.maker_orders[0]!.order_id).toBe(rest.id);

    const shares = await alice.balanceAllowance({ asset_type: 'CONDITIONAL', token_id: k.s.token0 });
    expect(shares.balance).toBe('20000000');
    const cash = await alice.updateBalanceAllowance({ asset_type: 'COLLATERAL', signature_type: 0 });
    expect(BigInt(cash.balance)).toBeGreaterThan(0n);
    // the trading spenders of the approvals catalogue, each approved by the sandbox's faucet
    const spenders = APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading' && e.token === CONTRACTS.collateral).map((e) => e.spender);
    expect(Object.keys(cash.allowances).sort()).toEqual([...spenders].sort());
  });

  it('a market BUY priced by walking the live book fills at once (FOK)', async () => {
    const ask = await k.signed(ALICE, { side: 'SELL', price: '0.6', size: '10' });
    expect(answerOf(await alice.postOrder(ask.body)).status).toBe('live');
    const c = k.client();
    const [book, tick] = await Promise.all([c.book(k.s.token0), c.tickSize(k.s.token0)]);
    const price = marketPrice(book, 'BUY', '3', 'FOK');
    expect(price).toBe('0.6');
    const amounts = marketOrderAmounts({ side: 'BUY', amount: '3', price: price!, tick });
    expect(amounts).toMatchObject({ makerAmount: 3_000_000n, takerAmount: 5_000_000n });
    const buy = await k.signed(BOB, { side: 'BUY', price: price!, size: amounts.size, amounts, orderType: 'FOK' });
    expect(answerOf(await bob.postOrder(buy.body))).toMatchObject({ status: 'matched', takingAmount: '5', makingAmount: '3' });
    await alice.cancelOrder(ask.id);
  });

  it('a batch answers one result per order, a refused one with its own error', async () => {
    const good = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    // made at the 0.001 tick: 0.025 is off this market's 0.01 grid
    const offTick = await k.signed(ALICE, { side: 'BUY', price: '0.025', size: '5', tick: '0.001' });
    const results = await alice.postOrders([good.body, offTick.body]);
    expect(results.map((r) => answerOf(r).success)).toEqual([true, false]);
    expect(explainTradingError(answerOf(results[1]!))).toMatchObject({ kind: 'tick_size', detail: expect.stringContaining('1¢') });
    await expect(alice.postOrders(Array.from({ length: 16 }, () => good.body))).rejects.toThrow(/at most 15/);
  });

  it('cancels by ids, by market, and all', async () => {
    const bodies = await Promise.all([0, 1, 2, 3].map(() => k.signed(ALICE, { side: 'BUY', price: '0.01', size: '5' })));
    const placed = await alice.postOrders(bodies.map((b) => b.body));
    expect(placed.every((r) => answerOf(r).success)).toBe(true);
    const [a, b, c, d] = bodies.map((x) => x.id);
    expect(await alice.cancelOrders([a!, b!])).toEqual({ canceled: [a, b], not_canceled: {} });
    expect((await alice.cancelMarketOrders({ asset_id: k.s.token0 })).canceled).toEqual(expect.arrayContaining([c, d]));
    const last = await k.signed(ALICE, { side: 'BUY', price: '0.01', size: '5' });
    await alice.postOrder(last.body);
    expect((await alice.cancelAll()).canceled).toEqual([last.id]);
    expect(await alice.openOrders()).toEqual([]);
    const notes = await alice.notifications();
    expect(notes.some((n) => n.type === 1)).toBe(true);
  });

  it('open orders walk every page (100 a page)', async () => {
    const ids: string[] = [];
    for (let batch = 0; batch < 7; batch++) {
      const bodies = await Promise.all(Array.from({ length: 15 }, () => k.signed(ALICE, { side: 'BUY', price: '0.01', size: '5' })));
      const results = await alice.postOrders(bodies.map((b) => b.body));
      expect(results.every((r) => answerOf(r).success)).toBe(true);
      ids.push(...bodies.map((b) => b.id));
    }
    const open = await alice.openOrders();
    expect(open).toHaveLength(105);
    expect(new Set(open.map((o) => o.id))).toEqual(new Set(ids));
    expect((await alice.cancelAll()).canceled).toHaveLength(105);
  });
});

describe('the wire', () => {
  it('cancel-all and delete-api-key go out as JSON with an empty body; L2 paths are signed under the mount', async () => {
    const seen: { path: string; body: unknown; type: string | null }[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push({ path: new URL(String(input)).pathname, body: init?.body, type: new Headers(init?.headers).get('content-type') });
      return k.appFetch(input, init);
    };
    const c = k.client({ fetch: recording });
    await c.l2(k.s.creds.get(ALICE.address)!, ALICE.address).cancelAll();
    const carol = await c.createOrDeriveApiKey(k.authSigner(CAROL), 0n);
    await c.l2(carol, CAROL.address).deleteApiKey();
    const bodyless = seen.filter((r) => ['/clob/cancel-all', '/clob/auth/api-key'].includes(r.path));
    expect(bodyless).toEqual([
      { path: '/clob/cancel-all', body: undefined, type: 'application/json' },
      { path: '/clob/auth/api-key', body: undefined, type: 'application/json' },
      { path: '/clob/auth/api-key', body: undefined, type: 'application/json' },
    ]);
  });
});

describe('exchange modes', () => {
  it('post-only: the 503 is not resent, and carries its delay and explanation', async () => {
    await k.setMode({ mode: 'post-only', retryAfterSeconds: 30 });
    let posts = 0;
    const counting: typeof fetch = (input, init) => {
      if (init?.method === 'POST') posts++;
      return k.appFetch(input, init);
    };
    const a = k.client({ fetch: counting }).l2(k.s.creds.get(ALICE.address)!, ALICE.address);
    const refused = await a.postOrder((await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '5' })).body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'post_only_mode', retryAfter: 30 });
    expect(posts).toBe(1);
    expect(explainTradingError(refused)).toMatchObject({ kind: 'post_only_mode', retryAfterSeconds: 30 });

    const postOnly = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '5', postOnly: true });
    expect(answerOf(await a.postOrder(postOnly.body)).status).toBe('live');
    await a.cancelAll();
  });

  it('cancel-only refuses orders and takes cancels; disabled refuses cancels too', async () => {
    const live = await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    await alice.postOrder(live.body);
    await k.setMode({ mode: 'cancel-only' });
    const refused = await alice.postOrder((await k.signed(ALICE, { side: 'BUY', price: '0.02', size: '5' })).body).catch((e: unknown) => e);
    expect(explainTradingError(refused).kind).toBe('cancel_only');
    await k.setMode({ mode: 'disabled' });
    expect(explainTradingError(await alice.cancelOrder(live.id).catch((e: unknown) => e)).kind).toBe('trading_disabled');
    await k.setMode({ mode: 'cancel-only' });
    expect((await alice.cancelOrder(live.id)).canceled).toEqual([live.id]);
  });
});
