import { useMemo } from 'react';
import { useConnection } from 'wagmi';
import type { Hex } from 'viem';
import { relayerTransport, TRADING_URL, tradingTransport } from '../api/endpoints';
import { deriveSafe } from '../api/relayer/addresses';
import { createBuilderSigner } from '../api/relayer/builder-signer';
import { createRelayerClient, type RelayerWallet } from '../api/relayer/client';
import { createTradingClient } from '../api/trading/client';
import { clobAuthTypedData } from '../api/trading/wire';
import { signHashOnChain, signOnDomainChain } from './chain-guard';
import { builderCredentialsStore, credentialsStore } from './credentials-store';
import { useWallet } from './wallet-scope';

/*
 * The connected account's relayer session, for every view that acts through the trader's Safe
 * (onboarding, claims, approvals): the Safe's address (derived, no request), the relayer client,
 * the wallet's two signatures (CreateProxy typed data, the SafeTx hash) asked for on the trading
 * chain only, and the builder key /submit needs. That key is made on first use with the trading
 * credentials (enabling trading first when this tab has none: one ClobAuth signature), and kept in
 * memory only, like them.
 */

const tradingClient = createTradingClient({ baseUrl: TRADING_URL, transport: tradingTransport });

export type RelayerSession = ReturnType<typeof makeSession>;

function makeSession(eoa: Hex, wallet: ReturnType<typeof useWallet>) {
  const owner = eoa.toLowerCase();
  const signer: RelayerWallet = {
    address: eoa,
    // the factory's domain carries chainId as a bigint; the guard compares numbers (the hash is the same)
    signCreateProxy: (td) => signOnDomainChain(wallet.config, { ...td, domain: { ...td.domain, chainId: Number(td.domain.chainId) } }),
    signHash: (hash) => signHashOnChain(wallet.config, hash, wallet.tradingChainId),
  };
  const client = createRelayerClient({
    transport: relayerTransport,
    chainId: wallet.tradingChainId,
    builder: () => {
      const held = builderCredentialsStore.get();
      return held && held.address === owner ? createBuilderSigner(held.creds) : undefined;
    },
  });

  /** Trading credentials of this account: the tab's, or made now (nonce 0, one signature). */
  async function tradingCreds() {
    const held = credentialsStore.get();
    if (held && held.address === owner) return held.creds;
    const creds = await tradingClient.createOrDeriveApiKey(
      {
        address: eoa,
        signClobAuth: ({ timestamp, nonce }) =>
          signOnDomainChain(wallet.config, clobAuthTypedData({ address: eoa, timestamp, nonce, chainId: wallet.tradingChainId })),
      },
      0n,
    );
    credentialsStore.set({ address: owner, nonce: 0n, creds });
    return creds;
  }

  let making: Promise<void> | undefined;
  /** A builder key for this account, made once per tab (concurrent actions share the one request). */
  function ensureBuilder(): Promise<void> {
    if (builderCredentialsStore.get()?.address === owner) return Promise.resolve();
    making ??= (async () => {
      const creds = await tradingClient.l2(await tradingCreds(), eoa).createBuilderApiKey();
      builderCredentialsStore.set({ address: owner, creds });
    })().finally(() => (making = undefined));
    return making;
  }

  return { eoa, safe: deriveSafe(eoa), chainId: wallet.tradingChainId, sandbox: wallet.sandbox, signer, client, ensureBuilder };
}

/** The session of the connected account, or undefined with no account. */
export function useRelayerSession(): RelayerSession | undefined {
  const wallet = useWallet();
  const { address } = useConnection();
  return useMemo(() => (address ? makeSession(address as Hex, wallet) : undefined), [address, wallet]);
}
