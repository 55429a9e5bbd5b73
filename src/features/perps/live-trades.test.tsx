// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../../api/trading/live-socket';
import type { TradeFrame } from '../../api/perps/socket';

/*
 * The trades hook's wiring, with the socket and the REST read stood in: the read's trades first,
 * the socket's added once each, and a read again when the socket comes back from a drop (the
 * socket never sends the trades it missed). The read against the real gateway is
 * recent-trades.service.test.ts.
 */

const fake = vi.hoisted(() => {
  let status: LiveStatus = 'connecting';
  const statusListeners = new Set<() => void>();
  let onTrades: ((t: TradeFrame[]) => void) | undefined;
  return {
    reads: 0,
    rest: [] as TradeFrame[],
    socket: {
      status: () => status,
      onStatus: (l: () => void) => (statusListeners.add(l), () => void statusListeners.delete(l)),
      trades: (_iid: number, on: (t: TradeFrame[]) => void) => ((onTrades = on), () => (onTrades = undefined)),
    },
    setStatus(s: LiveStatus) {
      status = s;
      statusListeners.forEach((l) => l());
    },
    push: (t: TradeFrame[]) => onTrades?.(t),
  };
});

vi.mock('../../api/perps/socket', () => ({ createPerpsSocket: () => fake.socket }));
vi.mock('./queries', async (original) => ({
  ...(await original<typeof import('./queries')>()),
  recentTradesQuery: (iid: number) =>
    queryOptions({ queryKey: ['trades', iid], queryFn: async () => (fake.reads++, [...fake.rest]), staleTime: 0, gcTime: 0 }),
}));

const { useLiveTrades } = await import('./live');

const trade = (tid: number): TradeFrame => ({ tid, iid: 6, side: 'long', p: '95000', qty: '0.001', ts: 1_000 + tid });

describe('useLiveTrades', () => {
  it('starts from the read, adds live trades once, and reads again after a reconnect', async () => {
    fake.rest = [trade(2), trade(1)];
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLiveTrades(6), { wrapper });
    await waitFor(() => expect(result.current.map((t) => t.tid)).toEqual([2, 1]));

    act(() => fake.setStatus('live'));
    act(() => fake.push([trade(3), trade(2)]));
    expect(result.current.map((t) => t.tid)).toEqual([3, 2, 1]);
    expect(fake.reads).toBe(1);

    // trade 4 happened while the socket was down: the read after the reconnect brings it
    act(() => fake.setStatus('reconnecting'));
    fake.rest = [trade(4), trade(3), trade(2), trade(1)];
    act(() => fake.setStatus('live'));
    await waitFor(() => expect(result.current.map((t) => t.tid)).toEqual([4, 3, 2, 1]));
    expect(fake.reads).toBe(2);
  });
});
