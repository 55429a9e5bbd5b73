import { Button } from '../../ui/button';
import type { ApprovalChange } from '../../wallet/approval-change';

/*
 * A row's Approve or Revoke, the same for a Safe (approvals-wallet.tsx, through the relayer) and
 * for the wallet's own EOA (approvals-eoa.tsx, an ordinary transaction): only how the change is
 * sent differs (src/wallet/approval-change.ts).
 */

export function ApprovalButton({ change, busy, onRun }: { change: ApprovalChange; busy: boolean; onRun: () => void }) {
  return (
    <Button aria-label={change.what} disabled={busy} data-testid="approval-action" onClick={onRun}>
      {busy ? 'Working…' : change.grant ? 'Approve' : 'Revoke'}
    </Button>
  );
}
