import type { Hex } from 'viem';
import { catalogueEntry } from './approvals';
import type { CallContext } from './call-context';
import { ERC20_ABI, PUSD, ZERO_ADDRESS } from './contracts';
import { decodeCall, lower } from './decode-call';
import { micro, refuse } from './refusal';

/** pUSD: approve (the approvals table) and transfer (cash between wallets). */
export function pusdCall(ctx: CallContext, data: Hex): void {
  const call = decodeCall(ERC20_ABI, data, 'pUSD');
  switch (call.functionName) {
    case 'approve': {
      const [spender, amount] = call.args;
      if (lower(spender) === ZERO_ADDRESS) refuse('ERC20: approve to the zero address');
      const entry = catalogueEntry(PUSD, lower(spender));
      if (entry?.standard === 'ERC20') ctx.approvals.allowance(ctx.wallet, entry, amount, ctx.ts);
      return;
    }
    case 'transfer': {
      const [to, amount] = call.args;
      return transfer(ctx, lower(to), amount);
    }
  }
}

function transfer(ctx: CallContext, to: string, amount: bigint): void {
  if (to === ZERO_ADDRESS) refuse('ERC20: transfer to the zero address');
  const value = micro(amount);
  const balance = ctx.ledger.cashOf(ctx.wallet);
  if (balance < value) refuse(`ERC20: transfer amount exceeds balance (${ctx.wallet} holds ${balance}, needs ${value})`);
  // a zero transfer or one to itself succeeds on chain and changes no balance
  if (value === 0 || to === ctx.wallet) return;
  // pUSD sent to a bridge withdrawal address pays out on another chain: it leaves the ledger here,
  // and the bridge walks the payout. A bridge deposit address takes no pUSD (not a listed asset):
  // sent there it is a plain transfer, as pUSD sent on chain to any address would be.
  const payout = ctx.bridge?.withdrawAddress(to);
  if (payout) {
    ctx.ledger.withdraw({ user: ctx.wallet, amount: value, ts: ctx.ts, txHash: ctx.txHash });
    return payout({ from: ctx.wallet, amount: value, txHash: ctx.txHash });
  }
  ctx.ledger.transferCash({ from: ctx.wallet, to, amount: value, ts: ctx.ts, txHash: ctx.txHash });
}
