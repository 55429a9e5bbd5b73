import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createStatementCache } from '../../db/statement-cache';
import { Ledger } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, CHAIN, tradingSandbox } from '../../testing/trading-kit';
import { createBookStore } from '../books/store';
import { MatchingEngine } from '../engine/matching-engine';
import { createExchangeState } from '../exchange/exchange-state';
import { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { createOrderDesk } from './order-desk';
import { orderDigest, orderId } from './order-signature';
import { createOrderStore } from './store';

/*
 * The spec's cancellation table, on a desk whose hand-over to the engine the test holds open: a
 * cancel during the risk checks stops the order; during the accept it is held (one) and answered
 * with the outcome, or refused as order_in_flight when holding is off or the exchange is cancel-only.
 */

let s: Awaited<ReturnType<typeof tradingSandbox>>;
let desk: ReturnType<typeof createOrderDesk>;
let exchange: ReturnType<typeof createExchangeState>;
const alice = ALICE.address.toLowerCase();

/* Every hand-over the desk makes (before the risk checks, before the engine) waits here until the test lets it go. */
let waiting: (() => void)[] = [];
let arrived: (() => void) | undefined;
async function nextHop(): Promise<() => void> {
  while (!waiting.length) await new Promise<void>((r) => (arrived = r));
  return waiting.shift()!;
}
/** Lets the risk checks run and returns the release of the engine's turn: the order's accept is then in flight. */
async function untilAccepting(): Promise<() => void> {
  (await nextHop())();
  return nextHop();
}

beforeEach(async () => {
  const db = freshDemoDb();
  s = await tradingSandbox(db, createApp(db));
  const ctx = { db, prepare: createStatementCache(db), chainId: CHAIN, nowMs: Date.now, serviceKey: 'test' };
  exchange = createExchangeState(db);
  waiting = [];
  desk = createOrderDesk(ctx, new MatchingEngine(), new Ledger(db), createOrderStore(ctx), createBookStore(ctx), {
    exchange,
    hop: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        arrived?.();
      }),
  });
}, 60_000);

// through the order schema first, as the route does (it reads addresses in lower case)
const place = (account: typeof ALICE, body: SendOrder) =>
  desk.place(SendOrder.parse(body), body.order, { apiKey: s.creds.get(account.address)!.apiKey, address: account.address.toLowerCase() });
const idOf = (body: SendOrder) => orderId(orderDigest(body.order, CHAIN, false));

describe('cancelling an order that is not in the book yet', () => {
  it('during the risk checks: succeeds at once and the order never enters the book', async () => {
    const body = await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    const placing = place(ALICE, body);
    // place() waits for its risk checks: the order is known by its hash, not yet accepted
    expect(await desk.cancel(idOf(body), alice)).toBeUndefined();
    (await nextHop())();
    await expect(placing).rejects.toThrow(/was canceled before it was accepted/);
  });

  it('while its accept is in flight: one cancel is held and answered once the order rests', async () => {
    const body = await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    const id = idOf(body);
    const placing = place(ALICE, body);
    const release = await untilAccepting();
    const held = desk.cancel(id, alice);
    expect(await desk.cancel(id, alice)).toBe('order_in_flight');
    release();
    expect((await placing).status).toBe('live');
    expect(await held).toBeUndefined();
    expect(await desk.cancel(id, alice)).toBe('order_already_terminal');
  });

  it('a held cancel of an order that filled on arrival answers order_already_terminal', async () => {
    const maker = place(BOB, await s.order(BOB, { side: 'BUY', price: '0.03', size: '5' }));
    (await untilAccepting())();
    await maker;
    const body = await s.order(ALICE, { tokenId: s.token1, side: 'BUY', price: '0.97', size: '5' });
    const placing = place(ALICE, body);
    const release = await untilAccepting();
    const held = desk.cancel(idOf(body), alice);
    release();
    expect((await placing).status).toBe('matched');
    expect(await held).toBe('order_already_terminal');
  });

  it('with holding off, or in cancel-only mode, answers order_in_flight', async () => {
    for (const settings of [{ holdCancel: false }, { holdCancel: true, mode: 'cancel-only' as const }]) {
      exchange.set({ mode: 'normal', ...settings });
      const body = await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' });
      const placing = place(ALICE, body);
      const release = await untilAccepting();
      expect(await desk.cancel(idOf(body), alice)).toBe('order_in_flight');
      release();
      expect((await placing).status).toBe('live');
    }
  });
});
