import { startTransition, useEffect, useState } from 'react';
import { ConnectCard as Card, type ConnectWords } from '../../wallet/connect-card';
import { usePainted } from '../../ui/use-painted';

/** The Trade views' connect step: the card painted first, and the gate's step (trading-gate.tsx). */
export const TRADE_CONNECT: ConnectWords = {
  id: 'connect-title',
  title: 'Connect a wallet to trade',
  text: 'Your wallet signs every order. Vantage never sees its keys.',
};

/** The first step as the Trade views paint it without wagmi, until their wallet part is in. */
export function ConnectCard() {
  return <Card words={TRADE_CONNECT} />;
}

/**
 * True once a frame has painted with `ready` true: the Trade views then ask for their wallet part.
 * Set in a transition, and the views render that part inside a Suspense boundary that already
 * shows <ConnectCard />: React keeps the card painted until the wallet part can replace it, instead
 * of swapping in a fallback copy of it (a new element, which the browser would count as a later
 * largest paint).
 */
export function useWalletPartWanted(ready = true): boolean {
  const painted = usePainted(ready);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (painted) startTransition(() => setWanted(true));
  }, [painted]);
  return wanted;
}
