import { CONTRACTS } from '../config';
import { PERPS_VAULT } from '../perps/op-signing';

/**
 * Every token/spender pair whose approval state the approvals route reports, in display order. The
 * list is fixed, so a response always has the same length whatever the wallet has approved.
 */

export type ApprovalFeature = 'trading' | 'perps' | 'rewards' | 'auto-redeem';
export type ApprovalStandard = 'ERC20' | 'ERC1155';

export type ApprovalCatalogueEntry = {
  /** stable identifier of the token/spender pair */
  id: string;
  feature: ApprovalFeature;
  token: string;
  spender: string;
  standard: ApprovalStandard;
  /** ERC20 entries that need the maximum allowance (the others accept any positive allowance); false for ERC1155 */
  unlimited: boolean;
  label: string;
};

/** The constant an unlimited ERC20 entry reports as its amount: 2^256 − 1 in base units. */
export const MAX_ALLOWANCE = (2n ** 256n - 1n).toString();

// spenders outside the trading contracts (the perps deposit contract is the facts sheet's; the rest are
// made up for the sandbox, fixed so the catalogue is stable)
const REWARDS_DISTRIBUTOR = '0xb03736E9cDf6130a4DB65edce710Fb91e9B8E32c';
const AUTO_REDEEMER = '0x044Eb62C5E9B78B40877c5F68F29452BEacf9F76';

export const APPROVALS_CATALOGUE: readonly ApprovalCatalogueEntry[] = [
  {
    id: 'trading-collateral-exchange',
    feature: 'trading',
    token: CONTRACTS.collateral,
    spender: CONTRACTS.exchange,
    standard: 'ERC20',
    unlimited: true,
    label: 'pUSD for the exchange',
  },
  {
    id: 'trading-collateral-neg-risk-exchange',
    feature: 'trading',
    token: CONTRACTS.collateral,
    spender: CONTRACTS.negRiskExchange,
    standard: 'ERC20',
    unlimited: true,
    label: 'pUSD for the neg-risk exchange',
  },
  {
    id: 'trading-collateral-neg-risk-adapter',
    feature: 'trading',
    token: CONTRACTS.collateral,
    spender: CONTRACTS.negRiskAdapter,
    standard: 'ERC20',
    unlimited: true,
    label: 'pUSD for the neg-risk adapter',
  },
  {
    id: 'trading-ctf-exchange',
    feature: 'trading',
    token: CONTRACTS.conditionalTokens,
    spender: CONTRACTS.exchange,
    standard: 'ERC1155',
    unlimited: false,
    label: 'Outcome tokens for the exchange',
  },
  {
    id: 'trading-ctf-neg-risk-exchange',
    feature: 'trading',
    token: CONTRACTS.conditionalTokens,
    spender: CONTRACTS.negRiskExchange,
    standard: 'ERC1155',
    unlimited: false,
    label: 'Outcome tokens for the neg-risk exchange',
  },
  {
    id: 'trading-ctf-neg-risk-adapter',
    feature: 'trading',
    token: CONTRACTS.conditionalTokens,
    spender: CONTRACTS.negRiskAdapter,
    standard: 'ERC1155',
    unlimited: false,
    label: 'Outcome tokens for the neg-risk adapter',
  },
  {
    id: 'perps-collateral-vault',
    feature: 'perps',
    token: CONTRACTS.collateral,
    spender: PERPS_VAULT,
    standard: 'ERC20',
    unlimited: false,
    label: 'pUSD margin for perpetuals',
  },
  {
    id: 'rewards-collateral-distributor',
    feature: 'rewards',
    token: CONTRACTS.collateral,
    spender: REWARDS_DISTRIBUTOR,
    standard: 'ERC20',
    unlimited: false,
    label: 'pUSD for reward staking',
  },
  {
    id: 'auto-redeem-ctf-redeemer',
    feature: 'auto-redeem',
    token: CONTRACTS.conditionalTokens,
    spender: AUTO_REDEEMER,
    standard: 'ERC1155',
    unlimited: false,
    label: 'Outcome tokens for automatic redemption',
  },
];
