import { describe, expect, it } from 'vitest';
import { OTHER_KEY, builderVolumeChart, type BuilderVolumePoint } from './builders-chart-data';

const p = (date: string, builder_name: string, builder_code: string, volume: number): BuilderVolumePoint => ({
  date,
  builder_name,
  builder_code,
  volume,
});

describe('builder volume chart shaping', () => {
  it('pivots newest-first rows into oldest-first buckets, a column per builder', () => {
    const { series, rows } = builderVolumeChart([
      p('2026-01-02', 'A', '0xa', 5),
      p('2026-01-02', 'B', '', 1),
      p('2026-01-01', 'A', '0xa', 2),
    ]);
    expect(series).toEqual([
      { key: 'b0', label: 'A' },
      { key: 'b1', label: 'B' },
    ]);
    expect(rows).toEqual([
      { date: '2026-01-01', b0: 2, b1: 0 },
      { date: '2026-01-02', b0: 5, b1: 1 },
    ]);
  });

  it('folds the smaller builders into Other, summing exactly', () => {
    const { series, rows } = builderVolumeChart(
      [p('d1', 'A', '0xa', 10), p('d1', 'B', '0xb', 0.1), p('d1', 'C', '0xc', 0.2), p('d2', 'C', '0xc', 0.1)],
      1,
    );
    expect(series.map((s) => s.key)).toEqual(['b0', OTHER_KEY]);
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004
    expect(rows[0]).toEqual({ date: 'd1', b0: 10, [OTHER_KEY]: 0.3 });
    expect(rows[1]).toEqual({ date: 'd2', b0: 0, [OTHER_KEY]: 0.1 });
  });

  it('tells legacy builders apart by name and orders ties stably', () => {
    const { series } = builderVolumeChart([p('d', 'Legacy One', '', 1), p('d', 'Legacy Two', '', 1)]);
    expect(series.map((s) => s.label)).toEqual(['Legacy One', 'Legacy Two']);
    expect(builderVolumeChart([]).rows).toEqual([]);
  });
});
