import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows epoch seconds, RFC 3339 strings and dates as one UTC minute', () => {
    expect(formatDateTime(1_795_256_333)).toBe('Nov 21, 2026, 10:18 UTC');
    expect(formatDateTime('2026-11-21T10:18:53Z')).toBe('Nov 21, 2026, 10:18 UTC');
    expect(formatDateTime(new Date(1_795_256_333_000))).toBe('Nov 21, 2026, 10:18 UTC');
    expect(formatDateTime(0)).toBe('Jan 1, 1970, 00:00 UTC');
  });

  it('says "—" for no moment or an unreadable one', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) expect(formatDateTime(value)).toBe('—');
  });
});
