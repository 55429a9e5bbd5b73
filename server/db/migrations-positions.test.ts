import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../ledger';
import { ALICE, BOB, M, NR, tinyDb, token } from '../testing/ledger-fixtures';
import { auditPositionMarks } from '../seed/audit-queries';
import { migrate } from './migrations';

/*
 * Migration 8: positions keep their market's mark and flags. An existing file is filled in place,
 * and every later write (the ledger's fills, splits, resolutions and redemptions, and plain SQL on
 * markets) keeps what positions keep equal to what the marks rule says now.
 */

const USD = 1_000_000;
/** The version before positions kept their marks. */
const BEFORE_MARKS = 7;

describe('migration 8: positions keep their marks', () => {
  it('fills the marks, flags and values of a file an older release left, then walks the new indexes', () => {
    const db = new Database(':memory:');
    migrate(db, BEFORE_MARKS);
    db.exec(
      `INSERT INTO events (id, slug, title, category, icon, image, neg_risk, start_date, end_date) VALUES (1, 'e', 'E', 'x', '', '', 0, 0, 0)`,
    );
    const market = db.prepare(`INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0,
      outcome1, token0, token1, tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0, resolved_at, payout0, payout1)
      VALUES (?, ?, 1, ?, 't', '', '', 'x', 'Yes', 'No', ?, ?, '0.01', 1, 0, 0, 0, ?, ?, ?, ?, ?)`);
    market.run('0xa', 'qa', 'a', 'a0', 'a1', 0, 333_333, null, null, null);
    market.run('0xb', 'qb', 'b', 'b0', 'b1', 1, 900_000, 5, 0, 1_000_000);
    market.run('0xc', 'qc', 'c', 'c0', 'c1', 1, 2_000_000, null, null, null);
    const position = db.prepare(`INSERT INTO positions VALUES (?, ?, ?, ?, ?, 1000000, 0, ?, 1000000, 7, 1, 2)`);
    for (const [asset, cid, outcome] of [
      ['a0', '0xa', 0],
      ['a1', '0xa', 1],
      ['b0', '0xb', 0],
      ['b1', '0xb', 1],
      ['c1', '0xc', 1],
    ] as const)
      position.run(ALICE, asset, cid, outcome, 3_333_333, 3_333_333);

    migrate(db);

    expect(auditPositionMarks(db)).toEqual([]);
    const kept = db.prepare('SELECT asset, mark, market_resolved, market_archived, current_value FROM positions ORDER BY asset').all();
    expect(kept).toEqual([
      { asset: 'a0', mark: 333_333, market_resolved: 0, market_archived: 0, current_value: 1_111_110 },
      { asset: 'a1', mark: 666_667, market_resolved: 0, market_archived: 0, current_value: 2_222_223 },
      { asset: 'b0', mark: 0, market_resolved: 1, market_archived: 1, current_value: 0 },
      { asset: 'b1', mark: 1_000_000, market_resolved: 1, market_archived: 1, current_value: 3_333_333 },
      // a price out of range is clamped, as outcomeMark clamps it
      { asset: 'c1', mark: 0, market_resolved: 0, market_archived: 1, current_value: 0 },
    ]);
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT asset FROM positions INDEXED BY positions_held_total
         WHERE user = ? AND size >= 100000 ORDER BY total_pnl DESC, asset DESC LIMIT 2`,
      )
      .all(ALICE) as { detail: string }[];
    expect(plan.map((p) => p.detail)).toEqual(['SEARCH positions USING INDEX positions_held_total (user=?)']);
    db.close();
  });

  it('stays right through the ledger: fills, splits, merges, a resolution and its redemption', () => {
    const db = tinyDb();
    const ledger = new Ledger(db);
    ledger.deposit({ user: ALICE, amount: 1000 * USD, ts: 10 });
    ledger.deposit({ user: BOB, amount: 1000 * USD, ts: 10 });
    ledger.split({ user: BOB, conditionId: M, amount: 100 * USD, ts: 11 });
    ledger.trade({ ts: 12, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'BUY', size: 10 * USD, price: 550_000 });
    ledger.trade({ ts: 13, conditionId: M, outcomeIndex: 0, taker: ALICE, maker: BOB, takerSide: 'SELL', size: 3 * USD, price: 580_000 });
    ledger.split({ user: ALICE, conditionId: NR[0], amount: 7 * USD, ts: 14 });
    ledger.merge({ user: ALICE, conditionId: NR[0], amount: 2 * USD, ts: 15 });
    expect(auditPositionMarks(db)).toEqual([]);
    const alice = (asset: string) =>
      db.prepare('SELECT size, mark, market_resolved, current_value FROM positions WHERE user = ? AND asset = ?').get(ALICE, asset);
    expect(alice(token(1, 0))).toEqual({ size: 7 * USD, mark: 600_000, market_resolved: 0, current_value: 4_200_000 });

    ledger.resolve({ conditionId: M, payouts: [1_000_000, 0], ts: 20 });
    expect(auditPositionMarks(db)).toEqual([]);
    expect(alice(token(1, 0))).toEqual({ size: 7 * USD, mark: 1_000_000, market_resolved: 1, current_value: 7 * USD });
    expect(db.prepare('SELECT mark FROM positions WHERE user = ? AND asset = ?').pluck().get(BOB, token(1, 1))).toBe(0);

    ledger.redeem({ user: ALICE, conditionId: M, ts: 21 });
    expect(alice(token(1, 0))).toEqual({ size: 0, mark: 1_000_000, market_resolved: 1, current_value: 0 });
    expect(auditPositionMarks(db)).toEqual([]);
  });

  it('follows plain SQL on markets: a price move, archiving, and a market written after its positions', () => {
    const db = tinyDb();
    const ledger = new Ledger(db);
    ledger.deposit({ user: ALICE, amount: 100 * USD, ts: 10 });
    ledger.split({ user: ALICE, conditionId: NR[1], amount: 5 * USD, ts: 11 });
    db.prepare('UPDATE markets SET price0 = 420000 WHERE condition_id = ?').run(NR[1]);
    db.prepare('UPDATE markets SET archived = 1 WHERE condition_id = ?').run(NR[1]);
    expect(auditPositionMarks(db)).toEqual([]);
    expect(db.prepare('SELECT mark, market_archived FROM positions WHERE asset = ?').get(token(3, 1))).toEqual({
      mark: 580_000,
      market_archived: 1,
    });

    db.prepare(
      `INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl,
      first_ts, last_ts) VALUES (?, 'x0', '0xlate', 0, 2000000, 0, 0, 2000000, 0, 0, 1, 1)`,
    ).run(BOB);
    expect(db.prepare("SELECT mark FROM positions WHERE asset = 'x0'").pluck().get()).toBe(0);
    db.prepare(
      `INSERT INTO markets (condition_id, question_id, event_id, slug, title, icon, image, category, outcome0, outcome1, token0,
      token1, tick_size, min_order_size, neg_risk, start_date, end_date, archived, price0)
      VALUES ('0xlate', 'q', 1, 'late', 'Late', '', '', 'x', 'Yes', 'No', 'x0', 'x1', '0.01', 1, 0, 0, 0, 0, 250000)`,
    ).run();
    expect(db.prepare("SELECT mark, current_value FROM positions WHERE asset = 'x0'").get()).toEqual({
      mark: 250_000,
      current_value: 500_000,
    });
    expect(auditPositionMarks(db)).toEqual([]);
  });
});
