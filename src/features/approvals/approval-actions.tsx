import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { myPortfolio, subscribeMyPortfolio } from '../../lib/my-portfolio';

/*
 * Approve and Revoke per row, for the trader's own Safe (a Safe transaction through the relayer,
 * signed by the wallet that owns it) or the wallet's own EOA (an ordinary transaction). The wallet part (approvals-wallet.tsx) is asked for
 * only when the viewed address is the connected wallet's funder; any other address gets the plain
 * tables and a line saying why they have no buttons.
 */

const ApprovalsWallet = lazy(() => import('./approvals-wallet'));

export type ApprovalAction = (c: ApprovalContract) => ReactNode;

type Props = {
  address: string;
  /** The trading approvals still missing: what "Approve all for trading" grants. */
  missing: readonly ApprovalContract[];
  content: (action?: ApprovalAction) => ReactNode;
};

export function ApprovalActions({ address, missing, content }: Props) {
  const mine = useSyncExternalStore(subscribeMyPortfolio, myPortfolio);
  const viewed = address.toLowerCase();
  // the funder's Safe changes through the relayer; the wallet's own EOA with ordinary transactions
  if (mine && (mine.funder.toLowerCase() === viewed || mine.eoa.toLowerCase() === viewed))
    return (
      <Suspense fallback={content()}>
        <ApprovalsWallet address={address} missing={missing}>
          {content}
        </ApprovalsWallet>
      </Suspense>
    );
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-approval-actions">
        Approvals change through a Safe you own, or from your own address: connect that wallet to approve or revoke here.
      </p>
      {content()}
    </>
  );
}
