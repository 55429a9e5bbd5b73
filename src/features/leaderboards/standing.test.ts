import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { demoDb } from '../../../server/testing/demo-db';
import { DEMO_TRADER } from '../../api/config';
import { createDataApi } from '../../api/data/data-api';
import { asStanding, asTradersPage } from './leaderboard-response';
import { pageOfRank, placement, rankFor, sameAddress } from './standing';

describe('standing derivation', () => {
  it('takes the rank of the board being read', () => {
    const s = { rank_pnl: 294, rank_volume: 52 };
    expect(rankFor(s, 'PNL')).toBe(294);
    expect(rankFor(s, 'VOLUME')).toBe(52);
    expect(rankFor({ rank_pnl: null, rank_volume: 3 }, 'PNL')).toBeNull();
  });

  it('finds the page of a rank', () => {
    expect(pageOfRank(1, 25)).toBe(1);
    expect(pageOfRank(25, 25)).toBe(1);
    expect(pageOfRank(26, 25)).toBe(2);
    expect(pageOfRank(294, 25)).toBe(12);
  });

  it('places a rank relative to the page on screen', () => {
    expect(placement(null, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'unranked' });
    expect(placement(1, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'on-page' });
    expect(placement(25, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'on-page' });
    expect(placement(26, { offset: 0, rows: 25 }, 25)).toEqual({ kind: 'elsewhere', page: 2, before: false });
    expect(placement(3, { offset: 25, rows: 25 }, 25)).toEqual({ kind: 'elsewhere', page: 1, before: true });
    // a short last page holds only its own rows
    expect(placement(30, { offset: 25, rows: 4 }, 25)).toEqual({ kind: 'elsewhere', page: 2, before: false });
    expect(placement(7, undefined, 25)).toEqual({ kind: 'elsewhere', page: 1, before: false });
  });

  it('compares addresses without regard to case', () => {
    expect(sameAddress(DEMO_TRADER, DEMO_TRADER.toLowerCase())).toBe(true);
    expect(sameAddress('', '')).toBe(false);
  });
});

describe('standing against the local service', () => {
  const app = createApp(demoDb());
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof globalThis.fetch;
  const api = createDataApi('http://local/data', { fetch }).v2;

  it("places the demo trader's volume rank on the page the board shows it", async () => {
    const standing = asStanding(await api.leaderboard({ user: DEMO_TRADER, time_period: 'all' }));
    expect(standing).not.toBeNull();
    const rank = rankFor(standing!, 'VOLUME');
    expect(rank).not.toBeNull();
    const pageSize = 25;
    const where = placement(rank, { offset: 0, rows: pageSize }, pageSize);

    // walk the board to the page the derivation names, and find the trader on it
    let page = asTradersPage(await api.leaderboard({ time_period: 'all', sort_by: 'VOLUME', limit: pageSize }));
    let pageNo = 1;
    const target = where.kind === 'elsewhere' ? where.page : 1;
    while (pageNo < target && page.pagination.next_cursor) {
      page = asTradersPage(await api.leaderboard({ time_period: 'all', sort_by: 'VOLUME', cursor: page.pagination.next_cursor }));
      pageNo += 1;
    }
    expect(pageNo).toBe(target);
    const row = page.data.find((r) => sameAddress(r.user_id, DEMO_TRADER));
    expect(row?.rank).toBe(rank);
    expect(placement(rank, { offset: page.pagination.offset, rows: page.data.length }, pageSize)).toEqual({ kind: 'on-page' });
  });
});
