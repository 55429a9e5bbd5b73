import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { localService } from '../../testing/local-service';
import { COMBO_STATUSES, type ComboRow } from './combo-types';
import { comboKey, listedCombos, mergeCombos, statusCounts, updatedSeconds, watermarkOf, type ComboCache } from './combo-sync';

/*
 * The merge works on the rows the real service sends for the demo trader; "changes" are those rows
 * with a later updated_at and other figures, as a sync page would carry them.
 */

let rows: ComboRow[] = [];
let api: ReturnType<typeof localService>['data'];

beforeAll(async () => {
  api = localService().data;
  const page = await api.v2.comboPositions({ user: DEMO_TRADER, status: [...COMBO_STATUSES], limit: 1000 });
  rows = page.data;
});

const later = (row: ComboRow, seconds: number, patch: Partial<ComboRow> = {}): ComboRow => {
  const t = updatedSeconds(row) + seconds;
  return { ...row, ...patch, updated_at: new Date(t * 1000).toISOString().replace('.000Z', 'Z'), updated_at_micros: t * 1_000_000 };
};

const empty: ComboCache = { rows: [], watermark: null };

describe('mergeCombos', () => {
  it('has real rows to work on', () => {
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map(comboKey)).size).toBe(rows.length);
  });

  it('inserts every new row in the order received and sets the watermark to the newest update', () => {
    const { cache, inserted, replaced } = mergeCombos(empty, rows);
    expect(cache.rows.map(comboKey)).toEqual(rows.map(comboKey));
    expect([inserted, replaced]).toEqual([rows.length, 0]);
    expect(cache.watermark).toBe(Math.max(...rows.map((r) => Date.parse(r.updated_at) / 1000)));
    expect(empty.rows).toEqual([]); // pure: the input cache is untouched
  });

  it('replaces an updated row where it stands and appends new ones after the rest', () => {
    const [first, ...rest] = rows;
    const start = mergeCombos(empty, rest).cache;
    const target = rest[1]!;
    const updated = later(target, 3600, { shares_balance: '1.000000', status: 'PARTIAL' });
    const { cache, inserted, replaced } = mergeCombos(start, [updated, first!]);
    expect([inserted, replaced]).toEqual([1, 1]);
    expect(cache.rows.map(comboKey)).toEqual([...rest.map(comboKey), comboKey(first!)]);
    expect(cache.rows[1]).toEqual(updated);
    expect(cache.rows.filter((r) => comboKey(r) === comboKey(target))).toHaveLength(1);
    expect(start.rows[1]).toEqual(target);
  });

  it('moves the watermark forward only', () => {
    const base = mergeCombos(empty, rows).cache;
    const newest = later(rows[0]!, 86_400);
    expect(mergeCombos(base, [newest]).cache.watermark).toBe(updatedSeconds(newest));
    // an older copy of a row neither replaces the newer one nor pulls the watermark back
    const ahead = mergeCombos(base, [newest]).cache;
    const stale = later(rows[0]!, -86_400, { shares_balance: '999.000000' });
    const { cache, replaced } = mergeCombos(ahead, [stale]);
    expect(replaced).toBe(0);
    expect(cache.rows[0]).toEqual(newest);
    expect(cache.watermark).toBe(ahead.watermark);
    expect(mergeCombos(base, []).cache.watermark).toBe(base.watermark);
  });

  it('is idempotent: the boundary rows the inclusive bound sends again change nothing', () => {
    const base = mergeCombos(empty, rows.slice(0, 3)).cache;
    const batch = [later(rows[0]!, 60, { shares_balance: '5.000000' }), ...rows.slice(3)];
    const once = mergeCombos(base, batch);
    const twice = mergeCombos(once.cache, batch);
    expect(twice.cache).toEqual(once.cache);
    expect([twice.inserted, twice.replaced]).toEqual([0, 0]);
  });

  it('reads the watermark of no rows as null', () => {
    expect(watermarkOf([])).toBeNull();
    expect(watermarkOf([], 42)).toBe(42);
  });
});

describe('listedCombos', () => {
  it('keeps cache order, filters by status, and follows the route listing rules', () => {
    const open = rows.find((r) => r.status === 'OPEN')!;
    const dust = { ...open, combo_position_id: '1', shares_balance: '0.000999' };
    const unrecorded = { ...rows.find((r) => r.status === 'RESOLVED_LOSS')!, combo_position_id: '2', resolved_at: null };
    const all = [...rows, dust, unrecorded];
    // live dust is never listed; a settlement without a recorded resolution only under a status filter
    expect(listedCombos(all, []).map(comboKey)).toEqual(rows.map(comboKey));
    expect(listedCombos(all, ['RESOLVED_LOSS']).map(comboKey)).toEqual(
      [...rows.filter((r) => r.status === 'RESOLVED_LOSS'), unrecorded].map(comboKey),
    );
    expect(listedCombos(all, ['OPEN']).every((r) => r.status === 'OPEN' && r !== dust)).toBe(true);
    const counts = statusCounts(rows);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(rows.length);
  });

  it('lists exactly what the route lists for each status filter', async () => {
    for (const statuses of [[], ['OPEN'], ['RESOLVED_WIN', 'RESOLVED_LOSS'], [...COMBO_STATUSES]] as const) {
      const page = await api.v2.comboPositions({ user: DEMO_TRADER, ...(statuses.length ? { status: [...statuses] } : {}), limit: 1000 });
      expect(listedCombos(rows, statuses).map(comboKey)).toEqual(page.data.map(comboKey));
    }
  });
});
