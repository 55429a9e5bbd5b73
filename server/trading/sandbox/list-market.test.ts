import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';

/* A market listed at runtime: served everywhere at once, quoted by the synthetic makers within a round. */

const list = (app: ReturnType<typeof createApp>, body: unknown) =>
  app.request('/clob/admin/list-market', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /clob/admin/list-market', () => {
  it('lists a market with its outcomes, tick and price, and the makers quote both sides of its book', async () => {
    const app = createApp(freshDemoDb(), { sandbox: true, liquidityMs: 60_000 });
    const res = await list(app, {
      title: 'Will the listed market get quotes?',
      outcomes: ['Up', 'Down'],
      ends: '2099-06-30',
      price: '0.42',
      tick: '0.01',
    });
    expect(res.status).toBe(200);
    const { conditionId, tokens } = (await res.json()) as { conditionId: string; tokens: string[] };
    const [market] = (await (await app.request(`/gamma/markets?condition_ids=${conditionId}`)).json()) as Record<string, unknown>[];
    expect(market).toMatchObject({ conditionId, outcomes: '["Up","Down"]', orderPriceMinTickSize: 0.01, closed: false });

    let book = { bids: [] as { price: string }[], asks: [] as { price: string }[] };
    for (let i = 0; i < 100 && (book.bids.length === 0 || book.asks.length === 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
      book = (await (await app.request(`/clob/book?token_id=${tokens[0]}`)).json()) as typeof book;
    }
    // quoted around the listing price: the best bid below 0.42, the best ask above (the wire lists best last)
    expect(Number(book.bids.at(-1)!.price)).toBeLessThan(0.42);
    expect(Number(book.asks.at(-1)!.price)).toBeGreaterThan(0.42);
  }, 30_000);

  it('refuses a bad listing with a message that names the field', async () => {
    const app = createApp(freshDemoDb(), { sandbox: true });
    const bad = await list(app, { title: 'short', ends: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^invalid listing: title .*; ends /);
    const offTick = await list(app, { title: 'A market priced off its tick', ends: '2099-01-01', price: '0.425', tick: '0.01' });
    expect(await offTick.json()).toEqual({ error: 'the price 0.425 is off the tick 0.01' });
  });
});
