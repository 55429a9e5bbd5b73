import { APPROVALS_CATALOGUE, type ApprovalCatalogueEntry } from '../../api/data/approvals-catalogue';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { Button } from '../../ui/button';
import { approvalLabel } from './approvals';

/*
 * A row's Approve or Revoke, the same for a Safe (approvals-wallet.tsx, through the relayer) and
 * for the wallet's own EOA (approvals-eoa.tsx, an ordinary transaction): what the row's change is,
 * and its button. Only how the call is sent differs.
 */

export type ApprovalChange = { entry: ApprovalCatalogueEntry | undefined; grant: boolean; what: string };

/** The change a row offers: grant what is not approved, revoke what is. */
export function approvalChange(contract: ApprovalContract): ApprovalChange {
  const grant = !contract.approved;
  return {
    entry: APPROVALS_CATALOGUE.find((e) => e.id === contract.id),
    grant,
    what: `${grant ? 'Approve' : 'Revoke'} ${approvalLabel(contract)}`,
  };
}

export function ApprovalButton({ change, busy, onRun }: { change: ApprovalChange; busy: boolean; onRun: () => void }) {
  return (
    <Button aria-label={change.what} disabled={busy} data-testid="approval-action" onClick={onRun}>
      {busy ? 'Working…' : change.grant ? 'Approve' : 'Revoke'}
    </Button>
  );
}
