import { formatMicro, toMicro } from '../../lib/decimal';

/*
 * /v2/builders/volume sends one row per builder per bucket, newest bucket first. A chart wants one
 * row per bucket, oldest first, with a column per builder. Only the biggest builders over the
 * whole range get their own series (a dozen stacked colours read as noise); the rest are summed
 * into "Other builders". Sums are exact (micro units) and become numbers only for drawing.
 */

export type BuilderVolumePoint = { date: string; builder_name: string; builder_code: string; volume: number };

export type ChartSeries = { key: string; label: string };
export type ChartRow = { date: string } & Record<string, number | string>;
export type BuilderChartData = { series: ChartSeries[]; rows: ChartRow[] };

export const OTHER_KEY = 'other';

/** One builder across buckets: by its attribution code, or by name for a legacy builder without one. */
const builderId = (p: BuilderVolumePoint) => (p.builder_code !== '' ? p.builder_code : `name:${p.builder_name}`);

export function builderVolumeChart(points: readonly BuilderVolumePoint[], maxSeries = 5): BuilderChartData {
  const totals = new Map<string, { label: string; total: bigint }>();
  for (const p of points) {
    const id = builderId(p);
    const t = totals.get(id) ?? { label: p.builder_name || p.builder_code, total: 0n };
    t.total += toMicro(p.volume);
    totals.set(id, t);
  }
  const ranked = [...totals.entries()].sort(([ai, a], [bi, b]) => (a.total === b.total ? (ai < bi ? -1 : 1) : a.total > b.total ? -1 : 1));
  const top = ranked.slice(0, maxSeries);
  // dataKeys are plain ids: recharts reads a key with dots or brackets as a path
  const keyOf = new Map(top.map(([id], i) => [id, `b${i}`]));
  const series: ChartSeries[] = top.map(([id, t]) => ({ key: keyOf.get(id)!, label: t.label }));
  const hasOther = ranked.length > top.length;
  if (hasOther) series.push({ key: OTHER_KEY, label: 'Other builders' });

  const byDate = new Map<string, Map<string, bigint>>();
  for (const p of points) {
    const bucket = byDate.get(p.date) ?? new Map<string, bigint>();
    const key = keyOf.get(builderId(p)) ?? OTHER_KEY;
    bucket.set(key, (bucket.get(key) ?? 0n) + toMicro(p.volume));
    byDate.set(p.date, bucket);
  }
  const rows = [...byDate.keys()].sort().map((date) => {
    const bucket = byDate.get(date)!;
    const row: ChartRow = { date };
    for (const s of series) row[s.key] = Number(formatMicro(bucket.get(s.key) ?? 0n));
    return row;
  });
  return { series, rows };
}
