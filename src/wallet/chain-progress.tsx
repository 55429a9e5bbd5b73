import { useRef } from 'react';
import { errorMessage } from '../ui/error-panel';
import { useFocusOnChange } from '../ui/focus-result';
import type { ChainActionState } from './use-chain-action';

/*
 * An EOA action's walk, each transaction pending → mined (or reverted), in a polite live region
 * read out once per change; a failure as an alert in words. Focus dropped while the button was
 * disabled lands on the outcome, as the relayed walk's does.
 */

/** The live region's sentence for a state of the action. */
export function chainStatusText(state: ChainActionState, what: string): string {
  const of = state.total > 1 ? ` (transaction ${state.index + 1} of ${state.total})` : '';
  switch (state.step) {
    case 'idle':
      return '';
    case 'signing':
      return `${what}${of}: waiting for your wallet to send it…`;
    case 'pending':
      return `${what}${of}: pending…`;
    case 'mined':
      return `${what}: mined.`;
    case 'reverted':
      return `${what}${of}: reverted.`;
    case 'failed':
      return `${what}${of}: failed.`;
  }
}

export function ChainProgress({ state, what }: { state: ChainActionState; what: string }) {
  const root = useRef<HTMLDivElement>(null);
  const ended = state.step === 'mined' || state.step === 'reverted' || state.step === 'failed';
  useFocusOnChange(ended ? state.step : 'pending', root);
  return (
    <div ref={root} className="flex flex-col gap-1 text-sm" data-testid="chain-progress" data-state={state.step}>
      <p role="status" aria-live="polite" className="text-slate-700 dark:text-slate-300" data-focus-result>
        {chainStatusText(state, what)}
      </p>
      {state.hash && <p className="truncate font-mono text-xs text-slate-500">tx {state.hash}</p>}
      {(state.step === 'reverted' || state.step === 'failed') && (
        <p role="alert" className="text-rose-800 dark:text-rose-300" data-testid="chain-error">
          {errorMessage(state.error)}
          {state.step === 'failed' && state.hash && ' Retry follows the transaction already sent; it will not be sent again.'}
        </p>
      )}
    </div>
  );
}
