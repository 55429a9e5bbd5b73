import { outcomePrice, type MarketPlan } from './catalogue';
import type { MarketFlow } from './market-flow';
import type { Rng } from './rng';
import type { Schedule } from './schedule';
import { DAY, HOUR, type Timeline } from './time';
import { cents, type World } from './world';

/*
 * Combos: 2–4 legs over live markets, entered by a few traders, sometimes partly exited before the
 * first leg resolves, and redeemed by most holders once the legs settle them at a payout.
 */

const MICRO = 1_000_000;
const COMBO_TICK = 1_000;

export type ComboLegPlan = { m: MarketPlan; outcome: 0 | 1 };

/** Price of a combo share: the product of its legs' prices, on a 0.001 grid. */
export function comboPrice(legs: readonly ComboLegPlan[], tl: Timeline, ts: number): number {
  let p = 1;
  for (const l of legs) p *= outcomePrice(l.m, tl, ts, l.outcome) / MICRO;
  const micro = Math.floor((p * MICRO) / COMBO_TICK) * COMBO_TICK;
  return Math.min(MICRO - COMBO_TICK, Math.max(COMBO_TICK, micro));
}

/** When the legs, as planned, settle the combo (a losing leg or the last resolution), or null. */
export function settlesAt(legs: readonly ComboLegPlan[]): { ts: number; payout: boolean } | null {
  let losing = Infinity;
  let last = 0;
  for (const l of legs) {
    if (l.m.resolveAt === null) last = Infinity;
    else {
      last = Math.max(last, l.m.resolveAt);
      if (l.m.payouts![l.outcome] === 0) losing = Math.min(losing, l.m.resolveAt);
    }
  }
  if (losing < Infinity) return { ts: losing, payout: false };
  return last < Infinity ? { ts: last, payout: true } : null;
}

export function firstResolution(legs: readonly ComboLegPlan[]): number {
  return Math.min(...legs.map((l) => l.m.resolveAt ?? Infinity));
}

export class ComboFlow {
  constructor(
    private readonly world: World,
    private readonly flow: MarketFlow,
    private readonly rng: Rng,
    private readonly schedule: Schedule,
  ) {}

  register(legs: readonly ComboLegPlan[], ts: number): string {
    return this.world.ledger.registerCombo({ legs: legs.map((l) => ({ conditionId: l.m.conditionId, outcomeIndex: l.outcome })), ts });
  }

  /** Draws a combo over markets live at `ts` and schedules its life. */
  create(live: readonly MarketPlan[], ts: number): void {
    const candidates = live.filter((m) => m.start < ts && (m.resolveAt ?? Infinity) > ts + 3 * DAY && m.lastTrade > ts + DAY);
    if (candidates.length < 4) return;
    const legs: ComboLegPlan[] = [];
    const events = new Set<number>();
    for (const m of this.rng.sample(candidates, 8)) {
      if (legs.length >= this.rng.int(2, 4) || events.has(m.eventIdx)) continue;
      events.add(m.eventIdx);
      legs.push({ m, outcome: this.rng.chance(0.6) ? 0 : 1 });
    }
    if (legs.length < 2) return;
    const combo = this.register(legs, ts);
    const until = Math.min(firstResolution(legs), this.world.tl.now) - HOUR;
    const settle = settlesAt(legs);
    for (let n = this.rng.int(1, 4); n > 0; n--) {
      const at = this.rng.int(ts, Math.max(ts, until - 1));
      this.schedule.at(at, (t) => {
        const u = this.flow.pickTrader(t);
        if (u < 0) return;
        const shares = cents(this.rng.logUniform(5, 400));
        this.world.comboSplit(u, combo, shares, comboPrice(legs, this.world.tl, t), t);
        if (this.rng.chance(0.2) && until - t > 2 * HOUR) {
          this.schedule.at(this.rng.int(t + HOUR, until - HOUR), (t2) => {
            const half = Math.floor(this.world.comboShares(combo, u) / 2 / 10_000) * 10_000;
            if (half > 0) this.world.comboMerge(u, combo, half, comboPrice(legs, this.world.tl, t2), t2);
          });
        }
        if (this.rng.chance(0.05) && until - t > 2 * HOUR) {
          this.schedule.at(this.rng.int(t + HOUR, until - HOUR), (t2) => {
            if (this.world.comboShares(combo, u) > 0) this.world.comboConvert(u, combo, t2);
          });
        }
        if (settle?.payout && this.rng.chance(0.8)) {
          this.schedule.at(settle.ts + Math.round(this.rng.logUniform(0.1, 20) * DAY), (t3) => this.world.comboRedeem(u, combo, t3));
        }
      });
    }
  }
}
