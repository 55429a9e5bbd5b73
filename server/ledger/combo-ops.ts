import { blockNumberAt, comboConditionIdFor, comboPositionIdFor } from './chain-ids';
import { comboPayoutPerShare, comboStatus, isTerminal } from './combo-status';
import { NO_OUTCOME, type LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { MICRO, mulDiv, mulDivRound, notional, proRata } from './money';
import type { ComboEntryInput, ComboRedeemInput, ComboRedeemResult, RegisterComboInput } from './types';
import { nonNegativeInt, positiveInt, priceInRange, timestamp } from './validate';

/*
 * Combinatorial positions: a combo share pays the product of its legs' payouts. Every lifecycle
 * event writes a combo_activity row; the ones that move cash also write an is_combo activity row
 * (SPLIT for an entry, MERGE for an exit, REDEEM for a settlement) so the cash audit holds.
 */

export function registerCombo(core: LedgerCore, i: RegisterComboInput): string {
  timestamp(i.ts);
  if (i.legs.length < 2) throw new LedgerError('INVALID_INPUT', 'a combo needs at least two legs');
  if (new Set(i.legs.map((l) => l.conditionId)).size !== i.legs.length) {
    throw new LedgerError('INVALID_INPUT', 'combo legs must be on distinct markets');
  }
  const id = comboConditionIdFor(i.legs);
  if (core.st.getCombo.get(id)) return id;
  const labels = i.legs.map((l) => {
    core.market(l.conditionId);
    const t = core.st.marketTitle.get(l.conditionId)!;
    return `${t.title} (${l.outcomeIndex === 0 ? t.outcome0 : t.outcome1})`;
  });
  core.st.insertCombo.run(id, i.title ?? labels.join(' AND '), i.ts);
  i.legs.forEach((l, n) => core.st.insertComboLeg.run(id, n, l.conditionId, l.outcomeIndex));
  return id;
}

function statusOf(core: LedgerCore, combo: string) {
  if (!core.st.getCombo.get(combo)) throw new LedgerError('UNKNOWN_COMBO', `unknown combo ${combo}`);
  const legs = core.st.comboLegs.all(combo);
  return { legs, status: comboStatus(legs) };
}

function liveCombo(core: LedgerCore, combo: string): void {
  const { status } = statusOf(core, combo);
  if (isTerminal(status)) throw new LedgerError('COMBO_TERMINAL', `combo ${combo} is settled (${status})`);
}

function comboEvent(
  core: LedgerCore,
  user: string,
  combo: string,
  positionId: string,
  kind: 'Split' | 'Merge' | 'Convert' | 'Redeem',
  amount: number | null,
  payout: number | null,
  ts: number,
  txHash: string,
): void {
  core.st.insertComboActivity.run(user, combo, positionId, kind, amount, payout, ts, txHash, 0, blockNumberAt(ts));
}

/** Entry: pays shares × price plus the BUY fee for combo shares. */
export function comboSplit(core: LedgerCore, i: ComboEntryInput): number {
  timestamp(i.ts);
  positiveInt(i.shares, 'shares');
  priceInRange(i.price);
  const fee = i.fee ?? 0;
  nonNegativeInt(fee, 'fee');
  liveCombo(core, i.comboConditionId);
  const cost = notional(i.shares, i.price);
  const positionId = comboPositionIdFor(i.comboConditionId, i.user);
  const txHash = core.txHash(i.txHash, 'combo-split', i.ts);
  core.moveCash(i.user, -(cost + fee));
  const p = core.st.getComboPosition.get(i.comboConditionId, positionId);
  if (!p) {
    core.st.insertComboPosition.run(i.comboConditionId, positionId, i.user, i.shares, i.price, fee, cost + fee, i.ts, i.ts);
  } else {
    const shares = p.shares + i.shares;
    const gross = p.gross_entry_cost + cost + fee;
    const fees = p.entry_fees + fee;
    const avg = mulDivRound(gross - fees, MICRO, shares);
    core.st.updateComboPosition.run(shares, avg, fees, gross, p.realized_payout, p.redeemed_shares, i.ts, i.comboConditionId, positionId);
  }
  comboEvent(core, i.user, i.comboConditionId, positionId, 'Split', cost, null, i.ts, txHash);
  return core.activity({
    user: i.user,
    ts: i.ts,
    type: 'SPLIT',
    conditionId: i.comboConditionId,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.shares,
    usdcSize: cost,
    price: i.price,
    fee,
    shareDelta: i.shares,
    cashDelta: -(cost + fee),
    isCombo: true,
    txHash,
    logIndex: 0,
  });
}

/** Exit before settlement: shares back for shares × price; the basis leaves pro rata. */
export function comboMerge(core: LedgerCore, i: ComboEntryInput): number {
  timestamp(i.ts);
  positiveInt(i.shares, 'shares');
  priceInRange(i.price);
  liveCombo(core, i.comboConditionId);
  const positionId = comboPositionIdFor(i.comboConditionId, i.user);
  const p = core.st.getComboPosition.get(i.comboConditionId, positionId);
  if (!p || p.shares < i.shares) {
    throw new LedgerError('INSUFFICIENT_SHARES', `${i.user} holds ${p?.shares ?? 0} of combo ${i.comboConditionId}`);
  }
  const proceeds = notional(i.shares, i.price);
  const txHash = core.txHash(i.txHash, 'combo-merge', i.ts);
  const gross = p.gross_entry_cost - proRata(p.gross_entry_cost, i.shares, p.shares);
  const fees = Math.min(gross, p.entry_fees - proRata(p.entry_fees, i.shares, p.shares));
  core.st.updateComboPosition.run(
    p.shares - i.shares,
    p.entry_avg_price,
    fees,
    gross,
    p.realized_payout,
    p.redeemed_shares,
    i.ts,
    i.comboConditionId,
    positionId,
  );
  core.moveCash(i.user, proceeds);
  comboEvent(core, i.user, i.comboConditionId, positionId, 'Merge', proceeds, null, i.ts, txHash);
  return core.activity({
    user: i.user,
    ts: i.ts,
    type: 'MERGE',
    conditionId: i.comboConditionId,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.shares,
    usdcSize: proceeds,
    price: i.price,
    fee: 0,
    shareDelta: -i.shares,
    cashDelta: proceeds,
    isCombo: true,
    txHash,
    logIndex: 0,
  });
}

/**
 * A conversion of the user's combo shares between representations of the same exposure: no cash
 * and no balance moves, so it is a combo_activity row only (amount = the basis converted).
 */
export function comboConvert(core: LedgerCore, i: ComboRedeemInput): void {
  timestamp(i.ts);
  liveCombo(core, i.comboConditionId);
  const positionId = comboPositionIdFor(i.comboConditionId, i.user);
  const p = core.st.getComboPosition.get(i.comboConditionId, positionId);
  if (!p || p.shares <= 0) throw new LedgerError('INSUFFICIENT_SHARES', `${i.user} holds nothing of combo ${i.comboConditionId}`);
  const txHash = core.txHash(i.txHash, 'combo-convert', i.ts);
  core.st.updateComboPosition.run(
    p.shares,
    p.entry_avg_price,
    p.entry_fees,
    p.gross_entry_cost,
    p.realized_payout,
    p.redeemed_shares,
    i.ts,
    i.comboConditionId,
    positionId,
  );
  comboEvent(core, i.user, i.comboConditionId, positionId, 'Convert', p.gross_entry_cost - p.entry_fees, null, i.ts, txHash);
}

/**
 * Settlement of a terminal combo: every share pays the product of the legs' payouts. The entry
 * basis stays frozen (gross_entry_cost keeps its value at the terminal status).
 */
export function comboRedeem(core: LedgerCore, i: ComboRedeemInput): ComboRedeemResult {
  timestamp(i.ts);
  const { legs, status } = statusOf(core, i.comboConditionId);
  if (!isTerminal(status)) throw new LedgerError('COMBO_NOT_TERMINAL', `combo ${i.comboConditionId} is ${status}`);
  const positionId = comboPositionIdFor(i.comboConditionId, i.user);
  const p = core.st.getComboPosition.get(i.comboConditionId, positionId);
  if (!p || p.shares <= 0) throw new LedgerError('NOTHING_TO_REDEEM', `${i.user} holds nothing of combo ${i.comboConditionId}`);
  const perShare = comboPayoutPerShare(legs)!;
  const payout = mulDiv(p.shares, perShare, MICRO);
  const txHash = core.txHash(i.txHash, 'combo-redeem', i.ts);
  core.st.updateComboPosition.run(
    0,
    p.entry_avg_price,
    p.entry_fees,
    p.gross_entry_cost,
    p.realized_payout + payout,
    p.redeemed_shares + p.shares,
    i.ts,
    i.comboConditionId,
    positionId,
  );
  if (payout > 0) core.moveCash(i.user, payout);
  comboEvent(core, i.user, i.comboConditionId, positionId, 'Redeem', null, payout, i.ts, txHash);
  const activityId = core.activity({
    user: i.user,
    ts: i.ts,
    type: 'REDEEM',
    conditionId: i.comboConditionId,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: p.shares,
    usdcSize: payout,
    price: perShare,
    fee: 0,
    shareDelta: -p.shares,
    cashDelta: payout,
    isCombo: true,
    txHash,
    logIndex: 0,
  });
  return { payout, activityId };
}
