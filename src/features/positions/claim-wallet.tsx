import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { redeemCalls, type LabelledCall } from '../../api/relayer/calls';
import type { RelayerTransaction } from '../../api/relayer/contract/schemas';
import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';
import { RelayerProgress, statusText } from '../../wallet/relayer-progress';
import { useRelayerSession, type RelayerSession } from '../../wallet/relayer-session';
import { useRelayerAction, type RelayerActionState } from '../../wallet/use-relayer-action';
import { WalletScope } from '../../wallet/wallet-scope';
import type { CellContext } from './positions-columns';
import { EoaClaimPart } from './claim-eoa';
import { MergeButton, mergePartner, useMerge } from './merge-button';
import { invalidateAfterClaim, type PositionRow } from './queries';
import { redeemableOf } from './redeemable-of';

/*
 * The wallet part of the Redeemable tab (claim-section.tsx loads it for the connected wallet's own
 * funder): a Claim button per row and Claim all, each one Safe transaction through the relayer
 * (redeemPositions per market; several markets in one MultiSend), its walk to CONFIRMED shown above
 * the table (the claimed rows then leave it), and every Positions list read again. On the Open tab
 * the same part offers Merge on rows holding both outcomes.
 */

type Last = { what: string; state: RelayerActionState };

function useSafeAction(session: RelayerSession, calls: readonly LabelledCall[], what: string, report: (last: Last) => void) {
  const queryClient = useQueryClient();
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, calls, what), [calls, what]);
  const onConfirmed = useCallback((_: RelayerTransaction) => void invalidateAfterClaim(queryClient), [queryClient]);
  const action = useRelayerAction(session, submit, onConfirmed);
  // the row may leave the table once its claim is confirmed: the walk is shown above it
  useEffect(() => {
    if (action.state.step !== 'idle') report({ what, state: action.state });
  }, [action.state, what, report]);
  return action;
}

function ClaimOne({ session, position, report }: { session: RelayerSession; position: PositionRow; report: (last: Last) => void }) {
  const calls = useState(() => redeemCalls([redeemableOf(position)]))[0];
  const what = `Claim ${position.title} (${position.outcome})`;
  const { state, run, busy } = useSafeAction(session, calls, what, report);
  return (
    <span className="flex flex-col items-end gap-1">
      <Button aria-label={what} disabled={busy || state.step === 'confirmed'} onClick={() => void run()} data-testid="claim-button">
        {state.step === 'failed' ? 'Retry claim' : 'Claim'}
      </Button>
      <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="claim-state" data-state={state.tx?.state ?? state.step}>
        {state.step === 'idle' ? '' : statusText(state, 'Claim').replace(/^Claim: /, '')}
      </span>
    </span>
  );
}

function MergeOne(props: { session: RelayerSession; position: PositionRow; other: PositionRow; report: (last: Last) => void }) {
  const { sets, calls, what } = useMerge(props.position, props.other);
  const { state, run, busy } = useSafeAction(props.session, calls, what, props.report);
  const [done, failed] = [state.step === 'confirmed', state.step === 'failed'];
  return <MergeButton what={what} sets={sets} busy={busy} done={done} failed={failed} onRun={() => void run()} />;
}

function ClaimAll({
  session,
  rows,
  more,
  report,
}: {
  session: RelayerSession;
  rows: readonly PositionRow[];
  more: boolean;
  report: (last: Last) => void;
}) {
  const calls = useMemo(() => redeemCalls(rows.map(redeemableOf)), [rows]);
  const { run, busy, state } = useSafeAction(session, calls, `Claim all ${formatCount(rows.length)} positions`, report);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="primary" disabled={rows.length === 0 || busy} onClick={() => void run()}>
        {state.step === 'failed' ? 'Retry claim all' : `Claim all (${formatCount(rows.length)})`}
      </Button>
      <span className="text-slate-600 dark:text-slate-400">
        Your wallet signs one Safe transaction: redeemPositions for each market, in one MultiSend when there are several.
        {more && ' It claims the positions listed; load more to include the rest.'}
      </span>
    </div>
  );
}

function ClaimPart({ address, status, rows, more, children }: Props) {
  const session = useRelayerSession();
  const [last, setLast] = useState<Last | undefined>(undefined);
  const byToken = useMemo(() => new Map(rows.map((r) => [r.token_id, r])), [rows]);
  const claim = useCallback(
    (p: PositionRow) => {
      if (!session) return null;
      if (status === 'REDEEMABLE') return <ClaimOne key={p.token_id} session={session} position={p} report={setLast} />;
      const other = mergePartner(p, byToken);
      return other ? <MergeOne key={p.token_id} session={session} position={p} other={other} report={setLast} /> : null;
    },
    [session, status, byToken],
  );
  // the trader's own EOA (signature type 0) claims with ordinary transactions, not through a Safe
  if (session && session.eoa.toLowerCase() === address.toLowerCase())
    return (
      <EoaClaimPart status={status} rows={rows} more={more} byToken={byToken}>
        {children}
      </EoaClaimPart>
    );
  if (!session || session.safe.toLowerCase() !== address.toLowerCase())
    return (
      <>
        {status === 'REDEEMABLE' && rows.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-claim">
            There is no Claim button here: this address is not the Safe of the connected wallet, and claims go through a Safe your wallet
            owns.
          </p>
        )}
        {children(undefined)}
      </>
    );
  return (
    <>
      {(status === 'REDEEMABLE' || last) && (
        <section aria-label={status === 'REDEEMABLE' ? 'Claim' : 'Merge'} className="flex flex-col gap-2" data-testid="claim-bar">
          {status === 'REDEEMABLE' && rows.length > 0 && <ClaimAll session={session} rows={rows} more={more} report={setLast} />}
          {last && <RelayerProgress state={last.state} what={last.what} />}
        </section>
      )}
      {children(claim)}
    </>
  );
}

type Props = {
  address: string;
  status: 'OPEN' | 'REDEEMABLE';
  rows: readonly PositionRow[];
  more: boolean;
  children: (claim?: CellContext['safeAction']) => ReactNode;
};

export default function ClaimWallet(props: Props) {
  return (
    <WalletScope>
      <ClaimPart {...props} />
    </WalletScope>
  );
}
