// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Hex } from 'viem';
import { chainStatusText } from './chain-progress';
import { useChainAction, type ActingChain, type ChainCall } from './use-chain-action';

/* An EOA action's walk: one transaction per call in turn, stopping at the first failure; a retry follows a sent hash and never sends it twice. */

const call = (n: number): ChainCall => ({ to: '0x4D97DCd97eC945f40cF65F87097ACe5EA0476045', data: `0x0${n}`, label: `Redeem market ${n}` });
const CALLS = [call(1), call(2), call(3)];

/** A chain whose waits end as scripted: 'success', 'reverted', or a thrown error (a timeout, the node gone). */
function fakeChain(ends: ('success' | 'reverted' | 'throw')[]) {
  let n = 0;
  const send = vi.fn(async (_: ChainCall) => `0x${(++n).toString(16).padStart(64, '0')}` as Hex);
  const wait = vi.fn(async (_: Hex) => {
    const end = ends.shift()!;
    if (end === 'throw') throw new Error('The chain did not answer');
    return end;
  });
  return { chain: { send, wait } satisfies ActingChain, send, wait };
}

describe('useChainAction', () => {
  it('sends one transaction per call, in turn, and reports mined once all are', async () => {
    const { chain, send } = fakeChain(['success', 'success', 'success']);
    const onMined = vi.fn();
    const { result } = renderHook(() => useChainAction(chain, CALLS, onMined));
    await act(() => result.current.run());
    expect(send.mock.calls.map(([c]) => c.label)).toEqual(CALLS.map((c) => c.label));
    expect(result.current.state).toMatchObject({ step: 'mined', hash: `0x${'3'.padStart(64, '0')}` });
    expect(chainStatusText(result.current.state, 'Claim all')).toBe('Claim all: mined.');
    expect(onMined).toHaveBeenCalledTimes(1);
  });

  it('stops at the first revert; the retry sends that call again and the rest, never the mined ones', async () => {
    const { chain, send } = fakeChain(['success', 'reverted', 'success', 'success']);
    const onMined = vi.fn();
    const { result } = renderHook(() => useChainAction(chain, CALLS, onMined));
    await act(() => result.current.run());
    expect(result.current.state).toMatchObject({ step: 'reverted', index: 1, total: 3 });
    expect(chainStatusText(result.current.state, 'Claim all')).toBe('Claim all (transaction 2 of 3): reverted.');
    expect(send).toHaveBeenCalledTimes(2);
    expect(onMined).not.toHaveBeenCalled();
    await act(() => result.current.run());
    expect(send.mock.calls.map(([c]) => c.label)).toEqual(['Redeem market 1', 'Redeem market 2', 'Redeem market 2', 'Redeem market 3']);
    expect(result.current.state.step).toBe('mined');
  });

  it('a retry after a failed wait follows the hash already sent: the call is not sent twice', async () => {
    const { chain, send, wait } = fakeChain(['throw', 'success']);
    const { result } = renderHook(() => useChainAction(chain, [call(1)]));
    await act(() => result.current.run());
    const hash = result.current.state.hash;
    expect(result.current.state).toMatchObject({ step: 'failed', index: 0 });
    expect(hash).toBeDefined();
    await act(() => result.current.run());
    expect(send).toHaveBeenCalledTimes(1);
    expect(wait.mock.calls.map(([h]) => h)).toEqual([hash, hash]);
    expect(result.current.state.step).toBe('mined');
  });

  it('a declined send goes back to idle with nothing to explain', async () => {
    const { chain, send } = fakeChain([]);
    send.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { result } = renderHook(() => useChainAction(chain, [call(1)]));
    await act(() => result.current.run());
    expect(result.current.state.step).toBe('idle');
  });
});
