import { describe, expect, it } from 'vitest';
import { chartTimeAxis, priceSummary } from './ticket-chart-axis';

const DAY = 86_400;
const start = Date.UTC(2026, 0, 5) / 1000;

describe('the Trade view chart axis', () => {
  it('has no ticks for fewer than two points', () => {
    expect(chartTimeAxis([])).toEqual({ spanSeconds: 0, ticks: undefined });
    expect(chartTimeAxis([{ t: start, price: 0.5 }])).toEqual({ spanSeconds: 0, ticks: undefined });
  });

  it('puts distinct ticks, in seconds, inside the span', () => {
    const points = [
      { t: start, price: 0.4 },
      { t: start + 60 * DAY, price: 0.6 },
    ];
    const { spanSeconds, ticks } = chartTimeAxis(points);
    expect(spanSeconds).toBe(60 * DAY);
    expect(ticks!.length).toBeGreaterThan(1);
    expect(ticks!.length).toBeLessThanOrEqual(6);
    expect(new Set(ticks).size).toBe(ticks!.length);
    for (const t of ticks!) expect(t >= start && t <= start + 60 * DAY).toBe(true);
  });
});

describe('the Trade view chart summary', () => {
  it('says the last price and the move over the window', () => {
    expect(priceSummary([])).toBe('');
    expect(
      priceSummary([
        { t: 1, price: 0.52 },
        { t: 2, price: 0.55 },
      ]),
    ).toBe('Last 55.0¢, up 3.0¢ over the window');
    expect(
      priceSummary([
        { t: 1, price: 0.6 },
        { t: 2, price: 0.45 },
      ]),
    ).toBe('Last 45.0¢, down 15.0¢ over the window');
    expect(priceSummary([{ t: 1, price: 0.3 }])).toBe('Last 30.0¢, unchanged over the window');
  });
});
