import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../src/api/config';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { freshDemoDb } from '../testing/combo-kit';
import { expectReconciled } from '../testing/reconcile-assert';
import { ALICE, BOB, tradingSandbox } from '../testing/trading-kit';

/*
 * The money model still reconciles after the trading service settles fills through the ledger:
 * crossing orders that mint a pair, trade shares and merge a pair back, with taker fees, between two
 * funded traders; then both traders and the exchange account (which splits and merges for them)
 * reconcile to the micro-dollar.
 */

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db);
  const s = await tradingSandbox(db, app);
  // a market that charges fees, so fees and their PnL treatment are exercised too
  const m = db
    .prepare<[number], { token0: string; token1: string }>(
      `SELECT token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND neg_risk = 0 AND end_date > ? AND fee_bps > 0
       ORDER BY condition_id LIMIT 1`,
    )
    .get(Math.floor(Date.now() / 1000))!;
  const place = async (who: typeof ALICE, side: 'BUY' | 'SELL', token: string, price: string, size: string) => {
    const res = await s.place(who, { tokenId: token, side, price, size });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.status;
  };
  // a BUY of each outcome mints a pair: Alice 30 Yes at 0.40, Bob 30 No at 0.60 (Bob takes, pays the fee)
  expect(await place(ALICE, 'BUY', m.token0, '0.4', '30')).toBe('live');
  expect(await place(BOB, 'BUY', m.token1, '0.6', '30')).toBe('matched');
  // a plain trade: Alice sells 10 Yes to Bob's bid at 0.45, realizing against her 0.40 basis
  expect(await place(BOB, 'BUY', m.token0, '0.45', '10')).toBe('live');
  expect(await place(ALICE, 'SELL', m.token0, '0.45', '10')).toBe('matched');
  // a SELL of each outcome merges a pair back into cash
  expect(await place(ALICE, 'SELL', m.token0, '0.5', '10')).toBe('live');
  expect(await place(BOB, 'SELL', m.token1, '0.5', '10')).toBe('matched');
}, 120_000);

describe('after the trading service settles fills', () => {
  // the sandbox funds each trader with 1,000 pUSD, and the exchange account with 1,000,000,000
  for (const [label, address, deposits] of [
    ['Alice (maker of the mint, taker of the trade)', ALICE.address, 1_000_000_000],
    ['Bob (taker of the mint and the merge)', BOB.address, 1_000_000_000],
    ['the exchange account (splits and merges for the traders)', CONTRACTS.exchange, 1_000_000_000_000_000],
  ] as const) {
    it(`${label} reconciles to the micro-dollar`, async () => {
      const f = await expectReconciled(db, app, address);
      expect(f.deposits).toBe(deposits);
    });
  }

  it('the traders paid fees and hold what the fills left them', async () => {
    const a = await expectReconciled(db, app, ALICE.address);
    const b = await expectReconciled(db, app, BOB.address);
    // each paid the taker fee of the fill it took (Alice the trade's, Bob the mint's), at the market's rate
    expect(a.fees).toBeGreaterThan(0);
    expect(b.fees).toBeGreaterThan(0);
    // Alice sold 10 of her 30 Yes at 0.45 over a 0.40 basis (+0.50), and merged 10 more at 0.50 (+1.00)
    expect(a.realizedMarket).toBe(1_500_000);
    expect(a.positionsCost).toBe(4_000_000);
    expect(b.positionsValue).toBeGreaterThan(0);
  });
});
