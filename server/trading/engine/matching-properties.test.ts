import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notional } from '../../ledger/money';
import { MatchingEngine } from './matching-engine';
import { bookPrice, isBookBid, ONE, type EngineOrder, type Fill, type OrderType, type SubmitResult } from './types';

/*
 * Property tests over random order streams: a few owners and two markets on a narrow price band, so
 * orders cross, self-trade, mint and merge often. Sizes are whole cents of a share and prices whole
 * cents (what the service lets through), which makes every notional exact: the balance sheet below
 * can then demand exact conservation.
 */

const OWNERS = ['o0', 'o1', 'o2'];
const MARKETS = ['m0', 'm1'];
const TYPES: OrderType[] = ['GTC', 'GTC', 'GTD', 'FOK', 'FAK'];
const START = 1e12;
const asset = (market: string, outcome: number) => `${market}-${outcome}`;

type Op =
  | {
      op: 'submit';
      owner: string;
      market: string;
      outcome: 0 | 1;
      buy: boolean;
      cents: number;
      size: number;
      type: OrderType;
      post: boolean;
      ttl: number;
    }
  | { op: 'cancel'; pick: number }
  | { op: 'tick'; dt: number }
  | { op: 'expire' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('submit' as const),
      owner: fc.constantFrom(...OWNERS),
      market: fc.constantFrom(...MARKETS),
      outcome: fc.constantFrom(0 as const, 1 as const),
      buy: fc.boolean(),
      cents: fc.integer({ min: 40, max: 60 }),
      size: fc.integer({ min: 1, max: 400 }).map((n) => n * 10_000),
      type: fc.constantFrom(...TYPES),
      post: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      ttl: fc.integer({ min: 1, max: 60 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('tick' as const), dt: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('expire' as const) }) },
);

/** The toy balance sheet: cash per owner, shares per owner and token, collateral locked per market. */
class Sheet {
  readonly cash = new Map(OWNERS.map((o) => [o, START]));
  readonly shares = new Map<string, number>();
  readonly locked = new Map(MARKETS.map((m) => [m, 0]));

  apply(f: Fill): void {
    const takerCash = notional(f.size, f.takerPrice);
    const makerCash = notional(f.size, f.makerPrice);
    if (f.kind === 'TRADE') {
      // the buyer pays the seller; the token changes hands
      const [buyer, seller] = f.takerSide === 'BUY' ? [f.taker, f.maker] : [f.maker, f.taker];
      expect(takerCash).toBe(makerCash);
      this.move(buyer, -takerCash, f.takerAsset, f.size);
      this.move(seller, takerCash, f.takerAsset, -f.size);
      return;
    }
    // a pair of tokens is worth exactly one dollar: both prices together pay (or release) exactly the collateral
    expect(takerCash + makerCash).toBe(f.size);
    const sign = f.kind === 'MINT' ? 1 : -1;
    this.move(f.taker, -sign * takerCash, f.takerAsset, sign * f.size);
    this.move(f.maker, -sign * makerCash, f.makerAsset, sign * f.size);
    this.locked.set(f.market, this.locked.get(f.market)! + sign * f.size);
  }

  private move(owner: string, cash: number, token: string, shares: number): void {
    this.cash.set(owner, this.cash.get(owner)! + cash);
    const k = `${owner}|${token}`;
    this.shares.set(k, (this.shares.get(k) ?? START) + shares);
  }

  check(): void {
    const locked = [...this.locked.values()].reduce((a, b) => a + b, 0);
    expect([...this.cash.values()].reduce((a, b) => a + b, 0) + locked).toBe(OWNERS.length * START);
    for (const m of MARKETS) {
      // every minted pair adds one share of each outcome, every merge removes one of each
      for (const outcome of [0, 1]) {
        const total = OWNERS.reduce((s, o) => s + (this.shares.get(`${o}|${asset(m, outcome)}`) ?? START) - START, 0);
        expect(total).toBe(this.locked.get(m));
      }
    }
  }
}

function snapshot(e: MatchingEngine): string {
  return JSON.stringify({
    orders: MARKETS.map((m) => e.ordersIn(m)),
    depth: MARKETS.map((m) => e.depth(m)),
    reserved: OWNERS.map((o) => [e.reservedCash(o), ...MARKETS.flatMap((m) => [0, 1].map((k) => e.reservedShares(o, asset(m, k))))]),
  });
}

function checkBook(e: MatchingEngine, now: number): void {
  const resting = MARKETS.flatMap((m) => e.ordersIn(m));
  // reservations equal a recount from scratch
  for (const o of OWNERS) {
    const mine = resting.filter((x) => x.owner === o);
    expect(e.reservedCash(o)).toBe(mine.filter((x) => x.side === 'BUY').reduce((s, x) => s + notional(x.size, x.price), 0));
    for (const m of MARKETS)
      for (const k of [0, 1]) {
        const sells = mine.filter((x) => x.side === 'SELL' && x.asset === asset(m, k));
        expect(e.reservedShares(o, asset(m, k))).toBe(sells.reduce((s, x) => s + x.size, 0));
      }
  }
  // nothing live is crossed against another owner's order
  for (const m of MARKETS) {
    const live = e.ordersIn(m).filter((x) => !(x.type === 'GTD' && x.expiration <= now));
    for (const b of live.filter(isBookBid))
      for (const a of live.filter((x) => !isBookBid(x)))
        if (a.owner !== b.owner) expect(bookPrice(b), `${b.id} crosses ${a.id}`).toBeLessThan(bookPrice(a));
  }
}

function run(ops: Op[]): void {
  const e = new MatchingEngine();
  const sheet = new Sheet();
  const original = new Map<string, number>();
  const filled = new Map<string, number>();
  const closed = new Map<string, number>(); // size left when an order left the book unfilled
  const byId = new Map<string, EngineOrder>();
  const ids: string[] = [];
  let now = 1_000;
  let seq = 0;

  const close = (o: EngineOrder) => closed.set(o.id, o.size);
  for (const op of ops) {
    if (op.op === 'tick') now += op.dt;
    else if (op.op === 'expire') e.expire(now).forEach(close);
    else if (op.op === 'cancel') {
      const id = ids[op.pick % Math.max(1, ids.length)];
      const gone = id === undefined ? undefined : e.cancel(id);
      if (gone) close(gone);
    } else {
      const id = `x${++seq}`;
      const o: EngineOrder = {
        id,
        seq,
        owner: op.owner,
        market: op.market,
        asset: asset(op.market, op.outcome),
        outcome: op.outcome,
        side: op.buy ? 'BUY' : 'SELL',
        price: op.cents * 10_000,
        size: op.size,
        type: op.type,
        postOnly: op.post && (op.type === 'GTC' || op.type === 'GTD'),
        expiration: op.type === 'GTD' ? now + op.ttl : 0,
      };
      const before = snapshot(e);
      const r: SubmitResult = e.submit(o, now);
      original.set(id, o.size);
      byId.set(id, o);
      ids.push(id);
      if (r.rejected) {
        expect(snapshot(e)).toBe(before);
        expect(r).toMatchObject({ fills: [], rested: false, remaining: o.size, expired: [] });
      }
      r.expired.forEach(close);
      let takerFilled = 0;
      for (const f of r.fills) {
        const maker = byId.get(f.makerOrderId)!;
        expect(f.size).toBeGreaterThan(0);
        expect(f.maker).not.toBe(f.taker);
        expect(f.makerPrice).toBe(maker.price);
        expect(f.takerPrice).toBe(maker.outcome === o.outcome ? maker.price : ONE - maker.price);
        // price improvement goes to the taker: never worse than its limit
        if (o.side === 'BUY') expect(f.takerPrice).toBeLessThanOrEqual(o.price);
        else expect(f.takerPrice).toBeGreaterThanOrEqual(o.price);
        const makerFilled = (filled.get(maker.id) ?? 0) + f.size;
        filled.set(maker.id, makerFilled);
        expect(f.makerRemaining).toBe(original.get(maker.id)! - makerFilled);
        expect(e.get(maker.id)?.size ?? 0).toBe(f.makerRemaining);
        takerFilled += f.size;
        sheet.apply(f);
      }
      filled.set(id, takerFilled);
      expect(takerFilled + r.remaining).toBe(o.size);
      if (o.type === 'FOK' && !r.rejected) expect(takerFilled).toBe(o.size);
      if (o.type === 'FAK' && !r.rejected) expect(takerFilled).toBeGreaterThan(0);
      if (r.rested) expect(e.get(id)?.size).toBe(r.remaining);
      else close({ ...o, size: r.remaining });
    }
    checkBook(e, now);
    sheet.check();
  }
  // every order: filled + (still resting, or what it left with) = its size; nothing fills past its size
  for (const [id, size] of original) {
    const left = e.get(id)?.size ?? closed.get(id) ?? 0;
    expect((filled.get(id) ?? 0) + left, id).toBe(size);
  }
}

describe('matching engine properties', () => {
  it('conserves sizes, cash and shares, keeps reservations exact and the book uncrossed', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 80 }), (ops) => run(ops)),
      { numRuns: 300 },
    );
  });
});
