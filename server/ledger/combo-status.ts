import { MICRO } from './money';

/*
 * How a combo's state follows from its legs' resolutions. Shared by the ledger (which stamps
 * resolved_at when a combo turns terminal) and the routes (which report the statuses live).
 */

export type LegStatus = 'OPEN' | 'RESOLVED_PARTIAL' | 'RESOLVED_WIN' | 'RESOLVED_LOSS';
export type ComboStatus = 'OPEN' | 'PARTIAL' | 'RESOLVED_PARTIAL' | 'RESOLVED_WIN' | 'RESOLVED_LOSS';

export const COMBO_STATUSES: readonly ComboStatus[] = ['OPEN', 'PARTIAL', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS'];

/** A leg with its market's resolution (payouts NULL while unresolved). */
export type LegResolution = {
  outcome_index: number;
  resolved_at: number | null;
  payout0: number | null;
  payout1: number | null;
};

/** Payout per share of the leg's outcome, micro; null while its market is unresolved. */
export function legPayout(leg: LegResolution): number | null {
  if (leg.resolved_at === null || leg.payout0 === null || leg.payout1 === null) return null;
  return leg.outcome_index === 0 ? leg.payout0 : leg.payout1;
}

export function legStatus(leg: LegResolution): LegStatus {
  const p = legPayout(leg);
  if (p === null) return 'OPEN';
  if (p === 0) return 'RESOLVED_LOSS';
  return p >= MICRO ? 'RESOLVED_WIN' : 'RESOLVED_PARTIAL';
}

/**
 * One losing leg settles the combo at zero. Otherwise it is terminal once every leg has resolved:
 * a win when every leg paid in full, partial when one paid a fraction. Some legs resolved and none
 * lost: PARTIAL (still live).
 */
export function comboStatus(legs: readonly LegResolution[]): ComboStatus {
  const statuses = legs.map(legStatus);
  if (statuses.includes('RESOLVED_LOSS')) return 'RESOLVED_LOSS';
  const open = statuses.filter((s) => s === 'OPEN').length;
  if (open === statuses.length) return 'OPEN';
  if (open > 0) return 'PARTIAL';
  return statuses.includes('RESOLVED_PARTIAL') ? 'RESOLVED_PARTIAL' : 'RESOLVED_WIN';
}

export function isTerminal(status: ComboStatus): boolean {
  return status === 'RESOLVED_PARTIAL' || status === 'RESOLVED_WIN' || status === 'RESOLVED_LOSS';
}

/** Payout per combo share at settlement (product of the legs' payouts), micro; null while not terminal. */
export function comboPayoutPerShare(legs: readonly LegResolution[]): number | null {
  const status = comboStatus(legs);
  if (!isTerminal(status)) return null;
  if (status === 'RESOLVED_LOSS') return 0;
  let num = 1n;
  for (const leg of legs) num *= BigInt(legPayout(leg)!);
  return Number(num / BigInt(MICRO) ** BigInt(legs.length - 1));
}
