import { MarketBook, type Level, type Resting } from './book';
import { bookDepth, depthFor } from './depth';
import { ExpiryHeap } from './expiry-heap';
import { Reservations } from './reservations';
import {
  bookPrice,
  checkOrder,
  isBookBid,
  ONE,
  type Depth,
  type EngineOrder,
  type Fill,
  type OutcomeIndex,
  type RejectReason,
  type SubmitResult,
} from './types';

/*
 * Price-time matching over one outcome-0 book per market (see README.md). Pure and in memory: the
 * trading service validates, persists and settles; this class only decides who fills whom. It keeps
 * its own copies of submitted orders and lowers their `size` as they fill; the objects it hands out
 * are those copies, to read and not to mutate.
 */
export class MatchingEngine {
  private readonly books = new Map<string, MarketBook>();
  private readonly byId = new Map<string, Resting>();
  private readonly byOwner = new Map<string, Map<string, Resting>>();
  private readonly expiries = new ExpiryHeap();
  private liveGtd = 0;
  private readonly reserved = new Reservations();
  private readonly names = new Map<string, string>();

  private intern(s: string): string {
    const kept = this.names.get(s);
    if (kept !== undefined) return kept;
    this.names.set(s, s);
    return s;
  }

  /** Matches the order against the book, then rests a GTC / GTD remainder. */
  submit(input: EngineOrder, nowS: number): SubmitResult {
    checkOrder(input);
    if (this.byId.has(input.id)) throw new Error(`order ${input.id} is already resting`);
    const taker: EngineOrder = { ...input };
    const reject = (rejected: RejectReason): SubmitResult => ({ fills: [], rested: false, remaining: taker.size, expired: [], rejected });
    if (taker.type === 'GTD' && taker.expiration <= nowS) return reject('EXPIRED');

    const book = this.books.get(taker.market);
    // the refusals are decided by a read-only walk first, so a refused order changes nothing
    if (taker.postOnly && book && this.matchable(book, taker, 1, nowS) > 0) return reject('POST_ONLY_CROSSES');
    if (taker.type === 'FOK' && (!book || this.matchable(book, taker, taker.size, nowS) < taker.size)) return reject('FOK_UNFILLED');
    if (taker.type === 'FAK' && (!book || this.matchable(book, taker, 1, nowS) === 0)) return reject('FAK_NO_MATCH');

    const fills: Fill[] = [];
    const expired: EngineOrder[] = [];
    // a post-only order gets here only when nothing it crosses can fill: the walk just clears expired makers
    if (book) this.match(book, taker, nowS, fills, expired);
    const rests = taker.size > 0 && (taker.type === 'GTC' || taker.type === 'GTD');
    if (rests) this.rest(taker);
    if (expired.length) this.pruneExpiries();
    return { fills, rested: rests, remaining: taker.size, expired };
  }

  /** Rests an order as it is, without matching: rebuilding the books from the database on start. */
  restore(input: EngineOrder): void {
    checkOrder(input);
    if (input.type !== 'GTC' && input.type !== 'GTD') throw new RangeError(`order ${input.id}: only GTC and GTD orders rest`);
    if (this.byId.has(input.id)) throw new Error(`order ${input.id} is already resting`);
    this.rest({ ...input });
  }

  cancel(id: string): EngineOrder | undefined {
    const r = this.byId.get(id);
    if (!r) return undefined;
    this.unrest(r, true);
    this.pruneExpiries();
    return r.order;
  }

  /** Removes every GTD order with expiration ≤ nowS, earliest first. */
  expire(nowS: number): EngineOrder[] {
    const out: EngineOrder[] = [];
    for (let top = this.expiries.peek(); top && top.order.expiration <= nowS; top = this.expiries.peek()) {
      this.expiries.pop();
      if (!top.live) continue;
      this.unrest(top, true);
      out.push(top.order);
    }
    return out;
  }

  get(id: string): Readonly<EngineOrder> | undefined {
    return this.byId.get(id)?.order;
  }

  /** The owner's resting orders by arrival. */
  ordersOf(owner: string): EngineOrder[] {
    return bySeq(this.byOwner.get(owner)?.values());
  }

  /** The market's resting orders by arrival. */
  ordersIn(market: string): EngineOrder[] {
    return bySeq(this.books.get(market)?.orders.values());
  }

  /** Aggregated levels in outcome-0 terms (outcome 1: the mirror), best first, at most `limit` per side. */
  depth(market: string, outcome: OutcomeIndex = 0, limit = Infinity): Depth {
    return depthFor(bookDepth(this.books.get(market), limit), outcome);
  }

  /** Best bid for the outcome's token: outcome 1's best bid is 1 − outcome 0's best ask. */
  bestBid(market: string, outcome: OutcomeIndex = 0): number | undefined {
    const book = this.books.get(market);
    const p = outcome === 0 ? book?.bids.best() : book?.asks.best();
    return p === undefined || outcome === 0 ? p : ONE - p;
  }

  bestAsk(market: string, outcome: OutcomeIndex = 0): number | undefined {
    const book = this.books.get(market);
    const p = outcome === 0 ? book?.asks.best() : book?.bids.best();
    return p === undefined || outcome === 0 ? p : ONE - p;
  }

  /** What rests at one outcome-0 price on one side, summed (0 when nothing does): a price_change's level size. */
  levelSize(market: string, bid: boolean, price: number): number {
    const book = this.books.get(market);
    return (bid ? book?.bids : book?.asks)?.levels.get(price)?.size ?? 0;
  }

  /** Drops every resting order of the market and rests `orders` instead (after a failed settlement). */
  replaceMarket(market: string, orders: EngineOrder[]): void {
    // every check comes before the first change, so a bad list leaves the engine as it was
    const ids = new Set<string>();
    for (const o of orders) {
      checkOrder(o);
      if (o.market !== market) throw new RangeError(`order ${o.id} is not in market ${market}`);
      if (o.type !== 'GTC' && o.type !== 'GTD') throw new RangeError(`order ${o.id}: only GTC and GTD orders rest`);
      const other = this.byId.get(o.id);
      if (ids.has(o.id) || (other && other.book.market !== market)) throw new Error(`order ${o.id} is already resting`);
      ids.add(o.id);
    }
    const book = this.books.get(market);
    // the whole book goes at once, so its levels need no tidying on the way out
    if (book) for (const r of book.orders.values()) this.unrest(r, false);
    this.books.delete(market);
    this.pruneExpiries();
    for (const o of orders) this.restore(o);
  }

  /** Cash held by the owner's resting BUYs: Σ notional(remaining, price), fees not included. */
  reservedCash(owner: string): number {
    return this.reserved.cashOf(owner);
  }

  /** Shares of `asset` (token id) held by the owner's resting SELLs. */
  reservedShares(owner: string, asset: string): number {
    return this.reserved.sharesOf(owner, asset);
  }

  /** How much of `taker` could fill now, counting up to `want`; reads only (same rules as match). */
  private matchable(book: MarketBook, taker: EngineOrder, want: number, nowS: number): number {
    const opp = isBookBid(taker) ? book.asks : book.bids;
    const limit = opp.keyOf(bookPrice(taker));
    let found = 0;
    for (let i = opp.keys.length - 1; i >= 0 && opp.keys[i]! >= limit; i--) {
      const level = opp.levels.get(opp.priceOf(opp.keys[i]!))!;
      const e = level.entries;
      for (let j = level.head; j < e.length; j++) {
        const m = e[j]!;
        if (!m.live || m.order.owner === taker.owner || isExpired(m.order, nowS)) continue;
        found += m.order.size;
        if (found >= want) return found;
      }
    }
    return found;
  }

  private match(book: MarketBook, taker: EngineOrder, nowS: number, fills: Fill[], expired: EngineOrder[]): void {
    const opp = isBookBid(taker) ? book.asks : book.bids;
    // opposite levels cross while their key is ≥ the taker's: ask ≤ bid, or bid ≥ ask
    const limit = opp.keyOf(bookPrice(taker));
    for (let i = opp.keys.length - 1; i >= 0 && taker.size > 0; i--) {
      const key = opp.keys[i]!;
      if (key < limit) break;
      const level = opp.levels.get(opp.priceOf(key))!;
      this.matchLevel(level, taker, nowS, fills, expired);
      // removing index i shifts only the better keys above it, which the loop has left behind
      if (level.live === 0) opp.removeLevel(level.price, i);
      else level.tidy();
    }
  }

  private matchLevel(level: Level, taker: EngineOrder, nowS: number, fills: Fill[], expired: EngineOrder[]): void {
    const e = level.entries;
    for (let j = level.head; j < e.length && taker.size > 0; j++) {
      const r = e[j]!;
      if (!r.live) continue;
      const m = r.order;
      if (isExpired(m, nowS)) {
        this.unrest(r, false);
        expired.push(m);
        continue;
      }
      // self-trade prevention: the owner's own orders stay where they are
      if (m.owner === taker.owner) continue;
      const q = taker.size < m.size ? taker.size : m.size;
      taker.size -= q;
      const before = m.size;
      m.size -= q;
      level.size -= q;
      this.reserved.resized(m, before);
      if (m.size === 0) this.unrest(r, false);
      fills.push(fillOf(taker, m, q));
    }
  }

  private rest(o: EngineOrder): void {
    // a resting order lives for hours: it shares one copy of each owner, market and asset string
    // (every order parsed brings its own), a fifth of the heap at 60,000 resting orders
    o.owner = this.intern(o.owner);
    o.market = this.intern(o.market);
    o.asset = this.intern(o.asset);
    let book = this.books.get(o.market);
    if (!book) this.books.set(o.market, (book = new MarketBook(o.market)));
    const side = isBookBid(o) ? book.bids : book.asks;
    const price = bookPrice(o);
    const level = side.levelFor(price);
    const r: Resting = { order: o, price, live: true, level, side, book };
    level.push(r);
    book.orders.set(o.id, r);
    this.byId.set(o.id, r);
    let mine = this.byOwner.get(o.owner);
    if (!mine) this.byOwner.set(o.owner, (mine = new Map()));
    mine.set(o.id, r);
    this.reserved.add(o);
    if (o.type === 'GTD') {
      this.expiries.push(r);
      this.liveGtd++;
    }
  }

  /** Takes a resting order out of every index; `tidyLevel` when no match loop is walking its level. */
  private unrest(r: Resting, tidyLevel: boolean): void {
    const o = r.order;
    r.level.drop(r);
    this.reserved.remove(o);
    r.book.orders.delete(o.id);
    this.byId.delete(o.id);
    const mine = this.byOwner.get(o.owner)!;
    mine.delete(o.id);
    if (mine.size === 0) this.byOwner.delete(o.owner);
    if (o.type === 'GTD') this.liveGtd--;
    if (!tidyLevel) return;
    if (r.level.live === 0) r.side.removeLevel(r.level.price);
    else r.level.tidy();
  }

  private pruneExpiries(): void {
    if (this.expiries.length > 64 && this.expiries.length > 2 * this.liveGtd) this.expiries.prune();
  }
}

const isExpired = (o: EngineOrder, nowS: number) => o.type === 'GTD' && o.expiration <= nowS;

function bySeq(rs: Iterable<Resting> | undefined): EngineOrder[] {
  return rs ? [...rs].map((r) => r.order).sort((a, b) => a.seq - b.seq) : [];
}

function fillOf(taker: EngineOrder, maker: EngineOrder, size: number): Fill {
  const same = taker.outcome === maker.outcome;
  return {
    // different outcomes meet only buy-to-buy (a pair is minted) or sell-to-sell (a pair is merged)
    kind: same ? 'TRADE' : taker.side === 'BUY' ? 'MINT' : 'MERGE',
    market: taker.market,
    takerOrderId: taker.id,
    makerOrderId: maker.id,
    taker: taker.owner,
    maker: maker.owner,
    takerAsset: taker.asset,
    makerAsset: maker.asset,
    takerOutcome: taker.outcome,
    makerOutcome: maker.outcome,
    takerSide: taker.side,
    makerSide: maker.side,
    size,
    takerPrice: same ? maker.price : ONE - maker.price,
    makerPrice: maker.price,
    makerRemaining: maker.size,
  };
}
