import { keccak256, parseTransaction, stringToHex, type TransactionSerialized } from 'viem';
import { REFUSED, RpcError, type RpcMethod } from './json-rpc';
import { addressParam, blockParam, boolParam, hashParam, hexParam, quantity } from './params';
import type { MinedTransaction, TransactionsStore } from './transactions-store';

/*
 * The methods viem's public and wallet clients call to send a transaction from a local account
 * and wait for its receipt (prepareTransactionRequest, sendTransaction, waitForTransactionReceipt):
 * chain id, nonce, latest block (base fee), priority fee, gas estimate, send, receipt, transaction.
 * Native gas is not modelled: fees are fixed, every balance is the same large amount, and nothing
 * is ever charged; only the calls' effects (through the ledger) are real.
 */

const GWEI = 1_000_000_000n;
const BASE_FEE = 25n * GWEI;
const PRIORITY_FEE = 30n * GWEI;
/** Enough for any call the executor applies; gas is never metered. */
const GAS_ESTIMATE = 300_000n;
const BLOCK_GAS_LIMIT = 30_000_000n;
/** 1,000,000 POL in wei, so a wallet never finds itself short of gas. */
const NATIVE_BALANCE = 1_000_000n * 10n ** 18n;
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const EMPTY_BLOOM = `0x${'0'.repeat(512)}`;

/** Deterministic block hashes: a block is one transaction, so its number names it. */
const blockHash = (n: number) => keccak256(stringToHex(`vantage-sandbox-block:${n}`));

export type MethodDeps = {
  store: TransactionsStore;
  chainId: number;
  nowMs: () => number;
  sendRaw: (raw: `0x${string}`) => Promise<string>;
};

function transactionObject(tx: MinedTransaction, chainId: number) {
  const p = parseTransaction(tx.raw as TransactionSerialized);
  const fees =
    p.type === 'eip1559'
      ? {
          maxFeePerGas: quantity(p.maxFeePerGas ?? 0n),
          maxPriorityFeePerGas: quantity(p.maxPriorityFeePerGas ?? 0n),
          gasPrice: quantity(p.maxFeePerGas ?? 0n),
        }
      : { gasPrice: quantity(p.gasPrice ?? 0n) };
  return {
    hash: tx.hash,
    blockHash: blockHash(tx.block_number),
    blockNumber: quantity(tx.block_number),
    transactionIndex: '0x0',
    from: tx.from_address,
    to: tx.to_address,
    nonce: quantity(tx.nonce),
    value: '0x0',
    gas: quantity(p.gas ?? 0n),
    input: p.data ?? '0x',
    type: p.type === 'eip1559' ? '0x2' : p.type === 'eip2930' ? '0x1' : '0x0',
    chainId: quantity(chainId),
    ...fees,
    ...(p.type === 'legacy' ? {} : { accessList: ('accessList' in p ? p.accessList : undefined) ?? [], yParity: quantity(p.yParity ?? 0) }),
    v: quantity(p.v ?? BigInt(p.yParity ?? 0)),
    r: p.r ?? ZERO_HASH,
    s: p.s ?? ZERO_HASH,
  };
}

function receiptObject(tx: MinedTransaction, chainId: number) {
  const t = transactionObject(tx, chainId);
  return {
    transactionHash: tx.hash,
    transactionIndex: '0x0',
    blockHash: t.blockHash,
    blockNumber: t.blockNumber,
    from: tx.from_address,
    to: tx.to_address,
    contractAddress: null,
    cumulativeGasUsed: quantity(GAS_ESTIMATE),
    gasUsed: quantity(GAS_ESTIMATE),
    effectiveGasPrice: quantity(BASE_FEE + PRIORITY_FEE),
    // the ledger writes no event logs; a client that wants the effect reads the data service
    logs: [],
    logsBloom: EMPTY_BLOOM,
    status: tx.status === 1 ? '0x1' : '0x0',
    type: t.type,
  };
}

export function createMethods({ store, chainId, nowMs, sendRaw }: MethodDeps): Map<string, RpcMethod> {
  const block = (n: number, full: boolean) => {
    const head = store.head();
    if (n > head) return null;
    const tx = n === 0 ? undefined : store.byBlock(n);
    // the genesis block has no transaction: dated as block 1, or now while there is none, so
    // timestamps never run backwards from block 0 to block 1
    const ts = tx?.ts ?? store.byBlock(1)?.ts ?? Math.floor(nowMs() / 1000);
    return {
      number: quantity(n),
      hash: blockHash(n),
      parentHash: n === 0 ? ZERO_HASH : blockHash(n - 1),
      timestamp: quantity(ts),
      baseFeePerGas: quantity(BASE_FEE),
      gasLimit: quantity(BLOCK_GAS_LIMIT),
      gasUsed: quantity(tx ? GAS_ESTIMATE : 0n),
      miner: '0x0000000000000000000000000000000000000000',
      difficulty: '0x0',
      totalDifficulty: '0x0',
      extraData: '0x',
      logsBloom: EMPTY_BLOOM,
      mixHash: ZERO_HASH,
      nonce: '0x0000000000000000',
      sha3Uncles: ZERO_HASH,
      receiptsRoot: ZERO_HASH,
      stateRoot: ZERO_HASH,
      transactionsRoot: ZERO_HASH,
      size: '0x0',
      uncles: [],
      transactions: tx ? [full ? transactionObject(tx, chainId) : tx.hash] : [],
    };
  };
  const mined = (params: readonly unknown[]) => store.byHash(hashParam(params, 0));
  return new Map<string, RpcMethod>([
    ['eth_chainId', () => quantity(chainId)],
    ['net_version', () => String(chainId)],
    ['eth_blockNumber', () => quantity(store.head())],
    ['eth_getBlockByNumber', (p) => block(blockParam(p, 0, store.head(), false), boolParam(p, 1))],
    ['eth_gasPrice', () => quantity(BASE_FEE + PRIORITY_FEE)],
    ['eth_maxPriorityFeePerGas', () => quantity(PRIORITY_FEE)],
    ['eth_estimateGas', () => quantity(GAS_ESTIMATE)],
    ['eth_getBalance', (p) => (addressParam(p, 0), blockParam(p, 1, store.head()), quantity(NATIVE_BALANCE))],
    ['eth_getTransactionCount', (p) => quantity(store.nonceOf(addressParam(p, 0), blockParam(p, 1, store.head())))],
    ['eth_sendRawTransaction', (p) => sendRaw(hexParam(p, 0))],
    ['eth_getTransactionReceipt', (p) => ((tx) => (tx ? receiptObject(tx, chainId) : null))(mined(p))],
    ['eth_getTransactionByHash', (p) => ((tx) => (tx ? transactionObject(tx, chainId) : null))(mined(p))],
    [
      'eth_sendTransaction',
      () => {
        throw new RpcError(REFUSED, 'this node holds no keys: sign locally and use eth_sendRawTransaction');
      },
    ],
  ]);
}
