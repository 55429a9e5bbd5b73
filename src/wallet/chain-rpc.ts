import { hexToBigInt, hexToNumber, type Hex, type LocalAccount } from 'viem';

/*
 * What a wallet holding its own key does with eth_sendTransaction, for the sandbox's wallets (the
 * Demo wallet, the e2e test wallet): fill the nonce, fees and gas from the sandbox chain (/chain),
 * sign the transaction locally, and send it raw. The sandbox chain holds no keys, as a public node
 * holds none; a browser extension does the same against its own RPC.
 */

/** The sandbox chain's JSON-RPC mount (the local service; same origin as the app). */
export const SANDBOX_CHAIN_URL = '/chain';

export type ChainRpc = (method: string, params: readonly unknown[]) => Promise<unknown>;

export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON-RPC client over fetch: a node's error is thrown with its code, as a wallet passes it on. */
export function jsonRpc(url: string, fetcher: typeof fetch = (...a) => fetch(...a)): ChainRpc {
  let id = 0;
  return async (method, params) => {
    const res = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  };
}

/** The reads a wallet passes through to its node (wagmi's receipt wait, gas estimate, …). */
export const PASSED_THROUGH: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
]);

type TxRequest = { from?: Hex; to?: Hex; data?: Hex; value?: Hex; gas?: Hex; nonce?: Hex };

/** eth_sendTransaction as a key-holding wallet answers it: filled, signed here, sent raw; the hash. */
export async function sendAsWallet(account: LocalAccount, chainId: number, rpc: ChainRpc, tx: TxRequest): Promise<Hex> {
  if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) throw new ProviderRpcError(4100, 'Unknown account');
  if (!tx.to) throw new ProviderRpcError(-32602, 'The wallet sends calls only (no contract creation)');
  const call = { from: account.address, to: tx.to, data: tx.data ?? '0x', value: tx.value ?? '0x0' };
  const [nonce, gas, priority, price] = (await Promise.all([
    tx.nonce ?? rpc('eth_getTransactionCount', [account.address, 'pending']),
    tx.gas ?? rpc('eth_estimateGas', [call]),
    rpc('eth_maxPriorityFeePerGas', []),
    rpc('eth_gasPrice', []),
  ])) as Hex[];
  const signed = await account.signTransaction!({
    type: 'eip1559',
    chainId,
    to: tx.to,
    data: call.data,
    value: hexToBigInt(call.value),
    nonce: hexToNumber(nonce!),
    gas: hexToBigInt(gas!),
    maxPriorityFeePerGas: hexToBigInt(priority!),
    // room for the base fee to double before the transaction is priced out, as wallets leave
    maxFeePerGas: hexToBigInt(price!) * 2n,
  });
  return (await rpc('eth_sendRawTransaction', [signed])) as Hex;
}
