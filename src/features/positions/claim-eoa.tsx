import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { redeemCalls, type LabelledCall } from '../../api/relayer/calls';
import { formatCount } from '../../lib/format';
import { Button } from '../../ui/button';
import { ChainProgress, chainStatusText } from '../../wallet/chain-progress';
import { useChainAction, useTradingChain, type ChainActionState } from '../../wallet/use-chain-action';
import type { CellContext } from './positions-columns';
import { MergeButton, mergePartner, useMerge } from './merge-button';
import { invalidateAfterClaim, type PositionRow } from './queries';
import { redeemableOf } from './redeemable-of';

/*
 * Claims of a trader who holds positions in their own EOA (signature type 0): no Safe, no relayer,
 * so each market's redeemPositions is one ordinary transaction the wallet sends on the trading
 * chain. Claim all sends them in turn, one per market, and stops at the first that fails. What
 * will be sent is listed before the wallet is asked. On the Open tab, Merge is one transaction too.
 */

type Last = { what: string; state: ChainActionState };

function useEoaAction(calls: readonly LabelledCall[], what: string, report: (last: Last) => void) {
  const queryClient = useQueryClient();
  const onMined = useCallback(() => void invalidateAfterClaim(queryClient), [queryClient]);
  const action = useChainAction(useTradingChain(), calls, onMined);
  // the row leaves the table once its claim is mined: the walk is shown above it
  useEffect(() => {
    if (action.state.step !== 'idle') report({ what, state: action.state });
  }, [action.state, what, report]);
  return action;
}

function EoaClaimOne({ position, report }: { position: PositionRow; report: (last: Last) => void }) {
  const calls = useState(() => redeemCalls([redeemableOf(position)]))[0];
  const what = `Claim ${position.title} (${position.outcome})`;
  const { state, run, busy } = useEoaAction(calls, what, report);
  const retry = state.step === 'failed' || state.step === 'reverted';
  return (
    <span className="flex flex-col items-end gap-1">
      <Button aria-label={what} disabled={busy || state.step === 'mined'} onClick={() => void run()} data-testid="claim-button">
        {retry ? 'Retry claim' : 'Claim'}
      </Button>
      <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="claim-state" data-state={state.step}>
        {state.step === 'idle' ? '' : chainStatusText(state, 'Claim').replace(/^Claim: /, '')}
      </span>
    </span>
  );
}

function EoaClaimAll({ rows, more, report }: { rows: readonly PositionRow[]; more: boolean; report: (last: Last) => void }) {
  const calls = useMemo(() => redeemCalls(rows.map(redeemableOf)), [rows]);
  const { run, busy, state } = useEoaAction(calls, `Claim all ${formatCount(rows.length)} positions`, report);
  const retry = state.step === 'failed' || state.step === 'reverted';
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled={rows.length === 0 || busy} onClick={() => void run()}>
          {retry ? 'Retry claim all' : `Claim all (${formatCount(rows.length)})`}
        </Button>
        <span className="text-slate-600 dark:text-slate-400">
          Your wallet sends {formatCount(calls.length)} {calls.length === 1 ? 'transaction' : 'transactions'} from your own address, one per
          market, in turn; it stops at the first that fails.
          {more && ' It claims the positions listed; load more to include the rest.'}
        </span>
      </div>
      <details className="text-xs text-slate-600 dark:text-slate-400">
        <summary className="cursor-pointer">What your wallet will send</summary>
        <ol className="list-decimal pl-5">
          {calls.map((c) => (
            <li key={c.data}>
              {c.label} <span className="font-mono">→ {c.to}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function EoaMergeOne({ position, other, report }: { position: PositionRow; other: PositionRow; report: (last: Last) => void }) {
  const { sets, calls, what } = useMerge(position, other);
  const { state, run, busy } = useEoaAction(calls, what, report);
  const failed = state.step === 'failed' || state.step === 'reverted';
  return <MergeButton what={what} sets={sets} busy={busy} done={state.step === 'mined'} failed={failed} onRun={() => void run()} />;
}

type Props = {
  status: 'OPEN' | 'REDEEMABLE';
  rows: readonly PositionRow[];
  more: boolean;
  /** The listed rows by token, where a row finds its other outcome to merge with. */
  byToken: ReadonlyMap<string, PositionRow>;
  children: (claim?: CellContext['safeAction']) => ReactNode;
};

/** The connected wallet's own EOA: on Redeemable, Claim per row and Claim all; on Open, Merge; each as ordinary transactions. */
export function EoaClaimPart({ status, rows, more, byToken, children }: Props) {
  const [last, setLast] = useState<Last | undefined>(undefined);
  const action = useCallback(
    (p: PositionRow) => {
      if (status === 'REDEEMABLE') return <EoaClaimOne key={p.token_id} position={p} report={setLast} />;
      const other = mergePartner(p, byToken);
      return other ? <EoaMergeOne key={p.token_id} position={p} other={other} report={setLast} /> : null;
    },
    [status, byToken],
  );
  return (
    <>
      {(status === 'REDEEMABLE' || last) && (
        <section aria-label={status === 'REDEEMABLE' ? 'Claim' : 'Merge'} className="flex flex-col gap-2" data-testid="claim-bar">
          {status === 'REDEEMABLE' && rows.length > 0 && <EoaClaimAll rows={rows} more={more} report={setLast} />}
          {last && <ChainProgress state={last.state} what={last.what} />}
        </section>
      )}
      {children(action)}
    </>
  );
}
