import { comboPayoutPerShare, legPayout, type LegResolution } from '../../ledger/combo-status';
import { MICRO, mulDiv, proRata } from '../../ledger/money';
import type { ActivityRow } from './store';

/*
 * The combo side of a wallet's PnL timeline: the ledger's combo bookkeeping (server/ledger/combo-ops.ts)
 * replayed row by row, with the basis fee-exclusive (gross − fees). A held combo counts at its basis
 * while it can still move and at its redemption payout from the instant it settles, which is how
 * open combos value is defined (docs/money-model.md), so the last point reconciles with it.
 */

export type ComboLegRow = LegResolution & { combo_condition_id: string };

type Held = { shares: number; fees: number; gross: number };

/** When a combo settles (its first losing leg, else its last leg to resolve; never while one is open) and what a share then pays. */
function settlement(legs: readonly LegResolution[]): { at: number; perShare: number } {
  if (legs.length === 0) return { at: Infinity, perShare: 0 };
  let losing = Infinity;
  let last = 0;
  let open = false;
  for (const leg of legs) {
    if (leg.resolved_at === null) open = true;
    else {
      last = Math.max(last, leg.resolved_at);
      if (legPayout(leg) === 0) losing = Math.min(losing, leg.resolved_at);
    }
  }
  const at = losing < Infinity ? losing : open ? Infinity : last;
  return { at, perShare: at === Infinity ? 0 : (comboPayoutPerShare(legs) ?? 0) };
}

export function createComboBook(legRows: readonly ComboLegRow[]) {
  const legsOf = new Map<string, ComboLegRow[]>();
  for (const l of legRows) (legsOf.get(l.combo_condition_id) ?? legsOf.set(l.combo_condition_id, []).get(l.combo_condition_id)!).push(l);
  const settles = new Map<string, { at: number; perShare: number }>();
  const settlementOf = (combo: string) => {
    let s = settles.get(combo);
    if (!s) settles.set(combo, (s = settlement(legsOf.get(combo) ?? [])));
    return s;
  };
  const held = new Map<string, Held>();
  let realized = 0;

  return {
    /** Applies one is_combo activity row (SPLIT entry, MERGE exit, REDEEM settlement). */
    apply(r: ActivityRow): void {
      const p = held.get(r.condition_id);
      if (r.type === 'SPLIT') {
        if (!p) held.set(r.condition_id, { shares: r.size, fees: r.fee, gross: r.usdc_size + r.fee });
        else {
          p.shares += r.size;
          p.gross += r.usdc_size + r.fee;
          p.fees += r.fee;
        }
      } else if (p && r.type === 'MERGE') {
        const before = p.gross - p.fees;
        const merged = Math.min(r.size, p.shares);
        p.gross -= proRata(p.gross, merged, p.shares);
        p.fees = Math.min(p.gross, p.fees - proRata(p.fees, merged, p.shares));
        p.shares -= merged;
        realized += r.usdc_size - (before - (p.gross - p.fees));
      } else if (p && r.type === 'REDEEM') {
        realized += r.usdc_size - (p.gross - p.fees);
        held.delete(r.condition_id);
      }
    },
    /** Realized combo PnL so far, micro. */
    realized: () => realized,
    /** Σ (payout − basis) over the held combos settled by `t`; a live combo at its basis adds nothing. */
    unrealizedAt(t: number): number {
      let u = 0;
      for (const [combo, p] of held) {
        if (p.shares <= 0) continue;
        const s = settlementOf(combo);
        if (s.at <= t) u += mulDiv(p.shares, s.perShare, MICRO) - (p.gross - p.fees);
      }
      return u;
    },
  };
}
