import { MatchingEngine, type EngineHooks } from '../engine/matching-engine';
import { resting, type PerpsOrder } from '../engine/types';
import { instrumentById } from '../../../src/api/perps/instruments';
import { HOUR_MS, hourlyFundingRate } from './funding';
import { IndexFeed } from './index-feed';
import { SandboxMakers } from './makers';

/*
 * The gateway's market side: the index feed, the engine with its books, the sandbox makers and the
 * public trade tape. `sync()` brings the feed up to the clock and requotes the makers; the gateway
 * calls it before it reads or trades, so a test that moves the clock sees the moved prices at once.
 *
 * Mark price (facts §6.5) is median(Index + EMA(Mid − Index), median(bid, ask, last), external
 * marks). The sandbox has no external marks and its makers quote symmetrically around the index,
 * so it takes mark = median(best bid, best ask, index): the index clamped into the spread, and the
 * index itself when a side is empty.
 */

export type Trade = { trade_id: number; instrument_id: number; buy: boolean; price: bigint; qty: bigint; ts: number };

export type MarketOptions = {
  nowMs: () => number;
  seed: number;
  takerDelayMs: number;
  settle: EngineHooks['settle'];
  updated: EngineHooks['updated'];
  closeable: EngineHooks['closeable'];
  /** Synthetic makers keep the books two-sided (the sandbox; off leaves the books to traders). */
  makers: boolean;
  firstOrderId: number;
  firstTradeId: number;
  /** Puts back what a restart found on disk, before the makers quote around it. */
  restore?: (engine: MatchingEngine) => void;
  /** At each hour the clock crosses: the rate of the hour just ended (funding settles on it). */
  fundingHour?: (iid: number, rate: bigint, hourMs: number) => void;
};

export type FundingSample = { ts: number; rate: bigint };

type NewOrder = Omit<PerpsOrder, 'oid' | 'seq' | 'status' | 'cts' | 'uts' | 'filled' | 'inFlight'>;

const TAPE = 1000;

export class PerpsMarket {
  readonly feed: IndexFeed;
  readonly engine: MatchingEngine;
  private readonly makers?: SandboxMakers;
  private readonly tape = new Map<number, Trade[]>();
  private nextOid: number;
  private nextTid: number;
  private lastHour: number;
  readonly fundingHistory = new Map<number, FundingSample[]>();

  constructor(private readonly opts: MarketOptions) {
    this.feed = new IndexFeed(opts.seed, opts.nowMs());
    this.engine = new MatchingEngine({
      nowMs: opts.nowMs,
      settle: opts.settle,
      updated: opts.updated,
      closeable: opts.closeable,
      takerDelayMs: opts.takerDelayMs,
    });
    this.nextOid = opts.firstOrderId;
    this.nextTid = opts.firstTradeId;
    this.lastHour = Math.floor(opts.nowMs() / HOUR_MS);
    opts.restore?.(this.engine);
    if (opts.makers) this.makers = new SandboxMakers(this.engine, (o) => this.newOrder(o));
    this.sync();
  }

  newOrder(o: NewOrder): PerpsOrder {
    const now = this.opts.nowMs();
    return { ...o, oid: this.nextOid++, seq: 0, status: 'accepted', cts: now, uts: now, filled: 0n, inFlight: false };
  }

  tradeId(): number {
    return this.nextTid++;
  }

  sync(): void {
    const now = this.opts.nowMs();
    this.feed.advanceTo(now);
    this.makers?.requote((iid) => this.feed.indexUnits(iid));
    const hour = Math.floor(now / HOUR_MS);
    // one settlement per hour crossed, the most recent day's worth at most, each at the rate of now
    for (let h = Math.max(this.lastHour + 1, hour - 23); h <= hour; h++) this.settleHour(h * HOUR_MS);
    this.lastHour = Math.max(this.lastHour, hour);
  }

  /** Sandbox: a funding settlement now, at each instrument's current rate, as if an hour had ended. */
  settleFundingNow(): void {
    this.settleHour(this.opts.nowMs());
  }

  private settleHour(hourMs: number): void {
    for (const iid of this.feed.history.keys()) {
      const rate = this.fundingRate(iid);
      let list = this.fundingHistory.get(iid);
      if (!list) this.fundingHistory.set(iid, (list = []));
      list.push({ ts: hourMs, rate });
      if (list.length > 24 * 30) list.shift();
      this.opts.fundingHour?.(iid, rate, hourMs);
    }
  }

  /** The current hourly funding rate, parts per RATE_SCALE. */
  fundingRate(iid: number): bigint {
    return hourlyFundingRate(this.mid(iid), this.index(iid), instrumentById(iid)?.category === 'crypto');
  }

  index(iid: number): bigint {
    return this.feed.indexUnits(iid);
  }

  /** Best bid and ask: [price, resting quantity of the level]. */
  bbo(iid: number): { bid?: [bigint, bigint]; ask?: [bigint, bigint] } {
    const book = this.engine.book(iid);
    const level = (buy: boolean): [bigint, bigint] | undefined => {
      const l = book.best(buy);
      return l && [l.price, l.orders.reduce((s, o) => s + resting(o), 0n)];
    };
    return { bid: level(true), ask: level(false) };
  }

  mid(iid: number): bigint | undefined {
    const { bid, ask } = this.bbo(iid);
    return bid && ask ? (bid[0] + ask[0]) / 2n : undefined;
  }

  mark(iid: number): bigint {
    const index = this.index(iid);
    const { bid, ask } = this.bbo(iid);
    if (!bid || !ask) return index;
    return index < bid[0] ? bid[0] : index > ask[0] ? ask[0] : index;
  }

  record(t: Trade): void {
    let list = this.tape.get(t.instrument_id);
    if (!list) this.tape.set(t.instrument_id, (list = []));
    list.push(t);
    if (list.length > TAPE * 2) list.splice(0, list.length - TAPE);
  }

  /** Public trades of an instrument, oldest first. */
  trades(iid: number): readonly Trade[] {
    return this.tape.get(iid) ?? [];
  }

  last(iid: number): Trade | undefined {
    return this.tape.get(iid)?.at(-1);
  }

  stop(): void {
    this.engine.stop();
  }
}
