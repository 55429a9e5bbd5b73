import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { approvalCall, type LabelledCall } from '../../api/relayer/calls';
import { APPROVALS_CATALOGUE } from '../../api/data/approvals-catalogue';
import type { ApprovalContract } from '../../api/data/contract/schemas-boards';
import { Button } from '../../ui/button';
import { ChainProgress } from '../../wallet/chain-progress';
import { RelayerProgress } from '../../wallet/relayer-progress';
import type { RelayerSession } from '../../wallet/relayer-session';
import { useChainAction, useTradingChain } from '../../wallet/use-chain-action';
import { useRelayerAction } from '../../wallet/use-relayer-action';
import { approvalKeys } from './queries';

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

function Plan({ calls, how }: { calls: readonly LabelledCall[]; how: string }) {
  return (
    <div className="flex flex-col gap-1" data-testid="approve-all-plan">
      <p className="text-slate-600 dark:text-slate-400">{how}</p>
      <ul className="list-inside list-disc text-slate-700 dark:text-slate-300">
        {calls.map((c) => (
          <li key={c.label}>{c.label}</li>
        ))}
      </ul>
    </div>
  );
}

type Props = { missing: readonly ApprovalContract[] };

export function SafeApproveAll({ session, missing }: Props & { session: RelayerSession }) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => callsFor(missing), [missing]);
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, calls, 'trading setup'), [calls]);
  const onConfirmed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: approvalKeys.wallet(session.safe) }),
    [queryClient, session.safe],
  );
  const { state, run, busy } = useRelayerAction(session, submit, onConfirmed);
  if (calls.length === 0 && state.step === 'idle') return null;
  return (
    <section aria-label="Approve all for trading" className="flex flex-col gap-2 text-sm" data-testid="approve-all">
      {calls.length > 0 && <Plan calls={calls} how="Your wallet signs one Safe transaction (a MultiSend) that makes these calls:" />}
      {calls.length > 0 && (
        <Button variant="primary" className="self-start" disabled={busy} onClick={() => void run()}>
          {busy ? 'Working…' : `${WHAT} (${calls.length})`}
        </Button>
      )}
      <RelayerProgress state={state} what={WHAT} />
    </section>
  );
}

export function EoaApproveAll({ eoa, missing }: Props & { eoa: string }) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => callsFor(missing), [missing]);
  const onMined = useCallback(() => void queryClient.invalidateQueries({ queryKey: approvalKeys.wallet(eoa) }), [queryClient, eoa]);
  const { state, run, busy } = useChainAction(useTradingChain(), calls, onMined);
  if (calls.length === 0 && state.step === 'idle') return null;
  return (
    <section aria-label="Approve all for trading" className="flex flex-col gap-2 text-sm" data-testid="approve-all">
      {calls.length > 0 && (
        <Plan
          calls={calls}
          how={`Your wallet sends ${calls.length === 1 ? 'one transaction' : `${calls.length} transactions, one after another`}:`}
        />
      )}
      {calls.length > 0 && (
        <Button variant="primary" className="self-start" disabled={busy} onClick={() => void run()}>
          {busy ? 'Working…' : `${WHAT} (${calls.length})`}
        </Button>
      )}
      <ChainProgress state={state} what={WHAT} />
    </section>
  );
}
