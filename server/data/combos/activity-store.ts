import type { Db } from '../../db/connection';
import { MICRO } from '../../ledger/money';
import { rfc3339 } from './format';
import { createLegReader, type ComboLegOut } from './legs';
import { COMBO_MODULE_ID } from './positions-store';

/*
 * A user's combo lifecycle and redeem events, newest first on (ts, id). The keyset form (rows
 * strictly after a (ts, id) anchor) keeps a cursor walk stable while new rows arrive at the head.
 */

type Row = {
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

export type ComboActivityOut = {
  id: string;
  event_kind: string;
  side: string;
  type: string;
  module_kind: 'Combinatorial';
  user_address: string;
  combo_condition_id: string;
  combo_position_id: string;
  module_id: number;
  amount_usdc: number | null;
  payout_usdc: number | null;
  timestamp: number;
  tx_dttm: string;
  tx_hash: string;
  log_index: number;
  block_number: number;
  legs: ComboLegOut[];
};

export type ActivityAnchor = { ts: number; id: number };
export type ActivityPageRequest = { user: string; marketIds?: string[]; after: ActivityAnchor | null; offset: number; take: number };
export type ActivityRow = { anchor: ActivityAnchor; out: ComboActivityOut };

/** micro → USDC number: the spec types these as numbers, and a six-decimal value prints exactly. */
const usdc = (micro: number | null) => (micro === null ? null : micro / MICRO);

export function createComboActivityReader(db: Db) {
  const readLegs = createLegReader(db);
  const stmt = db.prepare(`
    SELECT a.*, u.display_address FROM combo_activity a LEFT JOIN users u ON u.address = a.user
    WHERE a.user = @user
      AND (@markets IS NULL OR a.combo_condition_id IN (SELECT value FROM json_each(@markets)))
      AND (@ts IS NULL OR a.ts < @ts OR (a.ts = @ts AND a.id < @id))
    ORDER BY a.ts DESC, a.id DESC
    LIMIT @take OFFSET @offset`);

  return (q: ActivityPageRequest): ActivityRow[] => {
    const rows = stmt.all({
      user: q.user.toLowerCase(),
      markets: q.marketIds ? JSON.stringify(q.marketIds) : null,
      ts: q.after?.ts ?? null,
      id: q.after?.id ?? null,
      take: q.take,
      offset: q.offset,
    }) as Row[];
    const legsOf = readLegs(rows.map((r) => r.combo_condition_id));
    return rows.map((r) => ({
      anchor: { ts: r.ts, id: r.id },
      out: {
        id: String(r.id),
        // event_kind and side are the deprecated spellings of type; they carry the same value
        event_kind: r.kind,
        side: r.kind,
        type: r.kind,
        module_kind: 'Combinatorial',
        user_address: r.display_address ?? r.user,
        combo_condition_id: r.combo_condition_id,
        combo_position_id: r.combo_position_id,
        module_id: COMBO_MODULE_ID,
        amount_usdc: r.kind === 'Redeem' ? null : usdc(r.amount),
        payout_usdc: r.kind === 'Redeem' ? usdc(r.payout) : null,
        timestamp: r.ts,
        tx_dttm: rfc3339(r.ts),
        tx_hash: r.tx_hash,
        log_index: r.log_index,
        block_number: r.block_number,
        legs: legsOf.get(r.combo_condition_id)?.legs ?? [],
      },
    }));
  };
}
