import type { Ledger } from '../../ledger';
import type { ApprovalWriter } from './approvals';

/** What every decoded call runs with: the wallet as msg.sender, the relayer transaction's hash and time. */
export type CallContext = {
  ledger: Ledger;
  approvals: ApprovalWriter;
  /** lower-case */
  wallet: string;
  txHash: string;
  ts: number;
  /** A market as the calls check it before the ledger runs (prepared once per executor). */
  market: (conditionId: string) => CallMarket | undefined;
  /** The markets of the neg-risk event an adapter market id names, in question-index order; undefined when none does. */
  negRiskQuestions: (marketId: string) => readonly string[] | undefined;
  /** The bridge, when the service runs one: pUSD sent to its withdrawal addresses leaves the ledger. */
  bridge?: BridgeHook;
};

/**
 * The bridge's side of a pUSD transfer: for a bridge withdrawal address, what records the payout
 * (inside the transfer's SQLite transaction); undefined for any other address.
 */
export type BridgeHook = {
  withdrawAddress: (to: string) => ((w: { from: string; amount: number; txHash: string }) => void) | undefined;
};

export type CallMarket = { token0: string; token1: string; neg_risk: number; resolved_at: number | null };
