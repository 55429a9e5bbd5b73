/*
 * Migration 8: every sort of a wallet's positions is an index walk that stops after the page.
 *
 * The value-based keys (value, unrealized and total PnL, price) depend on the market's mark, so no
 * index on positions could order them while the mark lived only in markets: a whale's page joined
 * and sorted 12,000 rows per request. Each position now keeps its outcome's mark and its market's
 * resolved and archived flags (kept by the triggers below, whoever writes: the ledger, a seed, a
 * test), and value, unrealized and total PnL are VIRTUAL generated columns over them, so a fill
 * that changes size or cost moves its index entries by itself and nothing can drift.
 *
 * The indexes are partial, one family per listing a page walks: held (size >= the 0.1-share dust
 * floor: v2 OPEN and REDEEMABLE, v1's default threshold of 1 share) and closed (under the floor,
 * once bought: v2 CLOSED). Each ends in asset, so (key, user, asset) is unique and a keyset page
 * is a range seek; size and the market flags ride along so the common filters (archived markets,
 * redeemable, a larger size threshold) are checked in the index. The mark rule is
 * server/money/marks.ts's outcomeMark, written out here (a migration is frozen once shipped).
 */

/** The mark of outcome `o` of market `m` (micro, clamped to [0, 1e6]); payouts once resolved. */
const mark = (o: string, m: string) => `CASE WHEN ${m}.resolved_at IS NOT NULL
      THEN MIN(1000000, MAX(0, COALESCE(CASE ${o} WHEN 0 THEN ${m}.payout0 ELSE ${m}.payout1 END, 0)))
      ELSE CASE ${o} WHEN 0 THEN MIN(1000000, MAX(0, ${m}.price0)) ELSE 1000000 - MIN(1000000, MAX(0, ${m}.price0)) END END`;

const facts = (o: string, m: string) =>
  `mark = ${mark(o, m)}, market_resolved = (${m}.resolved_at IS NOT NULL), market_archived = (${m}.archived != 0)`;

const HELD = 'WHERE size >= 100000';
const CLOSED = 'WHERE size < 100000 AND total_bought > 0';
/** Every index's tail: the filters a page applies, read from the index instead of the row. */
const held = (name: string, key: string) =>
  `CREATE INDEX positions_held_${name} ON positions(user, ${key}, asset, size, market_resolved, market_archived) ${HELD};`;
const closed = (name: string, key: string) =>
  `CREATE INDEX positions_closed_${name} ON positions(user, ${key}, asset, market_resolved, market_archived) ${CLOSED};`;

export const POSITIONS_MIGRATIONS: readonly string[] = [
  `
  ALTER TABLE positions ADD COLUMN mark INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE positions ADD COLUMN market_resolved INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE positions ADD COLUMN market_archived INTEGER NOT NULL DEFAULT 0;
  -- valueAtMark: size × mark rounded half up to the micro (exact in 64-bit integers up to 9.2M shares)
  ALTER TABLE positions ADD COLUMN current_value INTEGER GENERATED ALWAYS AS ((MAX(size, 0) * mark + 500000) / 1000000) VIRTUAL;
  ALTER TABLE positions ADD COLUMN unrealized_pnl INTEGER GENERATED ALWAYS AS (current_value - cost) VIRTUAL;
  ALTER TABLE positions ADD COLUMN total_pnl INTEGER GENERATED ALWAYS AS (realized_pnl + current_value - cost) VIRTUAL;

  UPDATE positions SET ${facts('positions.outcome_index', 'm')} FROM markets m WHERE m.condition_id = positions.condition_id;

  CREATE TRIGGER positions_market_facts AFTER INSERT ON positions BEGIN
    UPDATE positions SET ${facts('positions.outcome_index', 'm')}
    FROM markets m WHERE m.condition_id = NEW.condition_id AND positions.user = NEW.user AND positions.asset = NEW.asset;
  END;
  CREATE TRIGGER markets_position_facts AFTER UPDATE OF price0, resolved_at, payout0, payout1, archived ON markets BEGIN
    UPDATE positions SET ${facts('positions.outcome_index', 'NEW')} WHERE condition_id = NEW.condition_id;
  END;
  -- a position written before its market (fixtures do) gets the facts when the market arrives
  CREATE TRIGGER markets_new_position_facts AFTER INSERT ON markets BEGIN
    UPDATE positions SET ${facts('positions.outcome_index', 'NEW')} WHERE condition_id = NEW.condition_id;
  END;

  ${held('value', 'current_value')}
  ${held('price', 'mark')}
  ${held('size', 'size').replace('asset, size,', 'asset,')}
  ${held('unrealized', 'unrealized_pnl')}
  ${held('realized', 'realized_pnl')}
  ${held('total', 'total_pnl')}
  ${held('ts', 'last_ts')}
  ${held('cost', 'cost')}
  ${closed('realized', 'realized_pnl')}
  ${closed('total', 'total_pnl')}
  ${closed('ts', 'last_ts')}
  `,
];
