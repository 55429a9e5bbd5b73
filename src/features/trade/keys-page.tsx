import { lazy, Suspense } from 'react';
import { ConnectCard, useWalletPartWanted } from './connect-card';

/*
 * The account's API keys and trading settings. All of it needs the wallet, whose code (wagmi and
 * viem) is a chunk of its own, asked for once the page's first frame is on screen; until it is in,
 * the connect step's text holds its place.
 */
const KeysWallet = lazy(() => import('./keys-wallet'));

export function KeysPage() {
  const drawn = useWalletPartWanted();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">API keys and trading settings</h1>
      <Suspense fallback={<ConnectCard />}>{drawn ? <KeysWallet /> : <ConnectCard />}</Suspense>
    </div>
  );
}
