import { describe, expect, it } from 'vitest';
import { formatExact } from './format-exact';

describe('formatExact', () => {
  it('groups the integer part and keeps every decimal the string has', () => {
    expect(formatExact('10')).toBe('10');
    expect(formatExact('1000.5')).toBe('1,000.5');
    expect(formatExact('0.000001')).toBe('0.000001');
    expect(formatExact('123456789012345678.123456')).toBe('123,456,789,012,345,678.123456');
  });
  it('drops trailing zeros only, and refuses what is not a decimal', () => {
    expect(formatExact('2.50')).toBe('2.5');
    expect(formatExact('abc')).toBe('—');
    expect(formatExact('1e3')).toBe('—');
  });
});
