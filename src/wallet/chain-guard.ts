import { getConnection, sendTransaction, signMessage, signTypedData } from 'wagmi/actions';
import type { Hex, TypedDataDefinition } from 'viem';
import type { WalletConfig } from './config';

/*
 * The chain guard: a signature is asked for only when the wallet is on the chain of the typed
 * data's domain. Otherwise nothing reaches the wallet and the caller shows a switch prompt.
 */

export class WrongChainError extends Error {
  override readonly name = 'WrongChainError';
  constructor(
    readonly walletChainId: number | undefined,
    readonly wantedChainId: number,
  ) {
    super(`Switch your wallet to chain ${wantedChainId} to sign`);
  }
}

export class NotConnectedError extends Error {
  override readonly name = 'NotConnectedError';
  constructor() {
    super('Connect a wallet first');
  }
}

type SignableTypedData = TypedDataDefinition & { domain: { chainId: number } };

/** The wallet's signature over `typedData`, only on the domain's chain. */
export async function signOnDomainChain(config: WalletConfig, typedData: SignableTypedData): Promise<`0x${string}`> {
  const { address, chainId, status } = getConnection(config);
  if (status !== 'connected' || !address) throw new NotConnectedError();
  if (chainId !== typedData.domain.chainId) throw new WrongChainError(chainId, typedData.domain.chainId);
  return signTypedData(config, { ...typedData, account: address } as Parameters<typeof signTypedData>[1]);
}

/**
 * The wallet's personal signature over 32 raw bytes (a SafeTx hash, whose domain names `chainId`),
 * asked for only on that chain, as typed data is: the hash is worthless on any other.
 */
export async function signHashOnChain(config: WalletConfig, hash: Hex, chainId: number): Promise<Hex> {
  const { address, chainId: current, status } = getConnection(config);
  if (status !== 'connected' || !address) throw new NotConnectedError();
  if (current !== chainId) throw new WrongChainError(current, chainId);
  return signMessage(config, { account: address, message: { raw: hash } });
}

/**
 * One ordinary transaction from the connected EOA, asked for only on `chainId` (the trading chain):
 * the wallet fills, signs and sends it; the hash is answered once it is sent.
 */
export async function sendOnChain(config: WalletConfig, call: { to: Hex; data: Hex }, chainId: number): Promise<Hex> {
  const { address, chainId: current, status } = getConnection(config);
  if (status !== 'connected' || !address) throw new NotConnectedError();
  if (current !== chainId) throw new WrongChainError(current, chainId);
  return sendTransaction(config, {
    account: address,
    chainId: chainId as WalletConfig['chains'][number]['id'],
    to: call.to,
    data: call.data,
  });
}
