import { concatHex, encodeFunctionData, encodePacked, hashMessage, hashTypedData, size, zeroAddress, type Hex } from 'viem';
import { CONTRACTS } from '../config';

/*
 * The typed data a relayed transaction is signed over, and the byte layouts the relayer reads
 * (relayer facts §4–§5), built as the official relayer client builds them so a signature either
 * side makes is checked the same way: the Safe's SafeTx, the Safe factory's CreateProxy, the
 * deposit wallet's Batch, the client's packing of a Safe signature (v 31/32) and MultiSend.
 */

/** A Safe call: operation 0 = call, 1 = delegatecall (into MultiSend). */
export type SafeCall = { to: Hex; value: bigint; data: Hex; operation: 0 | 1 };

export const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/**
 * A relayed SafeTx: gas, refund and value fields are always zero (the relayer pays gas; the client
 * sends no value). Domain: Safe v1.3's EIP712Domain(uint256 chainId, address verifyingContract).
 */
export function safeTxTypedData(args: { chainId: number; safe: Hex; call: Omit<SafeCall, 'value'> & { value?: bigint }; nonce: bigint }) {
  return {
    domain: { chainId: args.chainId, verifyingContract: args.safe },
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx',
    message: {
      to: args.call.to,
      value: args.call.value ?? 0n,
      data: args.call.data,
      operation: args.call.operation,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: args.nonce,
    },
  } as const;
}

export const safeTxHash = (args: Parameters<typeof safeTxTypedData>[0]): Hex => hashTypedData(safeTxTypedData(args));

/** The Safe factory's EIP-712 domain name (no version). */
export const SAFE_FACTORY_NAME = 'Polymarket Contract Proxy Factory';

/** What SAFE-CREATE signs: CreateProxy(paymentToken, payment, paymentReceiver), always (0x0, 0, 0x0) here. */
export function createProxyTypedData(chainId: number, factory: Hex = CONTRACTS.safeFactory) {
  return {
    domain: { name: SAFE_FACTORY_NAME, chainId: BigInt(chainId), verifyingContract: factory },
    types: {
      CreateProxy: [
        { name: 'paymentToken', type: 'address' },
        { name: 'payment', type: 'uint256' },
        { name: 'paymentReceiver', type: 'address' },
      ],
    },
    primaryType: 'CreateProxy',
    message: { paymentToken: zeroAddress, payment: 0n, paymentReceiver: zeroAddress },
  } as const;
}

/** One call of a deposit wallet's batch, as the wire and the typed data carry it. */
export type DepositWalletCall = { target: Hex; value: bigint; data: Hex };

export const DEPOSIT_WALLET_TYPES = {
  Call: [
    { name: 'target', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
  ],
  Batch: [
    { name: 'wallet', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'calls', type: 'Call[]' },
  ],
} as const;

/** What a WALLET transaction signs: the batch, on the wallet's own domain. */
export function depositWalletBatchTypedData(args: {
  chainId: number;
  wallet: Hex;
  nonce: bigint;
  deadline: bigint;
  calls: readonly DepositWalletCall[];
}) {
  return {
    domain: { name: 'DepositWallet', version: '1', chainId: args.chainId, verifyingContract: args.wallet },
    types: DEPOSIT_WALLET_TYPES,
    primaryType: 'Batch',
    message: { wallet: args.wallet, nonce: args.nonce, deadline: args.deadline, calls: [...args.calls] },
  } as const;
}

/**
 * The client's packing of a personal-signed safeTxHash: r ‖ s ‖ v with v moved from 27/28 (or 0/1)
 * to 31/32, which tells the Safe the hash was signed with the "\x19Ethereum Signed Message" prefix.
 */
export function packSafeSignature(signature: Hex): Hex {
  const v = parseInt(signature.slice(-2), 16);
  const shifted = v === 0 || v === 1 ? v + 31 : v === 27 || v === 28 ? v + 4 : undefined;
  if (shifted === undefined || signature.length !== 132) throw new Error('Invalid signature');
  return encodePacked(['uint256', 'uint256', 'uint8'], [BigInt(signature.slice(0, 66)), BigInt(`0x${signature.slice(66, 130)}`), shifted]);
}

/**
 * What a Safe (checkNSignatures) recovers a 65-byte signature over: v 31/32 → the prefixed hash with
 * v − 4; v 27/28 → the raw hash as is. Undefined for any other v (contract signatures, approved
 * hashes: a relayed transaction never carries those).
 */
export function safeSignatureDigest(hash: Hex, signature: Hex): { digest: Hex; signature: Hex } | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  const v = parseInt(signature.slice(-2), 16);
  if (v === 27 || v === 28) return { digest: hash, signature };
  if (v === 31 || v === 32) {
    const unshifted = `${signature.slice(0, 130)}${(v - 4).toString(16)}` as Hex;
    return { digest: hashMessage({ raw: hash }), signature: unshifted };
  }
  return undefined;
}

const MULTISEND_ABI = [
  { type: 'function', name: 'multiSend', stateMutability: 'payable', inputs: [{ name: 'transactions', type: 'bytes' }], outputs: [] },
] as const;

/** The bytes MultiSend reads: per call operation(1) ‖ to(20) ‖ value(32) ‖ len(data)(32) ‖ data. */
export function encodeMultiSendCalls(calls: readonly SafeCall[]): Hex {
  return concatHex(
    calls.map((c) =>
      encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [c.operation, c.to, c.value, BigInt(size(c.data)), c.data]),
    ),
  );
}

/**
 * What a Safe runs for a list of calls, as the client aggregates it: one call as is; two or more as
 * one delegatecall into MultiSend's multiSend(bytes) (0x8d80ff0a).
 */
export function aggregateSafeCalls(calls: readonly SafeCall[], multisend: Hex = CONTRACTS.safeMultisend): SafeCall {
  if (calls.length === 0) throw new Error('no transactions to execute');
  if (calls.length === 1) return calls[0]!;
  const data = encodeFunctionData({ abi: MULTISEND_ABI, functionName: 'multiSend', args: [encodeMultiSendCalls(calls)] });
  return { to: multisend, value: 0n, data, operation: 1 };
}
