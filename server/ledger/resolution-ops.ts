import { comboStatus, isTerminal } from './combo-status';
import type { LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { MICRO, mulDiv } from './money';
import type { RedeemInput, RedeemResult, ResolveInput } from './types';
import { nonNegativeInt, timestamp } from './validate';

/**
 * Records a market's payout vector. Combos with a leg on it are reclassified: their positions'
 * updated_at bumps, and resolved_at is stamped once the combo turns terminal.
 */
export function resolve(core: LedgerCore, i: ResolveInput): void {
  timestamp(i.ts);
  const [p0, p1] = i.payouts;
  nonNegativeInt(p0, 'payout0');
  nonNegativeInt(p1, 'payout1');
  if (p0 + p1 !== MICRO) throw new LedgerError('INVALID_INPUT', `payouts must sum to ${MICRO}, got ${p0} + ${p1}`);
  const m = core.unresolvedMarket(i.conditionId);
  core.st.resolveMarket.run(i.ts, p0, p1, i.conditionId);
  m.resolved_at = i.ts;
  m.payout0 = p0;
  m.payout1 = p1;
  for (const combo of core.st.combosOfMarket.all(i.conditionId)) {
    const status = comboStatus(core.st.comboLegs.all(combo));
    core.st.touchComboPositions.run(i.ts, isTerminal(status) ? i.ts : null, combo);
  }
}

/**
 * Redeems everything the user holds of a resolved market (or, given `amounts`, that many shares of
 * each outcome, as the neg-risk adapter's redeemPositions does): ONE REDEEM row per outcome redeemed
 * (usdc 0 for a losing outcome), all under one transaction hash, summing to the payout.
 */
export function redeem(core: LedgerCore, i: RedeemInput): RedeemResult {
  timestamp(i.ts);
  if (i.amounts) {
    nonNegativeInt(i.amounts[0], 'amounts[0]');
    nonNegativeInt(i.amounts[1], 'amounts[1]');
  }
  const m = core.market(i.conditionId);
  if (m.resolved_at === null || m.payout0 === null || m.payout1 === null) {
    throw new LedgerError('MARKET_UNRESOLVED', `market ${i.conditionId} is not resolved`);
  }
  const txHash = core.txHash(i.txHash, 'redeem', i.ts);
  const activityIds: number[] = [];
  let total = 0;
  for (const outcome of [0, 1] as const) {
    const asset = outcome === 0 ? m.token0 : m.token1;
    const size = i.amounts ? i.amounts[outcome] : (core.position(i.user, asset)?.size ?? 0);
    if (size <= 0) continue;
    const perShare = outcome === 0 ? m.payout0 : m.payout1;
    const payout = mulDiv(size, perShare, MICRO);
    core.removeShares(i.user, m, outcome, size, payout, i.ts);
    core.supply(asset, 0, size);
    total += payout;
    activityIds.push(
      core.activity({
        user: i.user,
        ts: i.ts,
        type: 'REDEEM',
        conditionId: m.condition_id,
        asset,
        outcomeIndex: outcome,
        side: '',
        size,
        usdcSize: payout,
        price: perShare,
        fee: 0,
        shareDelta: -size,
        cashDelta: payout,
        txHash,
        logIndex: activityIds.length,
      }),
    );
  }
  if (activityIds.length === 0) throw new LedgerError('NOTHING_TO_REDEEM', `${i.user} holds nothing of ${i.conditionId}`);
  if (total > 0) core.moveCash(i.user, total);
  return { payout: total, activityIds };
}
