import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDb, type Db } from '../../db/connection';
import { createApp } from '../../app';
import { DEMO_TRADER } from '../../../src/api/config';
import { POSITION_SORT, type PositionSort } from '../../../src/api/data/contract/params';
import { Position, Positions } from '../../../src/api/data/contract/schemas';
import { mulDivRound, thresholdMicro } from '../shared/micro-math';
import { demoDb } from '../../testing/demo-db';

/*
 * GET /data/positions, in process. A small hand-made ledger pins every rule to a known row
 * (archived, resolved, mergeable, dust, wildcard and non-ASCII titles); the demo dataset then runs
 * the orderings, paging and invariants over a realistic account.
 */

const USER = DEMO_TRADER.toLowerCase();
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const token = (market: number, outcome: number) => `${9_000_000 + market * 10 + outcome}`;
const DAY = 86_400;
const JAN_15_2026 = 1_768_435_200;

type MarketSpec = {
  id: number;
  event: number;
  title: string;
  price0: number;
  archived?: boolean;
  payout?: [number, number];
  endDate?: number;
};
type PositionSpec = {
  user?: string;
  market: number;
  outcome: 0 | 1;
  size: number;
  cost: number;
  fees?: number;
  bought?: number;
  boughtCost?: number;
  realized?: number;
};

const MARKETS: MarketSpec[] = [
  { id: 1, event: 1, title: 'Will BTC hit 100k by June?', price0: 500_000, endDate: JAN_15_2026 },
  { id: 2, event: 1, title: 'Élection: qui gagne à PARIS?', price0: 250_000, endDate: JAN_15_2026 + 3 * DAY },
  { id: 3, event: 2, title: '100% sure_thing resolved', price0: 990_000, payout: [1_000_000, 0], endDate: JAN_15_2026 - 30 * DAY },
  { id: 4, event: 2, title: 'Archived but still held', price0: 700_000, archived: true, endDate: JAN_15_2026 + 9 * DAY },
  { id: 5, event: 2, title: 'Dust market', price0: 333_333, endDate: JAN_15_2026 + 60 * DAY },
  { id: 6, event: 3, title: 'zebra crossing 🦓 count', price0: 123_457, endDate: JAN_15_2026 + 1 * DAY },
  { id: 7, event: 3, title: 'Free market with no cost', price0: 600_000, endDate: JAN_15_2026 + 2 * DAY },
];

const POSITIONS: PositionSpec[] = [
  { market: 1, outcome: 0, size: 10_000_000, cost: 4_000_000, fees: 40_000, realized: 250_000, boughtCost: 5_000_000 },
  { market: 1, outcome: 1, size: 5_000_000, cost: 3_000_000 },
  { market: 2, outcome: 1, size: 3_333_333, cost: 2_000_000, realized: -100_000, boughtCost: 2_500_000 },
  { market: 3, outcome: 0, size: 7_000_000, cost: 3_500_000, fees: 12_345 },
  { market: 3, outcome: 1, size: 2_000_000, cost: 1_000_000 },
  { market: 4, outcome: 0, size: 4_000_000, cost: 2_400_000 },
  { market: 5, outcome: 0, size: 500_000, cost: 150_000 },
  { market: 5, outcome: 1, size: 0, cost: 0 },
  { market: 6, outcome: 0, size: 1_500_000, cost: 300_000 },
  { market: 6, outcome: 1, size: 1_000_000, cost: 900_000 },
  { market: 7, outcome: 0, size: 2_000_000, cost: 0, bought: 2_000_000, boughtCost: 0 },
  { user: OTHER, market: 1, outcome: 0, size: 99_000_000, cost: 1_000_000 },
];

function handMadeDb(): Db {
  const db = openDb(':memory:');
  const event = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const id of [1, 2, 3])
    event.run(
      id,
      `event-${id}`,
      `Event ${id}`,
      'crypto',
      id === 3 ? '' : `https://img/e${id}.png`,
      `https://img/e${id}-big.png`,
      id === 2 ? 1 : 0,
      0,
      JAN_15_2026,
    );
  const market = db.prepare(`INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category,
    outcome0, outcome1, token0, token1, tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0,
    resolved_at, payout0, payout1) VALUES (?, ?, ?, ?, ?, ?, ?, 'crypto', 'Yes', 'No', ?, ?, '0.01', 5000000, ?, 0, ?, ?, ?, ?, ?, ?)`);
  for (const m of MARKETS) {
    market.run(
      hash(m.id),
      hash(1000 + m.id),
      m.event,
      `market-${m.id}`,
      m.title,
      m.id === 6 ? '' : `https://img/m${m.id}.png`,
      '',
      token(m.id, 0),
      token(m.id, 1),
      m.event === 2 ? 1 : 0,
      m.endDate ?? JAN_15_2026,
      m.archived ? 1 : 0,
      m.price0,
      m.payout ? JAN_15_2026 : null,
      m.payout?.[0] ?? null,
      m.payout?.[1] ?? null,
    );
  }
  const position = db.prepare(
    'INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)',
  );
  for (const p of POSITIONS) {
    position.run(
      p.user ?? USER,
      token(p.market, p.outcome),
      hash(p.market),
      p.outcome,
      p.size,
      p.cost,
      p.fees ?? 0,
      p.bought ?? p.size,
      p.boughtCost ?? p.cost,
      p.realized ?? 0,
    );
  }
  return db;
}

type Row = Position;
type App = ReturnType<typeof createApp>;

async function get(app: App, query: string): Promise<{ status: number; body: unknown }> {
  const res = await app.request(`/data/positions?${query}`);
  const text = await res.text();
  expect(res.headers.get('content-type') ?? '', query).toContain('application/json');
  return { status: res.status, body: JSON.parse(text) as unknown };
}

async function rows(app: App, query: string): Promise<Row[]> {
  const { status, body } = await get(app, query);
  expect(status, `${query} → ${JSON.stringify(body)}`).toBe(200);
  return Positions.parse(body);
}

async function rejected(app: App, query: string, param: string): Promise<string> {
  const { status, body } = await get(app, query);
  expect(status, query).toBe(400);
  expect(body, query).toEqual({ error: expect.any(String) });
  const error = (body as { error: string }).error;
  expect(error, query).toContain(param);
  return error;
}

const SORT_KEY: Record<PositionSort, (r: Row) => number | string> = {
  CURRENT: (r) => r.currentValue,
  INITIAL: (r) => r.initialValue,
  TOKENS: (r) => r.size,
  CASHPNL: (r) => r.cashPnl,
  PERCENTPNL: (r) => r.percentPnl,
  // case- and accent-insensitive, as the route documents
  TITLE: (r) => r.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  RESOLVING: (r) => r.endDate,
  PRICE: (r) => r.curPrice,
  AVGPRICE: (r) => r.avgPrice,
};

function expectOrdered(list: Row[], sort: PositionSort, dir: 'ASC' | 'DESC') {
  const key = SORT_KEY[sort];
  for (let i = 1; i < list.length; i++) {
    const a = key(list[i - 1]!);
    const b = key(list[i]!);
    const ok = dir === 'ASC' ? a <= b : a >= b;
    expect(ok, `${sort} ${dir}: row ${i - 1} (${String(a)}) then row ${i} (${String(b)})`).toBe(true);
  }
}

// a row with a key the schema does not name fails (Position itself strips unknown keys)
const StrictPosition = z.strictObject(Position.shape);

function expectInvariants(list: Row[]) {
  for (const r of list) {
    const at = `${r.asset} ${r.title}`;
    expect(StrictPosition.safeParse(r).success, at).toBe(true);
    expect(r.size, at).toBeGreaterThan(0);
    expect(Math.abs(r.cashPnl - (r.currentValue - r.initialValue)), at).toBeLessThan(1e-9);
    expect(Math.round((r.currentValue - r.initialValue) * 1e6), at).toBe(Math.round(r.cashPnl * 1e6));
    expect(Math.abs(r.currentValue - r.size * r.curPrice), at).toBeLessThanOrEqual(1e-6);
    expect(r.grossInitialValue, at).toBeDefined();
    expect(r.entryFeesUsdc, at).toBeDefined();
    expect(Math.abs(r.grossInitialValue! - r.entryFeesUsdc! - r.initialValue), at).toBeLessThan(1e-9);
    expect(r.percentPnl, at).toBeCloseTo(r.initialValue === 0 ? 0 : (r.cashPnl / r.initialValue) * 100, 4);
    expect(r.avgPrice, at).toBeCloseTo(r.initialValue / r.size, 5);
    expect(r.endDate, at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.proxyWallet, at).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(r.oppositeAsset, at).not.toBe(r.asset);
    for (const n of [
      r.size,
      r.initialValue,
      r.currentValue,
      r.cashPnl,
      r.realizedPnl,
      r.totalBought,
      r.grossInitialValue!,
      r.entryFeesUsdc!,
    ]) {
      expect(Math.abs(n * 1e6 - Math.round(n * 1e6)), `${at}: ${n} has more than 6 decimals`).toBeLessThan(1e-3);
    }
    if (r.redeemable) expect(r.mergeable, at).toBe(false);
  }
}

describe('GET /data/ and /data/positions basics', () => {
  const app = createApp(handMadeDb());

  it('answers the health route', async () => {
    const res = await app.request('/data/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'OK' });
  });

  it('returns an empty array for an unknown user and for an empty database', async () => {
    expect(await rows(app, `user=0x${'1'.repeat(40)}`)).toEqual([]);
    expect(await rows(createApp(openDb(':memory:')), `user=${DEMO_TRADER}`)).toEqual([]);
  });

  it('matches the user case-insensitively and answers the checksummed proxyWallet', async () => {
    const a = await rows(app, `user=${DEMO_TRADER}`);
    const b = await rows(app, `user=${DEMO_TRADER.toLowerCase()}`);
    const c = await rows(app, `user=${DEMO_TRADER.toUpperCase().replace('0X', '0x')}`);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    for (const r of a) expect(r.proxyWallet).toBe(DEMO_TRADER);
  });

  it('shapes every field of a row from the ledger', async () => {
    const list = await rows(app, `user=${DEMO_TRADER}&market=${hash(1)}`);
    const yes = list.find((r) => r.outcomeIndex === 0)!;
    expect(yes).toEqual({
      proxyWallet: DEMO_TRADER,
      asset: token(1, 0),
      conditionId: hash(1),
      size: 10,
      avgPrice: 0.4,
      initialValue: 4,
      grossInitialValue: 4.04,
      entryFeesUsdc: 0.04,
      currentValue: 5,
      cashPnl: 1,
      percentPnl: 25,
      totalBought: 10,
      realizedPnl: 0.25,
      percentRealizedPnl: 5,
      curPrice: 0.5,
      redeemable: false,
      mergeable: true,
      title: 'Will BTC hit 100k by June?',
      slug: 'market-1',
      icon: 'https://img/m1.png',
      eventSlug: 'event-1',
      outcome: 'Yes',
      outcomeIndex: 0,
      oppositeOutcome: 'No',
      oppositeAsset: token(1, 1),
      endDate: '2026-01-15',
      negativeRisk: false,
    });
    const no = list.find((r) => r.outcomeIndex === 1)!;
    expect(no).toMatchObject({ curPrice: 0.5, outcome: 'No', oppositeOutcome: 'Yes', oppositeAsset: token(1, 0), mergeable: true });
    // zero components are explicit zeros, not omitted fields
    expect(no.entryFeesUsdc).toBe(0);
    expect(no.grossInitialValue).toBe(3);
    expect(no.percentRealizedPnl).toBe(0);
  });

  it('prices a resolved market at its payout and marks it redeemable, never mergeable', async () => {
    const list = await rows(app, `user=${DEMO_TRADER}&market=${hash(3)}`);
    expect(list.map((r) => [r.outcomeIndex, r.curPrice, r.redeemable, r.mergeable, r.negativeRisk])).toEqual([
      [0, 1, true, false, true],
      [1, 0, true, false, true],
    ]);
    const winner = list[0]!;
    expect(winner.currentValue).toBe(7);
    expect(winner.cashPnl).toBe(3.5);
    expect(winner.grossInitialValue).toBe(3.512345);
    expect(list[1]!.percentPnl).toBe(-100);
  });

  it('rounds money to 6 decimals and keeps cashPnl = currentValue - initialValue exactly', async () => {
    const [r] = await rows(app, `user=${DEMO_TRADER}&market=${hash(2)}`);
    // 3.333333 shares × 0.75 = 2.49999975 → 2.5 (half up at the 6th decimal)
    expect(r).toMatchObject({ size: 3.333333, curPrice: 0.75, currentValue: 2.5, cashPnl: 0.5, percentPnl: 25, avgPrice: 0.6 });
    expect(r!.percentRealizedPnl).toBe(-4);
    expect(r!.icon).toBe('https://img/m2.png');
  });

  it('falls back to the event icon when the market has none, and reports 0 % on a zero basis', async () => {
    const list = await rows(app, `user=${DEMO_TRADER}&eventId=3&sizeThreshold=0`);
    const zebra = list.find((r) => r.conditionId === hash(6))!;
    expect(zebra.icon).toBe('https://img/e3-big.png');
    const free = list.find((r) => r.conditionId === hash(7))!;
    expect(free).toMatchObject({ initialValue: 0, percentPnl: 0, percentRealizedPnl: 0, avgPrice: 0, currentValue: 1.2, cashPnl: 1.2 });
  });

  it('never returns another user’s rows, zero-size rows, or a market filtered out', async () => {
    const all = await rows(app, `user=${DEMO_TRADER}&sizeThreshold=0&includeArchived=true&limit=500`);
    expect(all.map((r) => r.asset).sort()).toEqual(
      POSITIONS.filter((p) => !p.user && p.size > 0)
        .map((p) => token(p.market, p.outcome))
        .sort(),
    );
    expectInvariants(all);
  });
});

describe('filters', () => {
  const app = createApp(handMadeDb());
  const assets = async (q: string) => (await rows(app, `user=${DEMO_TRADER}&${q}`)).map((r) => r.asset).sort();

  it('hides positions under sizeThreshold (default 1 share); 0 shows the dust', async () => {
    expect(await assets('')).not.toContain(token(5, 0));
    expect(await assets('sizeThreshold=0')).toContain(token(5, 0));
    expect(await assets('sizeThreshold=0.5')).toContain(token(5, 0));
    expect(await assets('sizeThreshold=0.500001')).not.toContain(token(5, 0));
    expect(await assets('sizeThreshold=5')).toEqual([token(1, 0), token(1, 1), token(3, 0)].sort());
    expect(await assets('sizeThreshold=10')).toEqual([token(1, 0)]);
    expect(await assets('sizeThreshold=10.000001')).toEqual([]);
    expect(await assets('sizeThreshold=99999999999999999999999999999999')).toEqual([]);
  });

  it('excludes archived markets unless includeArchived=true', async () => {
    expect(await assets('')).not.toContain(token(4, 0));
    expect(await assets('includeArchived=false')).not.toContain(token(4, 0));
    expect(await assets('includeArchived=true')).toContain(token(4, 0));
  });

  it('redeemable=true keeps resolved markets only', async () => {
    expect(await assets('redeemable=true')).toEqual([token(3, 0), token(3, 1)].sort());
    expect((await assets('redeemable=false')).length).toBeGreaterThan(2);
  });

  it('mergeable=true keeps unresolved markets where both outcomes are held', async () => {
    expect(await assets('mergeable=true')).toEqual([token(1, 0), token(1, 1), token(6, 0), token(6, 1)].sort());
    // the dust position still makes its pair mergeable only if the other side is held: market 5's No is empty
    expect(await assets('mergeable=true&sizeThreshold=0')).not.toContain(token(5, 0));
    expect(await assets('mergeable=true&redeemable=true')).toEqual([]);
  });

  it('title is a case-insensitive substring, any script, wildcards literal', async () => {
    expect(await assets('title=btc')).toEqual([token(1, 0), token(1, 1)].sort());
    expect(await assets('title=ÉLECTION')).toEqual([token(2, 1)]);
    expect(await assets(`title=${encodeURIComponent('à paris')}`)).toEqual([token(2, 1)]);
    // decomposed é (e + combining acute) matches the composed title
    expect(await assets(`title=${encodeURIComponent('e\u0301lection')}`)).toEqual([token(2, 1)]);
    expect(await assets(`title=${encodeURIComponent('🦓')}`)).toEqual([token(6, 0), token(6, 1)].sort());
    expect(await assets('title=100%25')).toEqual([token(3, 0), token(3, 1)].sort());
    expect(await assets('title=%25')).toEqual([token(3, 0), token(3, 1)].sort());
    expect(await assets('title=sure_thing')).toEqual([token(3, 0), token(3, 1)].sort());
    expect(await assets('title=sure%25thing')).toEqual([]);
    expect(await assets('title=_')).toEqual([token(3, 0), token(3, 1)].sort());
    expect(await assets('title=B_C')).toEqual([]);
    expect(await assets('title=nothing-like-this')).toEqual([]);
    expect(await assets('title=')).toEqual(await assets(''));
  });

  it('market and eventId select by comma lists', async () => {
    expect(await assets(`market=${hash(1)},${hash(2).toUpperCase().replace('0X', '0x')}`)).toEqual(
      [token(1, 0), token(1, 1), token(2, 1)].sort(),
    );
    expect(await assets(`market=${hash(1)}&market=${hash(3)}`)).toEqual([token(1, 0), token(1, 1), token(3, 0), token(3, 1)].sort());
    expect(await assets(`market=${hash(99)}`)).toEqual([]);
    expect(await assets('eventId=1')).toEqual([token(1, 0), token(1, 1), token(2, 1)].sort());
    expect(await assets('eventId=1,3')).toEqual([token(1, 0), token(1, 1), token(2, 1), token(6, 0), token(6, 1), token(7, 0)].sort());
    expect(await assets('eventId=2&includeArchived=true')).toEqual([token(3, 0), token(3, 1), token(4, 0)].sort());
  });

  it('sees a write made after the first read (no stale page)', async () => {
    const db = handMadeDb();
    const fresh = createApp(db);
    const before = await rows(fresh, `user=${DEMO_TRADER}&market=${hash(1)}`);
    expect(before.find((r) => r.outcomeIndex === 0)!.curPrice).toBe(0.5);
    db.prepare('UPDATE markets SET price0 = 800000 WHERE condition_id = ?').run(hash(1));
    const after = await rows(fresh, `user=${DEMO_TRADER}&market=${hash(1)}`);
    expect(after.find((r) => r.outcomeIndex === 0)!.curPrice).toBe(0.8);
    expect(after.find((r) => r.outcomeIndex === 1)!.curPrice).toBe(0.2);
  });
});

describe('validation: 400 {error} naming the parameter, never a 5xx', () => {
  const app = createApp(handMadeDb());
  const U = `user=${DEMO_TRADER}`;

  it('requires a well-formed user', async () => {
    await rejected(app, '', 'user');
    await rejected(app, 'user=', 'user');
    for (const bad of [
      '0x123',
      'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `0x${'g'.repeat(40)}`,
      `0x${'a'.repeat(41)}`,
      `%20${DEMO_TRADER}`,
      `${DEMO_TRADER}%20`,
      'null',
      'NaN',
    ]) {
      await rejected(app, `user=${bad}`, 'user');
    }
  });

  it('bounds limit to 0..500', async () => {
    await rejected(app, `${U}&limit=-1`, 'limit');
    expect(await rows(app, `${U}&limit=0`)).toEqual([]);
    expect((await rows(app, `${U}&limit=500`)).length).toBeGreaterThan(0);
    await rejected(app, `${U}&limit=501`, 'limit');
    expect((await rows(app, `${U}&limit=1`)).length).toBe(1);
    expect((await rows(app, U)).length).toBe((await rows(app, `${U}&limit=100`)).length);
  });

  it('bounds offset to 0..10000', async () => {
    expect(await rows(app, `${U}&offset=10000`)).toEqual([]);
    await rejected(app, `${U}&offset=10001`, 'offset');
    await rejected(app, `${U}&offset=-1`, 'offset');
  });

  it('bounds sizeThreshold to >= 0', async () => {
    await rejected(app, `${U}&sizeThreshold=-1`, 'sizeThreshold');
    await rejected(app, `${U}&sizeThreshold=-0.5`, 'sizeThreshold');
    expect((await rows(app, `${U}&sizeThreshold=0`)).length).toBeGreaterThan(0);
  });

  it('bounds title to 100 characters', async () => {
    expect(await rows(app, `${U}&title=${'x'.repeat(100)}`)).toEqual([]);
    await rejected(app, `${U}&title=${'x'.repeat(101)}`, 'title');
  });

  it('rejects malformed numbers', async () => {
    for (const param of ['limit', 'offset', 'sizeThreshold']) {
      for (const bad of [
        '1e5',
        '1e2',
        ' 1',
        '1 ',
        '%201',
        'NaN',
        'Infinity',
        '-0',
        '0x10',
        'abc',
        '1,2',
        '++1',
        '99999999999999999999999999999999999',
        '１',
        '.5',
        '5.',
      ]) {
        await rejected(app, `${U}&${param}=${encodeURIComponent(bad)}`, param);
      }
    }
    for (const bad of ['1.5', '01', '9007199254740993']) await rejected(app, `${U}&limit=${bad}`, 'limit');
  });

  it('rejects malformed booleans', async () => {
    for (const param of ['redeemable', 'mergeable', 'includeArchived']) {
      for (const bad of ['1', '0', 'yes', 'on', 'TRUE ', 'tru', 'null'])
        await rejected(app, `${U}&${param}=${encodeURIComponent(bad)}`, param);
    }
  });

  it('rejects malformed market hashes and event ids', async () => {
    for (const bad of [
      '0x123',
      hash(1).slice(0, 65),
      `${hash(1)}0`,
      `${hash(1)},`,
      `,${hash(1)}`,
      `${hash(1)},nope`,
      'null',
      hash(1).replace('0x', '0X'),
    ]) {
      await rejected(app, `${U}&market=${encodeURIComponent(bad)}`, 'market');
    }
    for (const bad of ['0', '-1', '1.5', 'abc', '1,,2', '1,', '1e3', '99999999999999999999']) {
      await rejected(app, `${U}&eventId=${encodeURIComponent(bad)}`, 'eventId');
    }
  });

  it('treats market and eventId as mutually exclusive', async () => {
    const error = await rejected(app, `${U}&market=${hash(1)}&eventId=1`, 'market');
    expect(error).toContain('eventId');
  });

  it('rejects unknown enum values and accepts any ASCII case', async () => {
    await rejected(app, `${U}&sortBy=NOPE`, 'sortBy');
    await rejected(app, `${U}&sortBy=${encodeURIComponent('tıtle')}`, 'sortBy');
    await rejected(app, `${U}&sortBy=${encodeURIComponent('TITLE ')}`, 'sortBy');
    await rejected(app, `${U}&sortDirection=UP`, 'sortDirection');
    await rejected(app, `${U}&sortDirection=${encodeURIComponent('ＡＳＣ')}`, 'sortDirection');
    const lower = await rows(app, `${U}&sortBy=title&sortDirection=asc`);
    expect(lower).toEqual(await rows(app, `${U}&sortBy=TITLE&sortDirection=ASC`));
  });

  it('rejects a scalar parameter sent twice, even with the same value', async () => {
    await rejected(app, `${U}&limit=1&limit=2`, 'limit');
    await rejected(app, `${U}&${U}`, 'user');
  });

  it('ignores unknown parameters, even repeated ones', async () => {
    expect(await rows(app, `${U}&foo=bar&foo=baz&__proto__=x&constructor=1&Limit=9999`)).toEqual(await rows(app, U));
  });

  it('answers every nasty input with 200 or a 400 body, never a 5xx', async () => {
    const nasty = [
      '',
      ' ',
      '%',
      '%%',
      '%ZZ',
      '%00',
      '%C0%AF',
      '%ED%A0%80',
      '\u0000',
      'null',
      'undefined',
      'NaN',
      '-0',
      '1e309',
      '0.'.padEnd(40, '0'),
      "'; DROP TABLE positions; --",
      '" OR 1=1 --',
      '%25%5F',
      '\\',
      '[]',
      '{}',
      '[object Object]',
      ',',
      ',,,',
      '🦓'.repeat(60),
      'x'.repeat(5000),
      'Ω≈ç√∫',
      '\u202e',
      '\ud800',
      '<script>alert(1)</script>',
      '1'.repeat(400),
      '0x',
      `0x${'f'.repeat(64)}`,
      DEMO_TRADER,
      '__proto__',
    ];
    const params = [
      'user',
      'market',
      'eventId',
      'sizeThreshold',
      'redeemable',
      'mergeable',
      'includeArchived',
      'limit',
      'offset',
      'sortBy',
      'sortDirection',
      'title',
    ];
    for (const param of params) {
      for (const value of nasty) {
        for (const encoded of [encodeURIComponentLoose(value), value.replace(/[&#]/g, '')]) {
          const query = param === 'user' ? `user=${encoded}` : `${U}&${param}=${encoded}`;
          const res = await app.request(`/data/positions?${query}`);
          expect(res.status === 200 || res.status === 400, `${query.slice(0, 120)} → ${res.status}`).toBe(true);
          const body = (await res.json()) as unknown;
          if (res.status === 400) expect(typeof (body as { error?: unknown }).error, query.slice(0, 120)).toBe('string');
          else Positions.parse(body);
        }
      }
    }
  });
});

/** encodeURIComponent that tolerates lone surrogates (sent as-is, which the server must survive). */
function encodeURIComponentLoose(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s;
  }
}

describe('sorting and paging (hand-made ledger)', () => {
  const app = createApp(handMadeDb());
  const base = `user=${DEMO_TRADER}&sizeThreshold=0&includeArchived=true`;

  it('defaults to TOKENS DESC', async () => {
    const list = await rows(app, base);
    expect(list).toEqual(await rows(app, `${base}&sortBy=TOKENS&sortDirection=DESC`));
    expect(list[0]!.asset).toBe(token(1, 0));
    expectOrdered(list, 'TOKENS', 'DESC');
  });

  for (const sort of POSITION_SORT) {
    it(`orders by ${sort} in both directions, ASC exactly reversing DESC`, async () => {
      const desc = await rows(app, `${base}&sortBy=${sort}&sortDirection=DESC`);
      const asc = await rows(app, `${base}&sortBy=${sort}&sortDirection=ASC`);
      expectOrdered(desc, sort, 'DESC');
      expectOrdered(asc, sort, 'ASC');
      expect(asc.map((r) => r.asset)).toEqual(desc.map((r) => r.asset).reverse());
    });
  }

  it('breaks ties by asset (both outcomes of one market share a title)', async () => {
    const asc = await rows(app, `${base}&sortBy=TITLE&sortDirection=ASC&market=${hash(1)}`);
    expect(asc.map((r) => r.asset)).toEqual([token(1, 0), token(1, 1)]);
  });

  it('checks the orderings against known values', async () => {
    const titles = (await rows(app, `${base}&sortBy=TITLE&sortDirection=ASC`)).map((r) => r.title);
    expect(titles[0]).toBe('100% sure_thing resolved');
    expect(titles.at(-1)).toBe('zebra crossing 🦓 count');
    expect(titles.indexOf('Élection: qui gagne à PARIS?')).toBeGreaterThan(titles.indexOf('Dust market'));
    const resolving = await rows(app, `${base}&sortBy=RESOLVING&sortDirection=ASC`);
    expect(resolving[0]!.conditionId).toBe(hash(3));
    expect(resolving.at(-1)!.conditionId).toBe(hash(5));
    const price = await rows(app, `${base}&sortBy=PRICE&sortDirection=DESC`);
    expect(price[0]).toMatchObject({ conditionId: hash(3), curPrice: 1 });
  });
});

describe('mulDivRound and thresholdMicro', () => {
  it('rounds half up and stays exact past 2^53', () => {
    expect(mulDivRound(3_333_333, 750_000, 1_000_000)).toBe(2_500_000);
    expect(mulDivRound(1, 499_999, 1_000_000)).toBe(0);
    expect(mulDivRound(1, 500_000, 1_000_000)).toBe(1);
    expect(mulDivRound(9_000_000_000_000, 999_999, 1_000_000)).toBe(8_999_991_000_000);
    expect(mulDivRound(123_456_789_012_345, 987_654, 1_000_000)).toBe(Number((123_456_789_012_345n * 987_654n + 500_000n) / 1_000_000n));
  });

  it('converts share thresholds to micro shares without float noise', () => {
    expect(thresholdMicro(0)).toBe(0);
    expect(thresholdMicro(0.1)).toBe(100_000);
    expect(thresholdMicro(1)).toBe(1_000_000);
    expect(thresholdMicro(0.0000001)).toBe(1);
    expect(thresholdMicro(1.0000001)).toBe(1_000_001);
    expect(thresholdMicro(1e32)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('the demo dataset: orderings, paging, filters and invariants over a realistic account', () => {
  const db = demoDb();
  const app = createApp(db);
  const U = `user=${DEMO_TRADER}`;
  const EVERY = `${U}&sizeThreshold=0&includeArchived=true`;
  const ALL = `${EVERY}&limit=500`;

  it('gives the demo trader open positions, dust included', async () => {
    const all = await rows(app, ALL);
    expect(all.length).toBeGreaterThan(4);
    expect(all.length).toBeLessThan(500);
    expectInvariants(all);
    const held = db
      .prepare('SELECT count(*) AS n FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0')
      .get(USER) as { n: number };
    expect(all.length).toBe(held.n);
  });

  it('sizeThreshold: the default hides positions under 1 share, 0 shows them', async () => {
    const all = await rows(app, ALL);
    const dust = all.filter((r) => r.size < 1);
    expect(dust.length, 'the demo trader holds positions under 1 share').toBeGreaterThan(0);
    const byDefault = await rows(app, `${U}&includeArchived=true&limit=500`);
    expect(byDefault.every((r) => r.size >= 1)).toBe(true);
    expect(byDefault.length).toBe(all.length - dust.length);
    const zero = await rows(app, `${U}&includeArchived=true&limit=500&sizeThreshold=0`);
    expect(zero.length).toBe(all.length);
  });

  for (const sort of POSITION_SORT) {
    it(`${sort}: ordered both ways, ASC reverses DESC, and limit 4 = two pages of 2`, async () => {
      const desc = await rows(app, `${ALL}&sortBy=${sort}&sortDirection=DESC`);
      const asc = await rows(app, `${ALL}&sortBy=${sort}&sortDirection=ASC`);
      expectOrdered(desc, sort, 'DESC');
      expectOrdered(asc, sort, 'ASC');
      expect(asc.map((r) => r.asset)).toEqual(desc.map((r) => r.asset).reverse());
      for (const dir of ['ASC', 'DESC']) {
        for (const start of [0, 3]) {
          const q = `${U}&sizeThreshold=0&sortBy=${sort}&sortDirection=${dir}`;
          const four = await rows(app, `${q}&limit=4&offset=${start}`);
          const first = await rows(app, `${q}&limit=2&offset=${start}`);
          const second = await rows(app, `${q}&limit=2&offset=${start + 2}`);
          expect(four.length).toBe(4);
          expect([...first, ...second]).toEqual(four);
        }
      }
      // every page of 7 stitched together is the whole list, each row once
      const stitched: Row[] = [];
      for (let offset = 0; offset < desc.length; offset += 7)
        stitched.push(...(await rows(app, `${EVERY}&sortBy=${sort}&limit=7&offset=${offset}`)));
      expect(stitched.map((r) => r.asset)).toEqual(desc.map((r) => r.asset));
    });
  }

  it('redeemable, mergeable and includeArchived select what the flags say', async () => {
    const all = await rows(app, ALL);
    const redeemable = await rows(app, `${ALL}&redeemable=true`);
    expect(redeemable.map((r) => r.asset)).toEqual(all.filter((r) => r.redeemable).map((r) => r.asset));
    const mergeable = await rows(app, `${ALL}&mergeable=true`);
    expect(mergeable.map((r) => r.asset)).toEqual(all.filter((r) => r.mergeable).map((r) => r.asset));
    for (const r of mergeable) {
      expect(r.redeemable).toBe(false);
      expect(
        all.some((o) => o.asset === r.oppositeAsset),
        `${r.asset} is mergeable, so its opposite is held`,
      ).toBe(true);
    }
    const archived = db
      .prepare(
        // archived markets still active are hidden; a resolved one's positions are claims and stay
        'SELECT count(*) AS n FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.archived = 1 AND m.resolved_at IS NULL',
      )
      .get(USER) as { n: number };
    expect((await rows(app, `${U}&sizeThreshold=0&limit=500`)).length).toBe(all.length - archived.n);
  });

  it('title, market and eventId narrow the full list exactly', async () => {
    const all = await rows(app, ALL);
    const word = all[0]!.title.split(/\s+/).find((w) => w.length >= 4) ?? all[0]!.title.slice(0, 4);
    const byTitle = await rows(app, `${ALL}&title=${encodeURIComponent(word.toUpperCase())}`);
    expect(byTitle.map((r) => r.asset)).toEqual(all.filter((r) => r.title.toLowerCase().includes(word.toLowerCase())).map((r) => r.asset));

    const markets = [...new Set(all.map((r) => r.conditionId))].slice(0, 3);
    const byMarket = await rows(app, `${ALL}&market=${markets.join(',')}`);
    expect(byMarket.map((r) => r.asset)).toEqual(all.filter((r) => markets.includes(r.conditionId)).map((r) => r.asset));

    const slug = all.at(-1)!.eventSlug;
    const event = db.prepare('SELECT id FROM events WHERE slug = ?').get(slug) as { id: number };
    const byEvent = await rows(app, `${ALL}&eventId=${event.id}`);
    expect(byEvent.length).toBeGreaterThan(0);
    expect(byEvent.map((r) => r.asset)).toEqual(all.filter((r) => r.eventSlug === slug).map((r) => r.asset));
  });
});
