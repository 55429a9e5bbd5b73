import { beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { DEMO_TRADER } from '../../src/api/config';
import type { Db } from '../db/connection';
import { getMeta } from '../db/connection';
import { comboStatus, COMBO_STATUSES, type LegResolution } from '../ledger';
import { demoDb } from '../testing/demo-db';

const ME = DEMO_TRADER.toLowerCase();
const DAY = 86_400;

let db: Db;
let now: number;
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(ME, ...args) as number;

beforeAll(() => {
  db = demoDb();
  now = Number(getMeta(db, 'dataset_now'));
});

describe('the demo trader covers the whole spec', () => {
  it('has a profile, stored lower case and displayed checksummed', () => {
    const u = db.prepare('SELECT display_address, name, pseudonym FROM users WHERE address = ?').get(ME) as Record<string, string>;
    expect(u.display_address).toBe(getAddress(DEMO_TRADER));
    expect(u.name).not.toBe('');
    expect(u.pseudonym).not.toBe('');
  });

  it('holds at least 30 open positions across several events', () => {
    expect(
      count(
        `SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NULL`,
      ),
    ).toBeGreaterThanOrEqual(30);
    expect(
      count(
        `SELECT COUNT(DISTINCT m.event_id) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NULL`,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it('holds redeemable positions, one of them on a fractionally resolved market', () => {
    expect(
      count(
        `SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NOT NULL`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      count(
        `SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NOT NULL AND m.payout0 > 0 AND m.payout0 < 1000000`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('holds mergeable positions (both outcomes of an unresolved market)', () => {
    expect(
      count(`SELECT COUNT(*) FROM (SELECT p.condition_id FROM positions p JOIN markets m USING (condition_id)
             WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NULL GROUP BY p.condition_id HAVING COUNT(*) = 2)`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('has closed positions (size 0) that keep their realized PnL', () => {
    expect(count(`SELECT COUNT(*) FROM positions WHERE user = ? AND size = 0 AND realized_pnl != 0`)).toBeGreaterThanOrEqual(10);
    expect(count(`SELECT COUNT(*) FROM positions WHERE user = ? AND size = 0 AND realized_pnl > 0`)).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) FROM positions WHERE user = ? AND size = 0 AND realized_pnl < 0`)).toBeGreaterThan(0);
  });

  it('holds positions in archived markets, open and resolved', () => {
    expect(
      count(
        `SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.archived = 1 AND m.resolved_at IS NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        `SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.archived = 1 AND m.resolved_at IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
  });

  it('holds positions under one share and positions in neg-risk markets', () => {
    expect(count(`SELECT COUNT(*) FROM positions WHERE user = ? AND size > 0 AND size < 1000000`)).toBeGreaterThanOrEqual(1);
    expect(
      count(`SELECT COUNT(*) FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0 AND m.neg_risk = 1`),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has activity of all twelve types', () => {
    const types = db.prepare('SELECT DISTINCT type FROM activity WHERE user = ? ORDER BY type').pluck().all(ME);
    expect(types).toEqual([
      'CONVERSION',
      'DEPOSIT',
      'MAKER_REBATE',
      'MERGE',
      'REDEEM',
      'REFERRAL_REWARD',
      'REWARD',
      'SPLIT',
      'TAKER_REBATE',
      'TRADE',
      'WITHDRAWAL',
      'YIELD',
    ]);
  });

  it('redeemed both sides of a market in one redemption (two REDEEM rows, one tx hash), a losing side for 0', () => {
    expect(
      count(
        `SELECT COUNT(*) FROM (SELECT tx_hash FROM activity WHERE user = ? AND type = 'REDEEM' AND is_combo = 0 GROUP BY tx_hash HAVING COUNT(*) = 2)`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      count(`SELECT COUNT(*) FROM activity WHERE user = ? AND type = 'REDEEM' AND is_combo = 0 AND usdc_size = 0`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('traded more than three years ago and in the last days, as taker and as maker', () => {
    const trades = db
      .prepare('SELECT ts FROM trades WHERE taker = ? UNION ALL SELECT ts FROM trades WHERE maker = ?')
      .pluck()
      .all(ME, ME) as number[];
    expect(trades.filter((ts) => ts < now - 3 * 365 * DAY - 30 * DAY).length).toBeGreaterThan(0);
    expect(trades.filter((ts) => ts >= now - 3 * DAY && ts < now).length).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) FROM trades WHERE maker = ?`)).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) FROM trades WHERE taker = ? AND taker_fee > 0`)).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) FROM activity WHERE user = ? AND ts >= ?`, now)).toBe(0);
  });

  it('holds combos of every status, with Split, Merge, Convert and Redeem activity', () => {
    const combos = db.prepare('SELECT DISTINCT combo_condition_id FROM combo_positions WHERE user = ?').pluck().all(ME) as string[];
    const legs = db.prepare(
      `SELECT l.outcome_index, m.resolved_at, m.payout0, m.payout1 FROM combo_legs l JOIN markets m USING (condition_id) WHERE l.combo_condition_id = ? ORDER BY l.leg_index`,
    );
    const statuses = new Set(combos.map((c) => comboStatus(legs.all(c) as LegResolution[])));
    expect([...statuses].sort()).toEqual([...COMBO_STATUSES].sort());
    const kinds = db.prepare('SELECT DISTINCT kind FROM combo_activity WHERE user = ? ORDER BY kind').pluck().all(ME);
    expect(kinds).toEqual(['Convert', 'Merge', 'Redeem', 'Split']);
    expect(
      count(`SELECT COUNT(*) FROM activity WHERE user = ? AND is_combo = 1 AND condition_id IN (SELECT combo_condition_id FROM combos)`),
    ).toBeGreaterThanOrEqual(7);
    expect(count(`SELECT COUNT(*) FROM combo_positions WHERE user = ? AND realized_payout > 0 AND shares = 0`)).toBeGreaterThanOrEqual(2);
    expect(count(`SELECT COUNT(*) FROM combo_positions WHERE user = ? AND resolved_at IS NOT NULL`)).toBeGreaterThanOrEqual(4);
  });

  it('has approvals, some granted and some not', () => {
    expect(count(`SELECT COUNT(*) FROM approvals WHERE user = ? AND approved = 1`)).toBeGreaterThan(3);
    expect(count(`SELECT COUNT(*) FROM approvals WHERE user = ? AND approved = 0`)).toBeGreaterThan(0);
  });
});
