import { beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { APPROVALS_CATALOGUE } from '../../src/api/data/approvals-catalogue';
import type { Db } from '../db/connection';
import { demoDb } from '../testing/demo-db';
import {
  auditCash,
  auditCombos,
  auditDerivedColumns,
  auditMintBurn,
  auditPositionMarks,
  auditPositions,
  auditRedemptions,
  auditShareDeltas,
  auditSupply,
  auditTrades,
} from './audit-queries';

let db: Db;
beforeAll(() => {
  db = demoDb();
});

describe('demo dataset: ledger invariants recomputed from primary records', () => {
  it('has a sizeable history', () => {
    const n = (sql: string) => db.prepare(sql).pluck().get() as number;
    expect(n('SELECT COUNT(*) FROM trades')).toBeGreaterThan(25_000);
    expect(n('SELECT COUNT(*) FROM users')).toBe(300);
    expect(n('SELECT COUNT(*) FROM markets')).toBeGreaterThanOrEqual(150);
    expect(n('SELECT COUNT(*) FROM events WHERE neg_risk = 1')).toBeGreaterThan(3);
  });

  it('1. per token, shares held = minted − burned = Σ share movements, and minted/burned match the collateral rows', () => {
    expect(auditSupply(db)).toEqual([]);
    expect(auditShareDeltas(db)).toEqual([]);
    expect(auditMintBurn(db)).toEqual([]);
  });

  it('2. every cash balance equals the cash flows of its activity rows, fees included', () => {
    expect(auditCash(db)).toEqual([]);
    expect(auditDerivedColumns(db)).toEqual([]);
  });

  it('3. every position size equals tokens in minus tokens out of its owner', () => {
    expect(auditPositions(db)).toEqual([]);
    expect(auditTrades(db)).toEqual([]);
  });

  it('4. the REDEEM rows of one redemption sum to Σ size × payout of their outcomes', () => {
    expect(auditRedemptions(db)).toEqual([]);
    expect(auditCombos(db)).toEqual([]);
    const both = db
      .prepare(
        `SELECT COUNT(*) FROM (SELECT tx_hash FROM activity WHERE type = 'REDEEM' AND is_combo = 0 GROUP BY tx_hash HAVING COUNT(*) = 2)`,
      )
      .pluck()
      .get();
    expect(both).toBeGreaterThan(0);
  });

  it("5. every position keeps its market's mark and flags, and values its holding at that mark", () => {
    expect(auditPositionMarks(db)).toEqual([]);
    const resolved = db.prepare('SELECT COUNT(*) FROM positions WHERE market_resolved = 1 AND size > 0').pluck().get();
    expect(resolved).toBeGreaterThan(0);
  });

  it('the audits notice a tampered row (each check really recomputes)', () => {
    const tamper = (sql: string, audit: (d: Db) => unknown[]) => {
      const savepoint = db.transaction(() => {
        db.exec(sql);
        expect(audit(db).length).toBeGreaterThan(0);
        throw new Error('rollback');
      });
      expect(() => savepoint()).toThrow('rollback');
      expect(audit(db)).toEqual([]);
    };
    tamper(`UPDATE cash SET balance = balance + 1 WHERE user = (SELECT user FROM cash LIMIT 1)`, auditCash);
    tamper(`UPDATE activity SET usdc_size = usdc_size + 10000 WHERE id = (SELECT MIN(id) FROM activity WHERE type = 'TRADE')`, auditCash);
    tamper(
      `UPDATE positions SET size = size + 10000 WHERE (user, asset) = (SELECT user, asset FROM positions WHERE size > 0 LIMIT 1)`,
      auditPositions,
    );
    tamper(
      `UPDATE positions SET size = size + 10000 WHERE (user, asset) = (SELECT user, asset FROM positions WHERE size > 0 LIMIT 1)`,
      auditSupply,
    );
    tamper(`UPDATE token_supply SET minted = minted + 1 WHERE asset = (SELECT asset FROM token_supply LIMIT 1)`, auditMintBurn);
    tamper(
      `UPDATE activity SET usdc_size = usdc_size + 1 WHERE id = (SELECT MIN(id) FROM activity WHERE type = 'REDEEM' AND usdc_size > 0)`,
      auditRedemptions,
    );
    tamper(`UPDATE trades SET taker_fee = taker_fee + 1 WHERE id = 1`, auditTrades);
    tamper(
      `UPDATE positions SET mark = mark + 1 WHERE (user, asset) = (SELECT user, asset FROM positions WHERE size > 0 LIMIT 1)`,
      auditPositionMarks,
    );
  });

  it('keeps every money column integral and every basis within bounds', () => {
    const bad = db
      .prepare(
        `SELECT COUNT(*) FROM positions
         WHERE typeof(size) != 'integer' OR typeof(cost) != 'integer' OR typeof(realized_pnl) != 'integer'
            OR cost < 0 OR fees < 0 OR (size = 0 AND (cost != 0 OR fees != 0)) OR total_bought < size`,
      )
      .pluck()
      .get();
    expect(bad).toBe(0);
    const floats = db
      .prepare(`SELECT COUNT(*) FROM activity WHERE typeof(usdc_size) != 'integer' OR typeof(size) != 'integer'`)
      .pluck()
      .get();
    expect(floats).toBe(0);
  });
});

describe('demo dataset: catalogue', () => {
  it('keeps prices on the tick and within [tick, 1 − tick]; price0 is the last point', () => {
    const bad = db
      .prepare(
        `SELECT COUNT(*) FROM price_points pp JOIN markets m USING (condition_id)
         WHERE pp.p % CAST(ROUND(CAST(m.tick_size AS REAL) * 1000000) AS INTEGER) != 0
            OR pp.p < CAST(ROUND(CAST(m.tick_size AS REAL) * 1000000) AS INTEGER)
            OR pp.p > 1000000 - CAST(ROUND(CAST(m.tick_size AS REAL) * 1000000) AS INTEGER)`,
      )
      .pluck()
      .get();
    expect(bad).toBe(0);
    const last = db
      .prepare(
        `SELECT COUNT(*) FROM markets m
         WHERE m.price0 != (SELECT p FROM price_points pp WHERE pp.condition_id = m.condition_id ORDER BY t DESC LIMIT 1)`,
      )
      .pluck()
      .get();
    expect(last).toBe(0);
    const trades = db
      .prepare(
        `SELECT COUNT(*) FROM trades t JOIN markets m USING (condition_id) WHERE t.size % 10000 != 0 OR t.price % CAST(ROUND(CAST(m.tick_size AS REAL) * 1000000) AS INTEGER) != 0`,
      )
      .pluck()
      .get();
    expect(trades).toBe(0);
  });

  it('prices threshold ladders coherently: a higher threshold is never priced, nor paid, above a lower one', () => {
    // "exceed 2.0%", "above $80,000": the threshold is the number after the word
    const threshold = (title: string) => {
      const hit = /\b(?:above|exceed) \$?([\d,]+(?:\.\d+)?)/.exec(title);
      return hit ? Number(hit[1]!.replaceAll(',', '')) : null;
    };
    type Member = { condition_id: string; title: string; price0: number; payout0: number | null };
    const members = db.prepare<[number], Member>('SELECT condition_id, title, price0, payout0 FROM markets WHERE event_id = ?');
    const points = db.prepare<[string], { t: number; p: number }>('SELECT t, p FROM price_points WHERE condition_id = ? ORDER BY t');
    const events = db
      .prepare(
        'SELECT event_id FROM markets m JOIN events e ON e.id = m.event_id WHERE e.neg_risk = 0 GROUP BY event_id HAVING COUNT(*) > 1',
      )
      .pluck()
      .all() as number[];
    let ladders = 0;
    let compared = 0;
    for (const id of events) {
      const ms = members.all(id).map((m) => ({ ...m, k: threshold(m.title) }));
      if (ms.some((m) => m.k === null)) continue;
      ladders++;
      ms.sort((a, b) => a.k! - b.k!);
      for (let i = 1; i < ms.length; i++) {
        const [low, high] = [ms[i - 1]!, ms[i]!];
        expect(high.price0, `${high.title} now`).toBeLessThanOrEqual(low.price0);
        if (low.payout0 !== null && high.payout0 !== null) expect(high.payout0, high.title).toBeLessThanOrEqual(low.payout0);
        const lowAt = new Map(points.all(low.condition_id).map((pt) => [pt.t, pt.p]));
        for (const pt of points.all(high.condition_id)) {
          const p = lowAt.get(pt.t);
          if (p === undefined) continue;
          compared++;
          if (pt.p > p) expect.fail(`${high.title} at ${pt.t}: ${pt.p} above ${low.title} at ${p}`);
        }
      }
    }
    expect(ladders).toBeGreaterThan(3);
    expect(compared).toBeGreaterThan(500);
  });

  it('has at least daily price points over each market life', () => {
    const gaps = db
      .prepare(
        `SELECT COUNT(*) FROM (SELECT condition_id, t - LAG(t) OVER (PARTITION BY condition_id ORDER BY t) AS gap FROM price_points) WHERE gap > 86400`,
      )
      .pluck()
      .get();
    expect(gaps).toBe(0);
  });

  it('uses well-formed ids and addresses', () => {
    const markets = db.prepare('SELECT condition_id, question_id, token0, token1, tick_size FROM markets').all() as {
      condition_id: string;
      question_id: string;
      token0: string;
      token1: string;
      tick_size: string;
    }[];
    for (const m of markets) {
      expect(m.condition_id).toMatch(/^0x[0-9a-f]{64}$/);
      expect(m.question_id).toMatch(/^0x[0-9a-f]{64}$/);
      expect(m.token0).toMatch(/^[1-9][0-9]*$/);
      expect(m.token1).toMatch(/^[1-9][0-9]*$/);
      expect(['0.01', '0.001']).toContain(m.tick_size);
    }
    for (const u of db.prepare('SELECT address, display_address, pseudonym FROM users').all() as {
      address: string;
      display_address: string;
      pseudonym: string;
    }[]) {
      expect(u.address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(u.display_address).toBe(getAddress(u.address));
      expect(u.pseudonym).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/);
    }
    for (const c of db.prepare('SELECT combo_condition_id FROM combos').pluck().all() as string[]) expect(c).toMatch(/^0x[0-9a-f]{62}$/);
    for (const b of db.prepare('SELECT code FROM builders').pluck().all() as string[]) expect(b).toMatch(/^(0x[0-9a-f]{64})?$/);
    expect(db.prepare(`SELECT COUNT(*) FROM builders WHERE code = ''`).pluck().get()).toBe(1);
  });

  it('resolves markets with payout vectors, some fractional, and archives some', () => {
    const r = db
      .prepare(
        `SELECT SUM(resolved_at IS NOT NULL) AS resolved, SUM(payout0 > 0 AND payout0 < 1000000) AS fractional,
                SUM(archived) AS archived, SUM(resolved_at IS NOT NULL AND payout0 + payout1 != 1000000) AS bad
         FROM markets`,
      )
      .get() as Record<string, number>;
    expect(r.resolved).toBeGreaterThan(30);
    expect(r.fractional).toBeGreaterThanOrEqual(2);
    expect(r.archived).toBeGreaterThan(0);
    expect(r.bad).toBe(0);
    // neg-risk events resolve to exactly one winner
    const multiWinners = db
      .prepare(
        `SELECT COUNT(*) FROM (SELECT event_id FROM markets WHERE neg_risk = 1 AND resolved_at IS NOT NULL GROUP BY event_id HAVING SUM(payout0 = 1000000) != 1)`,
      )
      .pluck()
      .get();
    expect(multiWinners).toBe(0);
  });

  it('leaves some resolved markets with unredeemed holdings', () => {
    const n = db
      .prepare(
        `SELECT COUNT(DISTINCT p.condition_id) FROM positions p JOIN markets m USING (condition_id) WHERE m.resolved_at IS NOT NULL AND p.size > 0`,
      )
      .pluck()
      .get();
    expect(n).toBeGreaterThan(3);
  });

  it('writes approvals over the fixed catalogue only', () => {
    const ids = new Set(APPROVALS_CATALOGUE.map((e) => e.id));
    const used = db.prepare('SELECT DISTINCT contract_id FROM approvals').pluck().all() as string[];
    expect(used.filter((id) => !ids.has(id))).toEqual([]);
    expect(used.length).toBe(ids.size);
  });
});
