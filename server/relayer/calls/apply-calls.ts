import type { Db } from '../../db/connection';
import type { Ledger } from '../../ledger';

/*
 * What a relayed transaction does once its signature, nonce and wallet are verified: the wallet's
 * calls, decoded by selector and applied through the ledger, all or nothing. The relayer's
 * routes (server/relayer/) own verification and states; this folder owns what the calls mean.
 */

/** One call a wallet makes: a Safe's SafeTx (operation 1 = delegatecall, the MultiSend), or one call of a deposit wallet's batch. */
export type WalletCall = { to: string; value: bigint; data: `0x${string}`; operation: 0 | 1 };

/** Applied, or refused as the chain would revert it, with nothing applied. */
export type CallOutcome = { ok: true } | { ok: false; reason: string };

export type ApplyInput = {
  /** The lower-case address the calls run from (msg.sender): the Safe or the deposit wallet. */
  wallet: string;
  calls: readonly WalletCall[];
  /** The relayer transaction's hash, for the ledger's activity rows. */
  txHash: string;
  /** Unix seconds. */
  ts: number;
};

/** Applies a transaction's calls in one SQLite transaction; a refused call leaves nothing applied. */
export function createCallExecutor(db: Db, ledger: Ledger): (input: ApplyInput) => CallOutcome {
  void db;
  void ledger;
  return () => ({ ok: false, reason: 'unknown call' });
}
