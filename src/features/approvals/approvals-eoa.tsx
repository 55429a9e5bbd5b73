import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { approvalChange, useEoaApprovalChange } from '../../wallet/approval-change';
import { ChainProgress } from '../../wallet/chain-progress';
import type { ChainActionState } from '../../wallet/use-chain-action';
import type { ApprovalAction } from './approval-actions';
import { ApprovalButton } from './approval-button';
import { EoaApproveAll } from './approve-all';

/*
 * Approve and Revoke for the connected wallet's own EOA (signature type 0): each change is one
 * ordinary transaction the wallet sends on the trading chain (pUSD approve, or the outcome tokens'
 * setApprovalForAll), its walk shown above the tables, then the address's approvals read again.
 */

type Last = { what: string; state: ChainActionState };

function EoaRowAction({ eoa, contract, report }: { eoa: string; contract: ApprovalContract; report: (l: Last) => void }) {
  const change = approvalChange(contract);
  const { entry, what } = change;
  const { state, run, busy } = useEoaApprovalChange(eoa, change);
  // the row's button is remade once its status flips: the walk is shown above the tables
  useEffect(() => {
    if (state.step !== 'idle') report({ what, state });
  }, [state, what, report]);
  if (!entry) return null;
  return <ApprovalButton change={change} busy={busy} onRun={() => void run()} />;
}

type PartProps = { eoa: string; missing: readonly ApprovalContract[]; children: (action?: ApprovalAction) => ReactNode };

export function EoaApprovalsPart({ eoa, missing, children }: PartProps) {
  const [last, setLast] = useState<Last | undefined>(undefined);
  const action: ApprovalAction = useCallback(
    (c: ApprovalContract) => <EoaRowAction key={`${c.id}-${c.approved}`} eoa={eoa} contract={c} report={setLast} />,
    [eoa],
  );
  return (
    <>
      <section aria-label="Approval changes" className="flex flex-col gap-1 text-sm" data-testid="approval-bar">
        <p className="text-slate-600 dark:text-slate-400">
          Each change is one transaction your wallet sends from your own address: pUSD approve (unlimited, or 0 to revoke) or the outcome
          tokens&apos; setApprovalForAll.
        </p>
        {last && <ChainProgress state={last.state} what={last.what} />}
      </section>
      <EoaApproveAll eoa={eoa} missing={missing} />
      {children(action)}
    </>
  );
}
