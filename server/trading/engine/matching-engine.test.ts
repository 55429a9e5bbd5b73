import { describe, expect, it } from 'vitest';
import { MatchingEngine } from './matching-engine';
import type { EngineOrder } from './types';

const M = 'market-a';
const USD = 1_000_000;
let seq = 0;

/** An order of `size` whole shares at `price` (dollars) on outcome 0 unless told. */
function order(id: string, owner: string, side: 'BUY' | 'SELL', price: number, size: number, more: Partial<EngineOrder> = {}): EngineOrder {
  const outcome = more.outcome ?? 0;
  return {
    id,
    seq: ++seq,
    owner,
    market: M,
    asset: `tok-${outcome}`,
    outcome,
    side,
    price: Math.round(price * USD),
    size: size * USD,
    type: 'GTC',
    postOnly: false,
    expiration: 0,
    ...more,
  };
}

/** Everything observable, for "nothing changed" checks. */
function snapshot(e: MatchingEngine, owners: string[]) {
  return JSON.stringify({
    orders: e.ordersIn(M),
    depth: e.depth(M),
    cash: owners.map((o) => e.reservedCash(o)),
    shares: owners.flatMap((o) => [e.reservedShares(o, 'tok-0'), e.reservedShares(o, 'tok-1')]),
  });
}

describe('matching engine', () => {
  it('fills by price, then by arrival, at the maker price', () => {
    const e = new MatchingEngine();
    e.submit(order('a1', 'alice', 'SELL', 0.6, 5), 0);
    e.submit(order('a2', 'bob', 'SELL', 0.55, 5), 0);
    e.submit(order('a3', 'carol', 'SELL', 0.55, 5), 0);
    const r = e.submit(order('t', 'dave', 'BUY', 0.7, 12), 0);
    expect(r.fills.map((f) => [f.makerOrderId, f.size / USD, f.makerPrice, f.takerPrice, f.kind])).toEqual([
      ['a2', 5, 550_000, 550_000, 'TRADE'],
      ['a3', 5, 550_000, 550_000, 'TRADE'],
      ['a1', 2, 600_000, 600_000, 'TRADE'],
    ]);
    expect(r.fills[2]!.makerRemaining).toBe(3 * USD);
    expect(r).toMatchObject({ rested: false, remaining: 0, expired: [] });
    expect(e.get('a1')?.size).toBe(3 * USD);
    expect(e.get('a2')).toBeUndefined();
  });

  it('rests a GTC remainder and reports partial fills of the maker', () => {
    const e = new MatchingEngine();
    e.submit(order('m', 'alice', 'BUY', 0.4, 10), 0);
    const r = e.submit(order('t', 'bob', 'SELL', 0.3, 4), 0);
    expect(r.fills).toHaveLength(1);
    expect(r.fills[0]).toMatchObject({
      makerPrice: 400_000,
      takerPrice: 400_000,
      makerRemaining: 6 * USD,
      takerSide: 'SELL',
      makerSide: 'BUY',
    });
    const r2 = e.submit(order('t2', 'bob', 'SELL', 0.45, 4), 0);
    expect(r2).toMatchObject({ fills: [], rested: true, remaining: 4 * USD });
    expect(e.depth(M)).toEqual({ bids: [{ price: 400_000, size: 6 * USD }], asks: [{ price: 450_000, size: 4 * USD }] });
  });

  it('mints when two buyers of complementary outcomes meet, merges when two sellers do', () => {
    const e = new MatchingEngine();
    // BUY outcome 1 at 0.35 sits as an outcome-0 ask at 0.65
    e.submit(order('y', 'alice', 'BUY', 0.35, 10, { outcome: 1 }), 0);
    expect(e.depth(M).asks).toEqual([{ price: 650_000, size: 10 * USD }]);
    const mint = e.submit(order('x', 'bob', 'BUY', 0.7, 4), 0);
    expect(mint.fills[0]).toMatchObject({ kind: 'MINT', makerPrice: 350_000, takerPrice: 650_000, size: 4 * USD, makerAsset: 'tok-1' });

    // SELL outcome 1 at 0.2 sits as an outcome-0 bid at 0.8 (in a fresh book: alice's ask would take it)
    e.replaceMarket(M, []);
    e.submit(order('s1', 'carol', 'SELL', 0.2, 3, { outcome: 1 }), 0);
    const merge = e.submit(order('s0', 'dave', 'SELL', 0.75, 3), 0);
    expect(merge.fills[0]).toMatchObject({ kind: 'MERGE', makerPrice: 200_000, takerPrice: 800_000, size: 3 * USD });
    expect(merge.fills[0]!.makerPrice + merge.fills[0]!.takerPrice).toBe(USD);
  });

  it('matches outcome-1 orders among themselves as trades in their own prices', () => {
    const e = new MatchingEngine();
    e.submit(order('m', 'alice', 'SELL', 0.3, 2, { outcome: 1 }), 0);
    const r = e.submit(order('t', 'bob', 'BUY', 0.32, 2, { outcome: 1 }), 0);
    expect(r.fills[0]).toMatchObject({ kind: 'TRADE', makerPrice: 300_000, takerPrice: 300_000 });
  });

  it("skips the taker's own resting orders and leaves them in place", () => {
    const e = new MatchingEngine();
    e.submit(order('own', 'alice', 'SELL', 0.5, 5), 0);
    e.submit(order('other', 'bob', 'SELL', 0.52, 5), 0);
    const r = e.submit(order('t', 'alice', 'BUY', 0.55, 8), 0);
    expect(r.fills.map((f) => [f.makerOrderId, f.size / USD])).toEqual([['other', 5]]);
    expect(r).toMatchObject({ rested: true, remaining: 3 * USD });
    expect(e.get('own')?.size).toBe(5 * USD);
    // crossed, but only between alice's own orders
    expect(e.bestBid(M)).toBe(550_000);
    expect(e.bestAsk(M)).toBe(500_000);
  });

  it('refuses FOK, FAK and post-only orders without changing anything', () => {
    const e = new MatchingEngine();
    e.submit(order('a', 'alice', 'SELL', 0.5, 5), 0);
    e.submit(order('g', 'carol', 'SELL', 0.5, 5, { type: 'GTD', expiration: 100 }), 0);
    e.submit(order('own', 'bob', 'SELL', 0.49, 5), 0);
    const owners = ['alice', 'bob', 'carol'];
    const before = snapshot(e, owners);

    expect(e.submit(order('f', 'bob', 'BUY', 0.5, 6, { type: 'FOK' }), 200).rejected).toBe('FOK_UNFILLED');
    expect(e.submit(order('k', 'bob', 'BUY', 0.45, 6, { type: 'FAK' }), 200).rejected).toBe('FAK_NO_MATCH');
    // only bob's own order and an expired one cross it: a FAK has nothing to fill
    expect(e.submit(order('k2', 'bob', 'BUY', 0.49, 6, { type: 'FAK' }), 200).rejected).toBe('FAK_NO_MATCH');
    expect(e.submit(order('p', 'bob', 'BUY', 0.5, 1, { postOnly: true }), 200).rejected).toBe('POST_ONLY_CROSSES');
    expect(snapshot(e, owners)).toBe(before);
    expect(e.submit(order('f2', 'bob', 'BUY', 0.5, 1, { type: 'FOK' }), 0).rejected).toBeUndefined();
    expect(snapshot(e, owners)).not.toBe(before);
  });

  it('fills FOK fully and FAK partly, dropping the rest', () => {
    const e = new MatchingEngine();
    e.submit(order('a', 'alice', 'SELL', 0.5, 5), 0);
    e.submit(order('b', 'carol', 'SELL', 0.6, 5), 0);
    const fok = e.submit(order('f', 'bob', 'BUY', 0.6, 7, { type: 'FOK' }), 0);
    expect(fok).toMatchObject({ rested: false, remaining: 0 });
    expect(fok.fills.map((f) => f.size / USD)).toEqual([5, 2]);
    const fak = e.submit(order('k', 'bob', 'BUY', 0.6, 10, { type: 'FAK' }), 0);
    expect(fak).toMatchObject({ rested: false, remaining: 7 * USD });
    expect(e.ordersIn(M)).toEqual([]);
  });

  it('rests a post-only order that crosses only its own orders', () => {
    const e = new MatchingEngine();
    e.submit(order('own', 'alice', 'SELL', 0.5, 5), 0);
    expect(e.submit(order('p', 'alice', 'BUY', 0.55, 1, { postOnly: true }), 0)).toMatchObject({ rested: true, fills: [] });
  });

  it('drops expired GTD makers when met, and sweeps the rest with expire()', () => {
    const e = new MatchingEngine();
    e.submit(order('g1', 'alice', 'SELL', 0.5, 5, { type: 'GTD', expiration: 100 }), 0);
    e.submit(order('g2', 'alice', 'SELL', 0.7, 5, { type: 'GTD', expiration: 100 }), 0);
    e.submit(order('g3', 'alice', 'SELL', 0.8, 5, { type: 'GTD', expiration: 300 }), 0);
    e.submit(order('c', 'carol', 'SELL', 0.55, 5), 0);
    const r = e.submit(order('t', 'bob', 'BUY', 0.6, 2), 100);
    expect(r.expired.map((o) => o.id)).toEqual(['g1']);
    expect(r.fills.map((f) => f.makerOrderId)).toEqual(['c']);
    expect(e.expire(99)).toEqual([]);
    expect(e.expire(100).map((o) => o.id)).toEqual(['g2']);
    expect(e.expire(1_000).map((o) => o.id)).toEqual(['g3']);
    expect(e.ordersOf('alice')).toEqual([]);
    expect(e.submit(order('late', 'bob', 'BUY', 0.5, 1, { type: 'GTD', expiration: 50 }), 60).rejected).toBe('EXPIRED');
  });

  it('cancels a resting order and forgets unknown ids', () => {
    const e = new MatchingEngine();
    e.submit(order('a', 'alice', 'BUY', 0.4, 5), 0);
    e.submit(order('b', 'alice', 'BUY', 0.4, 3), 0);
    expect(e.cancel('a')?.id).toBe('a');
    expect(e.cancel('a')).toBeUndefined();
    expect(e.depth(M).bids).toEqual([{ price: 400_000, size: 3 * USD }]);
    e.cancel('b');
    expect(e.depth(M)).toEqual({ bids: [], asks: [] });
    expect(e.bestBid(M)).toBeUndefined();
    expect(e.reservedCash('alice')).toBe(0);
  });

  it('aggregates depth best first and mirrors it for outcome 1', () => {
    const e = new MatchingEngine();
    e.submit(order('b1', 'alice', 'BUY', 0.4, 1), 0);
    e.submit(order('b2', 'bob', 'BUY', 0.45, 2), 0);
    e.submit(order('b3', 'carol', 'SELL', 0.6, 3, { outcome: 1 }), 0); // bid at 0.4
    e.submit(order('a1', 'alice', 'SELL', 0.6, 4), 0);
    e.submit(order('a2', 'bob', 'BUY', 0.3, 5, { outcome: 1 }), 0); // ask at 0.7
    const d0 = e.depth(M);
    expect(d0).toEqual({
      bids: [
        { price: 450_000, size: 2 * USD },
        { price: 400_000, size: 4 * USD },
      ],
      asks: [
        { price: 600_000, size: 4 * USD },
        { price: 700_000, size: 5 * USD },
      ],
    });
    expect(e.depth(M, 1)).toEqual({
      bids: [
        { price: 400_000, size: 4 * USD },
        { price: 300_000, size: 5 * USD },
      ],
      asks: [
        { price: 550_000, size: 2 * USD },
        { price: 600_000, size: 4 * USD },
      ],
    });
    expect(e.depth(M, 0, 1).bids).toHaveLength(1);
    expect([e.bestBid(M, 1), e.bestAsk(M, 1)]).toEqual([400_000, 550_000]);
  });

  it('keeps reservations: notional of resting buys, size of resting sells per token', () => {
    const e = new MatchingEngine();
    e.submit(order('b', 'alice', 'BUY', 0.33, 7), 0);
    e.submit(order('s', 'alice', 'SELL', 0.8, 4, { outcome: 1 }), 0); // a bid at 0.2
    expect(e.reservedCash('alice')).toBe(2_310_000);
    expect(e.reservedShares('alice', 'tok-1')).toBe(4 * USD);
    e.submit(order('t', 'bob', 'SELL', 0.3, 2), 0);
    expect(e.reservedCash('alice')).toBe(1_650_000);
    expect(e.reservedShares('alice', 'tok-1')).toBe(4 * USD);
    e.cancel('b');
    expect(e.reservedCash('alice')).toBe(0);
    // BUY outcome 1 at 0.85 is an ask at 0.15: it takes one of alice's outcome-1 shares at her 0.8
    const r = e.submit(order('t2', 'carol', 'BUY', 0.85, 1, { outcome: 1 }), 0);
    expect(r.fills[0]).toMatchObject({ kind: 'TRADE', makerOrderId: 's', makerPrice: 800_000 });
    expect(e.reservedShares('alice', 'tok-1')).toBe(3 * USD);
    expect(e.reservedShares('alice', 'tok-0')).toBe(0);
    e.cancel('s');
    expect(e.reservedShares('alice', 'tok-1')).toBe(0);
  });

  it('replaces one market and restores orders without matching', () => {
    const e = new MatchingEngine();
    e.submit(order('a', 'alice', 'BUY', 0.5, 1), 0);
    e.submit(order('o', 'alice', 'BUY', 0.5, 1, { market: 'other' }), 0);
    e.replaceMarket(M, [order('x', 'bob', 'SELL', 0.4, 2), order('y', 'carol', 'BUY', 0.45, 1)]);
    // restored crossed, as the database had them: restore never matches
    expect(e.ordersIn(M).map((o) => o.id)).toEqual(['x', 'y']);
    expect(e.get('a')).toBeUndefined();
    expect(e.reservedCash('alice')).toBe(500_000);
    expect(e.ordersIn('other')).toHaveLength(1);
    expect(() => e.replaceMarket(M, [order('o', 'bob', 'SELL', 0.4, 2)])).toThrow();
    expect(e.ordersIn(M)).toHaveLength(2);
  });

  it('restores out of arrival order and still fills by seq', () => {
    const e = new MatchingEngine();
    const late = order('late', 'alice', 'SELL', 0.5, 1);
    const early = { ...order('early', 'bob', 'SELL', 0.5, 1), seq: late.seq - 1 };
    e.restore(late);
    e.restore(early);
    expect(e.submit(order('t', 'carol', 'BUY', 0.5, 1), 0).fills[0]?.makerOrderId).toBe('early');
  });

  it('refuses malformed orders and duplicates', () => {
    const e = new MatchingEngine();
    expect(() => e.submit(order('z', 'a', 'BUY', 0, 1), 0)).toThrow(RangeError);
    expect(() => e.submit(order('z', 'a', 'BUY', 0.5, 1, { type: 'FOK', postOnly: true }), 0)).toThrow(RangeError);
    e.submit(order('d', 'a', 'BUY', 0.5, 1), 0);
    expect(() => e.submit(order('d', 'a', 'BUY', 0.5, 1), 0)).toThrow();
  });
});
