import { describe, expect, it } from 'vitest';
import { formatChange, formatCountdown, formatPrice, formatPusd, formatQty, formatRate } from './perps-format';

describe('perps figures', () => {
  it('shows prices at the instrument’s decimals and sizes exactly', () => {
    expect(formatPrice('95010', 0)).toBe('95,010');
    expect(formatPrice('48.1', 3)).toBe('48.100');
    expect(formatPrice(null, 2)).toBe('—');
    expect(formatQty('0.00015')).toBe('0.00015');
    expect(formatPusd('1234.5')).toBe('$1,234.50');
  });
  it('signs funding and change, and counts down to the next funding', () => {
    expect(formatRate('0.0000125')).toBe('+0.0013%');
    expect(formatChange('101', '100')).toBe('+1.00%');
    expect(formatCountdown(1_000_000 + 754_000, 1_000_000)).toBe('12:34');
    expect(formatCountdown(0, 1)).toBe('0:00');
  });
});
