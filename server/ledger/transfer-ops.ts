import { cashRow } from './cash-ops';
import type { LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import type { CashTransferInput, ShareTransferInput } from './types';
import { positiveInt, timestamp } from './validate';

/*
 * Wallet-to-wallet transfers (a relayed pUSD transfer or ERC-1155 safeTransferFrom). The exchange
 * is not a party, so no fill, fee or supply change is involved.
 */

function distinct(from: string, to: string): void {
  if (from === to) throw new LedgerError('INVALID_INPUT', 'a transfer needs two different wallets');
}

/**
 * pUSD from one wallet to another. The spec's activity types have no transfer, and the money model
 * keeps cash = Σ cash_delta and equity = deposits − withdrawals + …; pUSD leaving the wallet for an
 * outside address is how a wallet withdraws pUSD directly, so the sender gets a WITHDRAWAL row and
 * the receiver a DEPOSIT row, both under the transaction's hash (log index 0 and 1).
 */
export function transferCash(core: LedgerCore, i: CashTransferInput): [number, number] {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  distinct(i.from, i.to);
  const txHash = core.txHash(i.txHash, 'transfer', i.ts);
  return [
    cashRow(core, 'WITHDRAWAL', { user: i.from, amount: i.amount, ts: i.ts, txHash }, -1, '', 0),
    cashRow(core, 'DEPOSIT', { user: i.to, amount: i.amount, ts: i.ts, txHash }, 1, '', 1),
  ];
}

/**
 * Outcome tokens from one wallet to another, as a gift: the sender's removed basis is realized as a
 * loss (proceeds 0) and the receiver holds the shares at zero basis. That is the choice that keeps
 * the money model's conservation (equity = deposits − withdrawals + rewards − fees + total PnL) for
 * both wallets, since no cash moves: the sender's equity falls by the shares' value and so does its
 * total PnL; the receiver's rise together. Supply is unchanged. No activity row (so `txHash` is not
 * written): no type of the spec's activity table describes a token transfer, which also means the
 * seed audits that rebuild positions from activity rows do not see it.
 */
export function transferShares(core: LedgerCore, i: ShareTransferInput): void {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  distinct(i.from, i.to);
  const t = core.st.tokenMarket.get(i.asset);
  if (!t) throw new LedgerError('INSUFFICIENT_SHARES', `${i.from} holds 0 of ${i.asset}, needs ${i.amount}`);
  const m = core.market(t.condition_id);
  core.removeShares(i.from, m, t.outcome_index, i.amount, 0, i.ts);
  core.addShares(i.to, m, t.outcome_index, i.amount, 0, 0, i.ts);
}
