import { describe, expect, it } from 'vitest';
import { readTradeState, writeTradeState } from './url-state';

const market = `0x${'ab'.repeat(32)}`;

describe('the Trade view URL state', () => {
  it('round-trips a market, an outcome and a side, and ignores what is not one', () => {
    const params = writeTradeState({ market, outcome: 1, side: 'SELL' }, new URLSearchParams('x=1'));
    expect(params.toString()).toBe(`x=1&market=${market}&outcome=1&side=SELL`);
    expect(readTradeState(params)).toEqual({ market, outcome: 1, side: 'SELL' });
    expect(readTradeState(new URLSearchParams('market=0x12&outcome=7'))).toEqual({ market: undefined, outcome: 0, side: 'BUY' });
  });
});
