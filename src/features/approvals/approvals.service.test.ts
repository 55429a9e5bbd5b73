import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE } from '../../api/data/approvals-catalogue';
import { approvalLabel, contractName, formatAllowance, groupByFeature, summarise } from './approvals';
import { loadApprovals, type ApprovalsData } from '../../wallet/approvals-query';
import { localService } from '../../testing/local-service';

let demo: ApprovalsData;
let stranger: ApprovalsData;

beforeAll(async () => {
  const api = localService().data;
  demo = await loadApprovals(api, DEMO_TRADER);
  // a wallet the ledger has never seen has approved nothing
  stranger = await loadApprovals(api, '0x000000000000000000000000000000000000dEaD');
});

describe('approvals summary', () => {
  it('the demo trader is ready to trade; what other features miss is listed apart', () => {
    const s = summarise(demo.contracts);
    expect(s.readyToTrade).toBe(true);
    expect(s.missingForTrading).toEqual([]);
    expect(s.missingElsewhere.map((c) => c.id)).toEqual(demo.contracts.filter((c) => !c.approved).map((c) => c.id));
    expect(s.missingElsewhere.every((c) => c.feature !== 'trading')).toBe(true);
    expect(s.total).toBe(APPROVALS_CATALOGUE.length);
  });

  it('a wallet with nothing approved is not ready and misses every trading approval', () => {
    const s = summarise(stranger.contracts);
    expect(s.readyToTrade).toBe(false);
    expect(s.missingForTrading.map((c) => c.id)).toEqual(APPROVALS_CATALOGUE.filter((e) => e.feature === 'trading').map((e) => e.id));
    expect(s.approved).toBe(0);
  });

  it('one missing trading approval is enough to block trading', () => {
    const contracts = demo.contracts.map((c) => (c.id === 'trading-ctf-neg-risk-adapter' ? { ...c, approved: false } : c));
    const s = summarise(contracts);
    expect(s.readyToTrade).toBe(false);
    expect(s.missingForTrading.map(approvalLabel)).toEqual(['Outcome tokens for the neg-risk adapter']);
  });

  it('groups by feature in the catalogue order, names known contracts', () => {
    const groups = groupByFeature(demo.contracts);
    expect(groups.map((g) => g.feature)).toEqual(['trading', 'perps', 'rewards', 'auto-redeem']);
    expect(groups.flatMap((g) => g.contracts.map((c) => c.id))).toEqual(demo.contracts.map((c) => c.id));
    for (const c of demo.contracts) {
      expect(contractName(c.token)).not.toBeNull();
      expect(contractName(c.spender)).not.toBeNull();
    }
    expect(contractName('0x0000000000000000000000000000000000000001')).toBeNull();
  });
});

describe('formatAllowance', () => {
  it('shows the max constant as Unlimited, other amounts in tokens with six decimals', () => {
    const unlimited = demo.contracts.find((c) => c.amount === MAX_ALLOWANCE)!;
    expect(formatAllowance(unlimited)).toBe('Unlimited');
    const perps = demo.contracts.find((c) => c.id === 'perps-collateral-vault')!;
    expect(perps.amount).toBe('250000000');
    expect(formatAllowance(perps)).toBe('250');
    expect(formatAllowance({ standard: 'ERC20', amount: '1' })).toBe('0.000001');
    expect(formatAllowance({ standard: 'ERC20', amount: '1234567891234' })).toBe('1,234,567.891234');
    expect(formatAllowance({ standard: 'ERC20', amount: '0' })).toBe('0');
    // one below the max is a (huge) number, not Unlimited
    expect(formatAllowance({ standard: 'ERC20', amount: (BigInt(MAX_ALLOWANCE) - 1n).toString() })).not.toBe('Unlimited');
  });

  it('has no amount for ERC1155 operator approvals', () => {
    const erc1155 = demo.contracts.find((c) => c.standard === 'ERC1155')!;
    expect(formatAllowance(erc1155)).toBeNull();
  });
});
