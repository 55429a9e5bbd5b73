import type { Hex } from 'viem';
import type { CallContext } from './call-context';
import { NEG_RISK_ADAPTER_ABI } from './contracts';
import { decodeCall, lower } from './decode-call';
import { micro, refuse } from './refusal';

/*
 * The neg-risk adapter. convertPositions names its event by the adapter's market id (served by the
 * metadata service as negRiskMarketID) and its markets by a bit per question index; redeemPositions
 * names the condition and the exact amounts of each outcome. Both map onto the ledger directly.
 */

export function negRiskAdapterCall(ctx: CallContext, data: Hex): void {
  const call = decodeCall(NEG_RISK_ADAPTER_ABI, data, 'the neg-risk adapter');
  switch (call.functionName) {
    case 'convertPositions': {
      const [marketId, indexSet, amount] = call.args;
      return convert(ctx, lower(marketId), indexSet, amount);
    }
    case 'redeemPositions': {
      const [conditionId, amounts] = call.args;
      return redeem(ctx, lower(conditionId), amounts);
    }
  }
}

// the adapter's own checks, in its order: a prepared market, more than one question, bits within the questions
function convert(ctx: CallContext, marketId: string, indexSet: bigint, amount: bigint): void {
  const questions = ctx.negRiskQuestions(marketId);
  if (!questions) refuse(`convertPositions: market not prepared: ${marketId}`);
  if (questions.length <= 1) refuse(`convertPositions: no convertible positions in market ${marketId}`);
  if (indexSet === 0n || indexSet >> BigInt(questions.length) !== 0n) {
    refuse(`convertPositions: invalid index set ${indexSet} for ${questions.length} questions`);
  }
  const value = micro(amount);
  if (value === 0) return;
  const conditionIds = questions.filter((_, i) => (indexSet >> BigInt(i)) & 1n);
  ctx.ledger.convert({ user: ctx.wallet, conditionIds, amount: value, ts: ctx.ts, txHash: ctx.txHash });
}

function redeem(ctx: CallContext, conditionId: string, amounts: readonly bigint[]): void {
  if (amounts.length !== 2) refuse(`redeemPositions: amounts must have one entry per outcome (2), got ${amounts.length}`);
  const market = ctx.market(conditionId);
  if (!market || market.neg_risk !== 1) refuse(`redeemPositions: ${conditionId} is not a neg-risk market`);
  if (market.resolved_at === null) refuse(`result for condition not received yet: ${conditionId}`);
  const yes = micro(amounts[0]!, 'amounts[0]');
  const no = micro(amounts[1]!, 'amounts[1]');
  // the adapter pulls the amounts from the wallet first: more than held reverts, zero of both pays nothing
  if (yes === 0 && no === 0) return;
  ctx.ledger.redeem({ user: ctx.wallet, conditionId, amounts: [yes, no], ts: ctx.ts, txHash: ctx.txHash });
}
