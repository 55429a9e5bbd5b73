import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { encodeFunctionData, maxUint256 } from 'viem';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { CHAIN_ID, CONTRACTS } from '../../src/api/config';
import { ERC20_ABI } from '../relayer/calls/contracts';

/* /chain's JSON-RPC envelope in process: error shapes, batches, and the refusals of eth_sendRawTransaction. */

const app = createApp(openDb(':memory:'));
const account = privateKeyToAccount(`0x${'42'.repeat(32)}`);

const post = async (body: string | unknown) => {
  const res = await app.request('/chain', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 204 ? undefined : ((await res.json()) as unknown) };
};
const call = (method: string, params?: unknown, id: unknown = 1) => post({ jsonrpc: '2.0', id, method, params });

const approve = encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [CONTRACTS.exchange, maxUint256] });
const sign = (fields: Partial<Parameters<typeof account.signTransaction>[0]>) =>
  account.signTransaction({
    type: 'eip1559',
    chainId: CHAIN_ID.amoy,
    nonce: 0,
    to: CONTRACTS.collateral,
    data: approve,
    gas: 300_000n,
    maxFeePerGas: 55_000_000_000n,
    maxPriorityFeePerGas: 30_000_000_000n,
    ...fields,
  } as Parameters<typeof account.signTransaction>[0]);

describe('POST /chain (JSON-RPC 2.0)', () => {
  it('answers the chain id, block number and net version with the id echoed', async () => {
    expect(await call('eth_chainId', [], 'a')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 'a', result: '0x13882' } });
    expect((await call('eth_blockNumber')).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' });
    const res = await app.request('/chain', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await call('net_version', [], 7)).body).toEqual({ jsonrpc: '2.0', id: 7, result: '80002' });
  });

  it('gives the spec error shapes: parse, invalid request, unknown method, invalid params', async () => {
    expect((await post('{not json')).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } });
    expect((await post({ id: 3, method: 'eth_chainId' })).body).toMatchObject({ id: 3, error: { code: -32600 } });
    expect((await post(42)).body).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await post([])).body).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await post({ jsonrpc: '2.0', id: {}, method: 'eth_chainId' })).body).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await call('eth_mine', [], 4)).body).toMatchObject({ jsonrpc: '2.0', id: 4, error: { code: -32601 } });
    expect((await call('constructor')).body).toMatchObject({ error: { code: -32601 } });
    expect((await call('eth_chainId', { a: 1 })).body).toMatchObject({ error: { code: -32602 } });
    expect((await call('eth_getBalance', ['0x12'])).body).toMatchObject({ error: { code: -32602 } });
    expect((await call('eth_getTransactionCount', [account.address, 'soon'])).body).toMatchObject({ error: { code: -32602 } });
    expect((await call('eth_getTransactionReceipt', ['0xabc'])).body).toMatchObject({ error: { code: -32602 } });
    expect((await call('eth_sendRawTransaction', ['0x02f8'])).body).toMatchObject({ error: { code: -32602 } });
    expect((await call('eth_sendRawTransaction', [])).body).toMatchObject({ error: { code: -32602 } });
  });

  it('answers a batch in order, skipping notifications; an all-notification request gets 204', async () => {
    const res = await post([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      'junk',
      { jsonrpc: '2.0', id: 3, method: 'eth_getTransactionCount', params: [account.address, 'pending'] },
    ]);
    expect(res.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x13882' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'the method nope does not exist/is not available' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'invalid request' } },
      { jsonrpc: '2.0', id: 3, result: '0x0' },
    ]);
    expect((await post({ jsonrpc: '2.0', method: 'eth_chainId' })).status).toBe(204);
  });

  it('refuses a wrong chain id, a wrong nonce, a contract creation and native value (-32000), mining nothing', async () => {
    const refusal = async (raw: string) =>
      ((await call('eth_sendRawTransaction', [raw])).body as { error: { code: number; message: string } }).error;
    expect(await refusal(await sign({ chainId: CHAIN_ID.polygon }))).toMatchObject({
      code: -32000,
      message: expect.stringMatching(/chain id/),
    });
    expect(await refusal(await sign({ nonce: 1 }))).toMatchObject({ code: -32000, message: expect.stringMatching(/^nonce too high/) });
    expect(await refusal(await sign({ to: undefined }))).toMatchObject({ code: -32000, message: 'contract creation is not supported' });
    expect(await refusal(await sign({ value: 1n }))).toMatchObject({ code: -32000, message: expect.stringMatching(/native value/) });
    expect((await call('eth_blockNumber')).body).toMatchObject({ result: '0x0' });

    const first = await sign({});
    expect((await call('eth_sendRawTransaction', [first])).body).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await refusal(first)).toMatchObject({ code: -32000, message: 'already known' });
    expect(await refusal(await sign({ data: '0x' }))).toMatchObject({ code: -32000, message: expect.stringMatching(/^nonce too low/) });
    expect((await call('eth_blockNumber')).body).toMatchObject({ result: '0x1' });
    expect((await call('eth_getTransactionCount', [account.address.toLowerCase(), 'latest'])).body).toMatchObject({ result: '0x1' });
    expect((await call('eth_getTransactionCount', [account.address, '0x0'])).body).toMatchObject({ result: '0x0' });
    expect((await call('eth_getBlockByNumber', ['0x5', false])).body).toMatchObject({ result: null });

    // a legacy transaction is accepted with EIP-155 replay protection, refused without (it names no chain)
    const legacy = {
      type: 'legacy',
      nonce: 1,
      gasPrice: 55_000_000_000n,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    } as const;
    expect(await refusal(await sign({ ...legacy, chainId: undefined }))).toMatchObject({
      code: -32000,
      message: expect.stringMatching(/chain id none/),
    });
    const sent = (await call('eth_sendRawTransaction', [await sign(legacy)])).body as { result: string };
    expect((await call('eth_getTransactionByHash', [sent.result])).body).toMatchObject({
      result: { type: '0x0', nonce: '0x1', chainId: '0x13882' },
    });
    expect((await call('eth_getTransactionReceipt', [sent.result])).body).toMatchObject({ result: { status: '0x1', blockNumber: '0x2' } });
  });

  it('is a JSON 404 on another path under /chain, and refuses an oversized body', async () => {
    expect((await app.request('/chain/nope')).status).toBe(404);
    const big = await post({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [`0x${'00'.repeat(200_000)}`] });
    expect(big).toMatchObject({ status: 413, body: { error: { code: -32600 } } });
  });
});
