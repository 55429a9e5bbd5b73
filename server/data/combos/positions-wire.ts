import { MICRO } from '../../ledger/money';
import { comboPayoutPerShare, comboStatus, isTerminal, type ComboStatus } from '../../ledger/combo-status';
import type { ComboSort, ComboStatusParam } from '../../../src/api/data/contract/params-combos';
import { micro6, mulMicro, rfc3339, rfc3339OrNull } from './format';
import { createLegReader, type ComboLegOut } from './legs';
import type { ComboPositionRow as Row, ComboStore } from './store';

/*
 * Combo positions of one user, shaped for the wire. Statuses are derived live from the legs, so status
 * filtering and the value sort happen here after the read; one user's combos are a small set.
 */

/** Open positions below 0.001 shares are dust, left out of the held listing. */
export const DUST_FLOOR_MICRO = 1_000;
/** Sync reads stop this far behind now, so a mirror never copies a row that may still move. */
export const SYNC_LAG_SECONDS = 90;

export type ComboPositionOut = {
  combo_condition_id: string;
  combo_position_id: string;
  module_id: number;
  user_address: string;
  shares_balance: string;
  entry_avg_price_usdc: string;
  entry_cost_usdc: string;
  realized_payout_usdc: string;
  total_cost_usdc: string;
  gross_entry_cost_usdc: string;
  entry_fees_usdc: string;
  status: ComboStatus;
  first_entry_at: string;
  resolved_at: string | null;
  updated_at: string;
  legs_total: number;
  legs_resolved: number;
  legs_pending: number;
  legs: ComboLegOut[];
};

/** Fields the v2 reference adds to a row (the v1 record stays as the spec has it). */
export type ComboPositionV2Extras = {
  proxy_wallet: string;
  redeemable: boolean;
  first_entry_at_micros: number;
  updated_at_micros: number;
};

export type PositionFilters = {
  user: string;
  status?: ComboStatusParam[];
  sort: ComboSort;
  marketIds?: string[];
  updatedAfter?: number;
  updatedBefore?: number;
};

type Built = { row: Row; out: ComboPositionOut; extras: ComboPositionV2Extras; entryCost: bigint; value: bigint };

export const COMBO_MODULE_ID = 3;

export function createComboPositionReader(store: ComboStore) {
  const readLegs = createLegReader(store);

  /** Every row the filters select, in the requested order (the caller slices the page). */
  return (f: PositionFilters, now: number): Built[] => {
    const sync = f.updatedAfter !== undefined || f.updatedBefore !== undefined || f.sort === 'updated_asc';
    const before = sync ? Math.min(f.updatedBefore ?? Infinity, now - SYNC_LAG_SECONDS) : null;
    const rows = store.positionRows(f.user.toLowerCase(), f.marketIds, f.updatedAfter, before);
    const legsOf = readLegs(rows.map((r) => r.combo_condition_id));
    const wanted = f.status ? new Set<ComboStatus>(f.status) : null;
    const built: Built[] = [];
    for (const row of rows) {
      const legs = legsOf.get(row.combo_condition_id);
      if (!legs) continue; // a combo without legs is not a combo the ledger can write; skip, never 500
      const status = comboStatus(legs.resolutions);
      const terminal = isTerminal(status);
      if (wanted) {
        if (!wanted.has(status)) continue;
        if (!sync && !terminal && row.shares < DUST_FLOOR_MICRO) continue;
      } else if (!sync) {
        // held listing: live positions above the dust floor, settled ones once their resolution is recorded
        if (terminal ? row.resolved_at === null : row.shares < DUST_FLOOR_MICRO) continue;
      }
      built.push(build(row, status, legs.legs, legs.priceMicro, comboPayoutPerShare(legs.resolutions)));
    }
    return built.sort(comparator(f.sort));
  };
}

function build(row: Row, status: ComboStatus, legs: ComboLegOut[], priceMicro: bigint, perShare: number | null): Built {
  const entryCost = mulMicro(row.entry_avg_price, row.shares);
  const totalCost = mulMicro(row.entry_avg_price, row.shares + row.redeemed_shares);
  const resolved = legs.filter((l) => l.leg_status !== 'OPEN').length;
  const address = row.display_address ?? row.user;
  const out: ComboPositionOut = {
    combo_condition_id: row.combo_condition_id,
    combo_position_id: row.combo_position_id,
    module_id: COMBO_MODULE_ID,
    user_address: address,
    shares_balance: micro6(row.shares),
    entry_avg_price_usdc: micro6(row.entry_avg_price),
    entry_cost_usdc: micro6(entryCost),
    // the spec's zero form while nothing has been redeemed (open, unredeemed or lost)
    realized_payout_usdc: row.realized_payout === 0 ? '0.00' : micro6(row.realized_payout),
    total_cost_usdc: micro6(totalCost),
    gross_entry_cost_usdc: micro6(row.gross_entry_cost),
    // the spec promises fees <= gross; clamp so a rounding artefact cannot break that promise
    entry_fees_usdc: micro6(Math.min(row.entry_fees, row.gross_entry_cost)),
    status,
    first_entry_at: rfc3339(row.first_entry_at),
    resolved_at: isTerminal(status) ? rfc3339OrNull(row.resolved_at) : null,
    updated_at: rfc3339(row.updated_at),
    legs_total: legs.length,
    legs_resolved: resolved,
    legs_pending: legs.length - resolved,
    legs,
  };
  const extras: ComboPositionV2Extras = {
    proxy_wallet: address,
    redeemable: isTerminal(status) && row.shares > 0 && (perShare ?? 0) > 0,
    first_entry_at_micros: row.first_entry_at * MICRO,
    updated_at_micros: row.updated_at * MICRO,
  };
  return { row, out, extras, entryCost, value: (BigInt(row.shares) * priceMicro) / BigInt(MICRO) };
}

const cmpBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const cmpNum = (a: number, b: number) => a - b;

/** Every order ends on the primary key, so the same query pages the same way at any limit/offset. */
function comparator(sort: ComboSort): (a: Built, b: Built) => number {
  const tie = (a: Built, b: Built) =>
    a.row.combo_condition_id < b.row.combo_condition_id
      ? -1
      : a.row.combo_condition_id > b.row.combo_condition_id
        ? 1
        : a.row.combo_position_id < b.row.combo_position_id
          ? -1
          : a.row.combo_position_id > b.row.combo_position_id
            ? 1
            : 0;
  const primary: Record<ComboSort, (a: Built, b: Built) => number> = {
    current_value_desc: (a, b) => cmpBig(b.value, a.value),
    first_entry_desc: (a, b) => cmpNum(b.row.first_entry_at, a.row.first_entry_at),
    entry_cost_desc: (a, b) => cmpBig(b.entryCost, a.entryCost),
    // unresolved rows (no resolved_at) after every resolved one
    resolved_at_desc: (a, b) => cmpNum(b.row.resolved_at ?? -1, a.row.resolved_at ?? -1),
    updated_asc: (a, b) => cmpNum(a.row.updated_at, b.row.updated_at),
  };
  const p = primary[sort];
  return (a, b) => p(a, b) || tie(a, b);
}
