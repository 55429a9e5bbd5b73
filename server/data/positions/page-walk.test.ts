import { describe, expect, it } from 'vitest';
import { POSITION_STATUS, type PositionStatus } from '../../../src/api/data/contract/params-v2';
import { dataContext, marketId, positionsFixture, reference, WALLET, type ReferenceRow } from '../../testing/positions-kit';
import { DUST, pageSql, type PositionsPage } from './page-query';
import { sortKey, type SortName } from './sorts';
import { createPositionsStore } from './store';

/*
 * The store's pages against a plain JS sort of the same rows: for every key, direction and status,
 * walking page by page (by keyset and by offset) returns each listed position exactly once, in the
 * reference order, ties broken by (user, asset).
 */

const db = positionsFixture();
const store = createPositionsStore(dataContext(db));
const rows = reference(db);

const KEYS: SortName[] = [
  'value',
  'price',
  'size',
  'unrealized',
  'realized',
  'total',
  'timestamp',
  'cost',
  'percent',
  'avgPrice',
  'endDate',
  'title',
];
/** The keys v2 pages by cursor: integers, one term. */
const KEYSET: SortName[] = ['value', 'price', 'size', 'unrealized', 'realized', 'total', 'timestamp'];

type Listing = { status: PositionStatus; sizeFloor: number; includeArchived: boolean };

function listed(r: ReferenceRow, l: Listing): boolean {
  if (r.hidden && !l.includeArchived) return false;
  if (l.status === 'CLOSED') return r.size < l.sizeFloor && r.total_bought > 0;
  return r.size >= l.sizeFloor && (l.status === 'OPEN' || r.resolved);
}

function expected(user: string | null, cond: string | null, l: Listing, key: SortName, dir: 'ASC' | 'DESC'): string[] {
  const sign = dir === 'ASC' ? 1 : -1;
  const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .filter((r) => (user === null || r.user === user) && (cond === null || r.condition_id === cond) && listed(r, l))
    .sort((a, b) => {
      const ka = [...a.keys[key]!, a.user, a.asset];
      const kb = [...b.keys[key]!, b.user, b.asset];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return sign * cmp(ka[i]!, kb[i]!);
      return 0;
    })
    .map((r) => `${r.user}:${r.asset}`);
}

function walk(base: PositionsPage, by: 'keyset' | 'offset'): string[] {
  const out: string[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const page = store.positionsPage(base);
    out.push(...page.map((r) => `${r.user}:${r.asset}`));
    if (page.length < base.limit) return out;
    const last = page.at(-1)!;
    if (by === 'offset') base = { ...base, offset: base.offset + base.limit };
    else base = { ...base, after: { value: last.sort_value as number, user: last.user, asset: last.asset } };
  }
  throw new Error('the walk did not end');
}

const page = (l: Listing, sort: SortName, direction: 'ASC' | 'DESC', user: string | null = WALLET): PositionsPage => ({
  user,
  conditions: user === null ? [marketId(2)] : undefined,
  ...l,
  valueFloor: 0,
  mergeable: false,
  start: 0,
  end: 0,
  sort,
  direction,
  offset: 0,
  limit: 3,
});

const LISTINGS: Listing[] = [
  ...POSITION_STATUS.map((status) => ({ status, sizeFloor: DUST, includeArchived: false })),
  // v1's default (1 share) and a threshold of 0, which no partial index serves
  { status: 'OPEN', sizeFloor: 1_000_000, includeArchived: true },
  { status: 'OPEN', sizeFloor: 1, includeArchived: false },
];

describe('position pages walk the wallet completely, in the reference order', () => {
  it('has rows in every listing, and ties on every key', () => {
    for (const l of LISTINGS) expect(expected(WALLET, null, l, 'value', 'ASC').length, JSON.stringify(l)).toBeGreaterThan(3);
    const held = rows.filter((r) => r.user === WALLET && r.size >= DUST);
    for (const key of KEYS) expect(new Set(held.map((r) => r.keys[key]!.join('|'))).size, key).toBeLessThan(held.length);
  });

  for (const l of LISTINGS)
    for (const key of KEYS)
      for (const dir of ['ASC', 'DESC'] as const)
        it(`${l.status} (size ${l.status === 'CLOSED' ? '<' : '≥'} ${l.sizeFloor}${l.includeArchived ? ', archived' : ''}) by ${key} ${dir}`, () => {
          const want = expected(WALLET, null, l, key, dir);
          expect(walk(page(l, key, dir), 'offset')).toEqual(want);
          if (KEYSET.includes(key)) expect(walk(page(l, key, dir), 'keyset')).toEqual(want);
        });

  it("a market's holders, by every keyset key both ways", () => {
    for (const key of KEYSET)
      for (const dir of ['ASC', 'DESC'] as const) {
        const l: Listing = { status: 'OPEN', sizeFloor: DUST, includeArchived: true };
        expect(walk(page(l, key, dir, null), 'keyset'), `${key} ${dir}`).toEqual(expected(null, marketId(2), l, key, dir));
      }
  });
});

describe("v1's ratio keys", () => {
  // halves of the sixth decimal (cost 512), negative halves, a value just under a half, huge ratios
  const cases = [
    [1, 512],
    [3, 512],
    [-1, 512],
    [-3, 512],
    [0, 7],
    [1, 3],
    [-2, 3],
    [123_456_789, 1],
    [-999_999_999, 1_000_000_003],
    [4_503_599_627, 1],
    [9_007_199_254, 3],
  ];
  const sqlOf = (term: string, p: Record<string, number>) =>
    db.prepare(`SELECT ${term} FROM (SELECT ? AS unrealized_pnl, ? AS cost, ? AS size) p`).pluck().get(p.unrealized_pnl, p.cost, p.size);

  it('percent sorts by Math.round(1e6 × percent), the number v1 shows × 1e6', () => {
    for (const [u, cost] of cases) {
      const js = Math.round(((u! * 100) / cost!) * 1_000_000);
      expect(sqlOf(sortKey('percent').terms[0]!, { unrealized_pnl: u!, cost: cost!, size: 1 }), `${u} / ${cost}`).toBe(js);
    }
  });

  it('average price sorts by Math.round(1e6 × cost / size)', () => {
    for (const [cost, size] of [
      [1, 2_000_000],
      [9_000_001, 2_000_000],
      [0, 5],
      [1_500_000, 3_000_000],
      [7, 3],
    ]) {
      const js = Math.round((cost! / size!) * 1_000_000);
      expect(sqlOf(sortKey('avgPrice').terms[0]!, { unrealized_pnl: 0, cost: cost!, size: size! }), `${cost} / ${size}`).toBe(js);
    }
  });
});

describe('the page is an index walk', () => {
  /** The plan lines of the page's selection: the subquery that picks it, if the statement has one. */
  function innerPlan(q: PositionsPage): string[] {
    const { sql, args } = pageSql(q);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { id: number; parent: number; detail: string }[];
    const inner = plan.find((p) => /^(CO-ROUTINE|MATERIALIZE) page/.test(p.detail));
    return plan.filter((p) => !inner || p.parent === inner.id).map((p) => p.detail);
  }

  for (const status of POSITION_STATUS)
    for (const key of KEYSET) {
      const index = status === 'CLOSED' ? sortKey(key).closed : sortKey(key).held;
      if (!index) continue;
      it(`${status} by ${key}: ${index}, no sort, first and later pages (by cursor and by offset)`, () => {
        for (const dir of ['ASC', 'DESC'] as const)
          for (const [after, offset] of [
            [undefined, 0],
            [{ value: 1, user: WALLET, asset: '7' }, 0],
            [undefined, 30],
          ] as const) {
            const plan = innerPlan({ ...page({ status, sizeFloor: DUST, includeArchived: false }, key, dir), after, offset });
            // a cursor page seeks: a range on (key, asset), under the dust floor's bound when the key is size
            const seek = after ? ` AND (size>\\? AND )?\\(${sortKey(key).terms[0]!.slice(2)},asset\\)[<>]\\(\\?,\\?\\)` : '';
            expect(plan.join('\n')).toMatch(new RegExp(`^SEARCH p USING (COVERING )?INDEX ${index} \\(user=\\?${seek}`));
            expect(plan.join('\n')).not.toContain('TEMP B-TREE');
          }
      });
    }
});
