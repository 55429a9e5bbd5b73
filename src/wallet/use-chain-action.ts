import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { waitForTransactionReceipt } from 'wagmi/actions';
import type { Hex } from 'viem';
import { isUserRejection } from '../api/trading/errors';
import { sendOnChain } from './chain-guard';
import { useWallet } from './wallet-scope';

/*
 * An EOA's action: its calls sent one ordinary transaction each, in turn (an EOA has no MultiSend),
 * each waited for until mined, stopping at the first that reverts or fails. A retry never sends a
 * call twice: a call whose hash is known is followed (its receipt waited for again), and only the
 * calls after the last mined one, or a reverted one (which applied nothing), are sent anew.
 */

export type ChainStep = 'idle' | 'signing' | 'pending' | 'mined' | 'reverted' | 'failed';
export type ChainActionState = {
  step: ChainStep;
  /** The call being sent or waited for (0-based) and how many there are. */
  index: number;
  total: number;
  hash?: Hex;
  error?: unknown;
};

export type ChainCall = { to: Hex; data: Hex; label: string };

export const isChainBusy = (step: ChainStep) => step === 'signing' || step === 'pending';

/** The chain an EOA acts on: send one call (the hash), and wait for its receipt's status. */
export type ActingChain = { send(call: ChainCall): Promise<Hex>; wait(hash: Hex): Promise<'success' | 'reverted'> };

/** The connected wallet on the trading chain only (the chain guard refuses any other). */
export function useTradingChain(): ActingChain {
  const wallet = useWallet();
  return useMemo(
    () => ({
      send: (call) => sendOnChain(wallet.config, call, wallet.tradingChainId),
      wait: async (hash) => (await waitForTransactionReceipt(wallet.config, { hash, chainId: wallet.tradingChainId as never })).status,
    }),
    [wallet],
  );
}

export function useChainAction(chain: ActingChain, calls: readonly ChainCall[], onMined?: () => void) {
  const [state, setState] = useState<ChainActionState>({ step: 'idle', index: 0, total: calls.length });
  // what this action sent so far, by call (its to and data: the list may be read again between runs)
  const sent = useRef(new Map<string, Hex>());
  const mined = useRef(new Set<string>());
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = useCallback(async () => {
    const total = calls.length;
    const set = (s: ChainActionState) => alive.current && setState(s);
    // the last transaction mined, shown with the outcome
    let last: Hex | undefined;
    const keyOf = (c: ChainCall) => `${c.to.toLowerCase()}:${c.data}`;
    for (let index = 0; index < total; index++) {
      const key = keyOf(calls[index]!);
      if (mined.current.has(key)) continue;
      let hash = sent.current.get(key);
      try {
        if (!hash) {
          set({ step: 'signing', index, total });
          hash = await chain.send(calls[index]!);
          sent.current.set(key, hash);
        }
        set({ step: 'pending', index, total, hash });
        if ((await chain.wait(hash)) !== 'success') {
          // a reverted transaction applied nothing: a retry sends this call again
          sent.current.delete(key);
          set({
            step: 'reverted',
            index,
            total,
            hash,
            error: new Error(`${calls[index]!.label}: the transaction reverted; nothing was applied.`),
          });
          return;
        }
        mined.current.add(key);
        last = hash;
      } catch (error) {
        // a declined signature leaves nothing to explain; a sent one is followed by the retry
        set(isUserRejection(error) && !hash ? { step: 'idle', index, total } : { step: 'failed', index, total, hash, error });
        return;
      }
    }
    // done: the next run is a new action
    sent.current.clear();
    mined.current.clear();
    set({ step: 'mined', index: total - 1, total, hash: last });
    onMined?.();
  }, [calls, chain, onMined]);

  return { state, run, busy: isChainBusy(state.step) };
}
