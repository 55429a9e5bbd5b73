import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createApp } from '../../app';
import { getMeta } from '../../db/connection';
import { DEMO_TRADER } from '../../../src/api/config';
import { demoDb } from '../../testing/demo-db';
import { microToDecimal } from './csv';
import { parseCsv } from '../../../src/lib/csv';

const db = demoDb();
const NOW = Number(getMeta(db, 'dataset_now'));
const app = createApp(db, { now: () => NOW });
const get = (path: string) => app.request(`/data${path}`);

async function snapshot(user: string) {
  const res = await get(`/v1/accounting/snapshot?user=${user}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const files = unzipSync(bytes);
  expect(Object.keys(files).sort()).toEqual(['equity.csv', 'positions.csv']);
  const toObjects = (name: string) => {
    const [header, ...rows] = parseCsv(strFromU8(files[name]!));
    return { header: header!, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
  };
  return { positions: toObjects('positions.csv'), equity: toObjects('equity.csv') };
}

describe('GET /v1/accounting/snapshot', () => {
  it('zips positions.csv matching the positions route and equity.csv matching cash exactly', async () => {
    const { positions, equity } = await snapshot(DEMO_TRADER);
    expect(positions.header).toContain('currentValue');
    const route = (await (await get(`/positions?user=${DEMO_TRADER}&sizeThreshold=0&includeArchived=true&limit=500`)).json()) as Record<
      string,
      unknown
    >[];
    expect(route.length).toBeGreaterThan(10);
    expect(positions.rows).toHaveLength(route.length);
    const byAsset = new Map(route.map((r) => [r.asset as string, r]));
    for (const row of positions.rows) {
      const r = byAsset.get(row.asset!)!;
      expect(r).toBeDefined();
      for (const k of [
        'size',
        'avgPrice',
        'initialValue',
        'curPrice',
        'currentValue',
        'cashPnl',
        'percentPnl',
        'totalBought',
        'realizedPnl',
      ]) {
        expect(Number(row[k]), k).toBe(r[k]);
      }
      expect(row.title).toBe(r.title);
      expect(row.conditionId).toBe(r.conditionId);
      expect(row.outcome).toBe(r.outcome);
    }
    // exact decimal sums from the ledger's micro integers
    const user = DEMO_TRADER.toLowerCase();
    const cash = db.prepare<[string], { balance: number }>('SELECT balance FROM cash WHERE user = ?').get(user)!.balance;
    const value = positions.rows.reduce((s, r) => s + toMicro(r.currentValue!), 0n);
    expect(equity.header).toEqual(['proxyWallet', 'asOf', 'cashBalance', 'positionsValue', 'equity']);
    expect(equity.rows).toHaveLength(1);
    const e = equity.rows[0]!;
    expect(e.cashBalance).toBe(microToDecimal(cash));
    expect(e.positionsValue).toBe(microToDecimal(value));
    expect(e.equity).toBe(microToDecimal(BigInt(cash) + value));
  });

  it('answers a never-seen wallet with headers only and zero equity', async () => {
    const { positions, equity } = await snapshot('0x00000000000000000000000000000000deadbeef');
    expect(positions.rows).toHaveLength(0);
    expect(equity.rows[0]).toMatchObject({ cashBalance: '0', positionsValue: '0', equity: '0' });
  });

  it('rejects a missing or malformed user with a JSON 400', async () => {
    for (const q of ['', '?user=nope']) {
      const res = await get(`/v1/accounting/snapshot${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/user/);
    }
  });
});

function toMicro(s: string): bigint {
  const neg = s.startsWith('-');
  const [w, f = ''] = (neg ? s.slice(1) : s).split('.');
  const v = BigInt(w!) * 1_000_000n + BigInt(f.padEnd(6, '0'));
  return neg ? -v : v;
}

describe('microToDecimal', () => {
  it('writes exact decimals', () => {
    expect(microToDecimal(29_200_000)).toBe('29.2');
    expect(microToDecimal(-5)).toBe('-0.000005');
    expect(microToDecimal(0)).toBe('0');
    expect(microToDecimal(123_456_789n)).toBe('123.456789');
  });
});
