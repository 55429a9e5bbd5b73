import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { usePainted } from '../../ui/use-painted';

/** The frame of each step between a visitor and the ticket (trading-gate.tsx). */
export const STEP_CARD = 'rounded-lg border border-slate-200 p-4 dark:border-slate-700';

/**
 * The first step: what connecting means, and the wallets to pick. Without wagmi, so the Trade views
 * paint it with their first frame; until the wallet code is in, the buttons' place is held.
 */
export function ConnectCard({ wallets = <Skeleton className="h-9 w-48" />, children }: { wallets?: ReactNode; children?: ReactNode }) {
  return (
    <section className={STEP_CARD} aria-labelledby="connect-title">
      <h2 id="connect-title" className="font-semibold">
        Connect a wallet to trade
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Your wallet signs every order. Vantage never sees its keys.</p>
      <div className="mt-3 flex flex-wrap gap-2">{wallets}</div>
      {children}
    </section>
  );
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
