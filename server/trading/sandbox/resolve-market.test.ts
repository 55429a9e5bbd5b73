import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/connection';
import { Ledger } from '../../ledger';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, BOB, tradingSandbox } from '../../testing/trading-kit';
import { MARKET_NOT_READY } from '../../../src/api/error-messages';

/* Markets resolving while the sandbox runs: the operator's /admin/resolve and the scheduled resolver. */

let db: Db;
let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

const resolve = (body: unknown) =>
  app.request('/clob/admin/resolve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const alice = ALICE.address.toLowerCase();

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db, { sandbox: true });
  s = await tradingSandbox(db, app);
}, 60_000);

describe('POST /clob/admin/resolve', () => {
  it('resolves a market: its resting orders are canceled, their cash freed, and its positions turn redeemable', async () => {
    // Alice buys 10 of outcome 0 against Bob's 10 of outcome 1 (a mint), and rests one more bid
    expect((await s.place(BOB, { side: 'BUY', price: '0.4', size: '10', tokenId: s.token1 })).body).toMatchObject({ status: 'live' });
    expect((await s.place(ALICE, { side: 'BUY', price: '0.6', size: '10' })).body).toMatchObject({ status: 'matched' });
    expect((await s.place(ALICE, { side: 'BUY', price: '0.02', size: '50' })).body).toMatchObject({ status: 'live' });

    const res = await resolve({ conditionId: s.market, outcome: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ conditionId: s.market, winningIndex: 0, canceledOrders: 1 });

    expect(((await s.call(ALICE, 'GET', '/data/orders')).body.data as unknown[]).length).toBe(0);
    // the engine let go of them too (reservations are its resting orders): a bid on a fee-free market
    // for all but 50¢ of Alice's cash is taken, which the $1 still reserved would have refused
    const free = db
      .prepare<[string], { token0: string }>(
        'SELECT token0 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND fee_bps = 0 AND condition_id != ? LIMIT 1',
      )
      .get(s.market)!;
    const cents = (new Ledger(db).cashOf(alice) - 500_000) / 10_000;
    const all = await s.place(ALICE, { side: 'BUY', price: '0.01', size: String(cents), tokenId: free.token0 });
    expect(all.body).toMatchObject({ success: true, status: 'live' });
    const refused = await s.place(ALICE, { side: 'BUY', price: '0.5', size: '5' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MARKET_NOT_READY);

    const positions = await app.request(`/data/v2/positions?user=${alice}&status=REDEEMABLE&condition=${s.market}`);
    const rows = ((await positions.json()) as { data: { token_id: string; status: string; redeemable: boolean }[] }).data;
    expect(rows.find((p) => p.token_id === s.token0)).toMatchObject({ status: 'REDEEMABLE', redeemable: true });
  });

  it('refuses a resolved market (409), an unknown one (404) and an outcome the market does not have (400)', async () => {
    expect((await resolve({ conditionId: s.market, outcome: 1 })).status).toBe(409);
    expect((await resolve({ conditionId: `0x${'ab'.repeat(32)}`, outcome: 0 })).status).toBe(404);
    const open = db
      .prepare<[], { condition_id: string }>('SELECT condition_id FROM markets WHERE resolved_at IS NULL ORDER BY condition_id LIMIT 1')
      .get()!;
    const bad = await resolve({ conditionId: open.condition_id, outcome: 'Maybe' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/unknown outcome Maybe/);
    expect((await resolve({ conditionId: 'nope', outcome: 0 })).status).toBe(400);
  });

  it('takes the outcome by its label, in any case', async () => {
    const m = db
      .prepare<[], { condition_id: string; outcome1: string }>(
        'SELECT condition_id, outcome1 FROM markets WHERE resolved_at IS NULL ORDER BY condition_id LIMIT 1',
      )
      .get()!;
    const res = await resolve({ conditionId: m.condition_id, outcome: m.outcome1.toUpperCase() });
    expect(await res.json()).toMatchObject({ winningIndex: 1, winningOutcome: m.outcome1 });
    expect(db.prepare('SELECT payout0, payout1 FROM markets WHERE condition_id = ?').get(m.condition_id)).toEqual({
      payout0: 0,
      payout1: 1_000_000,
    });
  });
});

describe('the scheduled resolver', () => {
  it('resolves the markets past their end date for the outcome their price favours, and no other', () => {
    const open = db
      .prepare<[], { condition_id: string }>(
        'SELECT condition_id FROM markets WHERE resolved_at IS NULL AND archived = 0 ORDER BY condition_id LIMIT 2',
      )
      .all();
    const [low, high] = open.map((m) => m.condition_id);
    const past = Math.floor(Date.now() / 1000) - 60;
    db.prepare('UPDATE markets SET end_date = ?, price0 = ? WHERE condition_id = ?').run(past, 300_000, low);
    db.prepare('UPDATE markets SET end_date = ?, price0 = ? WHERE condition_id = ?').run(past, 700_000, high);
    const resolved = app.trading!.resolver.resolveDue();
    expect(new Map(resolved.map((r) => [r.conditionId, r.winningIndex]))).toEqual(
      new Map([
        [low, 1],
        [high, 0],
      ]),
    );
    expect(app.trading!.resolver.resolveDue()).toEqual([]);
  });
});
