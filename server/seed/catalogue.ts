import type { Hex } from 'viem';
import { conditionIdFor, questionIdFor, tokenIdFor } from './ids';
import { binaryPath, groupPaths, orderLadder } from './price-paths';
import type { Rng } from './rng';
import type { SizeConfig } from './sizes';
import { CATEGORIES, DURATION_DAYS, SHAPES, draftEvent, slugify, type Category, type Shape } from './templates';
import { DAY, HOUR, dayOf, type Timeline } from './time';

/*
 * The market catalogue, drawn before the history is replayed: events, their markets, dates, tick
 * sizes, fees, eventual results and price paths. A few fixture events with fixed roles come first,
 * so the demo trader's coverage never depends on luck.
 */

const MICRO = 1_000_000;

/** Fixture roles the demo trader's script relies on. */
export type FixtureTag =
  | 'old'
  | 'frac-old'
  | 'frac-recent'
  | 'archived-open'
  | 'archived-resolved'
  | 'nr-open'
  | 'recent-resolved'
  | 'combo-a'
  | 'combo-b'
  | 'open-fee';

export type MarketPlan = {
  idx: number;
  eventIdx: number;
  questionId: Hex;
  conditionId: string;
  token0: string;
  token1: string;
  title: string;
  slug: string;
  outcomes: [string, string];
  category: Category;
  icon: string;
  /** micro: 10_000 for "0.01", 1_000 for "0.001" */
  tick: number;
  tickSize: string;
  negRisk: boolean;
  start: number;
  end: number;
  /** trades happen in [start, lastTrade) */
  lastTrade: number;
  resolveAt: number | null;
  payouts: [number, number] | null;
  archived: boolean;
  feeBps: number;
  popularity: number;
  /** absolute day of path[0] */
  firstDay: number;
  path: Int32Array;
  tag?: FixtureTag;
};

export type EventPlan = {
  idx: number;
  id: number;
  slug: string;
  title: string;
  category: Category;
  icon: string;
  negRisk: boolean;
  start: number;
  end: number;
  markets: number[];
  tag?: FixtureTag;
};

export type Catalogue = { events: EventPlan[]; markets: MarketPlan[]; byTag: Map<FixtureTag, EventPlan> };

type EventSpec = {
  category: Category;
  shape: Shape;
  startDay: number;
  endDay: number;
  open: boolean;
  fractional?: boolean;
  archived?: boolean;
  feeBps?: number;
  tag?: FixtureTag;
};

function fixtures(h: number): EventSpec[] {
  return [
    { tag: 'old', category: 'Politics', shape: 'single', startDay: 3, endDay: 320, open: false },
    { tag: 'frac-old', category: 'Sports', shape: 'single', startDay: 700, endDay: h - 200, open: false, fractional: true },
    { tag: 'frac-recent', category: 'Sports', shape: 'single', startDay: h - 120, endDay: h - 12, open: false, fractional: true },
    {
      tag: 'archived-open',
      category: 'Science',
      shape: 'single',
      startDay: h - 300,
      endDay: h + 200,
      open: true,
      archived: true,
      feeBps: 100,
    },
    { tag: 'archived-resolved', category: 'Culture', shape: 'single', startDay: 200, endDay: 600, open: false, archived: true },
    { tag: 'nr-open', category: 'Politics', shape: 'negrisk', startDay: h - 280, endDay: h + 120, open: true, feeBps: 200 },
    { tag: 'recent-resolved', category: 'Crypto', shape: 'single', startDay: h - 150, endDay: h - 5, open: false },
    { tag: 'combo-a', category: 'Economics', shape: 'single', startDay: h - 400, endDay: h - 60, open: false },
    { tag: 'combo-b', category: 'Science', shape: 'single', startDay: h - 380, endDay: h - 30, open: false },
    { tag: 'open-fee', category: 'Crypto', shape: 'multi', startDay: h - 200, endDay: h + 90, open: true, feeBps: 200 },
  ];
}

function randomSpec(rng: Rng, cfg: SizeConfig): EventSpec {
  const h = cfg.historyDays;
  const category = rng.pick(CATEGORIES);
  const shape = rng.pick(SHAPES[category]);
  const [lo, hi] = DURATION_DAYS[category];
  const dur = Math.max(2, Math.round(rng.logUniform(lo, hi)));
  const open = rng.chance(cfg.openShare);
  let startDay: number;
  let endDay: number;
  if (open) {
    const elapsed = Math.min(h - 3, Math.max(2, Math.round(dur * rng.range(0.15, 0.9))));
    startDay = h - elapsed;
    endDay = Math.max(h + 1, startDay + dur);
  } else {
    endDay = rng.int(Math.min(dur + 1, h - 3), h - 3);
    startDay = Math.max(0, endDay - dur);
  }
  const archived = !open ? endDay < h - 365 && rng.chance(0.15) : rng.chance(0.03);
  const feeBps = rng.chance(0.25) ? rng.pick([100, 200]) : 0;
  return { category, shape, startDay, endDay, open, archived, feeBps, fractional: !open && shape !== 'negrisk' && rng.chance(0.06) };
}

export function buildCatalogue(rng: Rng, seed: number, tl: Timeline, cfg: SizeConfig): Catalogue {
  const events: EventPlan[] = [];
  const markets: MarketPlan[] = [];
  const byTag = new Map<FixtureTag, EventPlan>();
  const slugs = new Set<string>();
  const unique = (base: string) => {
    let s = base || 'market';
    for (let n = 2; slugs.has(s); n++) s = `${base}-${n}`;
    slugs.add(s);
    return s;
  };
  const specs = fixtures(cfg.historyDays);
  for (let n = 0; markets.length < cfg.markets; n++) {
    const spec = specs[n] ?? randomSpec(rng, cfg);
    const start = tl.t0 + spec.startDay * DAY + rng.int(8, 20) * HOUR;
    const end = tl.t0 + spec.endDay * DAY + 12 * HOUR;
    const draft = draftEvent(rng, spec.category, spec.shape, end);
    const ev: EventPlan = {
      idx: events.length,
      id: events.length + 1,
      slug: unique(slugify(draft.title)),
      title: draft.title,
      category: spec.category,
      icon: `/icons/${spec.category.toLowerCase()}-${rng.int(1, 2)}.svg`,
      negRisk: draft.negRisk,
      start,
      end,
      markets: [],
      ...(spec.tag ? { tag: spec.tag } : {}),
    };
    events.push(ev);
    if (spec.tag) byTag.set(spec.tag, ev);

    const resolveAt = spec.open ? null : end + rng.int(1, 8) * HOUR;
    const lastTrade = spec.open ? tl.now : end;
    const lastPointDay = spec.open ? tl.days : dayOf(tl, end);
    const firstDay = dayOf(tl, start);
    const days = lastPointDay - firstDay + 1;
    const tick = rng.chance(0.85) ? 10_000 : 1_000;
    const m = draft.markets.length;

    // results first, then paths that lead to them
    let payouts: [number, number][] | null = null;
    let paths: Int32Array[];
    if (draft.negRisk) {
      const winner = spec.open ? null : rng.below(m);
      payouts = winner === null ? null : draft.markets.map((_, i) => (i === winner ? [MICRO, 0] : [0, MICRO]));
      paths = groupPaths(rng, m, days, tick, winner);
    } else {
      // independent markets of one event (strike ladders) resolve monotonically: Yes below a cut; a
      // void (50-50) voids the whole ladder, or a higher threshold could pay more than a lower one
      const ladder = m > 1 && spec.category !== 'Sports';
      const cut = rng.int(0, m);
      payouts = spec.open
        ? null
        : draft.markets.map((_, i) => {
            if (spec.fractional && (i === 0 || ladder)) return [MICRO / 2, MICRO / 2];
            if (ladder) return i < cut ? [MICRO, 0] : [0, MICRO];
            return rng.chance(0.5) ? [MICRO, 0] : [0, MICRO];
          });
      paths = draft.markets.map((_, i) => {
        const p = payouts?.[i];
        return binaryPath(rng, days, tick, p ? p[0] / MICRO : null);
      });
      if (ladder) orderLadder(paths);
    }
    const popularity = Math.exp(rng.normal() * 0.8);
    draft.markets.forEach((d, i) => {
      const idx = markets.length;
      const questionId = questionIdFor(seed, idx);
      const conditionId = conditionIdFor(questionId, draft.negRisk);
      const path = paths[i]!;
      // favourites of a neg-risk event draw more of the flow
      const pop = draft.negRisk ? popularity * (0.4 + (2 * path[Math.floor(days / 2)]!) / MICRO) : popularity * rng.range(0.6, 1.4);
      markets.push({
        idx,
        eventIdx: ev.idx,
        questionId,
        conditionId,
        token0: tokenIdFor(conditionId, 0),
        token1: tokenIdFor(conditionId, 1),
        title: d.title,
        slug: unique(slugify(d.title)),
        outcomes: d.outcomes,
        category: spec.category,
        icon: ev.icon,
        tick,
        tickSize: tick === 10_000 ? '0.01' : '0.001',
        negRisk: draft.negRisk,
        start,
        end,
        lastTrade,
        resolveAt,
        payouts: payouts?.[i] ?? null,
        archived: spec.archived ?? false,
        feeBps: spec.feeBps ?? 0,
        popularity: pop,
        firstDay,
        path,
        ...(spec.tag ? { tag: spec.tag } : {}),
      });
      ev.markets.push(idx);
    });
  }
  return { events, markets, byTag };
}

/** Price of outcome 0 at a moment of the market's life, micro. */
export function priceAt(m: MarketPlan, tl: Timeline, ts: number): number {
  const i = Math.min(m.path.length - 1, Math.max(0, dayOf(tl, ts) - m.firstDay));
  return m.path[i]!;
}

export function outcomePrice(m: MarketPlan, tl: Timeline, ts: number, outcome: number): number {
  const p = priceAt(m, tl, ts);
  return outcome === 0 ? p : MICRO - p;
}
