import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { asStanding, asTradersPage } from './leaderboard-response';
import { placement, rankFor, sameAddress } from './standing';
import { localService } from '../../testing/local-service';

describe('standing against the local service', () => {
  const api = localService().data.v2;

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
