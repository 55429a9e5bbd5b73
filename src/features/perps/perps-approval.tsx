import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APPROVALS_CATALOGUE } from '../../api/data/approvals-catalogue';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import {
  approvalChange,
  approvalHolder,
  useEoaApprovalChange,
  useSafeApprovalChange,
  type ApprovalChange,
} from '../../wallet/approval-change';
import { approvalsQueryOptions } from '../../wallet/approvals-query';
import { ChainProgress } from '../../wallet/chain-progress';
import { RelayerProgress } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import { useTradingAddress } from '../../wallet/trading-address';

/*
 * The perps row of the approvals catalogue (pUSD for the perps vault) for the wallet's trading
 * address, read from the approvals route, and approved here the way the Approvals view approves
 * it (src/wallet/approval-change.ts): its Safe through the relayer, or its own EOA with one
 * transaction. Only a grant is offered: revoking belongs to the Approvals view. A chunk of its own:
 * the relayer's code is fetched once there is a session, not with the wallet part's first download.
 */

const PERPS_ENTRY = APPROVALS_CATALOGUE.find((e) => e.feature === 'perps')!;
const WHAT = 'Approve pUSD for perps';
// always the grant, so the change does not flip to a revoke under a walk that is still shown
const GRANT: ApprovalChange = approvalChange({ id: PERPS_ENTRY.id, approved: false });

const NOTE = 'mt-3 text-sm text-slate-600 dark:text-slate-400';

type BodyProps = { approved: boolean; busy: boolean; onRun: () => void; progress: ReactNode };

function Body({ approved, busy, onRun, progress }: BodyProps) {
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" data-testid="perps-approval" data-approved={approved}>
      {approved ? (
        <p className="text-slate-700 dark:text-slate-300">pUSD is approved for perps.</p>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-400">The perps vault needs your approval to take pUSD as margin.</p>
          <Button variant="primary" className="self-start" disabled={busy} onClick={onRun}>
            {busy ? 'Working…' : WHAT}
          </Button>
        </>
      )}
      {progress}
    </div>
  );
}

function SafeApproval({ session, approved }: { session: RelayerSession; approved: boolean }) {
  const { state, run, busy } = useSafeApprovalChange(session, GRANT);
  const progress = state.step !== 'idle' && <RelayerProgress state={state} what={WHAT} />;
  return <Body approved={approved} busy={busy} onRun={() => void run()} progress={progress} />;
}

function EoaApproval({ eoa, approved }: { eoa: string; approved: boolean }) {
  const { state, run, busy } = useEoaApprovalChange(eoa, GRANT);
  const progress = state.step !== 'idle' && <ChainProgress state={state} what={WHAT} />;
  return <Body approved={approved} busy={busy} onRun={() => void run()} progress={progress} />;
}

/** The connected wallet's perps approval, and the button that grants it when it is missing (fund-card.tsx loads it). */
export default function PerpsApproval() {
  const session = useRelayerSession();
  const { eoa, funder } = useTradingAddress();
  const holder = approvalHolder(session, funder || eoa || '');
  const query = useQuery({ ...approvalsQueryOptions(holder.kind === 'none' ? '' : holder.address), enabled: holder.kind !== 'none' });
  if (holder.kind === 'none' || !session)
    return (
      <p className={NOTE} data-testid="perps-approval-elsewhere">
        Your trading address is neither this wallet nor its Safe, so its pUSD approval for perps changes where that address is managed.
      </p>
    );
  if (query.isError && !query.data)
    return (
      <ErrorPanel
        title="Could not check the perps approval"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Skeleton className="mt-3 h-9 w-48" />;
  const row = query.data.contracts.find((c) => c.id === PERPS_ENTRY.id);
  if (!row) return <p className={NOTE}>The approvals check lists no perps approval for this address.</p>;
  // keyed by holder: another account starts with no walk shown
  return holder.kind === 'safe' ? (
    <SafeApproval key={holder.address} session={session} approved={row.approved} />
  ) : (
    <EoaApproval key={holder.address} eoa={holder.address} approved={row.approved} />
  );
}
