// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RelayerTransaction, TransactionState } from '../api/relayer/contract/schemas';
import { statusText } from './relayer-progress';
import type { RelayerSession } from './relayer-session';
import { useRelayerAction } from './use-relayer-action';

/* A relayed action's walk and its retry: a retry follows a pending or confirmed transaction by id and never submits it twice. */

const tx = (transactionID: string, state: TransactionState) => ({ transactionID, state, transactionHash: '' }) as RelayerTransaction;

function fakeSession(ends: TransactionState[]) {
  const states = new Map<string, TransactionState>();
  let n = 0;
  const submit = vi.fn(async () => {
    const id = `tx-${++n}`;
    states.set(id, 'STATE_NEW');
    return { transactionID: id };
  });
  const session = {
    ensureBuilder: vi.fn(async () => {}),
    client: {
      transaction: async (id: string) => (states.has(id) ? tx(id, states.get(id)!) : undefined),
      waitFor: async (id: string, w: { onState?: (t: RelayerTransaction) => void }) => {
        const end = ends.shift()!;
        states.set(id, end);
        w.onState?.(tx(id, end));
        return tx(id, end);
      },
    },
  } as unknown as RelayerSession;
  return { session, submit };
}

describe('useRelayerAction', () => {
  it('a retry of a transaction still pending follows it: one submission, confirmed once', async () => {
    const { session, submit } = fakeSession(['STATE_MINED', 'STATE_CONFIRMED']);
    const onConfirmed = vi.fn();
    const { result } = renderHook(() => useRelayerAction(session, submit, onConfirmed));
    await act(() => result.current.run());
    expect(result.current.state).toMatchObject({ step: 'failed', id: 'tx-1', tx: { state: 'STATE_MINED' } });
    expect(statusText(result.current.state, 'Claim')).toBe('Claim: mined.');
    await act(() => result.current.run());
    expect(result.current.state).toMatchObject({ step: 'confirmed', id: 'tx-1' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('a retry of a failed transaction signs and submits a new one', async () => {
    const { session, submit } = fakeSession(['STATE_FAILED', 'STATE_CONFIRMED']);
    const { result } = renderHook(() => useRelayerAction(session, submit));
    await act(() => result.current.run());
    expect(result.current.state.error).toBeInstanceOf(Error);
    expect(String(result.current.state.error)).toMatch(/failed on chain/);
    await act(() => result.current.run());
    expect(result.current.state).toMatchObject({ step: 'confirmed', id: 'tx-2' });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('after a confirmation the next run is a new action', async () => {
    const { session, submit } = fakeSession(['STATE_CONFIRMED', 'STATE_CONFIRMED']);
    const { result } = renderHook(() => useRelayerAction(session, submit));
    await act(() => result.current.run());
    await act(() => result.current.run());
    expect(result.current.state).toMatchObject({ step: 'confirmed', id: 'tx-2' });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('a declined signature goes back to the start, saying nothing', async () => {
    const { session } = fakeSession([]);
    const declined = vi.fn(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    const { result } = renderHook(() => useRelayerAction(session, declined));
    await act(() => result.current.run());
    expect(result.current.state).toEqual({ step: 'idle' });
    expect(statusText(result.current.state, 'Claim')).toBe('');
  });
});
