import { describe, expect, it } from 'vitest';
import { formatMicro, formatUnits, parseUnits, subMicro, sumMicro, toMicro } from './decimal';

describe('decimal', () => {
  it('parses numbers and strings to micro units', () => {
    expect(toMicro(1)).toBe(1_000_000n);
    expect(toMicro('12.345678')).toBe(12_345_678n);
    expect(toMicro(0.1)).toBe(100_000n);
    expect(toMicro('-3.5')).toBe(-3_500_000n);
    expect(toMicro(' 7 ')).toBe(7_000_000n);
  });

  it('rounds past six decimals half away from zero', () => {
    expect(toMicro('0.0000005')).toBe(1n);
    expect(toMicro('0.0000004')).toBe(0n);
    expect(toMicro('-0.0000005')).toBe(-1n);
  });

  it('reads exponent notation', () => {
    expect(toMicro(1e-7)).toBe(0n);
    expect(toMicro(5e-7)).toBe(1n);
    expect(toMicro(1e21)).toBe(10n ** 27n);
  });

  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatMicro(sumMicro([0.1, 0.2]))).toBe('0.3');
    const many = Array.from({ length: 1000 }, () => 0.01);
    expect(formatMicro(sumMicro(many))).toBe('10');
    expect(sumMicro([])).toBe(0n);
    expect(sumMicro([1n, '2', 3])).toBe(5_000_001n); // a bigint is already micro units
  });

  it('subtracts', () => {
    expect(formatMicro(subMicro(0.3, 0.1))).toBe('0.2');
    expect(formatMicro(subMicro('1', '1.000001'))).toBe('-0.000001');
  });

  it('formats without trailing zeros', () => {
    expect(formatMicro(1_500_000n)).toBe('1.5');
    expect(formatMicro(0n)).toBe('0');
    expect(formatMicro(-1n)).toBe('-0.000001');
  });

  it('rejects what is not a number', () => {
    expect(() => toMicro('abc')).toThrow();
    expect(() => toMicro(Number.NaN)).toThrow(RangeError);
    expect(() => toMicro(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('parses and formats units of any precision, as viem did', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseUnits('-.25', 2)).toBe(-25n);
    expect(parseUnits('7', 0)).toBe(7n);
    expect(parseUnits('2.5', 0)).toBe(3n);
    expect(parseUnits('0.123456789012', 12)).toBe(123_456_789_012n);
    expect(parseUnits('0.99999951', 6)).toBe(1_000_000n);
    expect(parseUnits('-0.00000049', 6)).toBe(0n);
    // only the first digit past the cut decides, however long the tail
    expect(parseUnits('0.12345649999999999999', 6)).toBe(123_456n);
    expect(() => parseUnits('', 6)).toThrow(RangeError);
    expect(() => parseUnits('1.2.3', 6)).toThrow(RangeError);
    expect(() => parseUnits('1e5', 6)).toThrow(RangeError);
    expect(formatUnits(123_456_789_012n, 12)).toBe('0.123456789012');
    expect(formatUnits(-10_000_000_000_000n, 12)).toBe('-10');
    expect(formatUnits(5n, 0)).toBe('5');
    expect(formatUnits(0n, 12)).toBe('0');
    for (const text of ['0', '1', '-1', '0.000001', '123456789.123456', '-42.5']) expect(formatUnits(parseUnits(text, 6), 6)).toBe(text);
  });
});
