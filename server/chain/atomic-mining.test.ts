import { describe, expect, it, vi } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { openDb } from '../db/connection';
import { Ledger } from '../ledger';
import { createChainApp } from './chain-app';

/*
 * All or nothing: an executor that writes and then fails as a fault of the service (not a revert)
 * leaves no cash movement, no mined transaction and no nonce bump, and the client gets -32603.
 */

const account = privateKeyToAccount(`0x${'33'.repeat(32)}`);
const eoa = account.address.toLowerCase();

describe('mining is one SQLite transaction', () => {
  it('rolls back the effect, the row and the nonce when the executor faults', async () => {
    const db = openDb(':memory:');
    const ledger = new Ledger(db);
    ledger.deposit({ user: eoa, amount: 5_000_000, txHash: `0x${'01'.repeat(32)}`, ts: 1 });
    const app = createChainApp(db, {
      ledger,
      executor: (input) => {
        ledger.deposit({ user: input.wallet, amount: 1_000_000, txHash: input.txHash, ts: input.ts });
        throw new Error('disk on fire');
      },
    });
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId: CHAIN_ID.amoy,
      nonce: 0,
      to: CONTRACTS.collateral,
      data: '0x095ea7b3',
      gas: 300_000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rpc = async (method: string, params: unknown[]) =>
      (await app.request('/', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json();
    expect(await rpc('eth_sendRawTransaction', [raw])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'internal error' },
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(ledger.cashOf(eoa)).toBe(5_000_000);
    expect(await rpc('eth_getTransactionCount', [eoa, 'pending'])).toMatchObject({ result: '0x0' });
    expect(await rpc('eth_blockNumber', [])).toMatchObject({ result: '0x0' });
  });
});
