import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { DEFAULT_FILTERS, defaultsFor, SORTS, STATUSES, toPositionsParams, type PositionFilters } from './url-state';
import { localService } from '../../testing/local-service';

describe('the request against the real service', () => {
  const api = localService().data.v2;

  /** The rows "Load more" would end with: each page re-sends the filters along with the cursor. */
  async function walk(f: PositionFilters): Promise<string[]> {
    const out: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.positions(toPositionsParams(DEMO_TRADER, f, cursor));
      out.push(...page.data.map((r) => r.token_id));
      cursor = page.pagination.next_cursor ?? undefined;
    } while (cursor);
    return out;
  }

  it('walks every tab and sort by cursor to the same rows, in the same order, as one big page', async () => {
    for (const status of STATUSES) {
      for (const sort_by of SORTS[status]) {
        const f: PositionFilters = { ...defaultsFor(status), sort_by, sort_direction: 'ASC', limit: 25 };
        const whole = await api.positions(toPositionsParams(DEMO_TRADER, { ...f, limit: 1000 }));
        expect(whole.data.length, `${status} has rows`).toBeGreaterThan(0);
        expect(await walk(f)).toEqual(whole.data.map((r) => r.token_id));
      }
    }
  });

  it('narrows to one event, one market, a title and a minimum as asked', async () => {
    const open = (await api.positions(toPositionsParams(DEMO_TRADER, { ...DEFAULT_FILTERS, limit: 1000 }))).data;
    const sample = open[0]!;
    const byEvent = (await api.positions(toPositionsParams(DEMO_TRADER, { ...DEFAULT_FILTERS, event_id: sample.event_id }))).data;
    expect(byEvent.length).toBeGreaterThan(0);
    expect(byEvent.every((r) => r.event_id === sample.event_id)).toBe(true);
    const byMarket = (await api.positions(toPositionsParams(DEMO_TRADER, { ...DEFAULT_FILTERS, condition: sample.condition_id }))).data;
    expect(byMarket.map((r) => r.condition_id)).toContain(sample.condition_id);
    expect(byMarket.every((r) => r.condition_id === sample.condition_id)).toBe(true);
    const big = (
      await api.positions(toPositionsParams(DEMO_TRADER, { ...DEFAULT_FILTERS, filter_type: 'CASH', filter_amount: 100, limit: 1000 }))
    ).data;
    expect(big.every((r) => r.current_value >= 100)).toBe(true);
    expect(big.length).toBe(open.filter((r) => r.current_value >= 100).length);
  });

  it('adds the positions in archived markets when asked, on the held tabs', async () => {
    for (const status of ['OPEN', 'REDEEMABLE'] as const) {
      const f: PositionFilters = { ...defaultsFor(status), limit: 1000 };
      const without = (await api.positions(toPositionsParams(DEMO_TRADER, f))).data;
      const withArchived = (await api.positions(toPositionsParams(DEMO_TRADER, { ...f, include_archived: true }))).data;
      // the demo trader holds shares in an archived market still trading and in an archived resolved one: the
      // resolved one's position is a claim, always served (docs/money-model.md); the other comes when asked
      expect(
        without.some((r) => r.archived && r.redeemable),
        status,
      ).toBe(true);
      expect(
        without.filter((r) => r.archived).every((r) => r.redeemable),
        status,
      ).toBe(true);
      if (status === 'OPEN') expect(withArchived.some((r) => r.archived && !r.redeemable)).toBe(true);
      expect(withArchived.filter((r) => !r.archived || r.redeemable).map((r) => r.token_id)).toEqual(without.map((r) => r.token_id));
    }
  });
});
