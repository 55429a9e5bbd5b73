import { describe, expect, it } from 'vitest';
import {
  coverageFraction,
  dayEnd,
  dayStart,
  DEFAULT_HISTORY_FILTERS,
  historyWindow,
  isHistoryNarrowed,
  isRangeInverted,
  readHistoryFilters,
  writeHistoryFilters,
} from './history-filters';

const CONDITION = `0x${'Ab'.repeat(32)}`;

describe('history filters in the URL', () => {
  it('reads nothing as the defaults and writes the defaults as nothing', () => {
    expect(readHistoryFilters(new URLSearchParams())).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(writeHistoryFilters(DEFAULT_HISTORY_FILTERS).toString()).toBe('');
  });

  it('round-trips every value, in one fixed key order', () => {
    const f = { side: 'SELL', market: CONDITION.toLowerCase(), from: '2024-02-29', to: '2024-03-31', order: 'oldest' } as const;
    const written = writeHistoryFilters(f).toString();
    expect(written).toBe(`side=SELL&market=${CONDITION.toLowerCase()}&from=2024-02-29&to=2024-03-31&order=oldest`);
    expect(readHistoryFilters(new URLSearchParams(written))).toEqual(f);
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    const f = readHistoryFilters(new URLSearchParams('side=sideways&market=0x12&from=2023-02-29&to=yesterday&order=random'));
    expect(f).toEqual(DEFAULT_HISTORY_FILTERS);
    // case is forgiven where the meaning is clear
    expect(readHistoryFilters(new URLSearchParams(`side=buy&order=OLDEST&market=${CONDITION}`))).toMatchObject({
      side: 'BUY',
      order: 'oldest',
      market: CONDITION.toLowerCase(),
    });
  });

  it('says when something narrows the list and when the range is upside down', () => {
    expect(isHistoryNarrowed({ ...DEFAULT_HISTORY_FILTERS, order: 'oldest' })).toBe(false);
    expect(isHistoryNarrowed({ ...DEFAULT_HISTORY_FILTERS, to: '2024-01-01' })).toBe(true);
    expect(isRangeInverted({ from: '2024-02-01', to: '2024-01-31' })).toBe(true);
    expect(isRangeInverted({ from: '2024-02-01', to: '2024-02-01' })).toBe(false);
  });
});

describe('history windows', () => {
  it('turns UTC days into inclusive epoch bounds', () => {
    expect(dayStart('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / 1000);
    expect(dayEnd('2024-02-29')).toBe(Date.UTC(2024, 2, 1) / 1000 - 1);
    expect(dayStart('2023-02-29')).toBeNull();
    expect(dayStart('1969-12-31')).toBeNull();
  });

  it('asks for the whole account (start=1) when no first day is chosen', () => {
    expect(historyWindow({ from: '', to: '' })).toEqual({ start: 1 });
    expect(historyWindow({ from: '1970-01-01', to: '' })).toEqual({ start: 1 });
    expect(historyWindow({ from: '2024-01-01', to: '2024-01-01' })).toEqual({ start: 1_704_067_200, end: 1_704_153_599 });
  });

  it('measures a newest-first walk by the time it has covered', () => {
    expect(coverageFraction(200, 150, 100)).toBe(0.5);
    expect(coverageFraction(200, 50, 100)).toBe(1);
    expect(coverageFraction(null, 150, 100)).toBeNull();
    expect(coverageFraction(100, 100, 100)).toBeNull();
  });
});
