import { useMemo } from 'react';
import { useConnection } from 'wagmi';
import type { Hex } from 'viem';
import { relayerTransport, TRADING_URL, tradingTransport } from '../api/endpoints';
import { deriveSafe } from '../api/relayer/addresses';
import { createBuilderSigner } from '../api/relayer/builder-signer';
import { createRelayerClient, type RelayerWallet } from '../api/relayer/client';
import { createTradingClient } from '../api/trading/client';
import type { Signer } from '../api/transport';
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
  const clobSigner = {
    address: eoa,
    signClobAuth: ({ timestamp, nonce }: { timestamp: string; nonce: bigint }) =>
      signOnDomainChain(wallet.config, clobAuthTypedData({ address: eoa, timestamp, nonce, chainId: wallet.tradingChainId })),
  };

  /** This account's trading client: the tab's credentials, or made now (nonce 0, one signature); a 401 derives them again. */
  async function l2() {
    let held = credentialsStore.get();
    if (!held || held.address !== owner) {
      const creds = await tradingClient.createOrDeriveApiKey(clobSigner, 0n);
      held = { address: owner, nonce: 0n, creds };
      credentialsStore.set(held);
    }
    const { nonce } = held;
    return tradingClient.l2(held.creds, eoa, async () => {
      const creds = await tradingClient.deriveApiKeyWith(clobSigner, nonce);
      credentialsStore.set({ address: owner, nonce, creds });
      return creds;
    });
  }

  const newBuilderKey = async () => {
    const creds = await (await l2()).createBuilderApiKey();
    builderCredentialsStore.set({ address: owner, creds });
    return creds;
  };

  let making: Promise<unknown> | undefined;
  /** A builder key for this account, made once per tab (concurrent actions share the one request). */
  function ensureBuilder(): Promise<void> {
    if (builderCredentialsStore.get()?.address === owner) return Promise.resolve();
    making ??= newBuilderKey().finally(() => (making = undefined));
    return making.then(() => undefined);
  }

  // one signer per key held; a 401 (the key revoked) makes a new one and the request is sent again
  let builder: { key: string; signer: Signer } | undefined;
  const client = createRelayerClient({
    transport: relayerTransport,
    chainId: wallet.tradingChainId,
    builder: () => {
      const held = builderCredentialsStore.get();
      if (!held || held.address !== owner) return undefined;
      if (builder?.key !== held.creds.key)
        builder = { key: held.creds.key, signer: createBuilderSigner(held.creds, Date.now, newBuilderKey) };
      return builder.signer;
    },
  });

  return { eoa, safe: deriveSafe(eoa), chainId: wallet.tradingChainId, sandbox: wallet.sandbox, signer, client, ensureBuilder };
}

/** The session of the connected account, or undefined with no account. */
export function useRelayerSession(): RelayerSession | undefined {
  const wallet = useWallet();
  const { address } = useConnection();
  return useMemo(() => (address ? makeSession(address as Hex, wallet) : undefined), [address, wallet]);
}
