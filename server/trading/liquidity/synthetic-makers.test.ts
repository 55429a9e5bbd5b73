import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createStatementCache } from '../../db/statement-cache';
import { Ledger, MICRO } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { BOB, CHAIN, tradingSandbox } from '../../testing/trading-kit';
import { createBookStore } from '../books/store';
import { MatchingEngine } from '../engine/matching-engine';
import { createExchangeState } from '../exchange/exchange-state';
import { createOrderDesk } from '../orders/order-desk';
import { createOrderStore } from '../orders/store';
import { createSyntheticMakers, levels, MAKERS } from './synthetic-makers';

describe('synthetic makers', () => {
  it('quote three levels a side around the price, inside the price range', () => {
    expect(levels(550_000, 10_000, 'bid')).toEqual([540_000, 530_000, 520_000]);
    expect(levels(550_000, 10_000, 'ask')).toEqual([560_000, 570_000, 580_000]);
    expect(levels(15_000, 10_000, 'bid')).toEqual([10_000]);
  });

  it('keep every active market two-sided, so that a newcomer can trade at once, and re-quote what was taken', async () => {
    const db = freshDemoDb();
    const s = await tradingSandbox(db, createApp(db));
    const ctx = { db, prepare: createStatementCache(db), chainId: CHAIN, nowMs: Date.now, serviceKey: 'test' };
    const engine = new MatchingEngine();
    const orders = createOrderStore(ctx);
    const desk = createOrderDesk(ctx, engine, new Ledger(db), orders, createBookStore(ctx), {
      exchange: createExchangeState(db),
      hop: () => Promise.resolve(),
    });
    const makers = createSyntheticMakers(ctx, new Ledger(db), desk, engine);
    await makers.refresh();

    const active = db
      .prepare('SELECT condition_id FROM markets WHERE resolved_at IS NULL AND archived = 0 AND end_date > ?')
      .pluck()
      .all(Math.floor(Date.now() / 1000)) as string[];
    const oneSided = active.filter((m) => engine.depth(m, 0).bids.length === 0 || engine.depth(m, 0).asks.length === 0);
    expect(oneSided).toEqual([]);

    // a newcomer takes the whole best ask of outcome 0 at once
    const ask = engine.depth(s.market, 0).asks[0]!;
    const body = await s.order(BOB, { side: 'BUY', price: String(ask.price / MICRO), size: String(ask.size / MICRO), orderType: 'FOK' });
    const taken = await desk.place(SendOrder.parse(body), body.order, {
      apiKey: s.creds.get(BOB.address)!.apiKey,
      address: BOB.address.toLowerCase(),
    });
    expect(taken.status).toBe('matched');

    // the next round quotes the level again
    await makers.refresh();
    expect(engine.depth(s.market, 0).asks[0]).toEqual(ask);
    const makerIds = new Set(MAKERS.map((m) => m.address.toLowerCase()));
    expect(orders.live().filter((o) => makerIds.has(o.maker)).length).toBeGreaterThanOrEqual(active.length * 5);

    // a round with nothing to quote still gives the event loop back between slices (here every market)
    const sliced = createSyntheticMakers(ctx, new Ledger(db), desk, engine, 0);
    let turns = 0;
    let done = false;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    await sliced.refresh().finally(() => (done = true));
    expect(turns).toBeGreaterThanOrEqual(active.length - 1);
  }, 120_000);
});
