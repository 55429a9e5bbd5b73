import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WsPriceChange } from '../../../src/api/trading/ws-events';
import { liveService, type LiveService } from '../../testing/socket-kit';
import { BOB } from '../../testing/trading-kit';

/*
 * The synthetic makers trade through the same desk as everyone, so their quotes and re-quotes reach
 * the market channel like anyone's orders: a level a taker empties comes back as a price_change
 * caused by a maker's order at the next round.
 */

type Ev = { event_type?: string; asset_id?: string; price_changes?: WsPriceChange['price_changes'] };
type Book = { asks: { price: string; size: string }[] };

let svc: LiveService;

beforeAll(async () => {
  svc = await liveService({ liquidityMs: 1_000 });
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

describe('synthetic liquidity on the market channel', () => {
  it("shows a taker emptying a maker's level, then the maker quoting it again", async () => {
    const { token0, token1 } = svc.s;
    let book: Book;
    // the first round quotes every active market; wait until it reached this one
    for (let i = 0; ; i++) {
      book = (await svc.book(token0)) as Book;
      if (book.asks.length === 3 || i > 300) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(book.asks.length).toBe(3);
    const best = book.asks[book.asks.length - 1]!;
    const p = await svc.market([token0, token1]);
    const taken = await svc.s.place(BOB, { side: 'BUY', price: best.price, size: best.size, orderType: 'FOK' });
    expect(taken.body.status).toBe('matched');
    const emptied = await p.next<Ev>((e) => e.event_type === 'price_change');
    expect(emptied.price_changes![0]).toMatchObject({
      asset_id: token0,
      price: best.price,
      size: '0',
      side: 'SELL',
      hash: taken.body.orderID,
    });
    const requote = await p.next<Ev>(
      (e) =>
        e.event_type === 'price_change' && e.price_changes!.some((c) => c.asset_id === token0 && c.price === best.price && c.size !== '0'),
      10_000,
    );
    const entry = requote.price_changes!.find((c) => c.asset_id === token0)!;
    expect(entry).toMatchObject({ size: best.size, side: 'SELL' });
    expect(entry.hash).not.toBe(taken.body.orderID);
  }, 60_000);
});
