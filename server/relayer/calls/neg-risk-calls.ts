import type { Hex } from 'viem';
import type { CallContext } from './call-context';
import { NEG_RISK_ADAPTER_ABI } from './contracts';
import { decodeCall, lower } from './decode-call';
import { micro, refuse } from './refusal';

/*
 * The neg-risk adapter. convertPositions names its markets by the adapter's market id and a bit
 * per question index (questionId = marketId with the index in its last byte); the local data model
 * keeps neither (its question ids are independent hashes, no event carries a market id), so no
 * call can name the markets to convert and it is refused. redeemPositions names the condition and
 * the exact amounts of each outcome, which map onto the ledger's redeem directly.
 */

export function negRiskAdapterCall(ctx: CallContext, data: Hex): void {
  const call = decodeCall(NEG_RISK_ADAPTER_ABI, data, 'the neg-risk adapter');
  switch (call.functionName) {
    case 'convertPositions': {
      const [marketId] = call.args;
      return refuse(`convertPositions: neg-risk market ${marketId} is unknown here (the local data keeps no neg-risk market ids)`);
    }
    case 'redeemPositions': {
      const [conditionId, amounts] = call.args;
      return redeem(ctx, lower(conditionId), amounts);
    }
  }
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
