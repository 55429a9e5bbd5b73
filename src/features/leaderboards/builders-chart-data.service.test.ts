import { describe, expect, it } from 'vitest';
import { sumMicro } from '../../lib/decimal';
import { builderVolumeChart } from './builders-chart-data';
import { localService } from '../../testing/local-service';

describe('builder volume chart over the local service', () => {
  const api = localService().data.v2;

  it('keeps every bucket and every unit of volume the service sent', async () => {
    const { data } = await api.buildersVolume({ interval: 'week', limit: 12 });
    expect(data.length).toBeGreaterThan(0);
    const chart = builderVolumeChart(data, 3);
    expect(chart.rows.map((r) => r.date)).toEqual([...new Set(data.map((d) => d.date))].sort());
    for (const row of chart.rows) {
      const sent = sumMicro(data.filter((d) => d.date === row.date).map((d) => d.volume));
      expect(sumMicro(chart.series.map((s) => row[s.key] as number))).toBe(sent);
    }
  });
});
