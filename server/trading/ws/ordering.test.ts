import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WsBook, WsPriceChange } from '../../../src/api/trading/ws-events';
import { liveService, type LiveService, type Probe } from '../../testing/socket-kit';
import { ALICE, BOB } from '../../testing/trading-kit';

/*
 * Order and numbering under concurrent orders, and commit-then-publish: every subscriber sees each
 * asset's events numbered one step at a time from its snapshot, the same stream as every other
 * subscriber, and the book those events describe is the book the service serves. A match whose
 * settlement rolls back publishes nothing and takes no number.
 */

type Ev = { event_type?: string; asset_id?: string; seq?: number; price_changes?: WsPriceChange['price_changes'] };

let svc: LiveService;

beforeAll(async () => {
  svc = await liveService();
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

/**
 * Each asset's numbers in arrival order (a price_change's entries of one asset share one), as a
 * client checks them: a book sets the last number, any other event must be the next.
 */
function numbers(events: unknown[], asset: string): number[] {
  const out: number[] = [];
  for (const e of events as Ev[]) {
    if (e.event_type === 'price_change') {
      const mine = e.price_changes!.filter((c) => c.asset_id === asset);
      if (mine.length) out.push(mine[0]!.seq!);
      expect(new Set(mine.map((c) => c.seq)).size).toBeLessThanOrEqual(1);
    } else if (e.asset_id === asset && e.event_type === 'book') {
      // the first book (the snapshot) is where the numbers start; a later one is as of the last
      if (out.length) expect(e.seq).toBe(out.at(-1));
      else out.push(e.seq!);
    } else if (e.asset_id === asset && e.seq !== undefined) out.push(e.seq);
  }
  return out;
}

/** The book a client keeps: the snapshot, each price_change applied, each later book taken whole. */
function replay(events: unknown[], asset: string) {
  const levels = { BUY: new Map<string, string>(), SELL: new Map<string, string>() };
  for (const e of events as (Ev & Partial<Pick<WsBook, 'bids' | 'asks'>>)[]) {
    if (e.event_type === 'book' && e.asset_id === asset) {
      levels.BUY = new Map(e.bids!.map((l) => [l.price, l.size]));
      levels.SELL = new Map(e.asks!.map((l) => [l.price, l.size]));
    } else if (e.event_type === 'price_change')
      for (const c of e.price_changes!.filter((x) => x.asset_id === asset)) {
        if (c.size === '0') levels[c.side].delete(c.price);
        else levels[c.side].set(c.price, c.size);
      }
  }
  const sorted = (m: Map<string, string>, desc: boolean) =>
    [...m]
      .map(([price, size]) => ({ price, size }))
      .sort((a, b) => (desc ? Number(b.price) - Number(a.price) : Number(a.price) - Number(b.price)));
  // as /book lists them: best last, so bids ascending and asks descending
  return { bids: sorted(levels.BUY, false), asks: sorted(levels.SELL, true) };
}

const settle = (probes: Probe[]) => Promise.all(probes.map((p) => p.quietFor(150)));

describe('ordering', () => {
  it('numbers each asset one step at a time under concurrent orders and cancels, the same for every subscriber', async () => {
    const { token0, token1 } = svc.s;
    const probes = [await svc.market([token0, token1]), await svc.market([token0, token1]), await svc.market([token1])];
    // resting bids on both outcomes, some of which cross (outcome 0 at p meets outcome 1 at ≥ 1 − p)
    const orders = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? svc.s.place(ALICE, { side: 'BUY', price: (0.3 + (i % 10) * 0.02).toFixed(2), size: '5' })
        : svc.s.place(BOB, { tokenId: token1, side: 'BUY', price: (0.52 + (i % 10) * 0.02).toFixed(2), size: '5' }),
    );
    const answers = await Promise.all(orders);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // cancel each resting order as its owner (orders alternate Alice, Bob), so none outlives this test
    const cancels = answers.flatMap((a, i) =>
      a.body.status === 'live' ? [svc.s.call(i % 2 === 0 ? ALICE : BOB, 'DELETE', '/order', { orderID: a.body.orderID })] : [],
    );
    await Promise.all(cancels);
    await settle(probes);

    for (const asset of [token0, token1]) {
      const followers = probes.filter((p) => JSON.parse(p.frames[0]!).some((b: Ev) => b.asset_id === asset));
      const seen = followers.map((p) => numbers(p.events, asset));
      const start = seen[0]![0]!;
      // the snapshot's number, then one step per event
      expect(seen[0]).toEqual(Array.from({ length: seen[0]!.length }, (_, i) => start + i));
      for (const other of seen) expect(other).toEqual(seen[0]);
      // every subscriber's view of the book is the service's
      const wire = await svc.book(asset);
      for (const p of followers) expect(replay(p.events, asset)).toEqual({ bids: wire.bids, asks: wire.asks });
    }
    // every accepted order and every cancel moved the book, and says so by its hash
    const hashes = new Set((probes[0]!.events as Ev[]).flatMap((e) => e.price_changes?.map((c) => c.hash) ?? []));
    for (const a of answers) expect(hashes.has(a.body.orderID as string)).toBe(true);
    // after their snapshots (taken a moment apart), two subscribers of the same tokens get the same events
    expect(probes[1]!.events.slice(2)).toEqual(probes[0]!.events.slice(2));
  });

  it('publishes nothing for a match whose settlement rolls back, and takes no number for it', async () => {
    const { token0, token1 } = svc.s;
    const market = await svc.market([token0, token1]);
    const alice = await svc.connect('/clob/ws/user');
    alice.send({ type: 'user', auth: svc.s.creds.get(ALICE.address) });
    const rest = await svc.s.place(ALICE, { side: 'BUY', price: '0.41', size: '5' });
    expect(rest.body.status).toBe('live');
    await market.next((e: Ev) => e.event_type === 'price_change');
    await alice.next((e: Ev & { type?: string }) => e.type === 'PLACEMENT');
    const last = numbers(market.events, token0).at(-1)!;

    // the fill's row is the last write of the settlement: failing it rolls the whole match back
    svc.db.exec("CREATE TEMP TRIGGER fail_fills BEFORE INSERT ON clob_fills BEGIN SELECT RAISE(ABORT, 'forced rollback'); END");
    try {
      const failed = await svc.s.place(BOB, { tokenId: token1, side: 'BUY', price: '0.59', size: '5' });
      expect(failed.status).toBe(500);
      expect(await market.quietFor(200)).toEqual([]);
      expect(await alice.quietFor(1)).toEqual([]);
    } finally {
      svc.db.exec('DROP TRIGGER fail_fills');
    }
    // the engine took the book back from the database: the bid is still there, the next match numbers on
    const from = market.events.length;
    const ok = await svc.s.place(BOB, { tokenId: token1, side: 'BUY', price: '0.59', size: '5' });
    expect(ok.body.status).toBe('matched');
    await market.next((e: Ev) => e.event_type === 'book' && e.asset_id === token1, 5_000, from);
    expect(numbers(market.events.slice(from), token0)).toEqual([last + 1, last + 2]);
    const trade = await alice.next<Ev & { type?: string; status?: string }>((e) => e.event_type === 'trade');
    expect(trade.status).toBe('MATCHED');
    expect((await svc.s.call(ALICE, 'GET', `/data/order/${rest.body.orderID}`)).body.status).toBe('MATCHED');
  });
});

describe('a fan-out that falls behind', () => {
  it('sends the books of now instead of the backlog: no gap in the numbers, and the same book in the end', async () => {
    // every flush counts as late: each subscriber gets only books, as it would when the fan-out cannot keep up
    const behind = await liveService({ socket: { conflateAfterMs: 0 } });
    try {
      const { token0, token1 } = behind.s;
      const p = await behind.market([token0, token1]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? behind.s.place(ALICE, { side: 'BUY', price: (0.3 + (i % 10) * 0.02).toFixed(2), size: '5' })
            : behind.s.place(BOB, { tokenId: token1, side: 'BUY', price: (0.52 + (i % 10) * 0.02).toFixed(2), size: '5' }),
        ),
      );
      expect(answers.filter((a) => a.body.status === 'matched').length).toBeGreaterThan(0);
      await p.quietFor(150);
      expect(new Set((p.events as Ev[]).map((e) => e.event_type))).toEqual(new Set(['book']));
      for (const asset of [token0, token1]) {
        const books = (p.events as (Ev & WsBook)[]).filter((e) => e.asset_id === asset);
        // each book is as of a later number than the one before: a client sees no gap, only newer books
        const seqs = books.map((b) => b.seq!);
        expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
        const wire = await behind.book(asset);
        expect(replay(p.events, asset)).toEqual({ bids: wire.bids, asks: wire.asks });
        expect(seqs.at(-1)).toBeGreaterThanOrEqual(answers.length / 2);
      }
    } finally {
      await behind.close();
    }
  });
});
