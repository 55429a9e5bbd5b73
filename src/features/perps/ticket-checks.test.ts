import { describe, expect, it } from 'vitest';
import { checkTicket, type TicketInput } from './ticket-checks';

const BTC = {
  instrument_id: 6,
  symbol: 'BTC-USD',
  price_decimals: 0,
  quantity_decimals: 5,
  price_bounds: '0.05',
  min_notional: '10',
  max_leverage: 50,
  isolated_only: false,
};
const SPCX = {
  ...BTC,
  instrument_id: 9,
  symbol: 'SPCX-USD',
  price_decimals: 2,
  quantity_decimals: 2,
  max_leverage: 10,
  isolated_only: true,
};
const MARK = 95_000n;

const ticket = (over: Partial<TicketInput> = {}): TicketInput => ({
  side: 'long',
  kind: 'limit',
  price: '94000',
  qty: '0.01',
  postOnly: false,
  reduceOnly: false,
  tp: '',
  sl: '',
  leverage: '20',
  cross: false,
  ...over,
});

const errors = (t: TicketInput, i = BTC, mark: bigint | undefined = MARK) => {
  const r = checkTicket(i, t, mark);
  return r.ok ? {} : r.errors;
};

describe('checkTicket', () => {
  it('turns a limit long into one GTC order', () => {
    const r = checkTicket(BTC, ticket({ postOnly: true }), MARK, 'ab'.repeat(16));
    expect(r.ok && r.orders).toEqual([{ iid: 6, buy: true, p: '94000', qty: '0.01', tif: 'gtc', po: true, c: 'ab'.repeat(16) }]);
    expect(r.ok && r.grp).toBeUndefined();
    expect(r.ok && r.maker).toBe(true);
  });

  it('sends a market order as IOC without a price, valued at the mark', () => {
    const r = checkTicket(BTC, ticket({ kind: 'market', price: 'ignored', side: 'short' }), MARK);
    expect(r.ok && r.orders).toEqual([{ iid: 6, buy: false, qty: '0.01', tif: 'ioc' }]);
    expect(r.ok && r.price).toBe(MARK);
  });

  it('makes a bracket: the entry, then market TP and SL legs, opposite side, reduce-only, same size', () => {
    const r = checkTicket(BTC, ticket({ kind: 'market', tp: '99000', sl: '91000', reduceOnly: false }), MARK);
    expect(r.ok && r.grp).toBe('order');
    expect(r.ok && r.orders.slice(1)).toEqual([
      { iid: 6, buy: false, qty: '0.01', ro: true, tr: { market: true, trp: '99000', tpsl: 'tp' } },
      { iid: 6, buy: false, qty: '0.01', ro: true, tr: { market: true, trp: '91000', tpsl: 'sl' } },
    ]);
  });

  it('refuses too many decimals and too many significant figures, naming the rule', () => {
    expect(errors(ticket({ qty: '0.000001' })).qty).toBe('Size: at most 5 decimal places on this instrument.');
    expect(errors(ticket({ price: '94000.5' })).price).toBe('Price: whole numbers only on this instrument.');
    expect(errors(ticket({ qty: '1.23456' }), SPCX, 40_000n).qty).toBe('Size: at most 2 decimal places on this instrument.');
    expect(errors(ticket({ price: '400.12', qty: '1234.56' }), SPCX, 40_000n).qty).toBe(
      'Size: at most 5 significant figures unless it is a whole number.',
    );
    expect(errors(ticket({ qty: 'abc' })).qty).toMatch(/plain number/);
    expect(errors(ticket({ qty: '0' })).qty).toBe('Size must be more than 0.');
  });

  it('keeps a limit price inside the mark band', () => {
    expect(errors(ticket({ price: '80000' })).price).toBe('Price must be within 5% of the mark: 90250 to 99750.');
    expect(errors(ticket({ price: '99750' })).price).toBeUndefined();
  });

  it('refuses an order under the minimum notional, unless it only reduces', () => {
    expect(errors(ticket({ qty: '0.0001' })).qty).toBe("The order is worth $9.4, under this instrument's $10 minimum.");
    expect(errors(ticket({ qty: '0.0001', reduceOnly: true })).qty).toBeUndefined();
  });

  it('checks leverage, margin mode and post-only', () => {
    expect(errors(ticket({ leverage: '51' })).leverage).toBe('Leverage is a whole number from 1 to 50.');
    expect(errors(ticket({ leverage: '2.5' })).leverage).toBeDefined();
    expect(errors(ticket({ cross: true, price: '400', qty: '1' }), SPCX, 40_000n).mode).toBe('SPCX-USD trades with isolated margin only.');
    expect(errors(ticket({ kind: 'fok', postOnly: true })).order).toBe('Post-only applies to limit orders only.');
  });

  it('puts TP above and SL below a long’s entry, and the other way round for a short', () => {
    expect(errors(ticket({ tp: '93000' })).tp).toBe('Take profit must be above the entry price (94000) for a long.');
    expect(errors(ticket({ sl: '95000' })).sl).toBe('Stop loss must be below the entry price (94000) for a long.');
    expect(errors(ticket({ side: 'short', tp: '93000', sl: '95000' }))).toEqual({});
    expect(errors(ticket({ tp: '99000.5' })).tp).toBe('Take profit: whole numbers only on this instrument.');
  });

  it('cannot value a market order before there is a mark', () => {
    const r = checkTicket(BTC, ticket({ kind: 'market' }), undefined);
    expect(!r.ok && r.errors.order).toMatch(/No mark price yet/);
  });
});
