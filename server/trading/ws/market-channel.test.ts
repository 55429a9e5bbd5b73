import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketChannelEvent, MarketFrame } from '../../../src/api/trading/ws-events';
import { WS_INVALID_OPERATION } from '../../../src/api/trading/ws-messages';
import { liveService, type LiveService, type Probe } from '../../testing/socket-kit';
import { ALICE, BOB } from '../../testing/trading-kit';

/*
 * The market channel against the real service on an ephemeral port, with a real ws client: the
 * initial dump, price_change on every order placed or canceled, last_trade_price and books after a
 * trade, the custom events, later subscribe and unsubscribe, and every frame against the schemas.
 */

type Ev = Record<string, unknown> & { event_type?: string };
type Change = {
  asset_id: string;
  price: string;
  size: string;
  side: string;
  hash: string;
  best_bid: string;
  best_ask: string;
  seq: number;
};

let svc: LiveService;
const probes: Probe[] = [];
const open = async (assets: string[], extra: Record<string, unknown> = {}) => {
  const p = await svc.market(assets, extra);
  probes.push(p);
  return p;
};

beforeAll(async () => {
  svc = await liveService();
}, 120_000);

afterAll(async () => {
  // every frame any test received is a frame of the facts sheet's shapes
  const texts = new Set([WS_INVALID_OPERATION, 'PONG']);
  for (const p of probes) for (const f of p.frames) if (!texts.has(f)) expect(() => MarketFrame.parse(JSON.parse(f)), f).not.toThrow();
  await svc?.close();
});

const seqOf = (books: Ev[], asset: string) => books.find((b) => b.asset_id === asset)!.seq as number;

describe('the market channel', () => {
  it('answers a subscription with one array frame of books, the /book levels of each known token', async () => {
    const p = await open([svc.s.token0, svc.s.token1, '123']);
    const frame = JSON.parse(p.frames[0]!) as Ev[];
    expect(Array.isArray(frame)).toBe(true);
    expect(frame.map((b) => b.asset_id)).toEqual([svc.s.token0, svc.s.token1]);
    for (const b of frame) {
      MarketChannelEvent.parse(b);
      const book = await svc.book(b.asset_id as string);
      expect(b).toMatchObject({ event_type: 'book', market: svc.s.market, bids: book.bids, asks: book.asks, tick_size: book.tick_size });
      expect(b.hash).toMatch(/^[0-9a-f]{40}$/);
      expect(typeof b.seq).toBe('number');
    }
  });

  it('answers an unknown token with [], and nothing when initial_dump is false; the type is read in any case', async () => {
    const unknown = await open(['424242'], { type: 'MARKET' });
    expect(unknown.frames).toEqual(['[]']);
    const quiet = await open([svc.s.token0], { initial_dump: false });
    expect(await quiet.quietFor(200)).toEqual([]);
  });

  it('sends price_change on a resting order and on its cancel, for both tokens, with the best bid and ask after', async () => {
    const p = await open([svc.s.token0, svc.s.token1]);
    const before = JSON.parse(p.frames[0]!) as Ev[];
    const placed = await svc.s.place(ALICE, { side: 'BUY', price: '0.02', size: '10' });
    const id = placed.body.orderID as string;
    const pc = await p.next<Ev & { price_changes: Change[] }>((e) => e.event_type === 'price_change');
    expect(pc.market).toBe(svc.s.market);
    const [own, mirror] = pc.price_changes;
    expect(own).toMatchObject({ asset_id: svc.s.token0, price: '0.02', size: '10', side: 'BUY', hash: id });
    expect(mirror).toMatchObject({ asset_id: svc.s.token1, price: '0.98', size: '10', side: 'SELL', hash: id });
    expect(own!.seq).toBe(seqOf(before, svc.s.token0) + 1);
    expect(mirror!.seq).toBe(seqOf(before, svc.s.token1) + 1);
    const book0 = await svc.book(svc.s.token0);
    const bids = book0.bids as { price: string }[];
    expect(own!.best_bid).toBe(bids[bids.length - 1]!.price);

    const from = p.events.length;
    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: id });
    const gone = await p.next<Ev & { price_changes: Change[] }>((e) => e.event_type === 'price_change', 5_000, from);
    expect(gone.price_changes.map((c) => [c.asset_id, c.price, c.size, c.hash])).toEqual([
      [svc.s.token0, '0.02', '0', id],
      [svc.s.token1, '0.98', '0', id],
    ]);
    expect(gone.price_changes[0]!.seq).toBe(own!.seq + 1);
  });

  it('after a trade sends last_trade_price on both tokens, then both books as of it', async () => {
    const p = await open([svc.s.token0, svc.s.token1]);
    const rest = await svc.s.place(ALICE, { side: 'BUY', price: '0.4', size: '10' });
    const first = await p.next<Ev & { price_changes: Change[] }>((e) => e.event_type === 'price_change');
    const from = p.events.length;
    // Bob buys outcome 1 at 0.6: with Alice's bid for outcome 0 at 0.4 that mints a pair
    const cross = await svc.s.place(BOB, { tokenId: svc.s.token1, side: 'BUY', price: '0.6', size: '5' });
    expect(cross.body.status).toBe('matched');
    await p.next((e: Ev) => e.event_type === 'book' && e.asset_id === svc.s.token1, 5_000, from);
    const after = p.events.slice(from) as Ev[];
    expect(after.map((e) => `${e.event_type}:${e.asset_id ?? ''}`)).toEqual([
      'price_change:',
      `last_trade_price:${svc.s.token0}`,
      `last_trade_price:${svc.s.token1}`,
      `book:${svc.s.token0}`,
      `book:${svc.s.token1}`,
    ]);
    const changes = (after[0] as { price_changes: Change[] }).price_changes;
    expect(changes[0]).toMatchObject({ price: '0.4', size: '5', side: 'BUY', hash: cross.body.orderID });
    expect(after[1]).toMatchObject({ price: '0.4', size: '5', side: 'SELL', market: svc.s.market });
    expect(after[2]).toMatchObject({
      price: '0.6',
      size: '5',
      side: 'BUY',
      transaction_hash: (cross.body.transactionsHashes as string[])[0],
    });
    // each event every subscriber gets takes a step; the book carries the step it is current as of
    const seq0 = first.price_changes[0]!.seq;
    expect([changes[0]!.seq, after[1]!.seq, after[3]!.seq]).toEqual([seq0 + 1, seq0 + 2, seq0 + 2]);
    for (const asset of [svc.s.token0, svc.s.token1]) {
      const book = after.find((e) => e.event_type === 'book' && e.asset_id === asset)!;
      const wire = await svc.book(asset);
      expect(book).toMatchObject({ bids: wire.bids, asks: wire.asks, last_trade_price: wire.last_trade_price });
    }
    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: rest.body.orderID });
  });

  it('sends best_bid_ask only to subscribers that enabled the custom events, when the top moves', async () => {
    const plain = await open([svc.s.token0, svc.s.token1]);
    const custom = await open([svc.s.token0, svc.s.token1], { custom_feature_enabled: true });
    const top = await svc.s.place(ALICE, { side: 'BUY', price: '0.3', size: '5' });
    const bba = await custom.next<Ev>((e) => e.event_type === 'best_bid_ask' && e.asset_id === svc.s.token0);
    expect(bba).toMatchObject({ market: svc.s.market, best_bid: '0.3' });
    const mirror = await custom.next<Ev>((e) => e.event_type === 'best_bid_ask' && e.asset_id === svc.s.token1);
    expect(mirror).toMatchObject({ best_ask: '0.7' });
    expect(Number(bba.spread)).toBeCloseTo(Number(bba.best_ask) - 0.3, 6);
    // a level below the top leaves it where it was
    const from = custom.events.length;
    const under = await svc.s.place(ALICE, { side: 'BUY', price: '0.05', size: '5' });
    await custom.next((e: Ev) => e.event_type === 'price_change', 5_000, from);
    expect(custom.events.slice(from).filter((e) => (e as Ev).event_type === 'best_bid_ask')).toEqual([]);
    await plain.next((e: Ev) => e.event_type === 'price_change' && JSON.stringify(e).includes(under.body.orderID as string));
    expect(plain.events.filter((e) => (e as Ev).event_type === 'best_bid_ask')).toEqual([]);
    for (const o of [top, under]) await svc.s.call(ALICE, 'DELETE', '/order', { orderID: o.body.orderID });
  });

  it('takes later subscribe and unsubscribe operations, and answers a second initial message INVALID OPERATION', async () => {
    const p = await open([svc.s.token0]);
    p.send({ type: 'market', assets_ids: [svc.s.token1] });
    expect(await p.next((e) => e === WS_INVALID_OPERATION)).toBe(WS_INVALID_OPERATION);
    p.send({ operation: 'subscribe', assets_ids: [svc.s.token1, svc.s.token0] });
    // only the token not yet followed is dumped
    const dump = JSON.parse(await p.frame(2)) as Ev[];
    expect(dump.map((b) => b.asset_id)).toEqual([svc.s.token1]);
    p.send({ operation: 'unsubscribe', assets_ids: [svc.s.token0] });
    p.send('PING');
    await p.next((e) => e === 'PONG');
    const from = p.events.length;
    const o = await svc.s.place(ALICE, { side: 'BUY', price: '0.03', size: '5' });
    const pc = await p.next<Ev & { price_changes: Change[] }>((e) => e.event_type === 'price_change', 5_000, from);
    // the market's change, narrowed to the token still followed
    expect(pc.price_changes.map((c) => c.asset_id)).toEqual([svc.s.token1]);
    await svc.s.call(ALICE, 'DELETE', '/order', { orderID: o.body.orderID });
  });

  it('announces a new market to every custom subscriber, a resolution and a tick size change to its tokens', async () => {
    const other = svc.db
      .prepare<[string], { condition_id: string; token0: string; token1: string }>(
        'SELECT condition_id, token0, token1 FROM markets WHERE resolved_at IS NULL AND condition_id != ? ORDER BY condition_id LIMIT 1',
      )
      .get(svc.s.market)!;
    const custom = await open([svc.s.token0], { custom_feature_enabled: true });
    const followsOther = await open([other.token0, other.token1], { custom_feature_enabled: true });
    const plain = await open([other.token0, other.token1]);
    expect(svc.trading.lifecycle.newMarket(other.condition_id)).toBe(true);
    const listed = await custom.next<Ev>((e) => e.event_type === 'new_market');
    expect(listed).toMatchObject({ market: other.condition_id, assets_ids: [other.token0, other.token1] });

    svc.db.prepare("UPDATE markets SET tick_size = '0.001' WHERE condition_id = ?").run(other.condition_id);
    expect(svc.trading.lifecycle.tickSizeChange(other.condition_id, '0.01')).toBe(true);
    const tick = await plain.next<Ev>((e) => e.event_type === 'tick_size_change' && e.asset_id === other.token1);
    expect(tick).toMatchObject({ old_tick_size: '0.01', new_tick_size: '0.001', seq: 1 });

    svc.db.prepare('UPDATE markets SET resolved_at = 1, payout0 = 0, payout1 = 1000000 WHERE condition_id = ?').run(other.condition_id);
    expect(svc.trading.lifecycle.marketResolved(other.condition_id)).toBe(true);
    const resolved = await followsOther.next<Ev>((e) => e.event_type === 'market_resolved');
    expect(resolved).toMatchObject({ market: other.condition_id, winning_asset_id: other.token1 });
    expect(await custom.quietFor(100)).toEqual([]);
    expect(plain.events.map((e) => (e as Ev).event_type)).not.toContain('market_resolved');
    expect(plain.events.map((e) => (e as Ev).event_type)).not.toContain('new_market');
  });
});
