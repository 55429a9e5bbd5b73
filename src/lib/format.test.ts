import { describe, expect, it } from 'vitest';
import {
  axisTimeTicks,
  timeAxis,
  formatAxisTime,
  formatCents,
  formatCount,
  formatDate,
  formatPercent,
  formatShares,
  formatUsd,
  signOf,
} from './format';

describe('format', () => {
  it('formats dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(3, { signed: true })).toBe('+$3.00');
    expect(formatUsd(-3, { signed: true })).toBe('-$3.00');
    expect(formatUsd(0, { signed: true })).toBe('$0.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(-0.001, { signed: true })).toBe('$0.00');
  });

  it('formats exact decimal strings without float drift', () => {
    expect(formatUsd('12345678901234.125')).toBe('$12,345,678,901,234.13');
    expect(formatUsd('0.3')).toBe('$0.30');
    expect(formatUsd('nope')).toBe('—');
    expect(formatUsd(Number.NaN)).toBe('—');
  });

  it('formats prices as cents', () => {
    expect(formatCents(0.55)).toBe('55.0¢');
    expect(formatCents(0.0345)).toBe('3.5¢');
    expect(formatCents(1)).toBe('100.0¢');
    expect(formatCents(0)).toBe('0.0¢');
  });

  it('formats shares, counts and percents', () => {
    expect(formatShares(1234.5)).toBe('1,234.50');
    expect(formatShares(0.004)).toBe('0.00');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(12.35, { signed: true })).toBe('+12.4%');
    expect(formatPercent(-50, { signed: true })).toBe('-50.0%');
    expect(formatPercent(0, { signed: true })).toBe('0.0%');
  });

  it('formats dates in UTC', () => {
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('Dec 31, 2025');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('tells the sign at the shown precision', () => {
    expect(signOf(1)).toBe(1);
    expect(signOf(-0.004)).toBe(0);
    expect(signOf('-0.006')).toBe(-1);
    expect(signOf(0)).toBe(0);
  });
});

describe('formatAxisTime', () => {
  const t = 1_795_323_934_000; // Nov 22, 2026, 05:05 UTC
  it('ticks by the hour within a day, by the day within half a year, by month and year beyond', () => {
    expect(formatAxisTime(t, 86_400, 'UTC')).toBe('5:05 AM');
    expect(formatAxisTime(t, 2 * 86_400, 'UTC')).toBe('Nov 22');
    expect(formatAxisTime(t, 30 * 86_400, 'UTC')).toBe('Nov 22');
    expect(formatAxisTime(t, 2 * 365 * 86_400, 'UTC')).toBe('Nov 2026');
  });
});

describe('axisTimeTicks', () => {
  const DAY = 86_400_000;
  const start = Date.UTC(2025, 0, 17, 13, 20);
  for (const [name, span] of [
    ['six hours', 6 * 3_600_000],
    ['a day', DAY],
    ['ten days', 10 * DAY],
    ['five months', 150 * DAY],
    ['two years', 730 * DAY],
    ['seven years', 7 * 365 * DAY],
  ] as const)
    it(`${name}: at most six ticks inside the range, each with its own label`, () => {
      const ticks = axisTimeTicks(start, start + span);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every((t) => t >= start && t <= start + span)).toBe(true);
      const labels = ticks.map((t) => formatAxisTime(t, span / 1000));
      expect(new Set(labels).size).toBe(labels.length);
    });
});

describe('timeAxis', () => {
  const DAY = 86_400;
  const start = Date.UTC(2026, 0, 5) / 1000;

  it('has no ticks for fewer than two points', () => {
    expect(timeAxis([])).toEqual({ spanSeconds: 0, ticks: undefined });
    expect(timeAxis([{ t: start }])).toEqual({ spanSeconds: 0, ticks: undefined });
  });

  it('puts distinct ticks, in seconds, inside the span', () => {
    const points = [
      { t: start, price: 0.4 },
      { t: start + 60 * DAY, price: 0.6 },
    ];
    const { spanSeconds, ticks } = timeAxis(points);
    expect(spanSeconds).toBe(60 * DAY);
    expect(ticks!.length).toBeGreaterThan(1);
    expect(ticks!.length).toBeLessThanOrEqual(6);
    expect(new Set(ticks).size).toBe(ticks!.length);
    for (const t of ticks!) expect(t >= start && t <= start + 60 * DAY).toBe(true);
  });
});
