import { Book } from './book';
import { OpenOrderSums } from './open-orders';
import { resting, TERMINAL, type OrderStatus, type PerpsOrder } from './types';

/*
 * The perps matching engine: one book per instrument, price-time priority, a taker delay before an
 * order that would match does so, and self-trade prevention that cancels the resting maker
 * (`stp_cancelled`) while the taker carries on (facts §5.1). It moves no money: each match is handed
 * to `settle`, which writes both sides through the ledger; a maker whose side the ledger refuses
 * (its collateral cannot carry the loss) is cancelled and the taker goes on to the next.
 */

const NONE: ReadonlySet<PerpsOrder> = new Set();

export type Match = { taker: PerpsOrder; maker: PerpsOrder; price: bigint; qty: bigint };

export type EngineHooks = {
  nowMs: () => number;
  /** Writes a match through the ledger; or says whose side the ledger refused. */
  settle: (m: Match) => 'ok' | 'maker' | 'taker';
  /** Every change of an order's state, after it happened (the orders channel, history). */
  updated: (o: PerpsOrder) => void;
  /** Milliseconds an immediately matching order waits before it matches (facts §5.1: 20). */
  takerDelayMs: number;
  /** How much a reduce-only order may still fill: the account's position on the other side, or 0. */
  closeable: (o: PerpsOrder) => bigint;
};

export class MatchingEngine {
  private readonly books = new Map<number, Book>();
  readonly orders = new Map<number, PerpsOrder>();
  private readonly live = new Map<string, Set<PerpsOrder>>();
  /** Running sums of every account's open orders (the per-order checks read them). */
  readonly sums = new OpenOrderSums();
  /** TP/SL legs still waiting outside the book, oldest first. */
  private readonly held = new Set<PerpsOrder>();
  private seq = 0;
  /** Counts every order update: a book's `sequence` (a reader sees whether anything moved). */
  sequence = 0;
  /** Matches waiting out the taker delay. */
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly hooks: EngineHooks) {}

  book(iid: number): Book {
    let b = this.books.get(iid);
    if (!b) this.books.set(iid, (b = new Book()));
    return b;
  }

  /** Whether `o` would take liquidity resting now (any level within its limit). */
  private wouldCross(o: PerpsOrder): boolean {
    return this.book(o.iid).crossing(o.buy, o.price).length > 0;
  }

  private set(o: PerpsOrder, status: OrderStatus): void {
    if (TERMINAL.has(status)) this.live.get(o.account)?.delete(o);
    if (status !== 'untriggered' && status !== 'armed') this.held.delete(o);
    o.status = status;
    this.sums.recount(o);
    o.uts = this.hooks.nowMs();
    this.sequence++;
    this.hooks.updated(o);
  }

  /**
   * Takes an accepted order: a post-only that would cross is `post_only_rejected`; one that would
   * match waits the taker delay in flight; otherwise a GTC rests and an IOC/FOK ends unfilled.
   */
  submit(o: PerpsOrder): void {
    o.seq = ++this.seq;
    this.orders.set(o.oid, o);
    this.track(o);
    if (o.po && this.wouldCross(o)) return this.set(o, 'post_only_rejected');
    if (!o.po && this.wouldCross(o)) {
      o.inFlight = true;
      // accepted and waiting: the orders channel hears of it now, its outcome after the delay
      this.set(o, 'accepted');
      const timer = setTimeout(() => {
        this.pending.delete(timer);
        o.inFlight = false;
        if (!TERMINAL.has(o.status)) this.match(o);
      }, this.hooks.takerDelayMs);
      this.pending.add(timer);
      return;
    }
    this.finish(o);
  }

  /** The end of a taker's walk: a GTC rests what is left; IOC and FOK end. */
  private finish(o: PerpsOrder): void {
    if (resting(o) === 0n) return this.set(o, 'filled');
    // a reduce-only order with nothing left to reduce ends instead of resting (facts §5.3)
    if (o.ro && this.hooks.closeable(o) === 0n) return this.set(o, 'reduce_only_expired');
    if (o.tif === 'gtc') {
      this.book(o.iid).add(o);
      return this.set(o, o.filled > 0n ? 'partial' : 'open');
    }
    if (o.tif === 'fok') return this.set(o, 'fok_unfilled');
    this.set(o, o.filled > 0n ? 'ioc_expired' : 'ioc_no_fill');
  }

  /** What `o` could take from others' orders (FOK's all-or-nothing check). */
  private available(o: PerpsOrder): bigint {
    let sum = 0n;
    for (const level of this.book(o.iid).crossing(o.buy, o.price))
      for (const m of level.orders) if (m.account !== o.account) sum += resting(m);
    return sum;
  }

  private match(o: PerpsOrder): void {
    if (o.tif === 'fok' && this.available(o) < resting(o)) {
      // self-trade prevention still applies to the makers it would have met
      return this.set(o, 'fok_unfilled');
    }
    const book = this.book(o.iid);
    for (let level = book.crossing(o.buy, o.price)[0]; level && resting(o) > 0n; level = book.crossing(o.buy, o.price)[0]) {
      const maker = level.orders[0]!;
      if (maker.account === o.account) {
        this.cancelResting(maker, 'stp_cancelled');
        continue;
      }
      let qty = resting(o) < resting(maker) ? resting(o) : resting(maker);
      // reduce-only never grows or flips the position, however it changed since the order was placed
      if (o.ro) {
        const room = this.hooks.closeable(o);
        if (room === 0n) break;
        if (room < qty) qty = room;
      }
      const outcome = this.hooks.settle({ taker: o, maker, price: level.price, qty });
      if (outcome === 'maker') {
        this.cancelResting(maker, 'cancelled');
        continue;
      }
      // the taker's collateral cannot carry this fill: what is left of it is cancelled, not rested
      if (outcome === 'taker') return this.set(o, 'cancelled');
      o.filled += qty;
      maker.filled += qty;
      if (resting(maker) === 0n) {
        book.remove(maker);
        this.set(maker, 'filled');
      } else this.set(maker, 'partial');
    }
    this.finish(o);
  }

  /** Takes a resting order out of its book with a terminal status. */
  cancelResting(o: PerpsOrder, status: OrderStatus): void {
    this.book(o.iid).remove(o);
    this.set(o, status);
  }

  /** Cancels an order of any state that is not terminal; in flight ones are the caller's to refuse. */
  cancel(o: PerpsOrder, status: OrderStatus = 'cancelled'): void {
    if (o.status === 'open' || o.status === 'partial') this.cancelResting(o, status);
    else this.set(o, status);
  }

  /**
   * A resting order's new price and total quantity (facts §5.4): the same price with a smaller
   * quantity keeps its place in the queue; a new price or a larger quantity goes to the back.
   */
  modify(o: PerpsOrder, price: bigint, qty: bigint): void {
    const book = this.book(o.iid);
    if (price === o.price && qty < o.qty) o.qty = qty;
    else {
      book.remove(o);
      o.price = price;
      o.qty = qty;
      o.seq = ++this.seq;
      book.add(o);
    }
    this.set(o, o.filled > 0n ? 'partial' : 'open');
  }

  /** Registers an order that waits outside the book (a TP/SL leg) with its first status. */
  hold(o: PerpsOrder, status: OrderStatus): void {
    o.seq = ++this.seq;
    this.orders.set(o.oid, o);
    this.track(o);
    this.set(o, status);
    this.held.add(o);
  }

  /** Moves a held order to another status (armed, triggered, or an end before it triggered). */
  restate(o: PerpsOrder, status: OrderStatus): void {
    this.set(o, status);
  }

  private track(o: PerpsOrder): void {
    let mine = this.live.get(o.account);
    if (!mine) this.live.set(o.account, (mine = new Set()));
    mine.add(o);
  }

  /**
   * An account's orders that have not ended (resting, in flight, waiting TP/SL legs): the per-order
   * checks read these, so their cost follows the account's own orders, not everyone's.
   */
  liveOf(account: string): ReadonlySet<PerpsOrder> {
    return this.live.get(account) ?? NONE;
  }

  /**
   * Puts back an order a restart found on disk, as it was: a resting one in its book (its time
   * priority is its place in the list), a waiting leg outside it. One that was inside its taker
   * delay is taken again as a new order (it was acknowledged; its match had not happened).
   */
  restore(o: PerpsOrder): void {
    if (o.status === 'accepted') return this.submit(o);
    o.seq = ++this.seq;
    this.orders.set(o.oid, o);
    this.track(o);
    if (o.status === 'open' || o.status === 'partial') this.book(o.iid).add(o);
    else this.held.add(o);
    this.sums.recount(o);
  }

  /** Forgets ended orders last changed before `beforeMs`: the order store keeps their history. */
  prune(beforeMs: number): void {
    for (const [oid, o] of this.orders) if (TERMINAL.has(o.status) && o.uts < beforeMs) this.orders.delete(oid);
  }

  /** The TP/SL legs still waiting (untriggered or armed), oldest first: the trigger pass walks only these. */
  waiting(): ReadonlySet<PerpsOrder> {
    return this.held;
  }

  /** Stops every pending match (the app closing). */
  stop(): void {
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}
