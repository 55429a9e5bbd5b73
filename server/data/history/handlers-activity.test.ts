import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { DEMO_TRADER } from '../../../src/api/config';
import { Activities, type Activity } from '../../../src/api/data/contract/schemas-history';
import { pinnedDemoApp } from '../../testing/pinned-app';

/* GET /data/activity over the demo trader's account, with "now" pinned to the dataset's clock. */

const USER = DEMO_TRADER.toLowerCase();
const WINDOW = 3 * 365 * 86_400;
const BASE = `/data/activity?user=${DEMO_TRADER}`;
let db: Db;
let now: number;
let app: ReturnType<typeof pinnedDemoApp>['app'];

beforeAll(() => {
  ({ db, now, app } = pinnedDemoApp());
}, 60_000);

async function activity(query: string): Promise<Activity[]> {
  const res = await app.request(`${BASE}${query}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return Activities.parse(body);
}
async function status(path: string): Promise<[number, string]> {
  const res = await app.request(path);
  expect(res.headers.get('content-type')).toMatch(/json/);
  return [res.status, ((await res.json()) as { error?: string }).error ?? ''];
}
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
const ALL = '&start=1&limit=500&excludeDepositsWithdrawals=false';

describe('GET /activity', () => {
  it('clamps a limit above 500 and rejects an offset above 5000', async () => {
    const total = count("SELECT COUNT(*) FROM activity WHERE user = ? AND type NOT IN ('DEPOSIT', 'WITHDRAWAL')", USER);
    expect((await activity('&start=1&limit=100000')).length).toBe(Math.min(500, total));
    expect((await activity('&start=1&limit=99999999999999999999')).length).toBe(Math.min(500, total));
    expect((await activity('&offset=5000')).length).toBe(0);
    const [s, e] = await status(`${BASE}&offset=5001`);
    expect(s).toBe(400);
    expect(e).toMatch(/offset/);
  });

  it('requires a valid user and rejects invalid members of type, sortBy, sortDirection, side', async () => {
    for (const [q, name] of [
      ['/data/activity', 'user'],
      ['/data/activity?user=0xabc', 'user'],
      [`${BASE}&type=TRADE,BOGUS`, 'type'],
      [`${BASE}&sortBy=PRICE`, 'sortBy'],
      [`${BASE}&sortDirection=UP`, 'sortDirection'],
      [`${BASE}&side=LONG`, 'side'],
      [`${BASE}&start=x`, 'start'],
      [`${BASE}&end=-5`, 'end'],
      [`${BASE}&market=0x12`, 'market'],
      [`${BASE}&excludeDepositsWithdrawals=yes`, 'excludeDepositsWithdrawals'],
      [`${BASE}&market=0x${'a'.repeat(64)}&eventId=1`, 'eventId'],
    ] as const) {
      const [s, e] = await status(q);
      expect(s, q).toBe(400);
      expect(e, q).toContain(name);
    }
  });

  it('excludes deposits and withdrawals by default, even when type asks for them', async () => {
    expect(await activity('&type=DEPOSIT&start=1')).toEqual([]);
    expect((await activity('&start=1&limit=500')).some((r) => r.type === 'DEPOSIT' || r.type === 'WITHDRAWAL')).toBe(false);
    const deposits = await activity('&type=DEPOSIT,withdrawal&start=1&excludeDepositsWithdrawals=false');
    expect(deposits.length).toBe(count("SELECT COUNT(*) FROM activity WHERE user = ? AND type IN ('DEPOSIT', 'WITHDRAWAL')", USER));
    expect(deposits.every((r) => r.conditionId === '' && r.outcome === '')).toBe(true);
  });

  it('defaults to the 3-year window, but ASC without start reads from the first row of the account', async () => {
    const first = db
      .prepare("SELECT ts, tx_hash FROM activity WHERE user = ? AND type NOT IN ('DEPOSIT', 'WITHDRAWAL') ORDER BY ts, id LIMIT 1")
      .get(USER) as {
      ts: number;
      tx_hash: string;
    };
    expect(first.ts).toBeLessThan(now - WINDOW);
    const asc = await activity('&sortDirection=ASC&limit=1');
    expect(asc[0]!.timestamp).toBe(first.ts);
    expect(asc[0]!.transactionHash).toBe(first.tx_hash);
    const desc = await activity('&limit=500');
    expect(desc.every((r) => r.timestamp >= now - WINDOW)).toBe(true);
    expect(desc.some((r) => r.transactionHash === first.tx_hash)).toBe(false);
    expect((await activity('&limit=500&start=1')).some((r) => r.transactionHash === first.tx_hash)).toBe(true);
  });

  it('end excludes newer rows', async () => {
    const end = now - 200 * 86_400;
    const rows = await activity(`&start=1&end=${end}&limit=500`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.timestamp <= end)).toBe(true);
  });

  it('orders are stable: two pages of 2 equal one page of 4, for every sort and direction', async () => {
    for (const sortBy of ['TIMESTAMP', 'TOKENS', 'CASH']) {
      for (const dir of ['ASC', 'DESC']) {
        for (const offset of [0, 10, 37]) {
          const q = `&start=1&sortBy=${sortBy}&sortDirection=${dir}`;
          const four = await activity(`${q}&limit=4&offset=${offset}`);
          const a = await activity(`${q}&limit=2&offset=${offset}`);
          const b = await activity(`${q}&limit=2&offset=${offset + 2}`);
          expect([...a, ...b], `${sortBy} ${dir} ${offset}`).toEqual(four);
        }
        const all = await activity(`&start=1&limit=500&sortBy=${sortBy}&sortDirection=${dir}`);
        const key = (r: Activity) => (sortBy === 'TIMESTAMP' ? r.timestamp : sortBy === 'TOKENS' ? r.size : r.usdcSize);
        for (let i = 1; i < all.length; i++) {
          const d = key(all[i]!) - key(all[i - 1]!);
          expect(dir === 'ASC' ? d >= 0 : d <= 0).toBe(true);
        }
      }
    }
  });

  it('REDEEM rows of one redemption sum to the payout, with a 0 row for the losing outcome', async () => {
    const tx = db
      .prepare(
        "SELECT tx_hash FROM activity WHERE user = ? AND type = 'REDEEM' AND is_combo = 0 GROUP BY tx_hash HAVING COUNT(*) = 2 AND MIN(usdc_size) = 0 LIMIT 1",
      )
      .pluck()
      .get(USER) as string;
    expect(tx).toBeDefined();
    const rows = (await activity('&type=REDEEM&start=1&limit=500')).filter((r) => r.transactionHash === tx);
    expect(rows.length).toBe(2);
    expect(new Set(rows.map((r) => r.outcomeIndex))).toEqual(new Set([0, 1]));
    expect(rows.some((r) => r.usdcSize === 0)).toBe(true);
    const m = db.prepare('SELECT payout0, payout1 FROM markets WHERE condition_id = ?').get(rows[0]!.conditionId) as {
      payout0: number;
      payout1: number;
    };
    const payout = rows.reduce((s, r) => s + (r.size * (r.outcomeIndex === 0 ? m.payout0 : m.payout1)) / 1e6, 0);
    expect(rows.reduce((s, r) => s + r.usdcSize, 0)).toBeCloseTo(payout, 6);
    expect(rows.every((r) => r.asset !== '' && r.outcome !== '')).toBe(true);
  });

  it('outcomeIndex 999 ↔ outcome empty; CONVERSION icon empty; isCombo only on combo rows (62-hex conditionId)', async () => {
    const rows = await activity(ALL);
    expect(rows.length).toBe(count('SELECT COUNT(*) FROM activity WHERE user = ?', USER));
    for (const r of rows) {
      if (r.outcomeIndex === 999) expect(r.outcome).toBe('');
      else expect(r.outcome).not.toBe('');
      if (r.type === 'CONVERSION') expect(r.icon).toBe('');
      if ('isCombo' in r) {
        expect(r.isCombo).toBe(true);
        expect(r.conditionId).toMatch(/^0x[a-f0-9]{62}$/);
      } else if (r.conditionId !== '') {
        expect(r.conditionId).toMatch(/^0x[a-f0-9]{64}$/);
      }
    }
    expect(rows.some((r) => r.type === 'CONVERSION')).toBe(true);
    expect(rows.filter((r) => r.type === 'SPLIT' && r.outcomeIndex === 999 && r.asset === '').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.isCombo).length).toBe(count('SELECT COUNT(*) FROM activity WHERE user = ? AND is_combo = 1', USER));
    expect(rows.filter((r) => r.isCombo).length).toBeGreaterThan(0);
    // market rows not of type CONVERSION carry the icon fallback
    expect(rows.filter((r) => r.type === 'TRADE').every((r) => r.icon !== '')).toBe(true);
  });

  it('filters by type, side, market and eventId', async () => {
    const trades = await activity('&type=TRADE&side=BUY&start=1&limit=500');
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.every((r) => r.type === 'TRADE' && r.side === 'BUY')).toBe(true);
    const market = trades[0]!.conditionId;
    expect((await activity(`&market=${market}&start=1`)).every((r) => r.conditionId === market)).toBe(true);
    const eventId = db.prepare('SELECT event_id FROM markets WHERE condition_id = ?').pluck().get(market) as number;
    const ids = new Set(db.prepare('SELECT condition_id FROM markets WHERE event_id = ?').pluck().all(eventId));
    const byEvent = await activity(`&eventId=${eventId}&start=1`);
    expect(byEvent.length).toBeGreaterThan(0);
    expect(byEvent.every((r) => ids.has(r.conditionId))).toBe(true);
  });
});
