import { useCallback, useMemo, type ReactNode } from 'react';
import { approvalCall, type LabelledCall } from '../../api/relayer/calls';
import { APPROVALS_CATALOGUE } from '../../api/data/approvals-catalogue';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { Button } from '../../ui/button';
import { useReadApprovalsAgain } from '../../wallet/approval-change';
import { ChainProgress } from '../../wallet/chain-progress';
import { RelayerProgress } from '../../wallet/relayer-progress';
import type { RelayerSession } from '../../wallet/relayer-session';
import { useChainAction, useTradingChain } from '../../wallet/use-chain-action';
import { useRelayerAction } from '../../wallet/use-relayer-action';

/*
 * "Ready to trade" in one click: every trading approval still missing, granted together. A Safe
 * makes them in one MultiSend (all or nothing); an EOA has no batch, so its wallet sends them one
 * transaction each, in turn, and a retry resumes after the last one mined.
 */

const WHAT = 'Approve all for trading';

function callsFor(missing: readonly ApprovalContract[]): LabelledCall[] {
  return missing.flatMap((c) => {
    const entry = APPROVALS_CATALOGUE.find((e) => e.id === c.id);
    return entry ? [approvalCall(entry, true)] : [];
  });
}

/** The plan listed before signing, the button, and the walk: the same for a Safe and an EOA, only how it is sent differs. */
function ApproveAllBody(p: { calls: readonly LabelledCall[]; how: string; busy: boolean; onRun: () => void; progress: ReactNode }) {
  return (
    <section aria-label="Approve all for trading" className="flex flex-col gap-2 text-sm" data-testid="approve-all">
      {p.calls.length > 0 && (
        <>
          <div className="flex flex-col gap-1" data-testid="approve-all-plan">
            <p className="text-slate-600 dark:text-slate-400">{p.how}</p>
            <ul className="list-inside list-disc text-slate-700 dark:text-slate-300">
              {p.calls.map((c) => (
                <li key={c.label}>{c.label}</li>
              ))}
            </ul>
          </div>
          <Button variant="primary" className="self-start" disabled={p.busy} onClick={p.onRun}>
            {p.busy ? 'Working…' : `${WHAT} (${p.calls.length})`}
          </Button>
        </>
      )}
      {p.progress}
    </section>
  );
}

type Props = { missing: readonly ApprovalContract[] };

export function SafeApproveAll({ session, missing }: Props & { session: RelayerSession }) {
  const calls = useMemo(() => callsFor(missing), [missing]);
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, calls, 'trading setup'), [calls]);
  const { state, run, busy } = useRelayerAction(session, submit, useReadApprovalsAgain(session.safe));
  if (calls.length === 0 && state.step === 'idle') return null;
  return (
    <ApproveAllBody
      calls={calls}
      how="Your wallet signs one Safe transaction (a MultiSend) that makes these calls:"
      busy={busy}
      onRun={() => void run()}
      progress={<RelayerProgress state={state} what={WHAT} />}
    />
  );
}

export function EoaApproveAll({ eoa, missing }: Props & { eoa: string }) {
  const calls = useMemo(() => callsFor(missing), [missing]);
  const { state, run, busy } = useChainAction(useTradingChain(), calls, useReadApprovalsAgain(eoa));
  if (calls.length === 0 && state.step === 'idle') return null;
  return (
    <ApproveAllBody
      calls={calls}
      how={`Your wallet sends ${calls.length === 1 ? 'one transaction' : `${calls.length} transactions, one after another`}:`}
      busy={busy}
      onRun={() => void run()}
      progress={<ChainProgress state={state} what={WHAT} />}
    />
  );
}
