import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton';

/*
 * Moving money in and out through the bridge: deposits from other chains credited as pUSD, and
 * withdrawals of pUSD paid out on another chain. Everything here needs the wallet, whose code is a
 * chunk of its own; the heading and what the view is for paint first.
 */
const FundsWallet = lazy(() => import('./funds-wallet'));

export function FundsPage() {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold">Deposit and withdraw</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Deposit from another chain and it arrives as pUSD, the cash you trade with. Withdraw pUSD and the bridge pays it out as a token on
        the chain you choose.
      </p>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <FundsWallet />
      </Suspense>
    </div>
  );
}
