import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMicro } from '../../../src/lib/decimal';
import { isoDate } from '../shared/iso-date';
import { microString } from './wire-records';

describe('microString', () => {
  it('writes integer micro amounts as their exact shortest decimal, like the bigint formatter', () => {
    expect(microString(0)).toBe('0');
    expect(microString(1)).toBe('0.000001');
    expect(microString(1_500_000)).toBe('1.5');
    expect(microString(-2_000_001)).toBe('-2.000001');
    expect(microString(Number.MAX_SAFE_INTEGER)).toBe('9007199254.740991');
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => microString(n) === formatMicro(BigInt(n))));
  });
});

describe('isoDate', () => {
  it('writes epoch seconds as ISO 8601 UTC without milliseconds', () => {
    expect(isoDate(0)).toBe('1970-01-01T00:00:00Z');
    expect(isoDate(1_767_225_600)).toBe('2026-01-01T00:00:00Z');
  });
});
