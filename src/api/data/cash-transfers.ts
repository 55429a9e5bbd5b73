import { formatMicro, sumMicro } from '../../lib/decimal';
import type { RequestOptions } from '../transport';
import { V2_LIMIT } from './contract/params-v2';
import { collectAll, type CursorPage } from './page-all';

/*
 * A trader's deposits and withdrawals: the DEPOSIT and WITHDRAWAL rows of /v2/activity (bridge
 * transfers, the faucet, pUSD moved between wallets), every page, and their sums as exact micro
 * amounts. Net deposits is what the trader put in minus what they took out: the part of equity
 * that is not profit.
 */

export type CashTransferType = 'DEPOSIT' | 'WITHDRAWAL';

/** The fields of a /v2/activity row this reads. */
export type CashTransfer = { timestamp: number; type: string; usdc_size: number; transaction_hash: string };

export type CashTransfers = {
  /** Newest first, as the route orders them. */
  rows: CashTransfer[];
  /** Exact decimal strings of pUSD (query data is persisted as plain values, so no bigint). */
  deposited: string;
  withdrawn: string;
  net: string;
};

type Params = { user: string; type: string; exclude_deposits_withdrawals: boolean; limit: number; cursor?: string };

export function summariseTransfers(rows: readonly CashTransfer[]): CashTransfers {
  // a row's usdc_size is the amount moved; its type says which way
  const total = (type: CashTransferType) => sumMicro(rows.filter((r) => r.type === type).map((r) => Math.abs(r.usdc_size)));
  const deposited = total('DEPOSIT');
  const withdrawn = total('WITHDRAWAL');
  return { rows: [...rows], deposited: formatMicro(deposited), withdrawn: formatMicro(withdrawn), net: formatMicro(deposited - withdrawn) };
}

/** Every deposit and withdrawal of `user`, walked to the last page (a bounded walk: 20 pages of 1,000). */
export async function readCashTransfers<T extends CashTransfer>(
  fetchPage: (params: Params, opts: RequestOptions) => Promise<CursorPage<T>>,
  user: string,
  signal?: AbortSignal,
): Promise<CashTransfers> {
  // cash movements are left out by default, even when the type names them
  const params = { user, type: 'DEPOSIT,WITHDRAWAL', exclude_deposits_withdrawals: false, limit: V2_LIMIT.max };
  const rows = await collectAll(fetchPage, params, { signal, maxPages: 20 });
  return summariseTransfers(rows);
}
