import { outcomePrice, type EventPlan, type MarketPlan } from './catalogue';
import type { Rng } from './rng';
import type { SizeConfig } from './sizes';
import type { TokenBook } from './token-book';
import { WHALE_IDX, type UserPlan } from './users';
import { cents, type World } from './world';

/*
 * The everyday market flow: who trades what, how much, against whom. Traders take liquidity;
 * market makers (the whale among them) make it, splitting collateral into fresh inventory when a
 * buyer wants more than they hold and merging pairs back into cash. Now and then traders trade
 * with each other, split, merge and convert.
 */

const MICRO = 1_000_000;
const SHARE_STEP = 10_000; // sizes carry two decimals

export class MarketFlow {
  private readonly mms = new Map<number, number[]>();
  private readonly joinTimes: number[];
  private readonly cumWeights: number[];
  private readonly traderIds: number[];
  private readonly makerPool: number[];

  constructor(
    private readonly world: World,
    private readonly rng: Rng,
    private readonly cfg: SizeConfig,
    private readonly users: readonly UserPlan[],
  ) {
    const traders = users.filter((u) => u.role === 'trader').sort((a, b) => a.createdAt - b.createdAt || a.idx - b.idx);
    this.traderIds = traders.map((t) => t.idx);
    this.joinTimes = traders.map((t) => t.createdAt);
    let sum = 0;
    this.cumWeights = traders.map((t) => (sum += t.weight));
    this.makerPool = users.filter((u) => u.role === 'mm').map((u) => u.idx);
  }

  /** The market makers quoting a market: the whale and one or two others. */
  makersOf(m: MarketPlan): number[] {
    let list = this.mms.get(m.idx);
    if (!list) {
      list = [WHALE_IDX, ...this.rng.sample(this.makerPool, this.rng.int(1, 2))];
      this.mms.set(m.idx, list);
    }
    return list;
  }

  private pickMaker(m: MarketPlan): number {
    const list = this.makersOf(m);
    return this.rng.chance(this.cfg.whaleMakerShare) || list.length === 1 ? WHALE_IDX : this.rng.pick(list.slice(1));
  }

  /** A trader who has joined by `ts`, weighted by activity; -1 when nobody has yet. */
  pickTrader(ts: number): number {
    let lo = 0;
    let hi = this.joinTimes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.joinTimes[mid]! <= ts) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return -1;
    const r = this.rng.float() * this.cumWeights[lo - 1]!;
    let a = 0;
    let b = lo - 1;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (this.cumWeights[mid]! > r) b = mid;
      else a = mid + 1;
    }
    return this.traderIds[a]!;
  }

  /** A random trader holding the token (market makers and the demo trader are left alone). */
  private pickHolder(book: TokenBook, minSize = 1, not = -1): number {
    const hs = book.holders;
    if (hs.length === 0) return -1;
    for (let i = 0; i < 6; i++) {
      const u = hs[this.rng.below(hs.length)]!;
      if (u !== not && this.users[u]!.role === 'trader' && book.get(u) >= minSize) return u;
    }
    return -1;
  }

  tradePrice(m: MarketPlan, outcome: number, ts: number): number {
    const jitter = this.rng.pick([-1, 0, 0, 0, 1]);
    return Math.min(MICRO - m.tick, Math.max(m.tick, outcomePrice(m, this.world.tl, ts, outcome) + jitter * m.tick));
  }

  buySize(u: number): number {
    return Math.max(SHARE_STEP, cents(this.rng.logUniform(5, 250) * this.users[u]!.scale));
  }

  sellSize(held: number): number {
    if (this.rng.chance(0.4)) return held;
    const size = Math.floor((held * this.rng.range(0.2, 0.9)) / SHARE_STEP) * SHARE_STEP;
    return size >= SHARE_STEP ? size : held;
  }

  /** A maker able to sell `size`: now and then a trader who holds it, else a market maker with fresh inventory. */
  makerSelling(m: MarketPlan, outcome: number, size: number, ts: number, taker: number): number {
    if (this.rng.chance(0.18)) {
      const u = this.pickHolder(this.world.book(m, outcome), size, taker);
      if (u >= 0) return u;
    }
    const mm = this.pickMaker(m);
    const held = this.world.held(mm, m, outcome);
    if (held < size) {
      const chunk = cents(this.rng.logUniform(200, 3000) * (mm === WHALE_IDX ? 2 : 1));
      this.world.split(mm, m, size - held + chunk, ts);
    }
    return mm;
  }

  makerBuying(m: MarketPlan, ts: number, taker: number): number {
    if (this.rng.chance(0.18)) {
      const u = this.pickTrader(ts);
      if (u >= 0 && u !== taker) return u;
    }
    return this.pickMaker(m);
  }

  randomTrade(m: MarketPlan, ts: number): void {
    const outcome = this.rng.chance(0.5) ? 0 : 1;
    const price = this.tradePrice(m, outcome, ts);
    if (this.rng.chance(0.4)) {
      const seller = this.pickHolder(this.world.book(m, outcome));
      if (seller >= 0) {
        const size = this.sellSize(this.world.held(seller, m, outcome));
        this.world.trade(m, outcome, seller, this.makerBuying(m, ts, seller), 'SELL', size, price, ts);
        return;
      }
    }
    const taker = this.pickTrader(ts);
    if (taker < 0) return;
    const size = this.buySize(taker);
    this.world.trade(m, outcome, taker, this.makerSelling(m, outcome, size, ts, taker), 'BUY', size, price, ts);
  }

  /** Market makers turn matched pairs back into cash. */
  makersMerge(m: MarketPlan, ts: number): void {
    for (const mm of this.makersOf(m)) {
      const pair = Math.min(this.world.held(mm, m, 0), this.world.held(mm, m, 1));
      if (pair < 400 * MICRO) continue;
      const amount = Math.floor((pair * this.rng.range(0.5, 0.9)) / SHARE_STEP) * SHARE_STEP;
      if (amount > 0) this.world.merge(mm, m, amount, ts);
    }
  }

  traderSplit(m: MarketPlan, ts: number): void {
    const u = this.pickTrader(ts);
    if (u >= 0) this.world.split(u, m, cents(this.rng.logUniform(10, 400)), ts);
  }

  traderMerge(m: MarketPlan, ts: number): void {
    const book0 = this.world.book(m, 0);
    const u = this.pickHolder(book0);
    if (u < 0) return;
    const pair = Math.min(book0.get(u), this.world.held(u, m, 1));
    if (pair >= SHARE_STEP) this.world.merge(u, m, pair, ts);
  }

  /** A trader converts NO shares of one or two members of a neg-risk event. */
  convert(ev: EventPlan, ts: number): void {
    const members = ev.markets.map((i) => this.world.cat.markets[i]!);
    const m = this.rng.pick(members);
    const u = this.pickHolder(this.world.book(m, 1));
    if (u < 0) return;
    const held = this.world.held(u, m, 1);
    let amount = Math.floor((held * this.rng.range(0.3, 1)) / SHARE_STEP) * SHARE_STEP || held;
    const from = [m];
    if (this.rng.chance(0.3)) {
      const other = members.find((o) => o !== m && this.world.held(u, o, 1) >= SHARE_STEP);
      if (other) {
        from.push(other);
        amount = Math.min(amount, this.world.held(u, other, 1));
      }
    }
    this.world.convert(u, ev, from, amount, ts);
  }

  /** A liquidity reward for one of the market's makers, or for a trader holding it. */
  liquidityReward(m: MarketPlan, ts: number): void {
    const holder = this.rng.chance(0.3) ? this.pickHolder(this.world.book(m, this.rng.below(2))) : -1;
    const u = holder >= 0 ? holder : this.rng.pick(this.makersOf(m));
    this.world.reward(u, 'REWARD', cents(this.rng.logUniform(0.5, 25)), ts, m);
  }
}
