import { describe, expect, it } from 'vitest';
import { readDecimal, writeDecimal } from './wire-decimal';

describe('wire decimals', () => {
  it('reads into units of the decimals, trailing zeros free', () => {
    expect(readDecimal('95000', 0)).toBe(95000n);
    expect(readDecimal('0.012', 5)).toBe(1200n);
    expect(readDecimal('1.50', 1)).toBe(15n);
    expect(writeDecimal(1200n, 5)).toBe('0.012');
  });

  it('refuses too many places, too many significant figures unless integer, and non-decimals', () => {
    expect(readDecimal('1.23', 1)).toBe('decimal places');
    expect(readDecimal('1234.56', 2)).toBe('significant figures');
    expect(readDecimal('123456', 0)).toBe(123456n);
    expect(readDecimal('0.00012345', 8)).toBe(12345n);
    expect(readDecimal('-1', 2)).toBe('malformed');
    expect(readDecimal('1e3', 2)).toBe('malformed');
  });
});
