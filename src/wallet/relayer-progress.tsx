import { useRef } from 'react';
import type { TransactionState } from '../api/relayer/contract/schemas';
import { errorMessage } from '../ui/error-panel';
import { cx } from '../ui/cx';
import { useFocusOnChange } from '../ui/focus-result';
import type { RelayerActionState } from './use-relayer-action';

/*
 * A relayed action's walk, NEW → EXECUTED → MINED → CONFIRMED, as the relayer reports it: the
 * current step in a polite live region (each change is read out once), the steps drawn done or
 * not, and a failure as an alert in words. The button that started it is disabled (or gone) while
 * it runs, so once it ends, focus dropped meanwhile lands on the outcome.
 */

const WALK: readonly TransactionState[] = ['STATE_NEW', 'STATE_EXECUTED', 'STATE_MINED', 'STATE_CONFIRMED'];
const WORD: Record<TransactionState, string> = {
  STATE_NEW: 'New',
  STATE_EXECUTED: 'Executed',
  STATE_MINED: 'Mined',
  STATE_CONFIRMED: 'Confirmed',
  STATE_FAILED: 'Failed',
  STATE_INVALID: 'Refused',
};

/** The live region's sentence for a state of the action. */
export function statusText(state: RelayerActionState, what: string): string {
  switch (state.step) {
    case 'idle':
      return '';
    case 'preparing':
      return `${what}: getting a builder key for the relayer…`;
    case 'signing':
      return `${what}: waiting for your wallet's signature…`;
    case 'relaying':
      return `${what}: ${WORD[state.tx?.state ?? 'STATE_NEW'].toLowerCase()}…`;
    case 'confirmed':
      return `${what}: confirmed.`;
    case 'failed':
      return `${what}: ${state.tx ? WORD[state.tx.state].toLowerCase() : 'failed'}.`;
  }
}

export function RelayerProgress({ state, what }: { state: RelayerActionState; what: string }) {
  const reached = state.tx ? WALK.indexOf(state.tx.state) : state.step === 'relaying' ? 0 : -1;
  const root = useRef<HTMLDivElement>(null);
  useFocusOnChange(state.step === 'confirmed' || state.step === 'failed' ? state.step : 'pending', root);
  return (
    <div ref={root} className="flex flex-col gap-1 text-sm" data-testid="relayer-progress" data-state={state.tx?.state ?? state.step}>
      <p role="status" aria-live="polite" className="text-slate-700 dark:text-slate-300" data-focus-result>
        {statusText(state, what)}
      </p>
      {reached >= 0 && (
        <ol aria-label={`${what}: relayer states`} className="flex flex-wrap gap-1 text-xs">
          {WALK.map((s, i) => (
            <li
              key={s}
              aria-current={i === reached ? 'step' : undefined}
              className={cx(
                'rounded px-1.5 py-0.5',
                i <= reached
                  ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                  : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
              )}
            >
              {WORD[s]}
            </li>
          ))}
        </ol>
      )}
      {state.tx?.transactionHash && <p className="truncate font-mono text-xs text-slate-500">tx {state.tx.transactionHash}</p>}
      {state.step === 'failed' && (
        <p role="alert" className="text-rose-800 dark:text-rose-300" data-testid="relayer-error">
          {errorMessage(state.error)}
        </p>
      )}
    </div>
  );
}
