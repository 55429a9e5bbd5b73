import { openDb, type Db } from '../db/connection';
import { createStatementCache } from '../db/statement-cache';
import { createCursorCodec } from '../http/cursor';
import type { DataContext } from '../data/context';
import { outcomeMark, valueAtMark, type MarkSource } from '../money/marks';
import { Rng } from '../seed/rng';

/*
 * A wallet built to make position pages hard: many ties on every key (same sizes, costs, prices,
 * titles, end dates, clocks), titles that differ only in case, accents or characters past U+FFFF,
 * resolved (won, lost, split) and archived markets, dust and exited positions, other holders in
 * the same markets. `reference` recomputes each row's keys from the raw tables in JS, so tests can
 * compare the store's SQL order with a plain sort.
 */

export const WALLET = '0x' + 'ab'.repeat(20);
export const OTHERS = ['0x' + 'cd'.repeat(20), '0x' + 'ef'.repeat(20)];
export const MARKET_COUNT = 16;
export const marketId = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const token = (n: number, outcome: number) => `${7_000_000 + n * 10 + outcome}`;

const TITLES = [
  'Will BTC hit 100k?',
  'will btc hit 100k?',
  'Élection à Paris',
  'Election a Paris',
  'Zebra 🦓 count',
  'Zebra ﬀ count',
  'Alpha',
];

export type RawPosition = {
  user: string;
  asset: string;
  condition_id: string;
  outcome_index: number;
  size: number;
  cost: number;
  realized_pnl: number;
  total_bought: number;
  last_ts: number;
};
export type RawMarket = MarkSource & { condition_id: string; title: string; end_date: number; archived: number };

export function positionsFixture(seed = 7): Db {
  const rng = new Rng(seed, 'positions-fixture');
  const db = openDb(':memory:');
  db.prepare(
    `INSERT INTO events (id, slug, title, category, icon, image, neg_risk, start_date, end_date) VALUES (1, 'e', 'E', 'x', '', '', 0, 0, 0)`,
  ).run();
  const market =
    db.prepare(`INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1,
    token0, token1, tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0, resolved_at, payout0, payout1)
    VALUES (?, ?, 1, ?, ?, '', '', 'x', 'Yes', 'No', ?, ?, '0.01', 1, 0, 0, ?, ?, ?, ?, ?, ?)`);
  const position = db.prepare(`INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost,
    realized_pnl, first_ts, last_ts) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`);
  const payouts: ([number, number] | null)[] = [null, null, null, [1_000_000, 0], [0, 1_000_000], [500_000, 500_000]];
  // half the positions go in before their market: the market's arrival must fill in what they keep
  const marketsLater: (() => void)[] = [];
  for (let n = 0; n < MARKET_COUNT; n++) {
    const payout = rng.pick(payouts);
    const args = [marketId(n), marketId(n), `m-${n}`, rng.pick(TITLES), token(n, 0), token(n, 1), rng.pick([1_800_000_000, 1_900_000_000])];
    const rest = [
      rng.chance(0.2) ? 1 : 0,
      rng.pick([250_000, 500_000, 750_000, 333_333]),
      payout ? 1_700_000_000 : null,
      payout?.[0] ?? null,
      payout?.[1] ?? null,
    ];
    if (n % 2) marketsLater.push(() => market.run(...args, ...rest));
    else market.run(...args, ...rest);
    for (const user of [WALLET, ...OTHERS]) {
      for (const outcome of [0, 1]) {
        if (user !== WALLET && rng.chance(0.5)) continue;
        const size = rng.pick([0, 0, 50_000, 1_000_000, 2_000_000, 3_000_000, 3_000_000, 12_345_678]);
        // 512 and 9_000_001 put percent and average price on exact halves of their sixth decimal
        const cost = size === 0 ? 0 : rng.pick([0, 512, 400_000, 1_500_000, 1_500_000, 9_000_001]);
        const bought = size + rng.pick([0, 0, 2_000_000]);
        position.run(
          user,
          token(n, outcome),
          marketId(n),
          outcome,
          size,
          cost,
          bought,
          cost,
          rng.pick([-250_000, 0, 0, 125_000]),
          1,
          rng.pick([0, 1_750_000_000, 1_760_000_000]),
        );
      }
    }
  }
  for (const add of marketsLater) add();
  return db;
}

/** A data-service context over `db`, as the app builds one. */
export function dataContext(db: Db): DataContext {
  return { db, prepare: createStatementCache(db), cursors: createCursorCodec('positions-kit'), now: () => 1_800_000_000, chainId: 80002 };
}

/** Every position row with its market and the keys a page can sort by, recomputed in JS. */
export function reference(db: Db) {
  const markets = new Map((db.prepare('SELECT * FROM markets').all() as RawMarket[]).map((m) => [m.condition_id, m]));
  const round6 = (x: number) => Math.round(x * 1_000_000) / 1_000_000;
  const titleKey = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (db.prepare('SELECT * FROM positions').all() as RawPosition[]).map((p) => {
    const m = markets.get(p.condition_id)!;
    const mark = outcomeMark(p.outcome_index, m);
    const value = valueAtMark(p.size, mark);
    const unrealized = value - p.cost;
    return {
      ...p,
      resolved: m.resolved_at !== null,
      hidden: m.archived !== 0 && m.resolved_at === null,
      keys: {
        value: [value],
        price: [mark],
        size: [p.size],
        unrealized: [unrealized],
        realized: [p.realized_pnl],
        total: [p.realized_pnl + unrealized],
        timestamp: [p.last_ts],
        cost: [p.cost],
        percent: [p.cost === 0 ? 0 : round6((unrealized * 100) / p.cost)],
        avgPrice: [p.size === 0 ? 0 : round6(p.cost / p.size)],
        endDate: [m.end_date],
        title: [titleKey(m.title), m.title],
      } as Record<string, (number | string)[]>,
    };
  });
}
export type ReferenceRow = ReturnType<typeof reference>[number];
