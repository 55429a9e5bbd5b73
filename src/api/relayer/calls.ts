import { encodeFunctionData, erc20Abi, formatUnits, maxUint256, parseUnits, zeroHash, type Hex } from 'viem';
import { CONTRACTS, USDC_DECIMALS } from '../config';
import { APPROVALS_CATALOGUE, type ApprovalCatalogueEntry } from '../data/approvals-catalogue';
import type { RelayerCall } from './client';

/*
 * The calls a trader's Safe makes through the relayer, each with the words a view shows before the
 * wallet is asked to sign: the trading setup (the approvals catalogue's trading rows) and the
 * redemptions of resolved positions (CTF redeemPositions, or the neg-risk adapter's by amounts;
 * server/relayer/calls/README.md lists what each does).
 */

export type LabelledCall = RelayerCall & { label: string };

const CTF_ABI = [
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
  ...(['splitPosition', 'mergePositions'] as const).map(
    (name) =>
      ({
        type: 'function',
        name,
        stateMutability: 'nonpayable',
        inputs: [
          { name: 'collateralToken', type: 'address' },
          { name: 'parentCollectionId', type: 'bytes32' },
          { name: 'conditionId', type: 'bytes32' },
          { name: 'partition', type: 'uint256[]' },
          { name: 'amount', type: 'uint256' },
        ],
        outputs: [],
      }) as const,
  ),
  {
    type: 'function',
    name: 'redeemPositions',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'collateralToken', type: 'address' },
      { name: 'parentCollectionId', type: 'bytes32' },
      { name: 'conditionId', type: 'bytes32' },
      { name: 'indexSets', type: 'uint256[]' },
    ],
    outputs: [],
  },
] as const;

const ADAPTER_ABI = [
  {
    type: 'function',
    name: 'redeemPositions',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'conditionId', type: 'bytes32' },
      { name: 'amounts', type: 'uint256[]' },
    ],
    outputs: [],
  },
] as const;

/** The call that grants (or, with `grant` false, revokes) one catalogue entry. */
export function approvalCall(entry: ApprovalCatalogueEntry, grant: boolean): LabelledCall {
  const spender = entry.spender as Hex;
  if (entry.standard === 'ERC20')
    return {
      to: entry.token as Hex,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, grant ? maxUint256 : 0n] }),
      label: `${grant ? 'Approve' : 'Revoke'} ${entry.label}${grant ? ' (unlimited)' : ''}`,
    };
  return {
    to: entry.token as Hex,
    data: encodeFunctionData({ abi: CTF_ABI, functionName: 'setApprovalForAll', args: [spender, grant] }),
    label: `${grant ? 'Approve' : 'Revoke'} ${entry.label}`,
  };
}

/** Everything trading needs from a wallet: pUSD (max) and outcome tokens for both exchanges and the neg-risk adapter. */
export function tradingSetupCalls(): LabelledCall[] {
  return APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading').map((e) => approvalCall(e, true));
}

/** A resolved position to redeem: its shares as an exact decimal string. */
export type RedeemablePosition = { conditionId: Hex; negRisk: boolean; outcomeIndex: number; shares: string; title: string };

/**
 * One call per market: CTF redeemPositions with the index set of each outcome held (1 << outcome;
 * it pays the whole balance), or for a neg-risk market the adapter's redeemPositions with the exact
 * amount per outcome (two amounts, outcome order).
 */
export function redeemCalls(positions: readonly RedeemablePosition[]): LabelledCall[] {
  const byMarket = new Map<string, RedeemablePosition[]>();
  for (const p of positions) {
    const key = p.conditionId.toLowerCase();
    byMarket.set(key, [...(byMarket.get(key) ?? []), p]);
  }
  return [...byMarket.values()].map((held) => {
    const { conditionId, negRisk, title } = held[0]!;
    const label = `Redeem ${title}`;
    if (negRisk) {
      const amounts = [0n, 0n];
      for (const p of held) amounts[p.outcomeIndex] = (amounts[p.outcomeIndex] ?? 0n) + parseUnits(p.shares, USDC_DECIMALS);
      return {
        to: CONTRACTS.negRiskAdapter,
        data: encodeFunctionData({ abi: ADAPTER_ABI, functionName: 'redeemPositions', args: [conditionId, amounts] }),
        label,
      };
    }
    const indexSets = [...new Set(held.map((p) => 1n << BigInt(p.outcomeIndex)))].sort((a, b) => (a < b ? -1 : 1));
    return {
      to: CONTRACTS.conditionalTokens,
      data: encodeFunctionData({
        abi: CTF_ABI,
        functionName: 'redeemPositions',
        args: [CONTRACTS.collateral, zeroHash, conditionId, indexSets],
      }),
      label,
    };
  });
}

/**
 * A binary market's complete sets through the CTF: split `amount` micro pUSD into as many shares of
 * each outcome, or merge as many of each back into pUSD (partition {1, 2}, no parent collection).
 */
export function setsCall(kind: 'split' | 'merge', conditionId: Hex, amount: bigint, title: string): LabelledCall {
  return {
    to: CONTRACTS.conditionalTokens,
    data: encodeFunctionData({
      abi: CTF_ABI,
      functionName: kind === 'split' ? 'splitPosition' : 'mergePositions',
      args: [CONTRACTS.collateral, zeroHash, conditionId, [1n, 2n], amount],
    }),
    label: `${kind === 'split' ? 'Split' : 'Merge'} ${title}`,
  };
}

/**
 * A pUSD transfer of `amount` micro pUSD to `to`: how a withdrawal leaves, sent to the bridge's
 * address for one destination (bridge facts §4). The same call from a Safe or from an EOA.
 */
export function pusdTransferCall(to: Hex, amount: bigint): LabelledCall {
  return {
    to: CONTRACTS.collateral,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    label: `Send ${formatUnits(amount, USDC_DECIMALS)} pUSD to ${to}`,
  };
}
