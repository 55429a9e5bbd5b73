import { useCallback, useEffect, useRef, useState } from 'react';
import type { RelayerTransaction } from '../api/relayer/contract/schemas';
import { isUserRejection } from '../api/trading/errors';
import type { RelayerSession } from './relayer-session';

/*
 * One relayed action (deploy, trading setup, a claim…) and its walk: a builder key if the tab has
 * none, the wallet's signature, /submit, then /transaction polled until CONFIRMED (or FAILED,
 * INVALID). A retry never applies twice: it looks the action's last transaction up by id first and
 * follows it while it is pending or confirmed; only a failed, refused or unknown one is signed anew
 * (at the Safe's nonce then current, which the failed one did not use). Once confirmed, the next
 * run is a new action.
 */

export type RelayerStep = 'idle' | 'preparing' | 'signing' | 'relaying' | 'confirmed' | 'failed';
export type RelayerActionState = { step: RelayerStep; id?: string; tx?: RelayerTransaction; error?: unknown };

/** Whether a retry follows this earlier transaction instead of submitting a new one. */
export const followsEarlier = (tx: RelayerTransaction | undefined): tx is RelayerTransaction =>
  !!tx && tx.state !== 'STATE_FAILED' && tx.state !== 'STATE_INVALID';

/** Why a transaction that was followed did not end CONFIRMED, in words. */
export function notConfirmedError(tx: RelayerTransaction | undefined): Error {
  if (!tx) return new Error('The relayer no longer knows this transaction.');
  if (tx.state === 'STATE_FAILED') return new Error('The transaction failed on chain; nothing it asked for was applied.');
  if (tx.state === 'STATE_INVALID') return new Error('The relayer refused the transaction; nothing was applied.');
  return new Error('The transaction is not confirmed yet. Retry follows the same transaction; it will not be sent again.');
}

export const isBusy = (step: RelayerStep) => step === 'preparing' || step === 'signing' || step === 'relaying';

export function useRelayerAction(
  session: RelayerSession | undefined,
  submit: (session: RelayerSession) => Promise<{ transactionID: string }>,
  onConfirmed?: (tx: RelayerTransaction) => void,
) {
  const [state, setState] = useState<RelayerActionState>({ step: 'idle' });
  const last = useRef<string | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (!session) return;
    running.current?.abort();
    const ac = new AbortController();
    running.current = ac;
    let id: string | undefined;
    let seen: RelayerTransaction | undefined;
    try {
      if (last.current) {
        const earlier = await session.client.transaction(last.current, ac.signal);
        if (followsEarlier(earlier)) id = earlier.transactionID;
      }
      if (!id) {
        setState({ step: 'preparing' });
        await session.ensureBuilder();
        setState({ step: 'signing' });
        id = (await submit(session)).transactionID;
        last.current = id;
      }
      const following = id;
      setState({ step: 'relaying', id });
      const tx = await session.client.waitFor(following, {
        signal: ac.signal,
        onState: (t) => {
          seen = t;
          setState({ step: 'relaying', id: following, tx: t });
        },
      });
      if (ac.signal.aborted) return;
      if (tx?.state === 'STATE_CONFIRMED') {
        // done: the next run is a new action, not a retry of this one
        last.current = undefined;
        setState({ step: 'confirmed', id, tx });
        onConfirmed?.(tx);
      } else setState({ step: 'failed', id, tx, error: notConfirmedError(tx) });
    } catch (error) {
      if (ac.signal.aborted) return;
      // a declined signature leaves nothing to explain: back to the start
      setState(isUserRejection(error) ? { step: 'idle' } : { step: 'failed', id, tx: seen, error });
    }
  }, [session, submit, onConfirmed]);

  return { state, run, busy: isBusy(state.step) };
}
