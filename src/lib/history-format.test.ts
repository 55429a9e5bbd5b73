import { describe, expect, it } from 'vitest';
import { toMicro } from './decimal';
import { exactDecimal, exactProduct, isoTimestamp, microOf } from './history-format';

describe('history formatting', () => {
  it('writes file timestamps in UTC, sortable', () => {
    expect(isoTimestamp(1_795_256_333)).toBe('2026-11-21T10:18:53Z');
  });

  it('writes wire amounts as their exact decimals', () => {
    expect(exactDecimal(0.1 + 0.2)).toBe('0.3');
    expect(exactDecimal(1e-6)).toBe('0.000001');
    expect(exactDecimal(7131.28)).toBe('7131.28');
    expect(exactDecimal(0)).toBe('0');
    expect(exactDecimal(-0)).toBe('0');
    expect(exactDecimal(-12.5)).toBe('-12.5');
  });

  it('multiplies exactly, keeping all twelve places a product of two six-place numbers can have', () => {
    expect(exactProduct(10.35, 0.032)).toBe('0.3312');
    expect(exactProduct(100, 0.07)).toBe('7');
    expect(exactProduct(0.123456, 0.654321)).toBe('0.080779853376');
    expect(exactProduct(-2, 0.5)).toBe('-1');
  });
});

describe('microOf', () => {
  it('agrees with toMicro on short decimals, float noise, exponents and negatives', () => {
    for (const v of [0, 1, -1, 0.1, 0.1 + 0.2, 1e-6, 1e-7, 5e-7, 123456.654321, -0.000001, 7131.28, 1e21, 2 ** 53, 0.0000015, -2.5e-7]) {
      expect(microOf(v), String(v)).toBe(toMicro(v));
    }
  });
});
