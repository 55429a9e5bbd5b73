import { describe, expect, it } from 'vitest';
import { cancelHeadline, cancelMisses, ordersCount } from './cancel-summary';

describe('cancel summary', () => {
  it('counts orders in words', () => {
    expect(ordersCount(1)).toBe('1 order');
    expect(ordersCount(0)).toBe('0 orders');
    expect(ordersCount(1200)).toBe('1,200 orders');
  });

  it('says how many were canceled, and how many could not be', () => {
    expect(cancelHeadline({ canceled: ['a', 'b', 'c'], not_canceled: {} }, 3)).toBe('Canceled 3 orders.');
    expect(cancelHeadline({ canceled: ['a'], not_canceled: { b: 'order_in_flight' } }, 2)).toBe('Canceled 1 of 2 orders; 1 could not be.');
    expect(cancelHeadline({ canceled: [], not_canceled: { b: 'order_in_flight' } }, 1)).toBe(
      'No order was canceled: 1 order could not be.',
    );
    expect(cancelHeadline({ canceled: [], not_canceled: {} }, 2)).toBe('No open order was left to cancel.');
    expect(cancelHeadline({ canceled: [], not_canceled: {} }, 0)).toBe('There was nothing to cancel.');
  });

  it('explains each order that stayed, unknown reasons as sent', () => {
    expect(
      cancelMisses({ canceled: [], not_canceled: { '0x1234567890abcdef': 'order_already_terminal', '0xfeedfeedfeed': 'odd' } }),
    ).toEqual([
      {
        id: '0x1234567890abcdef',
        text: 'Order 0x12345678… was not canceled: it had already filled or been rejected before the cancel arrived.',
      },
      { id: '0xfeedfeedfeed', text: 'Order 0xfeedfeed… was not canceled: odd.' },
    ]);
  });
});
