import { NO_OUTCOME, type LedgerCore, type Market } from './core';
import { LedgerError } from './ledger-error';
import { allocateByPrice, allocateByWeights, MICRO, mulDivRound } from './money';
import type { ConvertInput, ConvertResult, SplitMergeInput } from './types';
import { positiveInt, timestamp } from './validate';

/*
 * Collateral operations: split (USDC → one share of each outcome), merge (the reverse) and neg-risk
 * conversion. Their activity rows are not token-specific (asset '', outcome 999); the exact
 * per-token movements go to activity_legs so audits can follow every share.
 */

function priceOf(core: LedgerCore, m: Market, given: number | undefined): number {
  const p = given ?? core.st.getMarketPrice.get(m.condition_id)!;
  if (!Number.isSafeInteger(p) || p < 0 || p > MICRO) throw new LedgerError('INVALID_INPUT', `price0 out of range: ${p}`);
  return p;
}

export function split(core: LedgerCore, i: SplitMergeInput): number {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  const m = core.unresolvedMarket(i.conditionId);
  // the basis of the pair is the USDC paid, divided by what each outcome is worth at the time
  const [c0, c1] = allocateByPrice(i.amount, priceOf(core, m, i.price0));
  const txHash = core.txHash(i.txHash, 'split', i.ts);
  core.moveCash(i.user, -i.amount);
  core.addShares(i.user, m, 0, i.amount, c0, 0, i.ts);
  core.addShares(i.user, m, 1, i.amount, c1, 0, i.ts);
  core.supply(m.token0, i.amount, 0);
  core.supply(m.token1, i.amount, 0);
  const id = core.activity({
    user: i.user,
    ts: i.ts,
    type: 'SPLIT',
    conditionId: m.condition_id,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.amount,
    usdcSize: i.amount,
    price: 0,
    fee: 0,
    shareDelta: i.amount,
    cashDelta: -i.amount,
    txHash,
    logIndex: 0,
  });
  core.st.insertActivityLeg.run(id, m.token0, i.amount);
  core.st.insertActivityLeg.run(id, m.token1, i.amount);
  return id;
}

/** Merging needs no live market (the collateral contract merges at any time), only both outcomes held. */
export function merge(core: LedgerCore, i: SplitMergeInput): number {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  const m = core.market(i.conditionId);
  const [p0, p1] = allocateByPrice(i.amount, priceOf(core, m, i.price0));
  const txHash = core.txHash(i.txHash, 'merge', i.ts);
  core.removeShares(i.user, m, 0, i.amount, p0, i.ts);
  core.removeShares(i.user, m, 1, i.amount, p1, i.ts);
  core.supply(m.token0, 0, i.amount);
  core.supply(m.token1, 0, i.amount);
  core.moveCash(i.user, i.amount);
  const id = core.activity({
    user: i.user,
    ts: i.ts,
    type: 'MERGE',
    conditionId: m.condition_id,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.amount,
    usdcSize: i.amount,
    price: 0,
    fee: 0,
    shareDelta: -i.amount,
    cashDelta: i.amount,
    txHash,
    logIndex: 0,
  });
  core.st.insertActivityLeg.run(id, m.token0, -i.amount);
  core.st.insertActivityLeg.run(id, m.token1, -i.amount);
  return id;
}

/**
 * Neg-risk conversion: `amount` NO shares of each of k markets of one neg-risk event become `amount`
 * YES shares of every other market of the event plus (k − 1) × amount USDC. The YES shares enter at
 * their market price; the converted NO positions realize the value received (split evenly) against
 * the basis they give up.
 */
export function convert(core: LedgerCore, i: ConvertInput): ConvertResult {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  const ids = [...new Set(i.conditionIds)];
  if (ids.length === 0) throw new LedgerError('INVALID_INPUT', 'conversion needs at least one market');
  const from = ids.map((id) => core.unresolvedMarket(id));
  const eventId = from[0]!.event_id;
  for (const m of from) {
    if (!m.neg_risk) throw new LedgerError('NOT_NEG_RISK', `market ${m.condition_id} is not neg-risk`);
    if (m.event_id !== eventId) throw new LedgerError('INVALID_INPUT', 'converted markets must share one neg-risk event');
  }
  const chosen = new Set(ids);
  const to = core.st.eventMarkets
    .all(eventId)
    .filter((id) => !chosen.has(id))
    .map((id) => core.unresolvedMarket(id));
  const k = from.length;
  const usdc = (k - 1) * i.amount;
  const yesCosts = to.map((m) => {
    const p = i.prices?.[m.condition_id] ?? core.st.getMarketPrice.get(m.condition_id)!;
    return mulDivRound(i.amount, Math.max(0, Math.min(MICRO, p)), MICRO);
  });
  const received = usdc + yesCosts.reduce((s, c) => s + c, 0);
  const proceeds = allocateByWeights(
    received,
    from.map(() => 1),
  );
  const txHash = core.txHash(i.txHash, 'conversion', i.ts);

  from.forEach((m, n) => {
    core.removeShares(i.user, m, 1, i.amount, proceeds[n]!, i.ts);
    core.supply(m.token1, 0, i.amount);
  });
  to.forEach((m, n) => {
    core.addShares(i.user, m, 0, i.amount, yesCosts[n]!, 0, i.ts);
    core.supply(m.token0, i.amount, 0);
  });
  if (usdc > 0) core.moveCash(i.user, usdc);
  const activityId = core.activity({
    user: i.user,
    ts: i.ts,
    type: 'CONVERSION',
    conditionId: from[0]!.condition_id,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.amount,
    usdcSize: usdc,
    price: 0,
    fee: 0,
    shareDelta: -i.amount,
    cashDelta: usdc,
    txHash,
    logIndex: 0,
  });
  for (const m of from) core.st.insertActivityLeg.run(activityId, m.token1, -i.amount);
  for (const m of to) core.st.insertActivityLeg.run(activityId, m.token0, i.amount);
  return { activityId, usdc };
}
