import { createContext, use, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WagmiContext, useConnection } from 'wagmi';
import { WALLET_READY_EVENT } from '../lib/wallet-ready';
import { loadWallet, type Wallet } from './config';
import { forgetCredentialsUnlessOf } from './credentials-store';

/*
 * Where wagmi lives: around the wallet button and the trading views only, each a lazy chunk, so the
 * read views never download it. Every scope shares the one config (so one connection state), and
 * the app's one QueryClient from the providers above it.
 */

const WalletContext = createContext<Wallet | undefined>(undefined);

export function useWallet(): Wallet {
  const wallet = use(WalletContext);
  if (!wallet) throw new Error('useWallet outside a WalletScope');
  return wallet;
}

/** Credentials belong to one account: a switch or a disconnect forgets them. */
function CredentialsFollowAccount() {
  const { address, status } = useConnection();
  useEffect(() => {
    if (status === 'connected' || status === 'disconnected') forgetCredentialsUnlessOf(address);
  }, [address, status]);
  return null;
}

/** Suspends while the wallet setup loads (the caller's Suspense boundary shows what it likes meanwhile). */
export function WalletScope({ children }: { children: ReactNode }) {
  const wallet = use(loadWallet(useQueryClient()));
  useEffect(() => void window.dispatchEvent(new Event(WALLET_READY_EVENT)), []);
  // the bare context, not WagmiProvider: its hydration runs on every render of every scope (a
  // reconnect each time, flipping a connected wallet to "reconnecting"); loadWallet reconnects once
  return (
    <WagmiContext value={wallet.config}>
      <WalletContext value={wallet}>
        <CredentialsFollowAccount />
        {children}
      </WalletContext>
    </WagmiContext>
  );
}
