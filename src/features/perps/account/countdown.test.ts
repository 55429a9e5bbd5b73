import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('minutes and seconds under an hour, hours above, rounding a part second up', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(9_000)).toBe('0:09');
  });

  it('0:00 once the deadline has passed', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});
