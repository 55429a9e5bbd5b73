import type { TransactionState, TransactionType } from '../../../src/api/relayer/contract/schemas';
import type { RelayerContext } from '../context';

/** A transaction as verified, before it has an id or a state. */
export type NewTransaction = {
  type: Exclude<TransactionType, 'PROXY'>;
  from: string;
  to: string;
  proxy: string;
  data: string;
  nonce: string;
  signature: string;
  metadata: string;
  /** JSON [{to, value (decimal string), data, operation}]: what the executor applies; [] for deployments. */
  calls: string;
  deadline: number | null;
};

/** One row of relayer_transactions. */
export type TransactionRow = {
  id: string;
  api_key: string;
  type: NewTransaction['type'];
  state: TransactionState;
  from_address: string;
  to_address: string;
  proxy_address: string;
  data: string;
  nonce: string;
  signature: string;
  metadata: string;
  calls: string;
  deadline: number | null;
  tx_hash: string;
  applied: number;
  failure: string | null;
  created_at: number;
  updated_at: number;
  state_at: number;
};

/** A builder's listing is newest first and stops here: the public relayer documents no paging. */
export const LIST_MAX = 1000;

export type TransactionStore = ReturnType<typeof createTransactionStore>;

/** The SQL over relayer_transactions. */
export function createTransactionStore(ctx: RelayerContext) {
  const { prepare } = ctx;
  return {
    insert: (t: NewTransaction & { id: string; apiKey: string; atMicros: number; atMs: number }) =>
      prepare(
        `INSERT INTO relayer_transactions (id, api_key, type, state, from_address, to_address, proxy_address, data, nonce,
           signature, metadata, calls, deadline, created_at, updated_at, state_at)
         VALUES (?, ?, ?, 'STATE_NEW', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        t.id,
        t.apiKey,
        t.type,
        t.from,
        t.to,
        t.proxy,
        t.data,
        t.nonce,
        t.signature,
        t.metadata,
        t.calls,
        t.deadline,
        t.atMicros,
        t.atMicros,
        t.atMs,
      ),
    byId: (id: string) => prepare<TransactionRow>('SELECT * FROM relayer_transactions WHERE id = ?').get(id),
    /** The same signed transaction, accepted before and not failed: a retried /submit names it again. */
    duplicateOf: (t: NewTransaction) =>
      prepare<{ id: string; state: TransactionState }>(
        `SELECT id, state FROM relayer_transactions
         WHERE proxy_address = ? AND nonce = ? AND type = ? AND signature = ? AND state != 'STATE_FAILED' LIMIT 1`,
      ).get(t.proxy, t.nonce, t.type, t.signature),
    ofKey: (apiKey: string) =>
      prepare<TransactionRow>(
        `SELECT * FROM relayer_transactions WHERE api_key = ? ORDER BY created_at DESC, rowid DESC LIMIT ${LIST_MAX}`,
      ).all(apiKey),
    /** Transactions still walking their states, the longest-waiting first. */
    pending: () =>
      prepare<TransactionRow>(
        "SELECT * FROM relayer_transactions WHERE state IN ('STATE_NEW', 'STATE_EXECUTED', 'STATE_MINED') ORDER BY state_at, rowid",
      ).all(),
    /** Whether any transaction is still walking its states (the partial index answers it). */
    hasPending: () =>
      prepare<{ n: number }>(
        "SELECT 1 AS n FROM relayer_transactions WHERE state IN ('STATE_NEW', 'STATE_EXECUTED', 'STATE_MINED') LIMIT 1",
      ).get() !== undefined,
    /** Moves a transaction on from `from` only: false when something else moved it first. */
    step: (s: {
      id: string;
      from: TransactionState;
      to: TransactionState;
      atMicros: number;
      atMs: number;
      txHash?: string;
      applied?: boolean;
      failure?: string;
    }) =>
      prepare(
        `UPDATE relayer_transactions SET state = ?, updated_at = ?, state_at = ?, tx_hash = COALESCE(?, tx_hash),
           applied = MAX(applied, ?), failure = COALESCE(?, failure)
         WHERE id = ? AND state = ?`,
      ).run(s.to, s.atMicros, s.atMs, s.txHash ?? null, s.applied ? 1 : 0, s.failure ?? null, s.id, s.from).changes === 1,
  };
}
