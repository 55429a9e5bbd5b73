import { MICRO } from '../../ledger/money';
import { rfc3339 } from './format';
import { createLegReader, type ComboLegOut } from './legs';
import { COMBO_MODULE_ID } from './positions-wire';
import type { ComboStore } from './store';

/*
 * A user's combo lifecycle and redeem events, newest first on (ts, id). The keyset form (rows
 * strictly after a (ts, id) anchor) keeps a cursor walk stable while new rows arrive at the head.
 */

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

export function createComboActivityReader(store: ComboStore) {
  const readLegs = createLegReader(store);
  return (q: ActivityPageRequest): ActivityRow[] => {
    const rows = store.activityRows(q);
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
