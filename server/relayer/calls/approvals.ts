import { APPROVALS_CATALOGUE, MAX_ALLOWANCE, type ApprovalCatalogueEntry } from '../../../src/api/data/approvals-catalogue';
import type { Db } from '../../db/connection';

/*
 * On-chain approvals become rows of the approvals table, keyed by catalogue entry: that table is
 * what the data service's /approvals and the trading service's balance-allowance read. A spender
 * outside the catalogue is a valid approve on chain, but no view reads it and the table has no key
 * for it, so it succeeds without effect.
 */

const MAX = BigInt(MAX_ALLOWANCE);

export function catalogueEntry(token: string, spender: string): ApprovalCatalogueEntry | undefined {
  return APPROVALS_CATALOGUE.find((e) => e.token.toLowerCase() === token && e.spender.toLowerCase() === spender);
}

export function createApprovalWriter(db: Db) {
  const upsert = db.prepare<[string, string, number, string | null, number]>(
    'INSERT OR REPLACE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    /**
     * An ERC-20 allowance: stored as given (an approve replaces the allowance; 0 revokes); the flag
     * says whether it satisfies the entry, as the /approvals route derives it: the maximum for
     * unlimited entries, anything positive otherwise.
     */
    allowance(user: string, entry: ApprovalCatalogueEntry, amount: bigint, ts: number): void {
      const approved = entry.unlimited ? amount >= MAX : amount > 0n;
      upsert.run(user, entry.id, approved ? 1 : 0, amount.toString(), ts);
    },
    /** An ERC-1155 operator flag: approved for every token, so no amount. */
    operator(user: string, entry: ApprovalCatalogueEntry, approved: boolean, ts: number): void {
      upsert.run(user, entry.id, approved ? 1 : 0, null, ts);
    },
  };
}

export type ApprovalWriter = ReturnType<typeof createApprovalWriter>;
