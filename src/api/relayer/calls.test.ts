import { describe, expect, it } from 'vitest';
import { adapter, ctf, MAX_UINT256, pusd } from '../../../server/testing/relayer-calls-kit';
import { CONTRACTS } from '../config';
import { APPROVALS_CATALOGUE } from '../data/approvals-catalogue';
import { approvalCall, pusdTransferCall, redeemCalls, setsCall, tradingSetupCalls } from './calls';

/* The app's calls encode exactly what the relayer's decoders read (the calls kit's encodings, pinned to the facts sheet's selectors). */

const COND = `0x${'c1'.repeat(32)}` as const;
const NEG = `0x${'d2'.repeat(32)}` as const;

describe('trading setup', () => {
  it('approves pUSD (max) and outcome tokens for the exchange, the neg-risk exchange and the adapter', () => {
    const calls = tradingSetupCalls();
    const spenders = [CONTRACTS.exchange, CONTRACTS.negRiskExchange, CONTRACTS.negRiskAdapter];
    expect(calls.map(({ to, data }) => ({ to, data }))).toEqual([
      ...spenders.map((s) => {
        const c = pusd.approve(s, MAX_UINT256);
        return { to: c.to, data: c.data };
      }),
      ...spenders.map((s) => {
        const c = ctf.setApprovalForAll(s, true);
        return { to: c.to, data: c.data };
      }),
    ]);
    expect(calls[0]!.label).toBe('Approve pUSD for the exchange (unlimited)');
  });

  it('revokes with a zero allowance or approved false', () => {
    const erc20 = APPROVALS_CATALOGUE.find((e) => e.id === 'trading-collateral-exchange')!;
    const erc1155 = APPROVALS_CATALOGUE.find((e) => e.id === 'trading-ctf-exchange')!;
    expect(approvalCall(erc20, false).data).toBe(pusd.approve(CONTRACTS.exchange, 0n).data);
    expect(approvalCall(erc1155, false)).toMatchObject({
      data: ctf.setApprovalForAll(CONTRACTS.exchange, false).data,
      label: 'Revoke Outcome tokens for the exchange',
    });
  });
});

describe('redeem', () => {
  const pos = { conditionId: COND, negRisk: false, outcomeIndex: 1, shares: '12.5', title: 'Will it rain?' };

  it('a CTF market: the index set of each outcome held, one call per market', () => {
    expect(redeemCalls([pos])).toEqual([
      { to: CONTRACTS.conditionalTokens, data: ctf.redeem(COND, [2n]).data, label: 'Redeem Will it rain?' },
    ]);
    expect(redeemCalls([pos, { ...pos, outcomeIndex: 0 }])[0]!.data).toBe(ctf.redeem(COND, [1n, 2n]).data);
  });

  it('a neg-risk market: the adapter with exact amounts per outcome', () => {
    const neg = { ...pos, conditionId: NEG, negRisk: true, shares: '3.000001' };
    const calls = redeemCalls([pos, neg, { ...neg, outcomeIndex: 0, shares: '0.5' }]);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ to: CONTRACTS.negRiskAdapter, data: adapter.redeem(NEG, [500_000n, 3_000_001n]).data });
  });
});

describe('complete sets', () => {
  it('split and merge through the CTF, partition {1, 2}', () => {
    expect(setsCall('split', COND, 2_500_000n, 'Rain')).toEqual({
      to: CONTRACTS.conditionalTokens,
      data: ctf.split(COND, 2_500_000n).data,
      label: 'Split Rain',
    });
    expect(setsCall('merge', COND, 7n, 'Rain').data).toBe(ctf.merge(COND, 7n).data);
  });
});

describe('a pUSD transfer (a withdrawal through the bridge)', () => {
  it('encodes ERC-20 transfer on pUSD, the exact micro amount, and says it in pUSD', () => {
    const to = `0x${'ab'.repeat(20)}` as const;
    const c = pusdTransferCall(to, 10_000_001n);
    const wanted = pusd.transfer(to, 10_000_001n);
    expect({ to: c.to, data: c.data }).toEqual({ to: wanted.to, data: wanted.data });
    expect(c.label).toBe(`Send 10.000001 pUSD to ${to}`);
  });
});
