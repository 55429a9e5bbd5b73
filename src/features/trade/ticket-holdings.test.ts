import { describe, expect, it } from 'vitest';
import { checkTicket, type TicketPlan } from './ticket-form';
import { affordableSize, balanceProblem, floorHundredths, freeHoldings, maxSpend, quickAmounts } from './ticket-holdings';

const M = 1_000_000n;
const book = { bids: [{ price: '0.40', size: '100' }], asks: [{ price: '0.60', size: '100' }] };
const RULES = { tick: '0.01' as const, minSize: '5', feeBps: 200 };
const plan = (side: 'BUY' | 'SELL', kind: 'GTC' | 'FOK', amount: string, price = ''): TicketPlan => {
  const c = checkTicket({ side, kind, price, amount, expiration: undefined, postOnly: false }, book, RULES, 0);
  if (!c.ok) throw new Error(c.problem);
  return c.plan;
};

describe('quick amounts and Max', () => {
  it('offers dollars for a market BUY, Max leaving room for the fee', () => {
    const q = quickAmounts({ side: 'BUY', market: true, holdings: { cash: 102n * M, shares: undefined }, price: undefined, feeBps: 200 });
    expect(q).toEqual([
      { label: '$10', amount: '10' },
      { label: '$50', amount: '50' },
      { label: '$100', amount: '100' },
      { label: 'Max', amount: '100' },
    ]);
  });

  it('offers shares of the holding for a SELL, floored to two decimals', () => {
    const q = quickAmounts({ side: 'SELL', market: false, holdings: { cash: 0n, shares: 10_555_555n }, price: '0.5', feeBps: 0 });
    expect(q.map((x) => x.amount)).toEqual(['2.63', '5.27', '10.55']);
    expect(quickAmounts({ side: 'SELL', market: true, holdings: { cash: 0n, shares: 0n }, price: undefined, feeBps: 0 })).toEqual([]);
  });

  it('offers the affordable size for a limit BUY, fee included', () => {
    expect(affordableSize(100n * M, '0.5', 0)).toBe('200');
    // 0.60 + 2 % × min(0.60, ½) = 0.61 a share
    expect(affordableSize(61n * M, '0.6', 200)).toBe('100');
    const q = quickAmounts({ side: 'BUY', market: false, holdings: { cash: 61n * M, shares: undefined }, price: '0.6', feeBps: 200 });
    expect(q.map((x) => x.amount)).toEqual(['25', '50', '100']);
    expect(quickAmounts({ side: 'BUY', market: false, holdings: { cash: 61n * M, shares: 0n }, price: undefined, feeBps: 0 })).toEqual([]);
  });

  it('cuts the dollars of a level to the two places a market BUY carries', () => {
    expect(floorHundredths('10.079')).toBe('10.07');
    expect(floorHundredths('12')).toBe('12');
    expect(floorHundredths('0.5')).toBe('0.5');
  });

  it('never spends past the cash: Max plus its fee fits', () => {
    const spend = maxSpend(6_080_000n, 200);
    const total = plan('BUY', 'FOK', spend).preview.total;
    expect(Number(total)).toBeLessThanOrEqual(6.08);
  });
});

describe('an order above the balance', () => {
  it('is refused for a BUY by the missing part of the total, fee included, rounded up to the cent', () => {
    const p = plan('BUY', 'GTC', '10', '60'); // total 6.08
    expect(balanceProblem('BUY', [p], { cash: 6_080_000n, shares: undefined })).toBeUndefined();
    expect(balanceProblem('BUY', [p], { cash: 6_075_000n, shares: undefined })).toBe(
      'You need $0.01 more: the total is above your cash available.',
    );
    expect(balanceProblem('BUY', [p, p], { cash: 0n, shares: undefined })).toBe(
      'You need $12.16 more: the total is above your cash available.',
    );
  });

  it('is refused for a SELL by the shares missing', () => {
    const p = plan('SELL', 'GTC', '10', '40');
    expect(balanceProblem('SELL', [p], { cash: undefined, shares: 10n * M })).toBeUndefined();
    expect(balanceProblem('SELL', [p], { cash: undefined, shares: 7_500_000n })).toBe(
      'You need 2.5 more shares: fewer are available (held, less your open sell orders).',
    );
  });

  it('waits for the balance before refusing anything', () => {
    expect(balanceProblem('BUY', [plan('BUY', 'GTC', '10', '60')], { cash: undefined, shares: undefined })).toBeUndefined();
  });
});

describe('freeHoldings', () => {
  const FUNDER = '0xAbC0000000000000000000000000000000000001';
  const order = (side: 'BUY' | 'SELL', asset: string, size: string, matched: string, price: string, maker = FUNDER.toLowerCase()) => ({
    maker_address: maker,
    asset_id: asset,
    side,
    original_size: size,
    size_matched: matched,
    price,
  });

  it("takes out what the funder's live orders hold: a BUY's remaining cost, a SELL's remaining shares of this token", () => {
    const orders = [
      order('BUY', 'other', '10', '4', '0.35'), // 6 × 0.35 = 2.10 held
      order('BUY', 'tok', '3.33', '0', '0.333'), // 1.10889 held, to the micro
      order('SELL', 'tok', '20', '5.5', '0.7'), // 14.5 shares held
      order('SELL', 'other', '50', '0', '0.7'), // another token's shares: not these
      order('BUY', 'tok', '1000', '0', '0.5', '0x0000000000000000000000000000000000000002'), // another funder's
    ];
    expect(freeHoldings({ cash: 100n * M, shares: 30n * M }, orders, FUNDER, 'tok')).toEqual({
      cash: 100n * M - 2_100_000n - 1_108_890n,
      shares: 30n * M - 14_500_000n,
    });
  });

  it('never goes below zero, keeps an unknown balance unknown, and leaves the balances while the orders are not known', () => {
    const orders = [order('SELL', 'tok', '50', '0', '0.5')];
    expect(freeHoldings({ cash: undefined, shares: 10n * M }, orders, FUNDER, 'tok')).toEqual({ cash: undefined, shares: 0n });
    expect(freeHoldings({ cash: 5n, shares: 7n }, undefined, FUNDER, 'tok')).toEqual({ cash: 5n, shares: 7n });
  });
});
