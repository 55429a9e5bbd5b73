import { describe, expect, it } from 'vitest';
import { centsText, centsToDollars, dollarsToCents } from './cents';

describe('cents ↔ dollars, exact', () => {
  it.each([
    ['55', '0.55'],
    ['55.5', '0.555'],
    ['0.1', '0.001'],
    ['5', '0.05'],
    ['29', '0.29'],
    ['99.9', '0.999'],
    ['100', '1'],
    ['.5', '0.005'],
    ['7.', '0.07'],
    ['0.25', '0.0025'],
    ['055.50', '0.555'],
  ])('%s¢ is $%s', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
    expect(centsToDollars(dollarsToCents(dollars)!)).toBe(dollars);
  });

  it('refuses what is no decimal', () => {
    for (const text of ['', '.', 'abc', '1e2', '-5', '5¢', '1.2.3']) expect(centsToDollars(text)).toBeUndefined();
  });

  it('shows a dollar price in cents with every digit', () => {
    expect(centsText('0.001')).toBe('0.1¢');
    expect(centsText('0.5')).toBe('50¢');
    expect(centsText('0.0025')).toBe('0.25¢');
    expect(dollarsToCents('1')).toBe('100');
    expect(centsText('the tick size')).toBe('the tick size');
  });
});
