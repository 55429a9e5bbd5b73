import type { Db } from '../../db/connection';
import type { Ledger } from '../../ledger';
import type { ApprovalWriter } from './approvals';

/** What every decoded call runs with: the wallet as msg.sender, the relayer transaction's hash and time. */
export type CallContext = {
  db: Db;
  ledger: Ledger;
  approvals: ApprovalWriter;
  /** lower-case */
  wallet: string;
  txHash: string;
  ts: number;
};
