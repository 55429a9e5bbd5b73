import { lazy, Suspense, useEffect, useState } from 'react';
import { WALLET_READY_EVENT } from '../../lib/wallet-ready';
import { Button } from '../../ui/button';

/*
 * The wallet in the header, without wagmi in the read views' JS: a plain button until the user
 * asks for a wallet (or until the page has drawn, for a browser that connected before, so its
 * account shows again), then the real control from its own chunk.
 */

const loadControl = () => import('../../wallet/wallet-control');
const WalletControl = lazy(loadControl);

function connectedBefore(): boolean {
  try {
    return localStorage.getItem('wagmi.recentConnectorId') !== null;
  } catch {
    return false;
  }
}

export function WalletSlot() {
  const [wanted, setWanted] = useState<false | 'asked' | 'restored'>(false);
  useEffect(() => {
    // a view that loaded the wallet (Trade) has it in memory already: show the account here too
    const ready = () => setWanted((w) => w || 'restored');
    window.addEventListener(WALLET_READY_EVENT, ready);
    return () => window.removeEventListener(WALLET_READY_EVENT, ready);
  }, []);
  useEffect(() => {
    if (!connectedBefore()) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => setWanted((w) => w || 'restored'));
  }, []);
  const placeholder = (
    <Button variant="primary" onClick={() => setWanted('asked')} onPointerEnter={() => void loadControl()} data-testid="wallet-button">
      Connect wallet
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WalletControl open={wanted === 'asked'} />
    </Suspense>
  );
}
