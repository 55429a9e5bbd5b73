import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createStatementCache } from '../../db/statement-cache';
import { Ledger } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, CHAIN, tradingSandbox } from '../../testing/trading-kit';
import { createBookStore } from '../books/store';
import { MatchingEngine } from '../engine/matching-engine';
import { createExchangeState } from '../exchange/exchange-state';
import { TradingError } from '../../kit/errors';
import { createOrderDesk } from './order-desk';
import { createOrderStore } from './store';

/* A desk that starts on a database with live orders rebuilds its books first, answering 425 meanwhile. */

describe('a restarting engine', () => {
  it('answers 425 to orders and cancels until every live order is back in the book', async () => {
    const db = freshDemoDb();
    const s = await tradingSandbox(db, createApp(db));
    const ids: string[] = [];
    for (const price of ['0.02', '0.03', '0.04'])
      ids.push((await s.place(ALICE, { side: 'BUY', price, size: '5' })).body.orderID as string);

    const ctx = { db, prepare: createStatementCache(db), chainId: CHAIN, nowMs: Date.now, serviceKey: 'test' };
    const engine = new MatchingEngine();
    const desk = createOrderDesk(ctx, engine, new Ledger(db), createOrderStore(ctx), createBookStore(ctx), {
      exchange: createExchangeState(db),
    });
    const alice = ALICE.address.toLowerCase();
    // one order per turn of the event loop, so the rebuild is caught half way
    const restoring = desk.restore(1);
    expect(desk.isReady()).toBe(false);
    const body = await s.order(ALICE, { side: 'BUY', price: '0.05', size: '5' });
    const early = await desk
      .place(body, body.order, { apiKey: s.creds.get(ALICE.address)!.apiKey, address: alice })
      .catch((e: unknown) => e);
    expect(early).toBeInstanceOf(TradingError);
    expect((early as TradingError).status).toBe(425);
    await expect(desk.cancel(ids[0]!, alice)).rejects.toMatchObject({ status: 425 });

    await restoring;
    expect(engine.depth(s.market, 0).bids.map((l) => l.price)).toEqual([40_000, 30_000, 20_000]);
    expect(await desk.cancel(ids[0]!, alice)).toBeUndefined();
  });
});
