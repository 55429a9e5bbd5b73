import { describe, expect, it } from 'vitest';
import { parseTransaction, recoverTransactionAddress, type Hex, type TransactionSerialized } from 'viem';
import { createDemoProvider } from './demo-provider';
import { jsonRpc, type ChainRpc } from './chain-rpc';

const CHAINS = [137, 80002];
const TO = '0x4D97DCd97eC945f40cF65F87097ACe5EA0476045';

/** A sandbox chain stand-in: answers the fills, records every call, keeps the raw transaction sent. */
function fakeChain() {
  const calls: { method: string; params: readonly unknown[] }[] = [];
  let raw: Hex | undefined;
  const rpc: ChainRpc = async (method, params) => {
    calls.push({ method, params });
    switch (method) {
      case 'eth_getTransactionCount':
        return '0x7';
      case 'eth_estimateGas':
        return '0x30d40';
      case 'eth_maxPriorityFeePerGas':
        return '0x77359400';
      case 'eth_gasPrice':
        return '0x7c2e1f00';
      case 'eth_sendRawTransaction':
        raw = params[0] as Hex;
        return '0x' + 'ab'.repeat(32);
      case 'eth_getTransactionReceipt':
        return { status: '0x1' };
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  return { rpc, calls, raw: () => raw };
}

describe('the Demo wallet sends a transaction through the sandbox chain', () => {
  it('fills nonce, gas and fees from the chain, signs locally for its chain and sends it raw', async () => {
    const chain = fakeChain();
    const provider = createDemoProvider(80002, CHAINS, undefined, chain.rpc);
    const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[];
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from, to: TO, data: '0x1234' }] });
    expect(hash).toBe('0x' + 'ab'.repeat(32));
    const raw = chain.raw()! as TransactionSerialized;
    const tx = parseTransaction(raw);
    expect(tx).toMatchObject({ chainId: 80002, nonce: 7, gas: 200000n, to: TO.toLowerCase(), data: '0x1234', type: 'eip1559' });
    expect(tx.maxFeePerGas).toBe(0x7c2e1f00n * 2n);
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(from);
    expect(chain.calls.map((c) => c.method).at(-1)).toBe('eth_sendRawTransaction');
  });

  it('passes the reads a wait needs through, and refuses to send for another account', async () => {
    const chain = fakeChain();
    const provider = createDemoProvider(80002, CHAINS, undefined, chain.rpc);
    expect(await provider.request({ method: 'eth_getTransactionReceipt', params: ['0x01'] })).toEqual({ status: '0x1' });
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ from: TO, to: TO, data: '0x' }] })).rejects.toMatchObject({
      code: 4100,
    });
    expect(chain.calls.map((c) => c.method)).toEqual(['eth_getTransactionReceipt']);
  });

  it('without a chain it only signs: no transaction, no read is sent anywhere', async () => {
    const provider = createDemoProvider(80002, CHAINS);
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ to: TO }] })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4200 });
  });
});

describe('jsonRpc', () => {
  it('posts JSON-RPC 2.0 and throws a node error with its code', async () => {
    const bodies: unknown[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'nonce too low' } }));
    }) as typeof fetch;
    await expect(jsonRpc('/chain', fetcher)('eth_sendRawTransaction', ['0x00'])).rejects.toMatchObject({
      code: -32000,
      message: 'nonce too low',
    });
    expect(bodies).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: ['0x00'] }]);
  });
});
