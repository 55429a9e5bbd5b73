import { describe, expect, it } from 'vitest';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { acceptsOrders, optionsFromList } from './market-search';

const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('the market picker with no text', () => {
  it("lists the trading service's first page as it is, outcome names as details", () => {
    const m = {
      condition_id: id(9),
      question: 'Q?',
      tokens: [{ outcome: 'Over' }, { outcome: 'Under' }],
      accepting_orders: true,
      enable_order_book: true,
      closed: false,
    } as ClobMarket;
    expect(optionsFromList([m])).toEqual([{ conditionId: id(9), title: 'Q?', event: '', outcomes: ['Over', 'Under'], closed: false }]);
    expect(acceptsOrders(m)).toBe(true);
    expect(acceptsOrders({ ...m, closed: true })).toBe(false);
  });
});
