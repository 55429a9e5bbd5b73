import type { Rng } from './rng';
import { longDate, monthName, yearOf } from './time';
import {
  AGENCIES,
  AI_LABS,
  ARTISTS,
  BILLS,
  COINS,
  FILMS,
  FIRST_NAMES,
  LAST_NAMES,
  LEAGUES,
  MISSIONS,
  PARTIES,
  REGIONS,
  TEAMS,
} from './words';

/* Event templates per category: titles, member markets and outcomes of one event. */

export const CATEGORIES = ['Politics', 'Sports', 'Crypto', 'Economics', 'Culture', 'Science'] as const;
export type Category = (typeof CATEGORIES)[number];

/** single: one market; multi: several independent markets; negrisk: mutually exclusive members */
export type Shape = 'single' | 'multi' | 'negrisk';

export type MarketDraft = { title: string; outcomes: [string, string] };
export type EventDraft = { title: string; negRisk: boolean; markets: MarketDraft[] };

const YES_NO: [string, string] = ['Yes', 'No'];

/** Lifetimes in days by category: matches last days, elections many months. */
export const DURATION_DAYS: Record<Category, [number, number]> = {
  Politics: [60, 540],
  Sports: [3, 30],
  Crypto: [7, 120],
  Economics: [20, 90],
  Culture: [30, 300],
  Science: [60, 480],
};

export const SHAPES: Record<Category, Shape[]> = {
  Politics: ['negrisk', 'negrisk', 'single'],
  Sports: ['single', 'multi', 'negrisk'],
  Crypto: ['multi', 'multi', 'single'],
  Economics: ['negrisk', 'multi', 'single'],
  Culture: ['negrisk', 'single'],
  Science: ['single', 'negrisk'],
};

function person(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function distinct<T>(rng: Rng, items: readonly T[], n: number): T[] {
  return rng.sample(items, n);
}

function members(rng: Rng): number {
  return rng.int(3, 6);
}

// no toLocaleString: its output depends on the ICU data the runtime ships with
function money(n: number): string {
  return `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function draftEvent(rng: Rng, category: Category, shape: Shape, end: number): EventDraft {
  const date = longDate(end);
  const year = yearOf(end);
  switch (category) {
    case 'Politics': {
      const region = rng.pick(REGIONS);
      if (shape === 'negrisk') {
        const names = Array.from({ length: members(rng) }, () => person(rng));
        const unique = [...new Set(names)];
        if (rng.chance(0.5)) {
          const race = `${year} ${region} governor election`;
          return {
            title: `Who will win the ${race}?`,
            negRisk: true,
            markets: unique.map((n) => ({ title: `Will ${n} win the ${race}?`, outcomes: YES_NO })),
          };
        }
        const party = rng.pick(PARTIES);
        return {
          title: `${party} nominee for ${region} premier ${year}?`,
          negRisk: true,
          markets: unique.map((n) => ({ title: `Will ${n} be the ${party} nominee for ${region} premier?`, outcomes: YES_NO })),
        };
      }
      const bill = rng.pick(BILLS);
      return single(`Will the ${region} parliament pass the ${bill} Act by ${date}?`);
    }
    case 'Sports': {
      const league = rng.pick(LEAGUES);
      if (shape === 'negrisk') {
        const teams = distinct(rng, TEAMS, members(rng));
        const season = `${year} ${league}`;
        return {
          title: `${season} champion`,
          negRisk: true,
          markets: teams.map((t) => ({ title: `Will the ${t} win the ${season}?`, outcomes: YES_NO })),
        };
      }
      const [a, b] = distinct(rng, TEAMS, 2) as [string, string];
      const match = `${a} vs. ${b}`;
      const markets: MarketDraft[] = [{ title: match, outcomes: [a, b] }];
      if (shape === 'multi') {
        markets.push({ title: `${match}: Over 2.5 goals?`, outcomes: ['Over', 'Under'] });
        if (rng.chance(0.5)) markets.push({ title: `${match}: Both teams to score?`, outcomes: YES_NO });
      }
      return { title: `${league}: ${match} (${date})`, negRisk: false, markets };
    }
    case 'Crypto': {
      const coin = rng.pick(COINS);
      if (shape === 'multi') {
        const strikes = coin.strikes.slice(rng.int(0, 1), rng.int(3, 5));
        return {
          title: `${coin.name} price on ${date}?`,
          negRisk: false,
          markets: strikes.map((s) => ({ title: `Will ${coin.name} be above ${money(s)} on ${date}?`, outcomes: YES_NO })),
        };
      }
      return single(`Will ${coin.name} reach ${money(rng.pick(coin.strikes))} by ${date}?`);
    }
    case 'Economics': {
      const month = `${monthName(end)} ${year}`;
      if (shape === 'negrisk') {
        const options = ['cut rates by 50+ bps', 'cut rates by 25 bps', 'hold rates', 'hike rates by 25+ bps'].slice(0, rng.int(3, 4));
        return {
          title: `Central bank decision in ${month}?`,
          negRisk: true,
          markets: options.map((o) => ({ title: `Will the central bank ${o} in ${month}?`, outcomes: YES_NO })),
        };
      }
      if (shape === 'multi') {
        const quarter = `Q${Math.floor(new Date(end * 1000).getUTCMonth() / 3) + 1} ${year}`;
        return {
          title: `GDP growth in ${quarter}?`,
          negRisk: false,
          markets: ['1.0%', '2.0%', '3.0%'].map((g) => ({ title: `Will ${quarter} GDP growth exceed ${g}?`, outcomes: YES_NO })),
        };
      }
      return single(`Will monthly inflation exceed ${rng.pick(['2.5%', '3.0%', '3.5%', '4.0%'])} in ${month}?`);
    }
    case 'Culture': {
      if (shape === 'negrisk') {
        const films = distinct(rng, FILMS, members(rng));
        const award = `${year} Golden Reel Awards`;
        return {
          title: `${award}: Best Picture winner?`,
          negRisk: true,
          markets: films.map((f) => ({ title: `Will "${f}" win Best Picture at the ${award}?`, outcomes: YES_NO })),
        };
      }
      return single(`Will ${rng.pick(ARTISTS)} release a new album before ${date}?`);
    }
    case 'Science': {
      if (shape === 'negrisk') {
        const labs = distinct(rng, AI_LABS, members(rng));
        return {
          title: `Which lab will top the reasoning benchmark on ${date}?`,
          negRisk: true,
          markets: labs.map((l) => ({ title: `Will ${l} top the reasoning benchmark on ${date}?`, outcomes: YES_NO })),
        };
      }
      return single(`Will ${rng.pick(AGENCIES)} launch ${rng.pick(MISSIONS)} before ${date}?`);
    }
  }
}

function single(title: string): EventDraft {
  return { title, negRisk: false, markets: [{ title, outcomes: YES_NO }] };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
