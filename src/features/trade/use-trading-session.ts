import { useMemo, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import type { Hex } from 'viem';
import { clobAuthTypedData } from '../../api/trading/wire';
import { signOnDomainChain } from '../../wallet/chain-guard';
import { credentialsStore, type ApiCreds } from '../../wallet/credentials-store';
import { useWallet } from '../../wallet/wallet-scope';
import { tradingClient } from './signed-queries';

/*
 * The trading session of the connected account: "Enable trading" signs ClobAuth once and creates the
 * API key for the chosen nonce, or derives it when that nonce already has one. The credentials go
 * to the in-memory store only; a 401 later derives them again (one more signature) and retries once.
 */

export function useTradingSession() {
  const wallet = useWallet();
  const { address } = useConnection();
  const held = useSyncExternalStore(credentialsStore.subscribe, credentialsStore.get);
  const mine = held && address && held.address === address.toLowerCase() ? held : undefined;

  const signer = useMemo(
    () =>
      address && {
        address: address as Hex,
        signClobAuth: ({ timestamp, nonce }: { timestamp: string; nonce: bigint }) =>
          signOnDomainChain(
            wallet.config,
            clobAuthTypedData({ address: address as Hex, timestamp, nonce, chainId: wallet.tradingChainId }),
          ),
      },
    [address, wallet],
  );

  const enable = useMutation({
    mutationFn: async (nonce: bigint) => {
      if (!signer) throw new Error('Connect a wallet first');
      const creds = await tradingClient.createOrDeriveApiKey(signer, nonce);
      credentialsStore.set({ address: signer.address.toLowerCase(), nonce, creds });
      return creds;
    },
  });

  const l2 = useMemo(() => {
    if (!mine || !signer) return undefined;
    const rederive = async (): Promise<ApiCreds> => {
      const creds = await tradingClient.deriveApiKeyWith(signer, mine.nonce);
      credentialsStore.set({ ...mine, creds });
      return creds;
    };
    return tradingClient.l2(mine.creds, signer.address, rederive);
  }, [mine, signer]);

  return { address, wallet, nonce: mine?.nonce, l2, enable, forget: () => credentialsStore.set(undefined) };
}
