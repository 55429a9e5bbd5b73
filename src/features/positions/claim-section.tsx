import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'wouter';
import { myPortfolio, subscribeMyPortfolio, type MyPortfolio } from '../../lib/my-portfolio';
import type { CellContext } from './positions-columns';
import type { PositionRow } from './queries';

/*
 * Claims on the Redeemable tab. A claim is a transaction of the trader's own Safe, so the wallet
 * part (wagmi, viem, the relayer client: claim-wallet.tsx) is asked for only when the viewed
 * address is the connected wallet's funder; it then checks the funder is that wallet's Safe. Any
 * other address gets a line saying why there is no Claim button, and the plain table.
 */

const ClaimWallet = lazy(() => import('./claim-wallet'));

type Props = {
  address: string;
  /** Redeemable: Claim; Open: Merge (complete sets), without a word on other addresses (most are not the viewer's). */
  status: 'OPEN' | 'REDEEMABLE';
  rows: readonly PositionRow[];
  more: boolean;
  /** The tab's content (the table, or its empty state), given the Claim cell when there is one. */
  content: (claim?: CellContext['safeAction']) => ReactNode;
};

export function ClaimSection({ address, status, rows, more, content }: Props) {
  const mine = useSyncExternalStore(subscribeMyPortfolio, myPortfolio);
  const viewed = address.toLowerCase();
  // the funder claims through its Safe; the wallet's own EOA (signature type 0) with ordinary transactions
  if (mine && (mine.funder.toLowerCase() === viewed || mine.eoa.toLowerCase() === viewed))
    return (
      <Suspense fallback={content()}>
        <ClaimWallet address={address} status={status} rows={rows} more={more}>
          {content}
        </ClaimWallet>
      </Suspense>
    );
  return (
    <>
      {status === 'REDEEMABLE' && rows.length > 0 && <NoClaim mine={mine} />}
      {content()}
    </>
  );
}

function NoClaim({ mine }: { mine: MyPortfolio | undefined }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-claim">
      {mine
        ? 'There is no Claim button here: this is not the Safe you trade as, nor your wallet’s own address. Claims go through your own Safe, which your wallet signs for, or from your own address.'
        : 'There is no Claim button here: claims go through your own Safe, or from your own address. Connect the wallet that owns this Safe or address to claim.'}{' '}
      <Link to="/trade/keys" className="underline">
        Safe and trading settings
      </Link>
    </p>
  );
}
