import type { Db } from '../db/connection';
import { outcomeMark, valueAtMark, type MarkSource } from '../money/marks';

/*
 * Audits that recompute balances from primary records (activity rows by type and side, their legs,
 * the trades table) instead of reading the ledger's derived columns. Each returns the offending
 * rows, so an empty array means the invariant holds. Shared by the tests and the large-run checks.
 */

/** Signed cash effect of an activity row, from its type/side/usdc_size/fee only. */
const CASH_OF_ROW = `
  (CASE
     WHEN type = 'DEPOSIT' THEN usdc_size
     WHEN type = 'WITHDRAWAL' THEN -usdc_size
     WHEN type = 'TRADE' AND side = 'BUY' THEN -usdc_size
     WHEN type = 'TRADE' AND side = 'SELL' THEN usdc_size
     WHEN type = 'SPLIT' THEN -usdc_size
     WHEN type = 'MERGE' THEN usdc_size
     WHEN type IN ('REDEEM', 'CONVERSION', 'REWARD', 'YIELD', 'MAKER_REBATE', 'TAKER_REBATE', 'REFERRAL_REWARD') THEN usdc_size
   END - fee)`;

/** Token movements per (user, token) recomputed from activity type/side/size and the rows' legs. */
const MOVES = `
  SELECT user, asset, CASE side WHEN 'BUY' THEN size WHEN 'SELL' THEN -size END AS d FROM activity WHERE type = 'TRADE'
  UNION ALL
  SELECT a.user, m.token0, CASE a.type WHEN 'SPLIT' THEN a.size ELSE -a.size END
  FROM activity a JOIN markets m ON m.condition_id = a.condition_id
  WHERE a.type IN ('SPLIT', 'MERGE') AND a.is_combo = 0
  UNION ALL
  SELECT a.user, m.token1, CASE a.type WHEN 'SPLIT' THEN a.size ELSE -a.size END
  FROM activity a JOIN markets m ON m.condition_id = a.condition_id
  WHERE a.type IN ('SPLIT', 'MERGE') AND a.is_combo = 0
  UNION ALL
  SELECT user, asset, -size FROM activity WHERE type = 'REDEEM' AND is_combo = 0
  UNION ALL
  SELECT a.user, l.asset, CASE WHEN l.share_delta > 0 THEN a.size ELSE -a.size END
  FROM activity_legs l JOIN activity a ON a.id = l.activity_id WHERE a.type = 'CONVERSION'`;

export function auditSupply(db: Db): unknown[] {
  return db
    .prepare(
      `SELECT t.token_id, COALESCE(p.held, 0) AS held, COALESCE(s.minted, 0) - COALESCE(s.burned, 0) AS outstanding
       FROM tokens t
       LEFT JOIN (SELECT asset, SUM(size) AS held FROM positions GROUP BY asset) p ON p.asset = t.token_id
       LEFT JOIN token_supply s ON s.asset = t.token_id
       WHERE COALESCE(p.held, 0) != COALESCE(s.minted, 0) - COALESCE(s.burned, 0)`,
    )
    .all();
}

/** Held shares per token against the signed share deltas of the activity rows (and their legs). */
export function auditShareDeltas(db: Db): unknown[] {
  return db
    .prepare(
      `WITH d AS (
         SELECT asset, share_delta AS d FROM activity WHERE asset != '' AND is_combo = 0
         UNION ALL SELECT asset, share_delta FROM activity_legs
       ), byToken AS (SELECT asset, SUM(d) AS moved FROM d GROUP BY asset)
       SELECT t.token_id, COALESCE(b.moved, 0) AS moved, COALESCE(p.held, 0) AS held
       FROM tokens t
       LEFT JOIN byToken b ON b.asset = t.token_id
       LEFT JOIN (SELECT asset, SUM(size) AS held FROM positions GROUP BY asset) p ON p.asset = t.token_id
       WHERE COALESCE(b.moved, 0) != COALESCE(p.held, 0)`,
    )
    .all();
}

/** Minted and burned per token against the sizes of SPLIT, MERGE, REDEEM and CONVERSION rows. */
export function auditMintBurn(db: Db): unknown[] {
  return db
    .prepare(
      `WITH ev AS (
         SELECT m.token0 AS asset, a.size AS minted, 0 AS burned
         FROM activity a JOIN markets m ON m.condition_id = a.condition_id WHERE a.type = 'SPLIT' AND a.is_combo = 0
         UNION ALL
         SELECT m.token1, a.size, 0
         FROM activity a JOIN markets m ON m.condition_id = a.condition_id WHERE a.type = 'SPLIT' AND a.is_combo = 0
         UNION ALL
         SELECT m.token0, 0, a.size
         FROM activity a JOIN markets m ON m.condition_id = a.condition_id WHERE a.type = 'MERGE' AND a.is_combo = 0
         UNION ALL
         SELECT m.token1, 0, a.size
         FROM activity a JOIN markets m ON m.condition_id = a.condition_id WHERE a.type = 'MERGE' AND a.is_combo = 0
         UNION ALL
         SELECT asset, 0, size FROM activity WHERE type = 'REDEEM' AND is_combo = 0
         UNION ALL
         SELECT l.asset, CASE WHEN l.share_delta > 0 THEN a.size ELSE 0 END, CASE WHEN l.share_delta < 0 THEN a.size ELSE 0 END
         FROM activity_legs l JOIN activity a ON a.id = l.activity_id WHERE a.type = 'CONVERSION'
       ), byToken AS (SELECT asset, SUM(minted) AS minted, SUM(burned) AS burned FROM ev GROUP BY asset)
       SELECT t.token_id, b.minted, b.burned, s.minted AS supply_minted, s.burned AS supply_burned
       FROM tokens t
       LEFT JOIN byToken b ON b.asset = t.token_id
       LEFT JOIN token_supply s ON s.asset = t.token_id
       WHERE COALESCE(b.minted, 0) != COALESCE(s.minted, 0) OR COALESCE(b.burned, 0) != COALESCE(s.burned, 0)`,
    )
    .all();
}

/** Every user's cash against the sum of the cash flows of their activity rows. */
export function auditCash(db: Db): unknown[] {
  return db
    .prepare(
      `WITH flows AS (SELECT user, SUM(${CASH_OF_ROW}) AS recomputed FROM activity GROUP BY user)
       SELECT COALESCE(c.user, f.user) AS user, c.balance, f.recomputed
       FROM flows f LEFT JOIN cash c ON c.user = f.user
       WHERE c.balance IS NULL OR c.balance != f.recomputed OR c.balance < 0
       UNION ALL
       SELECT c.user, c.balance, NULL FROM cash c WHERE c.user NOT IN (SELECT user FROM flows) AND c.balance != 0`,
    )
    .all();
}

/** Every position's size against the tokens in minus tokens out of its owner's activity. */
export function auditPositions(db: Db): unknown[] {
  return db
    .prepare(
      `WITH m AS (SELECT user, asset, SUM(d) AS recomputed FROM (${MOVES}) GROUP BY user, asset)
       SELECT p.user, p.asset, p.size, m.recomputed FROM positions p LEFT JOIN m ON m.user = p.user AND m.asset = p.asset
       WHERE m.recomputed IS NULL OR m.recomputed != p.size OR p.size < 0
       UNION ALL
       SELECT m.user, m.asset, NULL, m.recomputed FROM m
       WHERE NOT EXISTS (SELECT 1 FROM positions p WHERE p.user = m.user AND p.asset = m.asset)`,
    )
    .all();
}

/** The two TRADE rows of each fill mirror its trades row: sides, size, price, USDC and fees. */
export function auditTrades(db: Db): unknown[] {
  // grouping by trade_id (a sort) instead of joining on it: activity has no index on trade_id
  const row = (user: string, side: string, fee: string) =>
    `${user} || ' ' || ${side} || ' ' || t.size || ' ' || t.price || ' ' || t.asset || ' ' || ${fee} || ' ' || (t.size * t.price / 1000000)`;
  const fields = `user || ' ' || side || ' ' || size || ' ' || price || ' ' || asset || ' ' || fee || ' ' || usdc_size`;
  const bad = db
    .prepare(
      `WITH agg AS (
         SELECT trade_id, COUNT(*) AS n, SUM(type != 'TRADE') AS other,
                MAX(CASE WHEN log_index = 0 THEN ${fields} END) AS tk,
                MAX(CASE WHEN log_index = 1 THEN ${fields} END) AS mk
         FROM activity WHERE trade_id IS NOT NULL GROUP BY trade_id
       )
       SELECT t.id FROM agg JOIN trades t ON t.id = agg.trade_id
       WHERE agg.n != 2 OR agg.other != 0 OR t.taker = t.maker OR (t.size * t.price) % 1000000 != 0
          OR agg.tk IS NOT ${row('t.taker', 't.taker_side', 't.taker_fee')}
          OR agg.mk IS NOT ${row('t.maker', "CASE t.taker_side WHEN 'BUY' THEN 'SELL' ELSE 'BUY' END", 't.maker_fee')}`,
    )
    .all();
  const tradeRows = db.prepare(`SELECT COUNT(*) FROM activity WHERE type = 'TRADE'`).pluck().get() as number;
  const trades = db.prepare('SELECT COUNT(*) FROM trades').pluck().get() as number;
  return tradeRows === 2 * trades ? bad : [...bad, { tradeRows, trades }];
}

/**
 * The REDEEM rows of one market's redemption (one tx hash; a relayed claim-all redeems several markets
 * under one hash, as on chain) pay Σ size × payout of each row's outcome, to one wallet, after resolution.
 */
export function auditRedemptions(db: Db): unknown[] {
  return db
    .prepare(
      `SELECT a.tx_hash, a.condition_id, COUNT(*) AS rows_, COUNT(DISTINCT a.user) AS users,
              COUNT(DISTINCT a.outcome_index) AS outcomes, SUM(a.usdc_size) AS paid,
              SUM(a.size * CASE a.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END / 1000000) AS due
       FROM activity a JOIN markets m ON m.condition_id = a.condition_id
       WHERE a.type = 'REDEEM' AND a.is_combo = 0
       GROUP BY a.tx_hash, a.condition_id
       HAVING paid != due OR users != 1 OR outcomes != rows_ OR rows_ > 2
          OR MIN(m.resolved_at) IS NULL OR MIN(a.ts) < MIN(m.resolved_at)`,
    )
    .all();
}

/** Combo shares per position against the is_combo rows; redemptions against the legs' payouts. */
export function auditCombos(db: Db): unknown[] {
  return db
    .prepare(
      `WITH flows AS (
         SELECT user, condition_id AS combo,
                SUM(CASE type WHEN 'SPLIT' THEN size ELSE -size END) AS shares,
                SUM(CASE WHEN type = 'REDEEM' THEN usdc_size ELSE 0 END) AS paid,
                SUM(CASE WHEN type = 'REDEEM' THEN size ELSE 0 END) AS redeemed
         FROM activity WHERE is_combo = 1 GROUP BY user, condition_id
       )
       SELECT p.user, p.combo_condition_id FROM combo_positions p
       LEFT JOIN flows f ON f.user = p.user AND f.combo = p.combo_condition_id
       WHERE f.user IS NULL OR f.shares != p.shares OR f.paid != p.realized_payout OR f.redeemed != p.redeemed_shares`,
    )
    .all();
}

/** The derived columns agree with the primary ones: cash_delta with type/side/usdc/fee. */
export function auditDerivedColumns(db: Db): unknown[] {
  return db.prepare(`SELECT id, type, cash_delta, ${CASH_OF_ROW} AS recomputed FROM activity WHERE cash_delta != ${CASH_OF_ROW}`).all();
}

type KeptMarkRow = MarkSource & {
  user: string;
  asset: string;
  outcome_index: number;
  size: number;
  cost: number;
  realized_pnl: number;
  archived: number;
  mark: number;
  market_resolved: number;
  market_archived: number;
  current_value: number;
  unrealized_pnl: number;
  total_pnl: number;
};

/**
 * What each position keeps of its market (migration 8: mark, resolved and archived flags) and the
 * values derived from them, against its market's columns now, priced with the marks rule in JS.
 */
export function auditPositionMarks(db: Db): unknown[] {
  const rows = db
    .prepare(
      `SELECT p.user, p.asset, p.outcome_index, p.size, p.cost, p.realized_pnl, p.mark, p.market_resolved, p.market_archived,
              p.current_value, p.unrealized_pnl, p.total_pnl, m.price0, m.resolved_at, m.payout0, m.payout1, m.archived
       FROM positions p JOIN markets m ON m.condition_id = p.condition_id`,
    )
    .all() as KeptMarkRow[];
  return rows.filter((r) => {
    const mark = outcomeMark(r.outcome_index, r);
    const value = valueAtMark(r.size, mark);
    return (
      r.mark !== mark ||
      r.market_resolved !== (r.resolved_at === null ? 0 : 1) ||
      r.market_archived !== (r.archived === 0 ? 0 : 1) ||
      r.current_value !== value ||
      r.unrealized_pnl !== value - r.cost ||
      r.total_pnl !== r.realized_pnl + value - r.cost
    );
  });
}
