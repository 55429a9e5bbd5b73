import type { Hex } from 'viem';
import { catalogueEntry } from './approvals';
import type { CallContext } from './call-context';
import { CTF, CTF_ABI, PUSD, ZERO_ADDRESS, ZERO_BYTES32 } from './contracts';
import { decodeCall, lower } from './decode-call';
import { micro, refuse } from './refusal';

/*
 * The conditional tokens contract: operator approvals, token transfers, and split / merge / redeem
 * of the binary markets the ledger keeps (collateral pUSD, no parent collection: the only positions
 * the local data model has).
 */

export function ctfCall(ctx: CallContext, data: Hex): void {
  const call = decodeCall(CTF_ABI, data, 'CTF');
  switch (call.functionName) {
    case 'setApprovalForAll': {
      const [operator, approved] = call.args;
      const entry = catalogueEntry(CTF, lower(operator));
      if (entry?.standard === 'ERC1155') ctx.approvals.operator(ctx.wallet, entry, approved, ctx.ts);
      return;
    }
    case 'safeTransferFrom': {
      const [from, to, id, amount] = call.args;
      return safeTransferFrom(ctx, lower(from), lower(to), id, amount);
    }
    case 'splitPosition':
    case 'mergePositions': {
      const [collateral, parent, conditionId, partition, amount] = call.args;
      const target = binaryCondition(collateral, parent, conditionId);
      const set = [...new Set(partition)].sort();
      if (partition.length !== 2 || set.length !== 2 || set[0] !== 1n || set[1] !== 2n) {
        refuse(`partition must be [1, 2] (both outcomes of a binary condition), got [${partition.join(', ')}]`);
      }
      const value = micro(amount);
      // the contract moves nothing for a zero amount, and does not revert
      if (value === 0) return;
      const op = call.functionName === 'splitPosition' ? ctx.ledger.split : ctx.ledger.merge;
      op({ user: ctx.wallet, conditionId: target, amount: value, ts: ctx.ts, txHash: ctx.txHash });
      return;
    }
    case 'redeemPositions': {
      const [collateral, parent, conditionId, indexSets] = call.args;
      return redeem(ctx, binaryCondition(collateral, parent, conditionId), indexSets);
    }
  }
}

function binaryCondition(collateral: string, parent: string, conditionId: string): string {
  if (lower(collateral) !== PUSD) refuse(`collateral must be pUSD, got ${collateral}`);
  if (lower(parent) !== ZERO_BYTES32) refuse('positions under a parent collection are not kept: parentCollectionId must be 0x0');
  return lower(conditionId);
}

/** Only the owner's own transfers: an operator moving another wallet's tokens is not relayed here. */
function safeTransferFrom(ctx: CallContext, from: string, to: string, id: bigint, amount: bigint): void {
  if (from !== ctx.wallet) refuse(`ERC1155: caller is not owner nor approved (from must be the wallet ${ctx.wallet})`);
  if (to === ZERO_ADDRESS) refuse('ERC1155: transfer to the zero address');
  const asset = id.toString();
  const value = micro(amount);
  const held = ctx.ledger.positionOf(ctx.wallet, asset)?.size ?? 0;
  if (held < value) refuse(`ERC1155: insufficient balance for transfer (${ctx.wallet} holds ${held} of ${asset}, needs ${value})`);
  if (value === 0 || to === ctx.wallet) return;
  ctx.ledger.transferShares({ from: ctx.wallet, to, asset, amount: value, ts: ctx.ts, txHash: ctx.txHash });
}

/**
 * CTF redeemPositions burns the whole balance of each index set named (1 = outcome 0, 2 = outcome
 * 1); it reverts before the result is reported, and pays nothing without reverting when nothing is
 * held.
 */
function redeem(ctx: CallContext, conditionId: string, indexSets: readonly bigint[]): void {
  for (const s of indexSets) if (s !== 1n && s !== 2n) refuse(`got invalid index set ${s}`);
  const market = ctx.market(conditionId);
  if (!market || market.resolved_at === null) refuse(`result for condition not received yet: ${conditionId}`);
  const held = (asset: string, set: bigint) => (indexSets.includes(set) ? (ctx.ledger.positionOf(ctx.wallet, asset)?.size ?? 0) : 0);
  const amounts = [held(market.token0, 1n), held(market.token1, 2n)] as const;
  if (amounts[0] === 0 && amounts[1] === 0) return;
  ctx.ledger.redeem({ user: ctx.wallet, conditionId, amounts, ts: ctx.ts, txHash: ctx.txHash });
}
