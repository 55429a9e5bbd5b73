import type { Db } from '../../db/connection';

import type { LegResolution } from '../../ledger';
import { markSql } from '../../money/marks';
import { displayNameSql } from '../shared/joined-columns';
import type { ComboLegRow as TimelineLegRow } from './pnl-combos';

/*
 * The SQL of the boards: the fills and realized PnL the trader and builder boards sum, the profiles
 * and builders they are labelled with, the resolved positions of biggest-winners, and one wallet's
 * volume and PnL history (/v2/user-volume, /v2/user-pnl).
 */

export type ActivityRow = {
  id: number;
  ts: number;
  type: string;
  condition_id: string;
  asset: string;
  side: string;
  size: number;
  usdc_size: number;
  price: number;
  fee: number;
  is_combo: number;
};
export type LegRow = { activity_id: number; asset: string; share_delta: number };
export type MarketRow = {
  condition_id: string;
  token0: string;
  token1: string;
  price0: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

export type PnlStatements = ReturnType<typeof preparePnlStatements>;

/** One wallet's activity, its split legs, its markets and their price points, for its PnL series. */
export function preparePnlStatements(db: Db) {
  return {
    activity: db.prepare<[string], ActivityRow>(
      `SELECT id, ts, type, condition_id, asset, side, size, usdc_size, price, fee, is_combo FROM activity WHERE user = ? ORDER BY ts, id`,
    ),
    legs: db.prepare<[string], LegRow>(
      `SELECT l.activity_id, l.asset, l.share_delta FROM activity a JOIN activity_legs l ON l.activity_id = a.id
       WHERE a.user = ? AND a.is_combo = 0 AND a.type IN ('SPLIT', 'MERGE', 'CONVERSION')`,
    ),
    /** The legs of every combo the wallet ever entered, with their markets' resolutions. */
    comboLegs: db.prepare<[string], TimelineLegRow>(
      `SELECT l.combo_condition_id, l.outcome_index, m.resolved_at, m.payout0, m.payout1
       FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
       WHERE l.combo_condition_id IN (SELECT DISTINCT condition_id FROM activity WHERE user = ? AND is_combo = 1)
       ORDER BY l.combo_condition_id, l.leg_index`,
    ),
    markets: db.prepare<[string, string], MarketRow>(
      `SELECT condition_id, token0, token1, price0, resolved_at, payout0, payout1 FROM markets
       WHERE condition_id IN (SELECT value FROM json_each(?))
          OR condition_id IN (SELECT condition_id FROM tokens WHERE token_id IN (SELECT value FROM json_each(?)))`,
    ),
    /** Price points of the window, in time order: only they can move a mark between grid instants. */
    pricesBetween: db.prepare<[string, number, number], { condition_id: string; t: number; p: number }>(
      `SELECT condition_id, t, p FROM price_points WHERE condition_id IN (SELECT value FROM json_each(?)) AND t > ? AND t <= ? ORDER BY t`,
    ),
    priceAsOf: db.prepare<[string, number], { p: number }>(
      'SELECT p FROM price_points WHERE condition_id = ? AND t <= ? ORDER BY t DESC LIMIT 1',
    ),
    firstPrice: db.prepare<[string], { p: number }>('SELECT p FROM price_points WHERE condition_id = ? ORDER BY t LIMIT 1'),
  };
}

/** One fill of a board window, with its outcome's current price (the payout once resolved). */
export type BoardFill = {
  taker: string;
  maker: string;
  taker_side: string;
  size: number;
  price: number;
  taker_fee: number;
  maker_fee: number;
  cur: number | null;
};

const CUR_PRICE = markSql('t.outcome_index');

/** The fills of (from, to], of one (lowercase) category or all. */
export function windowFills(db: Db, from: number, to: number, category: string | undefined): BoardFill[] {
  return db
    .prepare<unknown[], BoardFill>(
      `SELECT t.taker, t.maker, t.taker_side, t.size, t.price, t.taker_fee, t.maker_fee, ${CUR_PRICE} AS cur
       FROM trades t JOIN markets m ON m.condition_id = t.condition_id
       WHERE t.ts > ? AND t.ts <= ? ${category ? 'AND lower(m.category) = ?' : ''}`,
    )
    .all(...[from, to, ...(category ? [category] : [])]);
}

/** Each user's lifetime realized PnL, of one (lowercase) category or all. */
export function realizedPnlByUser(db: Db, category: string | undefined) {
  return db
    .prepare<unknown[], { user: string; pnl: number }>(
      `SELECT p.user, SUM(p.realized_pnl) AS pnl FROM positions p JOIN markets m ON m.condition_id = p.condition_id
         ${category ? 'WHERE lower(m.category) = ?' : ''} GROUP BY p.user`,
    )
    .all(...(category ? [category] : []));
}

export type Profile = {
  address: string;
  display_address: string;
  name: string;
  profile_image: string;
  x_username: string;
  verified: number;
};

/** The profiles of the listed (lowercase) users that have one. */
export function profiles(db: Db, users: string[]): Map<string, Profile> {
  if (users.length === 0) return new Map();
  const stmt = db.prepare<[string], Profile>(
    // userName / user_name is the name the exchange's app shows: the public name, else the pseudonym
    `SELECT address, display_address, ${displayNameSql('users')} AS name, profile_image, x_username, verified FROM users WHERE address = ?`,
  );
  const out = new Map<string, Profile>();
  for (const u of users) {
    const p = stmt.get(u);
    if (p) out.set(u, p);
  }
  return out;
}

export type BuilderInfo = { code: string; name: string; logo: string; verified: number };
export type BuilderFill = { ts: number; builder_code: string; size: number; price: number; maker: string };

export function builders(db: Db): BuilderInfo[] {
  return db.prepare<[], BuilderInfo>('SELECT code, name, logo, verified FROM builders').all();
}

/** The fills of (from, to] that carry a registered builder's code. */
export function builderFills(db: Db, from: number, to: number): BuilderFill[] {
  return db
    .prepare<[number, number], BuilderFill>(
      'SELECT t.ts, t.builder_code, t.size, t.price, t.maker FROM trades t JOIN builders b ON b.code = t.builder_code WHERE t.ts > ? AND t.ts <= ?',
    )
    .all(from, to);
}

/** One wallet's fills in [from, to), with how many of its sides the wallet took (2 on a self-match). */
export function prepareUserVolume(db: Db) {
  return db.prepare<[{ u: string; from: number; to: number }], { size: number; price: number; sides: number }>(
    `SELECT size, price, (taker = @u) + (maker = @u) AS sides FROM trades WHERE (taker = @u OR maker = @u) AND ts >= @from AND ts < @to`,
  );
}

export type MarketWinRow = {
  user: string;
  asset: string;
  condition_id: string;
  size: number;
  cost: number;
  bought_cost: number;
  realized_pnl: number;
  payout: number | null;
  resolved_at: number;
  event_id: number;
  event_slug: string;
  event_title: string;
};
export type ComboWinRow = {
  user: string;
  combo_condition_id: string;
  combo_position_id: string;
  shares: number;
  entry_avg_price: number;
  realized_payout: number;
  redeemed_shares: number;
  resolved_at: number;
};
export type ComboLegRow = LegResolution & { combo_condition_id: string; title: string };

/** The statements of biggest-winners: winning positions resolved in (from, to], and the legs of settled combos. */
export function prepareWinnerStatements(db: Db) {
  // markets first (CROSS JOIN fixes the order): a window holds few resolved markets, and their
  // positions come by index; the SQL pnl test only trims rows, the exact figure is recomputed by the caller
  const marketWins = (byCategory: boolean) =>
    db.prepare<unknown[], MarketWinRow>(
      `SELECT p.user, p.asset, p.condition_id, p.size, p.cost, p.bought_cost, p.realized_pnl,
              CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END AS payout, m.resolved_at,
              m.event_id, e.slug AS event_slug, e.title AS event_title
       FROM markets m CROSS JOIN positions p ON p.condition_id = m.condition_id JOIN events e ON e.id = m.event_id
       WHERE m.resolved_at IS NOT NULL AND m.resolved_at > ? AND m.resolved_at <= ? ${byCategory ? 'AND lower(m.category) = ?' : ''}
         AND p.realized_pnl + (p.size * COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0) + 500000) / 1000000 - p.cost > 0`,
    );
  const inCategory = marketWins(true);
  const overall = marketWins(false);
  const comboWins = db.prepare<[number, number], ComboWinRow>(
    `SELECT user, combo_condition_id, combo_position_id, shares, entry_avg_price, realized_payout, redeemed_shares, resolved_at
     FROM combo_positions WHERE resolved_at IS NOT NULL AND resolved_at > ? AND resolved_at <= ?`,
  );
  const comboLegs = db.prepare<[string], ComboLegRow>(
    `SELECT l.combo_condition_id, l.outcome_index, m.resolved_at, m.payout0, m.payout1, m.title
     FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
     WHERE l.combo_condition_id IN (SELECT value FROM json_each(?)) ORDER BY l.combo_condition_id, l.leg_index`,
  );
  const version = db.prepare<[], [number, number]>('SELECT total_changes(), data_version FROM pragma_data_version').raw();
  return {
    marketWins: (from: number, to: number, category: string | undefined) =>
      category ? inCategory.all(from, to, category) : overall.all(from, to),
    comboWins: (from: number, to: number) => comboWins.all(from, to),
    /** The legs of the listed combos, each combo's legs in order. */
    comboLegs: (comboIds: string[]) => comboLegs.all(JSON.stringify(comboIds)),
    /** The connection's change counters: any committed write moves one of them. */
    version: () => version.get()!,
  };
}
