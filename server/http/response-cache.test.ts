import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { demoDb } from '../testing/demo-db';
import { DEMO_TRADER } from '../../src/api/config';

describe('response cache of the list routes', () => {
  it('answers a repeat from memory and drops everything on the next write', async () => {
    const db = demoDb();
    const app = createApp(db);
    const url = `/data/activity?user=${DEMO_TRADER}&limit=5&excludeDepositsWithdrawals=false`;
    const first = await (await app.request(url)).json();
    expect(await (await app.request(url)).json()).toEqual(first);

    // a committed write (a new deposit) must show on the very next read
    const ts = Math.floor(Date.now() / 1000);
    db.prepare(
      `INSERT INTO activity (user, ts, type, condition_id, asset, outcome_index, side, size, usdc_size, price, share_delta, cash_delta, is_combo, tx_hash)
      SELECT user, ?, 'DEPOSIT', '', '', 999, '', 0, 7000000, 0, 0, 7000000, 0, '0x' || printf('%064x', 77) FROM activity WHERE user = ? LIMIT 1`,
    ).run(ts, DEMO_TRADER.toLowerCase());
    const after = (await (await app.request(url)).json()) as { type: string; usdcSize: number; timestamp: number }[];
    expect(after[0]).toMatchObject({ type: 'DEPOSIT', usdcSize: 7, timestamp: ts });
  });

  it('never keeps an error', async () => {
    const app = createApp(demoDb());
    const bad = '/data/trades?limit=abc';
    expect((await app.request(bad)).status).toBe(400);
    expect((await app.request(bad)).status).toBe(400);
  });
});
