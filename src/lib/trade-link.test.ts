import { describe, expect, it } from 'vitest';
import { readTradeLink, tradeHref, writeTradeLink } from './trade-link';

const market = `0x${'ab'.repeat(32)}`;

describe('the Trade view deep link', () => {
  it('builds the link every Trade button opens, with market, outcome index and side', () => {
    expect(tradeHref(market, 0)).toBe(`/trade?market=${market}&outcome=0&side=BUY`);
    expect(tradeHref(market, 1, 'SELL')).toBe(`/trade?market=${market}&outcome=1&side=SELL`);
  });

  it('reads back what it writes, and keeps the other parameters', () => {
    const link = { market, outcome: 1, side: 'SELL' } as const;
    const params = writeTradeLink(link, new URLSearchParams('x=1'));
    expect(params.toString()).toBe(`x=1&market=${market}&outcome=1&side=SELL`);
    expect(readTradeLink(params)).toEqual(link);
    // no market: no part of the link stays behind
    expect(writeTradeLink({ market: undefined, outcome: 1, side: 'SELL' }, params).toString()).toBe('x=1');
  });

  it('falls back to the defaults for what is missing or unreadable, and reads the side in any case', () => {
    expect(readTradeLink(new URLSearchParams(''))).toEqual({ market: undefined, outcome: 0, side: 'BUY' });
    expect(readTradeLink(new URLSearchParams('market=0x12&outcome=7&side=short'))).toEqual({ market: undefined, outcome: 0, side: 'BUY' });
    expect(readTradeLink(new URLSearchParams(`market=${market}&side=sell`))).toEqual({ market, outcome: 0, side: 'SELL' });
    // an older link (outcome omitted or 1, no side) still opens its market and outcome
    expect(readTradeLink(new URLSearchParams(`market=${market}&outcome=1`))).toEqual({ market, outcome: 1, side: 'BUY' });
  });
});
