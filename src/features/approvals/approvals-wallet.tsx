import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { approvalChange, approvalHolder, useSafeApprovalChange } from '../../wallet/approval-change';
import { RelayerProgress } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import type { RelayerActionState } from '../../wallet/use-relayer-action';
import { WalletScope } from '../../wallet/wallet-scope';
import type { ApprovalAction } from './approval-actions';
import { ApprovalButton } from './approval-button';
import { EoaApprovalsPart } from './approvals-eoa';
import { SafeApproveAll } from './approve-all';

/*
 * The wallet part of the Approvals view (approval-actions.tsx loads it): per row, Approve (pUSD:
 * unlimited allowance; outcome tokens: operator) or Revoke (allowance 0, operator off), one Safe
 * transaction each, its walk shown above the tables (the row's status changes under it), then the
 * wallet's approvals read again.
 */

type Last = { what: string; state: RelayerActionState };

function RowAction({ session, contract, report }: { session: RelayerSession; contract: ApprovalContract; report: (l: Last) => void }) {
  const change = approvalChange(contract);
  const { entry, what } = change;
  const { state, run, busy } = useSafeApprovalChange(session, change);
  // the row's button is remade once its status flips: the walk is shown above the tables
  useEffect(() => {
    if (state.step !== 'idle') report({ what, state });
  }, [state, what, report]);
  if (!entry) return null;
  return <ApprovalButton change={change} busy={busy} onRun={() => void run()} />;
}

function ApprovalsPart({ address, missing, children }: Props) {
  const session = useRelayerSession();
  const [last, setLast] = useState<Last | undefined>(undefined);
  const action: ApprovalAction = useCallback(
    (c: ApprovalContract) => (session ? <RowAction key={`${c.id}-${c.approved}`} session={session} contract={c} report={setLast} /> : null),
    [session],
  );
  const holder = approvalHolder(session, address);
  // the wallet's own EOA (signature type 0) changes its approvals with ordinary transactions
  if (holder.kind === 'eoa')
    return (
      <EoaApprovalsPart eoa={address} missing={missing}>
        {children}
      </EoaApprovalsPart>
    );
  if (!session || holder.kind !== 'safe')
    return (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-approval-actions">
          This address is neither the Safe nor the address of the connected wallet, so its approvals cannot change from here.
        </p>
        {children(undefined)}
      </>
    );
  return (
    <>
      <section aria-label="Approval changes" className="flex flex-col gap-1 text-sm" data-testid="approval-bar">
        <p className="text-slate-600 dark:text-slate-400">
          Each change is one Safe transaction your wallet signs: pUSD approve (unlimited, or 0 to revoke) or the outcome tokens&apos;
          setApprovalForAll.
        </p>
        {last && <RelayerProgress state={last.state} what={last.what} />}
      </section>
      <SafeApproveAll session={session} missing={missing} />
      {children(action)}
    </>
  );
}

type Props = { address: string; missing: readonly ApprovalContract[]; children: (action?: ApprovalAction) => ReactNode };

export default function ApprovalsWallet(props: Props) {
  return (
    <WalletScope>
      <ApprovalsPart {...props} />
    </WalletScope>
  );
}
