import type { Catalogue, EventPlan, FixtureTag, MarketPlan } from './catalogue';
import { comboPrice, type ComboFlow, type ComboLegPlan } from './combo-flow';
import type { MarketFlow } from './market-flow';
import type { Rng } from './rng';
import type { Schedule } from './schedule';
import { DAY, HOUR, type Timeline } from './time';
import { DEMO, type UserPlan } from './users';
import { cents, type World } from './world';

export const STEP = 10_000;
export const shares = (n: number) => cents(n);

/** What the demo trader can do: each primitive schedules one action of its history. */
export class DemoActions {
  protected readonly join: number;
  protected readonly used = new Set<number>();

  constructor(
    protected readonly world: World,
    protected readonly flow: MarketFlow,
    protected readonly combos: ComboFlow,
    protected readonly schedule: Schedule,
    protected readonly rng: Rng,
    protected readonly cat: Catalogue,
    protected readonly tl: Timeline,
    users: readonly UserPlan[],
  ) {
    this.join = users[DEMO]!.createdAt;
  }

  protected buy(m: MarketPlan, outcome: 0 | 1, size: number, ts: number): void {
    this.schedule.at(ts, (t) => {
      const price = this.flow.tradePrice(m, outcome, t);
      this.world.trade(m, outcome, DEMO, this.flow.makerSelling(m, outcome, size, t, DEMO), 'BUY', size, price, t);
    });
  }

  protected sell(m: MarketPlan, outcome: 0 | 1, pick: (held: number) => number, ts: number): void {
    this.schedule.at(ts, (t) => {
      const held = this.world.held(DEMO, m, outcome);
      const size = Math.min(held, pick(held));
      if (size <= 0) return;
      this.world.trade(m, outcome, DEMO, this.flow.makerBuying(m, t, DEMO), 'SELL', size, this.flow.tradePrice(m, outcome, t), t);
    });
  }

  /** The demo trader rests an order that a trader takes: it is the maker of the fill. */
  protected makerSell(m: MarketPlan, outcome: 0 | 1, size: number, ts: number): void {
    this.schedule.at(ts, (t) => {
      const taker = this.flow.pickTrader(t);
      const s = Math.min(size, this.world.held(DEMO, m, outcome));
      if (taker < 0 || s <= 0) return;
      this.world.trade(m, outcome, taker, DEMO, 'BUY', s, this.flow.tradePrice(m, outcome, t), t);
    });
  }

  protected split(m: MarketPlan, amount: number, ts: number): void {
    this.schedule.at(ts, (t) => this.world.split(DEMO, m, amount, t));
  }

  protected redeem(m: MarketPlan, ts: number): void {
    this.schedule.at(ts, (t) => this.world.redeem(DEMO, m, t));
  }

  protected convert(ev: EventPlan, from: MarketPlan[], size: number, ts: number): void {
    this.schedule.at(ts, (t) => {
      const amount = Math.min(size, ...from.map((m) => this.world.held(DEMO, m, 1)));
      if (amount > 0) this.world.convert(DEMO, ev, from, amount, t);
    });
  }

  /** Registers the combo at entry time and enters it. */
  protected combo(legs: ComboLegPlan[], size: number, ts: number, then?: (combo: string) => void): void {
    this.schedule.at(ts, (t) => {
      const combo = this.combos.register(legs, t);
      this.world.comboSplit(DEMO, combo, size, comboPrice(legs, this.tl, t), t);
      then?.(combo);
    });
  }

  // ---- where and when ----

  /** The span in which the demo trader can trade a market. */
  protected window(m: MarketPlan): [number, number] {
    return [Math.max(m.start, this.join) + HOUR, Math.min(m.lastTrade, this.tl.now) - HOUR];
  }

  protected at(m: MarketPlan, f: number): number {
    const [lo, hi] = this.window(m);
    return lo + Math.floor(Math.max(0, Math.min(1, f)) * (hi - lo));
  }

  protected fixture(tag: FixtureTag): MarketPlan[] {
    const ev = this.cat.byTag.get(tag);
    if (!ev) throw new Error(`fixture ${tag} missing from the catalogue`);
    return ev.markets.map((i) => this.cat.markets[i]!);
  }

  protected winner(m: MarketPlan): 0 | 1 {
    return m.payouts![0] >= m.payouts![1] ? 0 : 1;
  }

  /** Up to `n` unused, untagged markets passing `ok`, each with at least `minDays` of trading window. */
  protected pickMarkets(n: number, ok: (m: MarketPlan) => boolean, minDays = 3): MarketPlan[] {
    const pool = this.cat.markets.filter((m) => {
      const [lo, hi] = this.window(m);
      return !m.tag && !this.used.has(m.idx) && hi - lo >= minDays * DAY && ok(m);
    });
    const picked = this.rng.sample(pool, n);
    for (const m of picked) this.used.add(m.idx);
    return picked;
  }

  protected size(lo: number, hi: number): number {
    return shares(this.rng.logUniform(lo, hi));
  }
}
