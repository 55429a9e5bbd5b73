import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { V2Position, v2Page } from '../../../src/api/data/contract/schemas-v2';
import { ids, twentyWithDuplicates, v2Fixture } from '../../testing/v2-kit';

/* /v2/positions against the demo trader: statuses, flags, sorts, keyset walks and refusals. */

const U = DEMO_TRADER;
const u = DEMO_TRADER.toLowerCase();
let f: ReturnType<typeof v2Fixture>;
beforeAll(() => {
  f = v2Fixture();
});
type P = {
  token_id: string;
  status: string;
  redeemable: boolean;
  mergeable: boolean;
  current_size: number;
  current_value: number;
  realized_pnl: number;
  condition_id: string;
  proxy_wallet: string;
};

describe('/v2/positions', () => {
  it('requires user or condition, with the reference message', async () => {
    const e = await f.bad('/v2/positions');
    expect(e.error).toBe("required query param 'user' or 'condition' not provided");
  });

  it('OPEN (default) serves held positions with redeemable and mergeable flags, CURRENT_VALUE desc', async () => {
    const body = v2Page(V2Position).parse(await f.ok(`/v2/positions?user=${U}&limit=1000`));
    const held = (
      f.db
        .prepare(
          'SELECT COUNT(*) AS n FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size >= 100000 AND (m.archived = 0 OR m.resolved_at IS NOT NULL)',
        )
        .get(u) as { n: number }
    ).n;
    expect(body.data).toHaveLength(held);
    const values = body.data.map((r) => r.current_value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(body.data.some((r) => r.redeemable)).toBe(true);
    expect(body.data.some((r) => r.mergeable)).toBe(true);
    for (const r of body.data) {
      expect(r.status).toBe(r.redeemable ? 'REDEEMABLE' : 'OPEN');
      expect(r.redeemable && r.mergeable).toBe(false);
    }
  });

  it('REDEEMABLE narrows OPEN; CLOSED is the exited book in REALIZED_PNL order', async () => {
    const open = (await f.ok(`/v2/positions?user=${U}&limit=1000`)).data as P[];
    const red = (await f.ok(`/v2/positions?user=${U}&status=REDEEMABLE&limit=1000`)).data as P[];
    expect(red.map((r) => r.token_id).sort()).toEqual(
      open
        .filter((r) => r.redeemable)
        .map((r) => r.token_id)
        .sort(),
    );
    const closed = (await f.ok(`/v2/positions?user=${U}&status=closed&limit=1000`)).data as P[];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.status === 'CLOSED' && r.current_size < 0.1 && !r.redeemable)).toBe(true);
    const pnl = closed.map((r) => r.realized_pnl);
    expect([...pnl].sort((a, b) => b - a)).toEqual(pnl);
    const byTokens = (await f.ok(`/v2/positions?user=${U}&status=CLOSED&sort_by=TOKENS&limit=1000`)).data;
    expect(byTokens).toEqual(closed);
  });

  it('walks every sort key in both directions with no duplicates and the same rows', async () => {
    const all = ((await f.ok(`/v2/positions?user=${U}&limit=1000`)).data as P[]).map((r) => r.token_id).sort();
    for (const sort of ['CURRENT_VALUE', 'PRICE', 'TOKENS', 'UNREALIZED_PNL', 'REALIZED_PNL', 'TOTAL_PNL', 'TIMESTAMP']) {
      for (const dir of ['ASC', 'DESC']) {
        const one = (await f.ok(`/v2/positions?user=${U}&limit=1000&sort_by=${sort}&sort_direction=${dir}`)).data as P[];
        const pages = await f.walk(`/v2/positions?user=${U}&limit=7&sortBy=${sort}&sortDirection=${dir}`);
        const walked = pages.flat() as P[];
        expect(walked).toEqual(one);
        expect(walked.map((r) => r.token_id).sort()).toEqual(all);
      }
    }
  });

  it('the cursor binds status, sort and direction: restating is fine, contradicting is a 400', async () => {
    const p1 = await f.ok(`/v2/positions?user=${U}&limit=3&sort_by=TOKENS`);
    const cur = encodeURIComponent(p1.pagination.next_cursor);
    const p2 = await f.ok(`/v2/positions?user=${U}&cursor=${cur}`);
    expect(p2.pagination.offset).toBe(3);
    expect((await f.ok(`/v2/positions?user=${U}&sort_by=TOKENS&cursor=${cur}`)).data).toEqual(p2.data);
    await f.bad(`/v2/positions?user=${U}&sort_by=PRICE&cursor=${cur}`, 'cursor');
    await f.bad(`/v2/positions?user=${U}&status=CLOSED&cursor=${cur}`, 'cursor');
    await f.bad(`/v2/positions?cursor=${cur}`);
    await f.bad(`/v2/positions?user=${U}&title=x&cursor=${cur}`, 'cursor');
    const trades = await f.ok(`/v2/trades?user=${U}&limit=1`);
    await f.bad(`/v2/positions?user=${U}&cursor=${encodeURIComponent(trades.pagination.next_cursor)}`, 'cursor');
    await f.bad(`/v2/positions?user=${U}&cursor=${cur.slice(0, -3)}`, 'cursor');
  });

  it('market anchor: exactly one condition, rows of every holder', async () => {
    const open = (await f.ok(`/v2/positions?user=${U}&limit=1`)).data as P[];
    const cid = open[0]!.condition_id;
    for (const name of ['condition', 'condition_id', 'conditionId']) {
      const rows = (await f.ok(`/v2/positions?${name}=${cid}&limit=1000`)).data as P[];
      expect(rows.every((r) => r.condition_id === cid)).toBe(true);
      expect(rows.some((r) => r.proxy_wallet === U)).toBe(true);
    }
    await f.bad(`/v2/positions?condition=${cid},${ids(1)[0]}`, 'condition');
    expect((await f.ok(`/v2/positions?condition=${ids(1)[0]}`)).data).toEqual([]);
    // with a user, condition narrows and takes up to 20 distinct ids
    expect((await f.ok(`/v2/positions?user=${U}&condition=${twentyWithDuplicates()}`)).data).toEqual([]);
    await f.bad(`/v2/positions?user=${U}&condition=${ids(21).join(',')}`, 'condition');
  });

  it('validates every parameter', async () => {
    expect((await f.bad(`/v2/positions?user=${U}&sort_by=NOPE`, 'sort_by')).error).toBe('invalid position sortBy: NOPE');
    await f.bad(`/v2/positions?user=${U}&status=WHATEVER`, 'status');
    await f.bad(`/v2/positions?user=${U}&sort_direction=UP`, 'sort_direction');
    await f.bad(`/v2/positions?user=${U}&offset=5`, 'offset');
    await f.bad(`/v2/positions?user=${U}&limit=1001`, 'limit');
    await f.ok(`/v2/positions?user=${U}&limit=1000`);
    await f.bad(`/v2/positions?user=${U}&title=${'x'.repeat(201)}`, 'title');
    await f.ok(`/v2/positions?user=${U}&title=${'x'.repeat(200)}`);
    await f.bad(`/v2/positions?user=${U}&status=CLOSED&include_archived=true`, 'include_archived');
    await f.bad(`/v2/positions?user=${U}&filterType=SHARES`, 'filter_type');
    await f.bad(`/v2/positions?user=nope`, 'user');
    const zero = await f.ok(`/v2/positions?user=${U}&limit=0`);
    expect(zero.data).toEqual([]);
    expect(zero.pagination.next_cursor).toBeNull();
  });

  it('filters: include_archived, title, filter_type CASH, event_id, window', async () => {
    const base = (await f.ok(`/v2/positions?user=${U}&limit=1000`)).data as P[];
    const arch = (await f.ok(`/v2/positions?user=${U}&limit=1000&includeArchived=true`)).data as (P & { archived: boolean })[];
    expect(arch.length).toBeGreaterThanOrEqual(base.length);
    const cash = (await f.ok(`/v2/positions?user=${U}&limit=1000&filter_type=CASH&filter_amount=50`)).data as P[];
    expect(cash.every((r) => r.current_value >= 50)).toBe(true);
    expect(cash.length).toBeLessThan(base.length);
    const first = base[0] as P & { title: string; event_id: string; last_event_at: number };
    const byTitle = (await f.ok(`/v2/positions?user=${U}&limit=1000&title=${encodeURIComponent(first.title.slice(5, 25).toUpperCase())}`))
      .data as P[];
    expect(byTitle.map((r) => r.token_id)).toContain(first.token_id);
    const byEvent = (await f.ok(`/v2/positions?user=${U}&limit=1000&event_id=${first.event_id}`)).data as (P & { event_id: string })[];
    expect(byEvent.every((r) => r.event_id === first.event_id)).toBe(true);
    const win = (await f.ok(`/v2/positions?user=${U}&limit=1000&start=${first.last_event_at}`)).data as (P & { last_event_at: number })[];
    expect(win.every((r) => r.last_event_at >= first.last_event_at)).toBe(true);
  });
});
