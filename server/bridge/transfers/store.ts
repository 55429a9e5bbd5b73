import type { BridgeStatus } from '../../../src/api/bridge/contract/schemas';
import type { BridgeContext } from '../context';

/** A transfer as detected, before it has an id or a status. */
export type NewTransfer = {
  address: string;
  fromChainId: string;
  fromTokenAddress: string;
  fromAmount: string;
  toChainId: string;
  toTokenAddress: string;
  toAmount: string;
  settleMicros: number;
  settleTo: string;
  failure: string | null;
  sourceTx: string;
};

/** One row of bridge_transactions, with the family of its address (the txHash's format depends on it). */
export type TransferRow = {
  id: number;
  address: string;
  from_chain_id: string;
  from_token_address: string;
  from_amount: string;
  to_chain_id: string;
  to_token_address: string;
  to_amount: string;
  settle_micros: number;
  settle_to: string;
  fails: number;
  failure: string | null;
  status: BridgeStatus;
  detected_at: number;
  source_tx: string;
  settled: number;
};

/** Where a page of /status starts: after this row, newest first. */
export type PageKey = { detectedAt: number; id: number };

const PENDING = "status NOT IN ('COMPLETED', 'FAILED')";

export type TransferStore = ReturnType<typeof createTransferStore>;

/** The SQL over bridge_transactions. */
export function createTransferStore(ctx: BridgeContext) {
  const { prepare } = ctx;
  return {
    insert: (t: NewTransfer): TransferRow => {
      const { lastInsertRowid } = prepare(
        `INSERT INTO bridge_transactions (address, from_chain_id, from_token_address, from_amount, to_chain_id, to_token_address,
           to_amount, settle_micros, settle_to, fails, failure, status, detected_at, source_tx)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'DEPOSIT_DETECTED', ?, ?)`,
      ).run(
        t.address,
        t.fromChainId,
        t.fromTokenAddress,
        t.fromAmount,
        t.toChainId,
        t.toTokenAddress,
        t.toAmount,
        t.settleMicros,
        t.settleTo,
        t.failure === null ? 0 : 1,
        t.failure,
        ctx.nowMs(),
        t.sourceTx,
      );
      return prepare<TransferRow>('SELECT * FROM bridge_transactions WHERE id = ?').get(Number(lastInsertRowid))!;
    },
    /** `limit` rows at an address, newest first, after `after` when given. */
    page: (address: string, limit: number, after?: PageKey) =>
      after
        ? prepare<TransferRow>(
            `SELECT * FROM bridge_transactions WHERE address = ? AND (detected_at < ? OR (detected_at = ? AND id < ?))
             ORDER BY detected_at DESC, id DESC LIMIT ?`,
          ).all(address, after.detectedAt, after.detectedAt, after.id, limit)
        : prepare<TransferRow>('SELECT * FROM bridge_transactions WHERE address = ? ORDER BY detected_at DESC, id DESC LIMIT ?').all(
            address,
            limit,
          ),
    /** Transfers still walking, the oldest first. */
    pending: () => prepare<TransferRow>(`SELECT * FROM bridge_transactions WHERE ${PENDING} ORDER BY detected_at, id`).all(),
    hasPending: () => prepare(`SELECT 1 FROM bridge_transactions WHERE ${PENDING} LIMIT 1`).get() !== undefined,
    /**
     * Moves a transfer on from `from` only, and marks a terminal move settled: false when another
     * sweep (this service's or a second one over the same file) moved it first.
     */
    move: (id: number, from: BridgeStatus, to: BridgeStatus, terminal: boolean) =>
      prepare('UPDATE bridge_transactions SET status = ?, settled = ? WHERE id = ? AND status = ? AND settled = 0').run(
        to,
        terminal ? 1 : 0,
        id,
        from,
      ).changes === 1,
  };
}
