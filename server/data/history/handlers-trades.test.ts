import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { Trades, type Trade } from '../../../src/api/data/contract/schemas-history';
import { pinnedDemoApp } from '../../testing/pinned-app';

/* GET /data/trades over the demo dataset, with "now" pinned to the dataset's own clock. */

const { db, now, app } = pinnedDemoApp();
const USER = DEMO_TRADER.toLowerCase();
const WINDOW = 3 * 365 * 86_400;

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const res = await app.request(`/data/trades${path}`);
  return { status: res.status, body: await res.json() };
}
async function trades(path: string): Promise<Trade[]> {
  const { status, body } = await get(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return Trades.parse(body);
}
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

describe('GET /trades', () => {
  it('clamps a limit above 10000 to 10000, but rejects an offset above 10000', async () => {
    const inWindow = count('SELECT COUNT(*) FROM trades WHERE ts >= ? AND ts <= ?', now - WINDOW, now);
    expect(inWindow).toBeGreaterThan(10_000);
    expect((await trades('?limit=20000')).length).toBe(10_000);
    expect((await trades('?limit=99999999999999999999')).length).toBe(10_000);
    expect((await trades('?limit=0')).length).toBe(0);
    expect((await trades('?offset=10000&limit=1')).length).toBe(1);
    const over = await get('?offset=10001');
    expect(over.status).toBe(400);
    expect((over.body as { error: string }).error).toMatch(/offset/);
  });

  it('returns the spec fields, newest first, with ties broken by id', async () => {
    const rows = await trades(`?user=${DEMO_TRADER}&takerOnly=false&start=1&limit=10000`);
    expect(rows.length).toBe(count('SELECT COUNT(*) FROM trades WHERE taker = ? OR maker = ?', USER, USER));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.timestamp).toBeLessThanOrEqual(rows[i - 1]!.timestamp);
    expect(rows.every((r) => r.proxyWallet === DEMO_TRADER && r.name === 'Demo Trader')).toBe(true);
    expect(rows.every((r) => r.icon !== '' && r.outcome !== '' && r.title !== '')).toBe(true);
  });

  it('default window: an old demo-trader trade is absent by default, present with start=1, absent market-scoped', async () => {
    const old = db
      .prepare('SELECT id, ts, tx_hash, condition_id FROM trades WHERE taker = ? AND ts < ? ORDER BY ts LIMIT 1')
      .get(USER, now - WINDOW) as { ts: number; tx_hash: string; condition_id: string };
    expect(old).toBeDefined();
    const has = (rows: Trade[]) => rows.some((r) => r.transactionHash === old.tx_hash && r.timestamp === old.ts);
    expect(has(await trades(`?user=${DEMO_TRADER}&limit=10000`))).toBe(false);
    expect(has(await trades(`?user=${DEMO_TRADER}&limit=10000&start=0`))).toBe(false);
    expect(has(await trades(`?user=${DEMO_TRADER}&limit=10000&start=1`))).toBe(true);
    expect(has(await trades(`?user=${DEMO_TRADER}&limit=10000&start=${old.ts}`))).toBe(true);
    expect(has(await trades(`?user=${DEMO_TRADER}&limit=10000&start=${old.ts + 1}`))).toBe(false);
    // market-scoped: the 3-year floor stays, start can only narrow it
    expect(has(await trades(`?market=${old.condition_id}&limit=10000&start=1`))).toBe(false);
    expect(has(await trades(`?market=${old.condition_id}&user=${DEMO_TRADER}&limit=10000&start=1`))).toBe(false);
    const eventId = db.prepare('SELECT event_id FROM markets WHERE condition_id = ?').pluck().get(old.condition_id) as number;
    expect(has(await trades(`?eventId=${eventId}&limit=10000&start=1`))).toBe(false);
  });

  it('end excludes newer rows (default end is now)', async () => {
    const end = now - 30 * 86_400;
    const rows = await trades(`?user=${DEMO_TRADER}&takerOnly=false&start=1&end=${end}&limit=10000`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.timestamp <= end)).toBe(true);
    expect(rows.length).toBe(count('SELECT COUNT(*) FROM trades WHERE (taker = ? OR maker = ?) AND ts <= ?', USER, USER, end));
    const all = await trades('?limit=50');
    expect(all.every((r) => r.timestamp <= now)).toBe(true);
  });

  it("takerOnly (default true) keeps the user's taker fills; false adds maker fills from the maker's side", async () => {
    const taker = await trades(`?user=${DEMO_TRADER}&start=1&limit=10000`);
    expect(taker.length).toBe(count('SELECT COUNT(*) FROM trades WHERE taker = ?', USER));
    const both = await trades(`?user=${DEMO_TRADER}&start=1&limit=10000&takerOnly=false`);
    const makerOnly = count('SELECT COUNT(*) FROM trades WHERE maker = ? AND taker != ?', USER, USER);
    expect(makerOnly).toBeGreaterThan(0);
    expect(both.length).toBe(taker.length + makerOnly);
    const fill = db.prepare('SELECT tx_hash, taker_side FROM trades WHERE maker = ? AND taker != ? LIMIT 1').get(USER, USER) as {
      tx_hash: string;
      taker_side: string;
    };
    const row = both.find((r) => r.transactionHash === fill.tx_hash)!;
    expect(row.side).toBe(fill.taker_side === 'BUY' ? 'SELL' : 'BUY');
    const sells = await trades(`?user=${DEMO_TRADER}&start=1&limit=10000&takerOnly=false&side=SELL`);
    expect(sells.length).toBeGreaterThan(0);
    expect(sells.every((r) => r.side === 'SELL')).toBe(true);
  });

  it('filterType and filterAmount go together; each keeps trades at or above the amount', async () => {
    for (const q of [
      'filterType=CASH',
      'filterAmount=5',
      'filterType=TOKENS&filterAmount=',
      'filterType=CASH&filterAmount=-1',
      'filterType=USD&filterAmount=1',
    ]) {
      const r = await get(`?${q}`);
      expect(r.status, q).toBe(400);
      expect((r.body as { error: string }).error).toMatch(/filter/);
    }
    const cash = await trades(`?user=${DEMO_TRADER}&start=1&limit=10000&filterType=CASH&filterAmount=20`);
    expect(cash.length).toBeGreaterThan(0);
    expect(cash.every((r) => r.size * r.price >= 20 - 1e-9)).toBe(true);
    const tokens = await trades(`?user=${DEMO_TRADER}&start=1&limit=10000&filterType=tokens&filterAmount=100`);
    expect(tokens.every((r) => r.size >= 100)).toBe(true);
    expect((await trades(`?user=${DEMO_TRADER}&start=1&limit=10000&filterType=TOKENS&filterAmount=0`)).length).toBe(
      count('SELECT COUNT(*) FROM trades WHERE taker = ?', USER),
    );
  });

  it('market and eventId are exclusive; each scopes the fills', async () => {
    const m = db
      .prepare(
        'SELECT condition_id, event_id FROM markets m WHERE EXISTS (SELECT 1 FROM trades t WHERE t.condition_id = m.condition_id) LIMIT 1',
      )
      .get() as {
      condition_id: string;
      event_id: number;
    };
    const both = await get(`?market=${m.condition_id}&eventId=${m.event_id}`);
    expect(both.status).toBe(400);
    expect(
      (await trades(`?market=${m.condition_id.toUpperCase().replace('0X', '0x')}`)).every((r) => r.conditionId === m.condition_id),
    ).toBe(true);
    const ids = new Set(db.prepare('SELECT condition_id FROM markets WHERE event_id = ?').pluck().all(m.event_id));
    expect((await trades(`?eventId=${m.event_id}&limit=500`)).every((r) => ids.has(r.conditionId))).toBe(true);
  });

  it('answers every malformed input with a 400 JSON body naming the parameter', async () => {
    const cases: [string, string][] = [
      ['user=0x123', 'user'],
      ['user=f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'user'],
      ['market=0xzz', 'market'],
      [`market=0x${'0'.repeat(63)}`, 'market'],
      ['eventId=0', 'eventId'],
      ['eventId=a', 'eventId'],
      ['limit=abc', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1', 'offset'],
      ['start=-1', 'start'],
      ['end=1e9', 'end'],
      ['takerOnly=maybe', 'takerOnly'],
      ['side=HOLD', 'side'],
      ['limit=1&limit=2', 'limit'],
    ];
    for (const [q, name] of cases) {
      const res = await app.request(`/data/trades?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/json/);
      const body = (await res.json()) as { error: string };
      expect(body.error, q).toContain(name);
    }
  });
});
