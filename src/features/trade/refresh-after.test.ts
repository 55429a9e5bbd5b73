import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserChannelEvent } from '../../api/trading/ws-events';
import { tradeKeys } from './queries';
import { idsOf, refreshAfterAnswer, refreshAfterEvents, refreshFor } from './refresh-after';

const order = (id: string) => ({ event_type: 'order', type: 'UPDATE', id }) as UserChannelEvent;
const trade = (id: string, status: string) => ({ event_type: 'trade', type: 'TRADE', id, status }) as UserChannelEvent;

describe('refreshFor', () => {
  it('refreshes what a burst changes that no answer covered', () => {
    const answered = new Set(['0xmine', '7']);
    // someone took one of our resting orders: a match the app never saw answered
    expect(refreshFor([order('0xresting'), trade('8', 'MATCHED')], answered)).toBe('fill');
    // our own order's events, after its answer refreshed everything
    expect(refreshFor([order('0xmine'), trade('7', 'MATCHED')], answered)).toBe('none');
    // our own trade mined, then confirmed: only the trade list's status
    expect(refreshFor([trade('7', 'MINED')], answered)).toBe('trades');
    // an order cancelled elsewhere (a lapsed heartbeat, another session)
    expect(refreshFor([order('0xelsewhere')], answered)).toBe('orders');
  });
});

describe('after one fill of the app’s own order', () => {
  it('each view refreshes once, not once more per event', async () => {
    const client = new QueryClient();
    const address = '0xabc';
    const fetched = { positions: 0, orders: 0, trades: 0 };
    // one mounted view per read: an observer, so an invalidation refetches it
    const views = (
      [
        [['positions', address], 'positions'],
        [tradeKeys.openOrders(address), 'orders'],
        [tradeKeys.trades(address), 'trades'],
      ] as const
    ).map(([queryKey, name]) =>
      new QueryObserver(client, { queryKey, queryFn: () => ++fetched[name], staleTime: Infinity }).subscribe(() => undefined),
    );
    const settle = () => new Promise((r) => setTimeout(r, 20));
    await settle();
    expect(fetched).toEqual({ positions: 1, orders: 1, trades: 1 });
    const answer = {
      outcome: 'answered' as const,
      orderID: '0xorder',
      answer: {
        success: true,
        errorMsg: '',
        orderID: '0xorder',
        status: 'matched',
        makingAmount: '1',
        takingAmount: '2',
        transactionsHashes: ['0xtx'],
        tradeIDs: ['41'],
      },
    };
    await refreshAfterAnswer(client, address, idsOf(answer));
    await refreshAfterEvents(client, address, [order('0xorder'), trade('41', 'MATCHED')]);
    await settle();
    expect(fetched).toEqual({ positions: 2, orders: 2, trades: 2 });
    await refreshAfterEvents(client, address, [trade('41', 'MINED')]);
    await settle();
    expect(fetched).toEqual({ positions: 2, orders: 2, trades: 3 });
    views.forEach((stop) => stop());
  });
});
