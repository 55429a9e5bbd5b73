import { keccak256, parseTransaction, recoverTransactionAddress, type TransactionSerialized } from 'viem';
import type { Db } from '../db/connection';
import type { ApplyInput, CallOutcome } from '../relayer/calls/apply-calls';
import { INVALID_PARAMS, REFUSED, RpcError } from './json-rpc';
import type { TransactionsStore } from './transactions-store';

/*
 * eth_sendRawTransaction: decode, recover the sender, check what a node checks (chain id, nonce,
 * no contract creation, no native value), then mine it in the next block. The executor's calls,
 * the nonce (the new row) and the receipt (the row's status) commit in ONE SQLite transaction, so
 * a crash leaves the transaction either mined with its effect or not there at all. A call the
 * executor refuses is still mined, reverted (status 0), and still moves the nonce, as on chain.
 */

/** The transaction types a sandbox EOA sends; blob and set-code transactions mean nothing here. */
const SUPPORTED = new Set(['legacy', 'eip2930', 'eip1559']);

export type SendRawDeps = {
  db: Db;
  store: TransactionsStore;
  execute: (input: ApplyInput) => CallOutcome;
  chainId: number;
  nowMs: () => number;
};

const refused = (message: string): never => {
  throw new RpcError(REFUSED, message);
};

/** Parses and validates a raw transaction; returns what mining needs. */
export async function decodeRaw(raw: `0x${string}`, chainId: number) {
  let tx: ReturnType<typeof parseTransaction>;
  let from: string;
  try {
    tx = parseTransaction(raw);
    from = (await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })).toLowerCase();
  } catch {
    throw new RpcError(INVALID_PARAMS, 'transaction could not be decoded or has no valid signature');
  }
  if (!tx.type || !SUPPORTED.has(tx.type)) refused(`transaction type ${tx.type ?? 'unknown'} not supported`);
  // a legacy transaction without EIP-155 replay protection names no chain: it could be replayed anywhere
  if (tx.chainId !== chainId) refused(`invalid chain id ${tx.chainId ?? 'none'}: this chain is ${chainId}`);
  if (!tx.to) refused('contract creation is not supported');
  if ((tx.value ?? 0n) !== 0n) refused('native value transfers are not supported (native gas is not modelled)');
  if (tx.data !== undefined && tx.data.length % 2 !== 0) refused('calldata is not whole bytes');
  return { from, to: tx.to!.toLowerCase(), nonce: tx.nonce ?? 0, data: tx.data ?? '0x', hash: keccak256(raw) };
}

export function createSendRaw({ db, store, execute, chainId, nowMs }: SendRawDeps) {
  const mine = db.transaction((raw: `0x${string}`, d: Awaited<ReturnType<typeof decodeRaw>>) => {
    if (store.byHash(d.hash)) refused('already known');
    const next = store.nonceOf(d.from, Number.MAX_SAFE_INTEGER);
    if (d.nonce < next) refused(`nonce too low: next nonce ${next}, tx nonce ${d.nonce}`);
    if (d.nonce > next) refused(`nonce too high: next nonce ${next}, tx nonce ${d.nonce}`);
    const ts = Math.floor(nowMs() / 1000);
    // the executor nests a savepoint here: a refusal rolls back its calls only, the mined row stays
    const outcome = execute({ wallet: d.from, calls: [{ to: d.to, value: 0n, data: d.data, operation: 0 }], txHash: d.hash, ts });
    store.insert({
      hash: d.hash,
      from_address: d.from,
      to_address: d.to,
      nonce: d.nonce,
      raw,
      status: outcome.ok ? 1 : 0,
      reason: outcome.ok ? null : outcome.reason,
      ts,
    });
  });
  return async (raw: `0x${string}`): Promise<string> => {
    const decoded = await decodeRaw(raw, chainId);
    mine(raw, decoded);
    return decoded.hash;
  };
}
