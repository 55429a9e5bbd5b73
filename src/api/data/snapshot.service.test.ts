import { beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { DEMO_TRADER } from '../config';
import { parseSnapshot, snapshotFilename, SnapshotError } from './snapshot';

import { localService } from '../../testing/local-service';

/** '3547.59061' → 3547590610n by string surgery, independent of the code under test. */
const micro = (s: string): bigint => {
  const neg = s.startsWith('-');
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(whole + frac.padEnd(6, '0'));
  return neg ? -v : v;
};

let zip: Uint8Array;
let viaClient: Uint8Array;

beforeAll(async () => {
  const svc = localService();
  const res = await svc.app.request(`/data/v1/accounting/snapshot?user=${DEMO_TRADER}`);
  expect(res.status).toBe(200);
  zip = new Uint8Array(await res.arrayBuffer());
  viaClient = await svc.data.v1.accountingSnapshot({ user: DEMO_TRADER });
});

describe('parseSnapshot', () => {
  it('reads the real ZIP: both CSVs as rows, and an equity summary that matches equity.csv', () => {
    expect([zip[0], zip[1]]).toEqual([0x50, 0x4b]); // "PK"
    const s = parseSnapshot(zip);
    expect(s.files.map((f) => f.name).sort()).toEqual(['equity.csv', 'positions.csv']);
    expect(s.positions.rows.length).toBeGreaterThan(10);
    expect(s.positions.header.slice(0, 4)).toEqual(['proxyWallet', 'asset', 'conditionId', 'title']);
    // quoted titles with commas survive the parse
    expect(s.positions.rows.some((r) => r.title!.includes(','))).toBe(true);
    expect(s.positions.rows.every((r) => r.proxyWallet === DEMO_TRADER)).toBe(true);

    const eq = s.equity.rows[0]!;
    const sum = s.positions.rows.reduce((t, r) => t + micro(r.currentValue!), 0n);
    expect(s.summary.positionsValue).toBe(sum);
    expect(s.summary.positionsValue).toBe(micro(eq.positionsValue!));
    expect(s.summary.cash).toBe(micro(eq.cashBalance!));
    expect(s.summary.total).toBe(micro(eq.equity!));
    expect(s.summary.total).toBe(s.summary.cash + s.summary.positionsValue);
    expect(s.summary.consistent).toBe(true);
    expect(s.summary.wallet).toBe(DEMO_TRADER);
    expect(snapshotFilename(DEMO_TRADER, s.summary.asOf)).toBe(`accounting-snapshot-${DEMO_TRADER}-${eq.asOf!.slice(0, 10)}.zip`);
  });

  it('the typed client hands over the same bytes', () => {
    // the two reads may straddle a second: only the snapshot's time may differ
    const summary = (bytes: Uint8Array) => ({ ...parseSnapshot(bytes).summary, asOf: undefined });
    expect(summary(viaClient)).toEqual(summary(zip));
  });

  it('flags an equity.csv that disagrees with its positions', () => {
    const good = parseSnapshot(zip);
    const positions = `${good.positions.header.join(',')}\r\n`;
    const equity = 'proxyWallet,asOf,cashBalance,positionsValue,equity\r\n0xabc,2026-01-01T00:00:00Z,10.5,0.1,10.7\r\n';
    const s = parseSnapshot(zipSync({ 'positions.csv': strToU8(positions), 'equity.csv': strToU8(equity) }));
    expect(s.positions.rows).toEqual([]);
    expect(s.summary.positionsValue).toBe(0n);
    expect(s.summary.total).toBe(10_500_000n);
    expect(s.summary.consistent).toBe(false);
  });

  it('refuses what is not a snapshot, in words', () => {
    expect(() => parseSnapshot(new TextEncoder().encode('{"error":"nope"}'))).toThrow(SnapshotError);
    expect(() => parseSnapshot(zipSync({ 'positions.csv': strToU8('asset,title,outcome,size,currentValue\r\n') }))).toThrow(
      'no equity.csv',
    );
    const badAmount = zipSync({
      'positions.csv': strToU8('asset,title,outcome,size,currentValue\r\n1,t,Yes,1,abc\r\n'),
      'equity.csv': strToU8('cashBalance,positionsValue,equity\r\n1,1,2\r\n'),
    });
    expect(() => parseSnapshot(badAmount)).toThrow("currentValue is not an amount: 'abc'");
  });
});
