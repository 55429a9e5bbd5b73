import { describe, expect, it } from 'vitest';
import { checkLadder, checkTicket, ladderPrices, type TicketInput } from './ticket-form';

const book = { bids: [{ price: '0.40', size: '100' }], asks: [{ price: '0.60', size: '100' }] };
const RULES = { tick: '0.01' as const, minSize: '5', feeBps: 0 };
const input = { side: 'BUY' as const, kind: 'GTC' as const, price: '30', amount: '10', expiration: undefined, postOnly: false };

describe('the ticket form', () => {
  it('signs the facts sheet amounts for a limit order, and names the first thing to fix', () => {
    const ok = checkTicket({ ...input, price: '55' }, book, RULES, 0);
    expect(ok.ok && ok.plan.amounts).toMatchObject({ makerAmount: 5_500_000n, takerAmount: 10_000_000n });
    expect(checkTicket({ ...input, price: '55.5' }, book, RULES, 0)).toMatchObject({ ok: false, field: 'price' });
    expect(checkTicket({ ...input, amount: '2' }, book, RULES, 0)).toMatchObject({ ok: false, field: 'amount' });
    expect(checkTicket({ ...input, kind: 'GTD', expiration: 1_030 }, book, RULES, 1_000)).toMatchObject({
      ok: false,
      field: 'expiration',
    });
  });

  it('lays a ladder out on the tick grid, away from the market', () => {
    expect(ladderPrices('0.30', '0.01', 3, 2, 'BUY')).toEqual(['0.3', '0.28', '0.26']);
    expect(ladderPrices('0.705', '0.005', 3, 1, 'SELL')).toEqual(['0.705', '0.71', '0.715']);
  });

  it('checks every rung: a ladder that walks off the price range is refused', () => {
    const ladder = checkLadder(input, 3, 1, book, RULES, 0);
    expect(ladder.ok && ladder.plans.map((p) => p.amounts.makerAmount)).toEqual([3_000_000n, 2_900_000n, 2_800_000n]);
    expect(checkLadder({ ...input, price: '2' }, 4, 1, book, RULES, 0)).toMatchObject({ ok: false });
    expect(checkLadder(input, 16, 1, book, RULES, 0)).toMatchObject({ ok: false });
  });
});

describe('the price in cents', () => {
  it('is converted to the signed dollars exactly: a tick of 0.001 takes 0.1¢ steps', () => {
    const fine = { ...RULES, tick: '0.001' as const };
    const ok = checkTicket({ ...input, price: '55.5' }, book, fine, 0);
    expect(ok.ok && ok.plan.amounts).toMatchObject({ price: '0.555', makerAmount: 5_550_000n, takerAmount: 10_000_000n });
    expect(checkTicket({ ...input, price: '29' }, book, RULES, 0)).toMatchObject({
      ok: true,
      plan: { amounts: { makerAmount: 2_900_000n } },
    });
    expect(checkTicket({ ...input, price: '55.55' }, book, fine, 0)).toMatchObject({
      ok: false,
      field: 'price',
      problem: 'Prices in this market move in steps of 0.1¢.',
    });
  });

  it('names the range in cents when the price is no number or out of range', () => {
    expect(checkTicket({ ...input, price: 'abc' }, book, RULES, 0)).toMatchObject({ problem: 'Price must be between 1¢ and 99¢.' });
    expect(checkTicket({ ...input, price: '100' }, book, RULES, 0)).toMatchObject({ problem: 'Price must be between 1¢ and 99¢.' });
  });
});

describe('a typed expiry', () => {
  it('counts only for a GTD order: a GTC order placed after switching from GTD carries none', () => {
    const input = { side: 'BUY' as const, kind: 'GTC' as const, price: '2', amount: '10', expiration: 1, postOnly: false };
    expect(checkTicket(input, { bids: [], asks: [] }, RULES, 1_000).ok).toBe(true);
    expect(checkTicket({ ...input, kind: 'GTD' }, { bids: [], asks: [] }, RULES, 1_000).ok).toBe(false);
  });
});

describe('the fee line', () => {
  const fees = { ...RULES, feeBps: 200 };
  const preview = (i: Partial<TicketInput>) => {
    const c = checkTicket({ ...input, ...i }, book, fees, 0);
    if (!c.ok) throw new Error(c.problem);
    return c.plan.preview;
  };

  it('charges the taker fee on what fills now: bps × min(p, 1 − p) × shares, on top of a BUY', () => {
    // 10 shares at 0.60: 2 % of min(0.60, 0.40) a share
    expect(preview({ price: '60' })).toMatchObject({ cost: '6.000000', fee: '0.080000', total: '6.080000' });
    expect(preview({ kind: 'FOK', amount: '6' })).toMatchObject({ cost: '6.000000', fee: '0.080000', total: '6.080000' });
  });

  it('previews a market BUY by the shares it signs, as the exchange fills them, fee on those shares', () => {
    // $10 at 0.35 signs 28.5714 shares (four places at a 0.01 tick): the fills cost 9.99999 and the fee 2 % of that
    const deep = { bids: [], asks: [{ price: '0.35', size: '1000' }] };
    const c = checkTicket({ ...input, kind: 'FOK', amount: '10' }, deep, fees, 0);
    expect(c.ok && c.plan.amounts).toMatchObject({ makerAmount: 10_000_000n, takerAmount: 28_571_400n });
    expect(c.ok && c.plan.preview).toMatchObject({ shares: '28.571400', cost: '9.999990', fee: '0.199999', total: '10.199989' });
  });

  it('takes it out of what a SELL receives', () => {
    expect(preview({ side: 'SELL', price: '40' })).toMatchObject({ cost: '4.000000', fee: '0.080000', total: '3.920000' });
  });

  it('charges nothing on what rests (makers pay none)', () => {
    // 100 fill at 0.60, 50 rest at 0.65
    expect(preview({ price: '65', amount: '150' })).toMatchObject({ fee: '0.800000', total: '93.300000' });
    expect(preview({ price: '30' })).toMatchObject({ fee: '0.000000', total: '3.000000' });
  });
});
