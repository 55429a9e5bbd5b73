import { describe, expect, it } from 'vitest';
import { setsPlan } from './sets-plan';

const OUTCOMES = ['Yes', 'No'] as const;

describe('setsPlan', () => {
  it('splits pUSD into as many shares of each outcome, exactly', () => {
    expect(setsPlan('split', '12.345678', { cash: 20_000_000n }, OUTCOMES)).toEqual({
      ok: true,
      amount: 12_345_678n,
      gives: '12.345678 pUSD',
      gets: '12.345678 Yes and 12.345678 No shares',
    });
    expect(setsPlan('split', '0.1', {}, OUTCOMES)).toMatchObject({ ok: true, amount: 100_000n });
  });

  it('merges complete sets back into pUSD, up to the smaller holding', () => {
    expect(setsPlan('merge', '3', { shares: [5_000_000n, 3_000_000n] }, OUTCOMES)).toEqual({
      ok: true,
      amount: 3_000_000n,
      gives: '3 Yes and 3 No shares',
      gets: '3 pUSD',
    });
    expect(setsPlan('merge', '3.000001', { shares: [5_000_000n, 3_000_000n] }, OUTCOMES)).toEqual({
      ok: false,
      reason: 'The Safe holds only 3 complete sets.',
    });
  });

  it('refuses what is not an amount, or more cash than held', () => {
    expect(setsPlan('split', '', {}, OUTCOMES)).toEqual({ ok: false, reason: 'Enter an amount.' });
    expect(setsPlan('split', '1.0000001', {}, OUTCOMES)).toMatchObject({ ok: false, reason: /six decimals/ });
    expect(setsPlan('split', '-1', {}, OUTCOMES)).toMatchObject({ ok: false });
    expect(setsPlan('split', '0', {}, OUTCOMES)).toEqual({ ok: false, reason: 'Enter an amount above zero.' });
    expect(setsPlan('split', '10.5', { cash: 10_000_000n }, OUTCOMES)).toEqual({ ok: false, reason: 'The Safe holds only 10 pUSD.' });
  });

  it('names the holder in a refusal: your own address when the wallet holds the funds', () => {
    expect(setsPlan('split', '2', { cash: 1_500_000n }, OUTCOMES, 'Your address')).toEqual({
      ok: false,
      reason: 'Your address holds only 1.5 pUSD.',
    });
    expect(setsPlan('merge', '1', { shares: [0n, 4_000_000n] }, OUTCOMES, 'Your address')).toEqual({
      ok: false,
      reason: 'Your address holds only 0 complete sets.',
    });
  });
});
