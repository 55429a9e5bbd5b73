import { formatUnits } from '../../lib/decimal';
import { CHAIN_ID, CONTRACTS, USDC_DECIMALS } from '../../api/config';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE, type ApprovalFeature } from '../../api/data/approvals-catalogue';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { LOCALE } from '../../lib/format';

/*
 * What the approvals route says, put the way a trader reads it: grouped by the feature each
 * approval serves, contracts by name, allowances in tokens, and one answer to "can I trade?".
 */

export type { ApprovalContract };

export const FEATURE_ORDER: readonly ApprovalFeature[] = ['trading', 'perps', 'rewards', 'auto-redeem'];

export const FEATURE_LABELS: Record<ApprovalFeature, string> = {
  trading: 'Trading',
  perps: 'Perpetuals',
  rewards: 'Rewards',
  'auto-redeem': 'Auto-redeem',
};

const FEATURE_SPENDER_NAMES: Record<ApprovalFeature, string> = {
  trading: 'Trading contract',
  perps: 'Perpetuals vault',
  rewards: 'Rewards distributor',
  'auto-redeem': 'Auto-redeemer',
};

const CONTRACT_NAMES: Record<keyof typeof CONTRACTS, string> = {
  exchange: 'Exchange',
  negRiskExchange: 'Neg-risk exchange',
  combosExchange: 'Combos exchange',
  combosExchangeAmoy: 'Combos exchange (Amoy)',
  collateral: 'pUSD',
  conditionalTokens: 'Conditional Tokens',
  negRiskAdapter: 'Neg-risk adapter',
  safeFactory: 'Safe factory',
  safeMultisend: 'Safe MultiSend',
  proxyFactory: 'Proxy wallet factory',
  depositWalletFactory: 'Deposit wallet factory',
  depositWalletImplementation: 'Deposit wallet',
  depositWalletImplementationAmoy: 'Deposit wallet (Amoy)',
};

/** Lower-case address → name: the shared contracts, then the catalogue's own spenders by feature. */
const KNOWN = new Map<string, string>(
  Object.entries(CONTRACTS).map(([k, a]) => [a.toLowerCase(), CONTRACT_NAMES[k as keyof typeof CONTRACTS]]),
);
for (const entry of APPROVALS_CATALOGUE) {
  if (!KNOWN.has(entry.spender.toLowerCase())) KNOWN.set(entry.spender.toLowerCase(), FEATURE_SPENDER_NAMES[entry.feature]);
}

export function contractName(address: string): string | null {
  return KNOWN.get(address.toLowerCase()) ?? null;
}

const LABELS = new Map(APPROVALS_CATALOGUE.map((e) => [e.id, e.label]));

/** The catalogue's words for an entry; an entry the app does not know yet reads as its id. */
export function approvalLabel(contract: Pick<ApprovalContract, 'id'>): string {
  return LABELS.get(contract.id) ?? contract.id;
}

export function chainName(chainId: number): string {
  if (chainId === CHAIN_ID.polygon) return 'Polygon';
  if (chainId === CHAIN_ID.amoy) return 'Polygon Amoy';
  return `Chain ${chainId}`;
}

export type FeatureGroup = { feature: ApprovalFeature; label: string; contracts: ApprovalContract[] };

/** Every feature the answer covers, in the catalogue's feature order, rows in the route's order. */
export function groupByFeature(contracts: readonly ApprovalContract[]): FeatureGroup[] {
  return FEATURE_ORDER.map((feature) => ({
    feature,
    label: FEATURE_LABELS[feature],
    contracts: contracts.filter((c) => c.feature === feature),
  })).filter((g) => g.contracts.length > 0);
}

export type ApprovalSummary = {
  /** Every trading approval is in place (and the answer lists at least one). */
  readyToTrade: boolean;
  missingForTrading: ApprovalContract[];
  /** Missing approvals of the other features: they limit those features, not trading. */
  missingElsewhere: ApprovalContract[];
  approved: number;
  total: number;
};

export function summarise(contracts: readonly ApprovalContract[]): ApprovalSummary {
  const trading = contracts.filter((c) => c.feature === 'trading');
  const missingForTrading = trading.filter((c) => !c.approved);
  return {
    readyToTrade: trading.length > 0 && missingForTrading.length === 0,
    missingForTrading,
    missingElsewhere: contracts.filter((c) => c.feature !== 'trading' && !c.approved),
    approved: contracts.filter((c) => c.approved).length,
    total: contracts.length,
  };
}

const TOKEN_AMOUNT = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: USDC_DECIMALS });

/**
 * An ERC20 allowance for display: the maximum constant is "Unlimited"; anything else is the base
 * units in tokens (six decimals, exact through formatUnits, grouped by Intl). ERC1155 operator
 * approvals carry no amount: null.
 */
export function formatAllowance(contract: Pick<ApprovalContract, 'standard' | 'amount'>): string | null {
  if (contract.standard !== 'ERC20' || contract.amount === undefined) return null;
  if (contract.amount === MAX_ALLOWANCE) return 'Unlimited';
  const tokens = formatUnits(BigInt(contract.amount), USDC_DECIMALS);
  return TOKEN_AMOUNT.format(tokens as `${number}`);
}
