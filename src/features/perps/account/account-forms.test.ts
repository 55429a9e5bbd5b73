import { describe, expect, it } from 'vitest';
import { checkArmSeconds, checkMarginAmount, checkModify, MIN_ARM_SECONDS } from './account-forms';

const BTC = { price_decimals: 0, quantity_decimals: 5 };
const order = { price: '60000', quantity: '0.03', filled_quantity: '0.01' };

describe('checkModify', () => {
  it('takes a new price and a new total above the filled part, trimmed', () => {
    expect(checkModify({ price: ' 61000 ', qty: '0.02' }, order, BTC)).toEqual({ ok: true, p: '61000', qty: '0.02' });
    expect(checkModify({ price: '60000', qty: '0.04' }, order, BTC)).toEqual({ ok: true, p: '60000', qty: '0.04' });
  });

  it('refuses a total at or below what has filled, compared exactly (0.010 is 0.01)', () => {
    expect(checkModify({ price: '60000', qty: '0.010' }, order, BTC)).toMatchObject({
      ok: false,
      qty: expect.stringMatching(/more than the 0.01/),
    });
    expect(checkModify({ price: '60000', qty: '0.005' }, order, BTC)).toMatchObject({ ok: false, qty: expect.any(String) });
  });

  it("refuses no change, more decimals than the instrument's, a zero or missing price", () => {
    expect(checkModify({ price: '60000.0', qty: '0.030' }, order, { ...BTC, price_decimals: 1 })).toMatchObject({
      ok: false,
      price: expect.stringMatching(/already/),
    });
    expect(checkModify({ price: '60000.5', qty: '0.02' }, order, BTC)).toMatchObject({
      ok: false,
      price: 'At most 0 decimals for this instrument.',
    });
    expect(checkModify({ price: '60000', qty: '0.000001' }, order, BTC)).toMatchObject({
      ok: false,
      qty: 'At most 5 decimals for this instrument.',
    });
    expect(checkModify({ price: '0', qty: '0.02' }, order, BTC)).toMatchObject({ ok: false, price: 'The price must be above zero.' });
    expect(checkModify({ price: '', qty: 'x' }, order, BTC)).toMatchObject({
      ok: false,
      price: expect.any(String),
      qty: expect.any(String),
    });
  });
});

describe('checkMarginAmount', () => {
  it('takes a signed delta and drops a leading plus', () => {
    expect(checkMarginAmount('+25')).toEqual({ ok: true, amt: '25' });
    expect(checkMarginAmount(' -2.5 ')).toEqual({ ok: true, amt: '-2.5' });
    expect(checkMarginAmount('0.000001')).toEqual({ ok: true, amt: '0.000001' });
  });

  it('refuses zero, more than 6 decimals and text', () => {
    expect(checkMarginAmount('-0.000')).toMatchObject({ ok: false, error: 'Enter an amount other than zero.' });
    expect(checkMarginAmount('1.0000001')).toMatchObject({ ok: false });
    expect(checkMarginAmount('ten')).toMatchObject({ ok: false });
    expect(checkMarginAmount('')).toMatchObject({ ok: false });
  });
});

describe('checkArmSeconds', () => {
  it('whole seconds, enough ahead for the gateway’s 5 s, at most a day', () => {
    expect(checkArmSeconds('60')).toEqual({ ok: true, seconds: 60 });
    expect(checkArmSeconds(String(MIN_ARM_SECONDS))).toEqual({ ok: true, seconds: MIN_ARM_SECONDS });
    expect(checkArmSeconds('5')).toMatchObject({ ok: false });
    expect(checkArmSeconds('1.5')).toMatchObject({ ok: false });
    expect(checkArmSeconds('86401')).toMatchObject({ ok: false });
  });
});
