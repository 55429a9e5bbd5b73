import type { Db } from '../../db/connection';
import type { LegResolution } from '../../ledger/combo-status';

/*
 * The SQL of the combo routes: a user's combo positions and lifecycle events, and the legs of a set
 * of combos with their markets and events (read in one query for a whole page).
 */

export type ComboLegRow = LegResolution & {
  combo_condition_id: string;
  leg_index: number;
  condition_id: string;
  slug: string;
  title: string;
  icon: string;
  image: string;
  category: string;
  outcome0: string;
  outcome1: string;
  token0: string;
  token1: string;
  end_date: number;
  price0: number;
  event_id: number;
  event_slug: string;
  event_title: string;
  event_image: string;
};

export type ComboActivityRow = {
  id: number;
  user: string;
  display_address: string | null;
  combo_condition_id: string;
  combo_position_id: string;
  kind: string;
  amount: number | null;
  payout: number | null;
  ts: number;
  tx_hash: string;
  log_index: number;
  block_number: number;
};

export type ComboPositionRow = {
  combo_condition_id: string;
  combo_position_id: string;
  user: string;
  display_address: string | null;
  shares: number;
  entry_avg_price: number;
  entry_fees: number;
  gross_entry_cost: number;
  realized_payout: number;
  redeemed_shares: number;
  first_entry_at: number;
  resolved_at: number | null;
  updated_at: number;
};

/** A page of one user's combo events: of some combos or all, strictly after a (ts, id) anchor, past an offset. */
export type ComboActivityFilter = {
  user: string;
  marketIds?: string[];
  after: { ts: number; id: number } | null;
  offset: number;
  take: number;
};

export function createComboStore(db: Db) {
  const legs = db.prepare(`
    SELECT l.combo_condition_id, l.leg_index, l.condition_id, l.outcome_index,
           m.resolved_at, m.payout0, m.payout1, m.slug, m.title, m.icon, m.image, m.category,
           m.outcome0, m.outcome1, m.token0, m.token1, m.end_date, m.price0,
           e.id AS event_id, e.slug AS event_slug, e.title AS event_title, e.image AS event_image
    FROM combo_legs l
    JOIN markets m ON m.condition_id = l.condition_id
    JOIN events e ON e.id = m.event_id
    WHERE l.combo_condition_id IN (SELECT value FROM json_each(?))
    ORDER BY l.combo_condition_id, l.leg_index`);
  // keyset form: rows strictly after the anchor, so a walk stays stable while new rows arrive at the head
  const activity = db.prepare(`
    SELECT a.*, u.display_address FROM combo_activity a LEFT JOIN users u ON u.address = a.user
    WHERE a.user = @user
      AND (@markets IS NULL OR a.combo_condition_id IN (SELECT value FROM json_each(@markets)))
      AND (@ts IS NULL OR a.ts < @ts OR (a.ts = @ts AND a.id < @id))
    ORDER BY a.ts DESC, a.id DESC
    LIMIT @take OFFSET @offset`);
  const positions = db.prepare(`
    SELECT p.*, u.display_address FROM combo_positions p LEFT JOIN users u ON u.address = p.user
    WHERE p.user = @user
      AND (@markets IS NULL OR p.combo_condition_id IN (SELECT value FROM json_each(@markets)))
      AND (@after IS NULL OR p.updated_at >= @after)
      AND (@before IS NULL OR p.updated_at <= @before)`);

  return {
    /** The legs of the listed (distinct) combos, each combo's legs in order. */
    legRows: (comboIds: string[]) => legs.all(JSON.stringify(comboIds)) as ComboLegRow[],
    /** One user's combo events, newest first on (ts, id). */
    activityRows: (f: ComboActivityFilter) =>
      activity.all({
        user: f.user.toLowerCase(),
        markets: f.marketIds ? JSON.stringify(f.marketIds) : null,
        ts: f.after?.ts ?? null,
        id: f.after?.id ?? null,
        take: f.take,
        offset: f.offset,
      }) as ComboActivityRow[],
    /** One (lowercase) user's combo positions, of some combos or all, updated within [after, before] when given. */
    positionRows: (user: string, marketIds: string[] | undefined, after: number | undefined, before: number | null) =>
      positions.all({
        user,
        markets: marketIds ? JSON.stringify(marketIds) : null,
        after: after ?? null,
        before,
      }) as ComboPositionRow[],
  };
}

export type ComboStore = ReturnType<typeof createComboStore>;
