import { describe, expect, it } from 'vitest';
import { formatInstant, formatLag } from './time-format';

describe('overview time formatting', () => {
  it('names the zone of an instant', () => {
    expect(formatInstant(1_795_323_934, 'UTC')).toBe('Nov 22, 2026, 5:05 AM UTC');
    expect(formatInstant(1_795_323_934, 'America/New_York')).toBe('Nov 22, 2026, 12:05 AM EST');
  });

  it('reads a lag in the largest unit that keeps it short', () => {
    expect(formatLag(0)).toBe('0 seconds');
    expect(formatLag(59)).toBe('59 seconds');
    expect(formatLag(60)).toBe('1 minute');
    expect(formatLag(18_384)).toBe('5.1 hours');
    expect(formatLag(3 * 86_400)).toBe('3 days');
    expect(formatLag(-5)).toBe('0 seconds');
  });
});
