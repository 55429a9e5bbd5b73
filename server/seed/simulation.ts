import type { Catalogue, MarketPlan } from './catalogue';
import { ComboFlow } from './combo-flow';
import { DemoScript } from './demo-trader';
import { MarketFlow } from './market-flow';
import { monthlyFlows, weeklyRebates } from './periodic-flows';
import { Rng } from './rng';
import { Schedule } from './schedule';
import type { SizeConfig } from './sizes';
import { DAY, HOUR, dayOf, dayStart, isMonthStart, isWeekStart, type Timeline } from './time';
import { DEMO, WHALE_IDX, type UserPlan } from './users';
import { cents, type World } from './world';

/*
 * The replay: day by day, the scheduled intents (resolutions, redemptions, the demo script, combo
 * lives) and the day's drawn market flow run in time order through the world, i.e. the ledger.
 */

export function simulate(world: World, cat: Catalogue, users: readonly UserPlan[], cfg: SizeConfig, tl: Timeline, seed: number): void {
  const rng = Rng.fork(seed, 'flow');
  const schedule = new Schedule(tl);
  const flow = new MarketFlow(world, rng, cfg, users);
  const combos = new ComboFlow(world, flow, Rng.fork(seed, 'combos'), schedule);
  new DemoScript(world, flow, combos, schedule, Rng.fork(seed, 'demo'), cat, tl, users).run();

  const markets = [...cat.markets].sort((a, b) => a.start - b.start || a.idx - b.idx);
  for (const m of markets) {
    // the whale seeds every book when it opens
    schedule.at(m.start + 600, (t) => world.split(WHALE_IDX, m, cents(rng.logUniform(200, 1500)), t));
    if (m.resolveAt !== null) schedule.at(m.resolveAt, (t) => resolveAndScheduleRedemptions(m, t));
  }

  function resolveAndScheduleRedemptions(m: MarketPlan, ts: number): void {
    world.resolve(m);
    const holders = [...new Set([...world.book(m, 0).holders, ...world.book(m, 1).holders])].sort((a, b) => a - b);
    for (const u of holders) {
      if (u === DEMO || (u === WHALE_IDX && !cfg.whaleRedeems)) continue;
      const role = users[u]!.role;
      const wins = (world.held(u, m, 0) > 0 && m.payouts![0] > 0) || (world.held(u, m, 1) > 0 && m.payouts![1] > 0);
      // makers sweep everything; people redeem winners and sometimes bother with losers
      if (role !== 'trader' || rng.chance(wins ? 0.88 : 0.15)) {
        const delay = role === 'trader' ? rng.logUniform(0.05, 40) : rng.range(0.1, 3);
        schedule.at(ts + Math.round(delay * DAY), (t) => world.redeem(u, m, t));
      }
    }
  }

  // flow intensity: the drawn trades spread over market-days by popularity
  let weight = 0;
  for (const m of markets) weight += m.popularity * Math.max(0, (m.lastTrade - m.start) / DAY);
  const base = cfg.trades / weight;
  const negRiskEvents = cat.events.filter((e) => e.negRisk);

  let next = 0;
  let live: MarketPlan[] = [];
  for (let day = 0; day < tl.days; day++) {
    const from = dayStart(tl, day);
    const to = from + DAY;
    while (next < markets.length && dayOf(tl, markets[next]!.start) <= day) live.push(markets[next++]!);
    live = live.filter((m) => m.lastTrade > from);

    for (const m of live) {
      const lo = Math.max(m.start, from);
      const hi = Math.min(m.lastTrade, to);
      if (hi <= lo) continue;
      const frac = (hi - lo) / DAY;
      const at = () => lo + rng.below(hi - lo);
      for (let n = rng.poisson(base * m.popularity * frac); n > 0; n--) schedule.at(at(), (t) => flow.randomTrade(m, t));
      if (rng.chance(0.12 * frac)) schedule.at(at(), (t) => flow.makersMerge(m, t));
      if (rng.chance(0.015 * frac)) schedule.at(at(), (t) => flow.traderSplit(m, t));
      if (rng.chance(0.01 * frac)) schedule.at(at(), (t) => flow.traderMerge(m, t));
      if (rng.chance(0.04 * frac)) schedule.at(at(), (t) => flow.liquidityReward(m, t));
    }
    for (const ev of negRiskEvents) {
      const first = cat.markets[ev.markets[0]!]!;
      if (first.start < to && first.lastTrade > from + DAY && rng.chance(0.08)) {
        schedule.at(Math.max(first.start, from) + rng.below(DAY / 2), (t) => flow.convert(ev, t));
      }
    }
    for (let n = rng.poisson(cfg.combos / tl.days); n > 0; n--) {
      const snapshot = live;
      schedule.at(from + rng.below(DAY), (t) => combos.create(snapshot, t));
    }
    if (isWeekStart(from)) schedule.at(from + HOUR, (t) => weeklyRebates(world, t));
    if (isMonthStart(from)) schedule.at(from + 2 * HOUR, (t) => monthlyFlows(world, users, rng, t));
    schedule.runDay(day);
  }
}
