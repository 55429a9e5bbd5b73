import { encodeFunctionData, encodePacked, type Address, type Hex } from 'viem';
import { CONTRACTS } from '../../src/api/config';
import { Ledger } from '../ledger';
import { createCallExecutor, type ApplyInput, type WalletCall } from '../relayer/calls/apply-calls';
import { CTF_ABI, ERC20_ABI, MULTISEND, MULTISEND_ABI, NEG_RISK_ADAPTER_ABI } from '../relayer/calls/contracts';
import { tinyDb } from './ledger-fixtures';

/*
 * The relayed-call tests' world: the ledger's hand-built database, an executor over it, and
 * calldata built with viem's encoders (the relayer client's own way), never by hand.
 */

export const MAX_UINT256 = 2n ** 256n - 1n;
export const ZERO32: Hex = `0x${'0'.repeat(64)}`;
export const TX = `0x${'ab'.repeat(32)}`;

export function callsWorld() {
  const db = tinyDb();
  const ledger = new Ledger(db);
  const execute = createCallExecutor(db, ledger);
  const run = (wallet: string, calls: readonly WalletCall[], ts = 100, txHash = TX) =>
    execute({ wallet, calls, txHash, ts } satisfies ApplyInput);
  const approval = (user: string, id: string) =>
    db
      .prepare<[string, string], { approved: number; amount: string | null }>(
        'SELECT approved, amount FROM approvals WHERE user = ? AND contract_id = ?',
      )
      .get(user, id);
  const activity = (user: string) =>
    db
      .prepare<
        [string],
        {
          type: string;
          size: number;
          usdc_size: number;
          cash_delta: number;
          share_delta: number;
          tx_hash: string;
          ts: number;
          asset: string;
        }
      >('SELECT type, size, usdc_size, cash_delta, share_delta, tx_hash, ts, asset FROM activity WHERE user = ? ORDER BY id')
      .all(user);
  /** Everything a refused transaction must leave untouched. */
  const snapshot = () =>
    JSON.stringify(
      ['cash', 'positions', 'activity', 'activity_legs', 'approvals', 'token_supply'].map((t) =>
        db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
      ),
    );
  return { db, ledger, run, approval, activity, snapshot };
}

const call = (to: string, data: Hex): WalletCall => ({ to, value: 0n, data, operation: 0 });

export const pusd = {
  approve: (spender: string, amount: bigint) =>
    call(CONTRACTS.collateral, encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [spender as Address, amount] })),
  transfer: (to: string, amount: bigint) =>
    call(CONTRACTS.collateral, encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [to as Address, amount] })),
};

const collateral = CONTRACTS.collateral as Address;

export const ctf = {
  setApprovalForAll: (operator: string, approved: boolean) =>
    call(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({ abi: CTF_ABI, functionName: 'setApprovalForAll', args: [operator as Address, approved] }),
    ),
  safeTransferFrom: (from: string, to: string, id: bigint, amount: bigint) =>
    call(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({ abi: CTF_ABI, functionName: 'safeTransferFrom', args: [from as Address, to as Address, id, amount, '0x'] }),
    ),
  split: (conditionId: string, amount: bigint, partition = [1n, 2n], parent = ZERO32, token = collateral) =>
    call(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({ abi: CTF_ABI, functionName: 'splitPosition', args: [token, parent, conditionId as Hex, partition, amount] }),
    ),
  merge: (conditionId: string, amount: bigint, partition = [1n, 2n]) =>
    call(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({
        abi: CTF_ABI,
        functionName: 'mergePositions',
        args: [collateral, ZERO32, conditionId as Hex, partition, amount],
      }),
    ),
  redeem: (conditionId: string, indexSets = [1n, 2n]) =>
    call(
      CONTRACTS.conditionalTokens,
      encodeFunctionData({ abi: CTF_ABI, functionName: 'redeemPositions', args: [collateral, ZERO32, conditionId as Hex, indexSets] }),
    ),
};

export const adapter = {
  convert: (marketId: Hex, indexSet: bigint, amount: bigint) =>
    call(
      CONTRACTS.negRiskAdapter,
      encodeFunctionData({ abi: NEG_RISK_ADAPTER_ABI, functionName: 'convertPositions', args: [marketId, indexSet, amount] }),
    ),
  redeem: (conditionId: string, amounts: readonly bigint[]) =>
    call(
      CONTRACTS.negRiskAdapter,
      encodeFunctionData({ abi: NEG_RISK_ADAPTER_ABI, functionName: 'redeemPositions', args: [conditionId as Hex, amounts] }),
    ),
};

/** The Safe client's batch: one delegatecall to MultiSend carrying every call packed (relayer-facts §5). */
export function multiSend(calls: readonly WalletCall[]): WalletCall {
  const packed = calls.map((c) =>
    encodePacked(
      ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
      [c.operation, c.to as Address, c.value, BigInt((c.data.length - 2) / 2), c.data],
    ),
  );
  const bytes = `0x${packed.map((p) => p.slice(2)).join('')}` as Hex;
  return {
    to: MULTISEND,
    value: 0n,
    data: encodeFunctionData({ abi: MULTISEND_ABI, functionName: 'multiSend', args: [bytes] }),
    operation: 1,
  };
}
