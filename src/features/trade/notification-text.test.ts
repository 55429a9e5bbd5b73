import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const MARKET = `0x${'12'.repeat(32)}`;

describe('notificationText', () => {
  it('names a fill: side, size, outcome, price, market and the row to link', () => {
    const fill = {
      type: 2,
      payload: { market: MARKET, asset_id: '77', side: 'BUY', price: '0.73', size: '6.849315', trade_id: '41', trader_side: 'TAKER' },
    };
    expect(notificationText(fill, { '77': 'Yes' })).toEqual({
      kind: 'Order filled',
      order: 'Buy 6.849315 Yes at 73.0¢',
      market: MARKET,
      fill: { tradeId: '41', traderSide: 'TAKER' },
    });
  });

  it('gives a cancel the size that was still open, exactly', () => {
    const cancel = {
      type: 1,
      payload: { market: MARKET, asset_id: '78', side: 'SELL', price: '0.02', original_size: '10', size_matched: '2.5' },
    };
    expect(notificationText(cancel, { '78': 'No' })).toMatchObject({
      kind: 'Order canceled',
      order: 'Sell 7.5 No at 2.0¢',
      fill: undefined,
    });
  });

  it('says what it can of a payload it does not know', () => {
    expect(notificationText({ type: 9, payload: { side: 42 } })).toEqual({
      kind: 'Notice 9',
      order: '',
      market: undefined,
      fill: undefined,
    });
    expect(notificationText({ type: 2, payload: { side: 'BUY', size: '5' } })).toMatchObject({ order: 'Buy 5', fill: undefined });
  });
});
