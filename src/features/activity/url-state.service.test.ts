import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { type DataApi } from '../../api/data/data-api';
import { readFullHistory } from '../../api/data/history-reader';
import { collectAll } from '../../api/data/page-all';
import { activityFromV1, activityFromV2, activityRowsFromV1 } from './activity-row';
import { narrowFullActivity } from './queries';
import { activityScope, DEFAULT_ACTIVITY_FILTERS, toActivityV1Filters, toActivityV2Params, type ActivityFilters } from './url-state';
import { localService } from '../../testing/local-service';

describe('activity filters sent to the in-process service', () => {
  let api: DataApi;
  beforeAll(() => {
    api = localService().data;
  });

  const v2Walk = async (f: ActivityFilters) => (await collectAll(api.v2.activity, toActivityV2Params(DEMO_TRADER, f))).map(activityFromV2);
  const v1Walk = async (f: ActivityFilters) => {
    const { start, end, query } = toActivityV1Filters(activityScope(f));
    const r = await readFullHistory('activity', (p, o) => api.v1.activity(p, o), {
      user: DEMO_TRADER,
      start,
      ...(end !== undefined && { end }),
      query,
      pageSize: 40,
      offsetCap: 80,
    });
    return r.rows.map(activityFromV1);
  };

  it('the full-history mapping, which shares equal strings between rows, gives the very rows of the per-row mapping', async () => {
    const { start, end, query } = toActivityV1Filters(activityScope(DEFAULT_ACTIVITY_FILTERS));
    const r = await readFullHistory('activity', (p, o) => api.v1.activity(p, o), {
      user: DEMO_TRADER,
      start,
      ...(end !== undefined && { end }),
      query,
    });
    const shared = activityRowsFromV1(r.rows);
    expect(shared.length).toBeGreaterThan(100);
    // markets repeat across rows, which is what sharing saves
    expect(new Set(shared.map((x) => x.title)).size).toBeLessThan(shared.length / 2);
    expect(shared).toEqual(r.rows.map(activityFromV1));
  });

  it('returns only what the filters ask for, deposits and withdrawals included, the same rows on v2 pages and the v1 walk', async () => {
    const f: ActivityFilters = { ...DEFAULT_ACTIVITY_FILTERS, types: ['REDEEM', 'DEPOSIT', 'WITHDRAWAL'] };
    const rows = await v2Walk(f);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['REDEEM', 'DEPOSIT', 'WITHDRAWAL']));
    expect(await v1Walk(f)).toEqual(rows);
  });

  it('a full history of every type, narrowed to some types in the page, is the walk the service gives for those types', async () => {
    const all = await v1Walk(DEFAULT_ACTIVITY_FILTERS);
    for (const types of [['TRADE'], ['REDEEM', 'SPLIT', 'MERGE'], ['REWARD', 'CONVERSION']] as ActivityFilters['types'][]) {
      const served = await v1Walk({ ...DEFAULT_ACTIVITY_FILTERS, types });
      expect(narrowFullActivity({ rows: all, complete: true, gaps: 0 }, types).rows, types.join()).toEqual(served);
    }
  });

  it('reads the whole account by default (start=1 reaches past three years), newest or oldest first', async () => {
    const newest = await v2Walk(DEFAULT_ACTIVITY_FILTERS);
    const oldest = await v2Walk({ ...DEFAULT_ACTIVITY_FILTERS, order: 'oldest' });
    expect(oldest.map((r) => r.timestamp)).toEqual(newest.map((r) => r.timestamp).reverse());
    const threeYearsAgo = Date.now() / 1000 - 3 * 365 * 86_400;
    expect(newest.at(-1)!.timestamp).toBeLessThan(threeYearsAgo);
    expect(await v1Walk(DEFAULT_ACTIVITY_FILTERS)).toEqual(newest);
  });

  it('narrows by side, market and day range', async () => {
    const all = await v2Walk({ ...DEFAULT_ACTIVITY_FILTERS, types: ['TRADE'] });
    const t = all[Math.floor(all.length / 2)]!;
    const day = new Date(t.timestamp * 1000).toISOString().slice(0, 10);
    const f: ActivityFilters = { ...DEFAULT_ACTIVITY_FILTERS, side: t.side as 'BUY' | 'SELL', market: t.conditionId, from: day, to: day };
    const rows = await v2Walk(f);
    expect(rows).toContainEqual(t);
    for (const r of rows) {
      expect(r.side).toBe(t.side);
      expect(r.conditionId).toBe(t.conditionId);
      expect(new Date(r.timestamp * 1000).toISOString().slice(0, 10)).toBe(day);
    }
    expect(await v1Walk(f)).toEqual(rows);
  });
});
