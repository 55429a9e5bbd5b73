import { beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { DEMO_TRADER } from '../../../src/api/config';
import { V2Holder, V2Pagination, V2UserStats } from '../../../src/api/data/contract/schemas-v2';
import { MICRO, mulDiv, mulDivRound } from '../../ledger/money';
import { comboPayoutPerShare, type LegResolution } from '../../ledger/combo-status';
import { ids, twentyWithDuplicates, v2Fixture } from '../../testing/v2-kit';

/* /v2/value, user-stats, oi, live-volume, holders, status, resolutions and prices-history. */

const U = DEMO_TRADER;
const u = DEMO_TRADER.toLowerCase();
let f: ReturnType<typeof v2Fixture>;
let open: { condition_id: string; token0: string; token1: string };
let resolved: { condition_id: string; question_id: string; token0: string; event_id: number };
beforeAll(() => {
  f = v2Fixture();
  open = f.db
    .prepare('SELECT condition_id, token0, token1 FROM markets WHERE resolved_at IS NULL AND archived = 0 LIMIT 1')
    .get() as typeof open;
  resolved = f.db
    .prepare('SELECT condition_id, question_id, token0, event_id FROM markets WHERE resolved_at IS NOT NULL LIMIT 1')
    .get() as typeof resolved;
});
const randomUser = () => privateKeyToAccount(generatePrivateKey()).address;

describe('/v2/value', () => {
  it('marks the demo trader holdings plus held combos (live at basis, settled at payout), exactly', async () => {
    const rows = f.db
      .prepare(
        `SELECT p.size, CASE WHEN m.resolved_at IS NOT NULL THEN COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0)
                WHEN p.outcome_index = 0 THEN m.price0 ELSE 1000000 - m.price0 END AS mark
         FROM positions p JOIN markets m USING (condition_id) WHERE p.user = ? AND p.size > 0`,
      )
      .all(u) as { size: number; mark: number }[];
    let micro = rows.reduce((s, r) => s + mulDivRound(r.size, r.mark, MICRO), 0);
    // live combos at their fee-exclusive basis; the settled ones (resolved_at set, shares held) at their payout
    for (const c of f.db
      .prepare('SELECT gross_entry_cost - entry_fees AS basis FROM combo_positions WHERE user = ? AND resolved_at IS NULL AND shares > 0')
      .all(u) as { basis: number }[]) {
      micro += c.basis;
    }
    const legs = f.db.prepare(
      `SELECT l.outcome_index, m.resolved_at, m.payout0, m.payout1 FROM combo_legs l JOIN markets m USING (condition_id)
       WHERE l.combo_condition_id = ? ORDER BY l.leg_index`,
    );
    for (const c of f.db
      .prepare('SELECT combo_condition_id AS id, shares FROM combo_positions WHERE user = ? AND resolved_at IS NOT NULL AND shares > 0')
      .all(u) as { id: string; shares: number }[]) {
      micro += mulDiv(c.shares, comboPayoutPerShare(legs.all(c.id) as LegResolution[])!, MICRO);
    }
    const body = await f.ok(`/v2/value?user=${U}`);
    expect(body).toEqual({ data: { proxy_wallet: U, value: micro / MICRO } });
    expect(Object.keys(body)).toEqual(['data']);
  });
  it('scopes by condition, answers 0 for an unknown user, refuses a missing user', async () => {
    const scoped = await f.ok(`/v2/value?user=${U}&conditionId=${open.condition_id}`);
    expect(scoped.data.value).toBeGreaterThanOrEqual(0);
    const nobody = randomUser();
    expect((await f.ok(`/v2/value?user=${nobody}`)).data).toEqual({ proxy_wallet: nobody, value: 0 });
    await f.bad('/v2/value', 'user');
    await f.bad(`/v2/value?user=${U}&condition=${ids(21).join(',')}`, 'condition');
    await f.ok(`/v2/value?user=${U}&condition_id=${twentyWithDuplicates()}`);
  });
});

describe('/v2/user-stats', () => {
  it('counts distinct markets traded and gives the profile card', async () => {
    const body = await f.ok(`/v2/user-stats?user=${U}`);
    const stats = V2UserStats.parse(body.data);
    const n = (f.db.prepare('SELECT COUNT(DISTINCT condition_id) AS n FROM trades WHERE taker = ? OR maker = ?').get(u, u) as { n: number })
      .n;
    expect(stats.trades).toBe(n);
    expect(stats.proxy_wallet).toBe(U);
    expect(stats.biggest_win).toBeGreaterThan(1);
    expect(stats.join_date).toBeGreaterThan(0);
  });
  it('an unknown user is data null; a missing or malformed user is a 400', async () => {
    expect(await f.ok(`/v2/user-stats?user=${randomUser()}`)).toEqual({ data: null });
    await f.bad('/v2/user-stats', 'user');
    await f.bad('/v2/user-stats?user=0x12', 'user');
  });
});

describe('/v2/oi', () => {
  it('global figure without condition; one row per servable requested id; misses absent', async () => {
    const g = await f.ok('/v2/oi');
    expect(g.data).toHaveLength(1);
    expect(g.data[0].condition_id).toBe('GLOBAL');
    const rows = (await f.ok(`/v2/oi?condition=${open.condition_id},${ids(1)[0]}`)).data;
    expect(rows.map((r: { condition_id: string }) => r.condition_id)).toEqual([open.condition_id]);
    expect(rows[0].value).toBeGreaterThan(0);
    expect(rows[0].value).toBeLessThanOrEqual(g.data[0].value);
    await f.bad(`/v2/oi?condition=${ids(21).join(',')}`, 'condition');
    expect((await f.ok(`/v2/oi?conditionId=${twentyWithDuplicates()}`)).data).toEqual([]);
  });
});

describe('/v2/live-volume', () => {
  it('sums taker volume per market of the events, descending', async () => {
    const a = await f.ok('/v2/live-volume?event_id=1,2');
    const b = await f.ok('/v2/live-volume?id=2,1,x');
    const c = await f.ok('/v2/live-volume?eventId=2,1');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const vols = a.data.conditions.map((r: { taker_volume: number }) => r.taker_volume);
    expect([...vols].sort((x, y) => y - x)).toEqual(vols);
    const total = (
      f.db
        .prepare('SELECT SUM(size) AS s FROM trades WHERE condition_id IN (SELECT condition_id FROM markets WHERE event_id IN (1, 2))')
        .get() as { s: number }
    ).s;
    expect(a.data.taker_volume_total).toBe(total / MICRO);
    expect(await f.ok('/v2/live-volume?event_id=999999')).toEqual({ data: { taker_volume_total: 0, conditions: [] } });
    await f.bad('/v2/live-volume', 'event_id');
    await f.bad('/v2/live-volume?event_id=x,y', 'event_id');
    await f.bad(`/v2/live-volume?event_id=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, 'event_id');
  });
});

describe('/v2/holders', () => {
  it('groups top holders per token, net by default, and pages by cursor', async () => {
    const body = await f.ok(`/v2/holders?condition=${open.condition_id}&limit=2`);
    V2Pagination.parse(body.pagination);
    for (const g of body.data) {
      expect([open.token0, open.token1]).toContain(g.token_id);
      for (const h of g.holders) V2Holder.parse(h);
      expect(g.holders[0].avg_price).toBeUndefined();
    }
    const pages = await f.walk(`/v2/holders?condition=${open.condition_id}&limit=2`);
    const wallets = pages
      .flat()
      .flatMap((g) => (g as { token_id: string; holders: { proxy_wallet: string }[] }).holders.map((h) => `${h.proxy_wallet}`));
    const all = (await f.ok(`/v2/holders?condition=${open.condition_id}&limit=1000`)).data.flatMap(
      (g: { holders: { proxy_wallet: string }[] }) => g.holders.map((h) => h.proxy_wallet),
    );
    expect(wallets.sort()).toEqual([...all].sort());
    await f.bad(`/v2/holders?condition=${open.condition_id}&offset=2`, 'offset');
  });
  it('include_pnl adds economics, per-side gross, one condition and limit <= 100', async () => {
    const body = await f.ok(`/v2/holders?condition=${open.condition_id}&include_pnl=true&limit=100`);
    const h = V2Holder.parse(body.data[0].holders[0]);
    expect(h.total_pnl).toBeCloseTo(h.realized_pnl! + h.unrealized_pnl!, 6);
    expect(h.current_value).toBeCloseTo(h.amount * h.current_price!, 6);
    await f.ok(`/v2/holders?condition_id=${open.condition_id}&includePnl=true&limit=1`);
    await f.bad(`/v2/holders?condition=${open.condition_id}&include_pnl=true&limit=101`, 'limit');
    await f.bad(`/v2/holders?condition=${open.condition_id},${resolved.condition_id}&include_pnl=true`, 'condition');
  });
  it('refuses combo ids, missing condition and the 21st distinct id', async () => {
    await f.bad(`/v2/holders?condition=0x${'ab'.repeat(31)}`, 'condition');
    await f.bad('/v2/holders', 'condition');
    await f.bad(`/v2/holders?condition=${ids(21).join(',')}`, 'condition');
    expect((await f.ok(`/v2/holders?condition=${twentyWithDuplicates()}`)).data).toEqual([]);
  });
});

describe('/v2/status', () => {
  it('reports freshness in the ServiceStatus shape', async () => {
    const { data } = await f.ok('/v2/status');
    expect(data).toMatchObject({ age_seconds: 0, ingestion: { cursors: 0, lagging: [] } });
    expect(data.serving.mechanisms.map((m: { name: string }) => m.name)).toEqual(['activity_feed', 'custody_balances', 'pnl']);
    expect(typeof data.serving.lag_seconds).toBe('number');
    expect(data.computed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe('/v2/resolutions', () => {
  it('answers by exactly one selector', async () => {
    const byCond = (await f.ok(`/v2/resolutions?condition=${resolved.condition_id}`)).data;
    expect(byCond).toHaveLength(1);
    expect(byCond[0]).toMatchObject({
      condition_id: resolved.condition_id,
      status: 'resolved',
      extended_review: false,
      was_disputed: false,
    });
    expect(byCond[0].payouts).toHaveLength(2);
    const byQ = (await f.ok(`/v2/resolutions?question_id=${resolved.question_id}`)).data;
    expect(byQ[0].condition_id).toBeUndefined();
    expect(byQ[0].last_update_timestamp).toMatch(/^\d+$/);
    const byEvent = (await f.ok(`/v2/resolutions?event_id=${resolved.event_id}`)).data;
    expect(byEvent.map((r: { condition_id: string }) => r.condition_id)).toContain(resolved.condition_id);
    expect((await f.ok(`/v2/resolutions?conditionId=${ids(1)[0]}`)).data).toEqual([]);
    const e = await f.bad(`/v2/resolutions?event_id=1&condition=${resolved.condition_id}`);
    expect(e.error).toBe("provide exactly one of 'question_id', 'condition', or 'event_id'");
    await f.bad('/v2/resolutions');
    await f.bad(`/v2/resolutions?condition=${ids(21).join(',')}`, 'condition');
  });
});

describe('/v2/prices-history', () => {
  it('serves every interval oldest first with a terminal tick', async () => {
    for (const iv of ['max', 'all', '1m', '1w', '1d', '6h', '1h']) {
      const body = await f.ok(`/v2/prices-history?token_id=${open.token0}&interval=${iv}`);
      const ts = body.data.map((p: { timestamp: number }) => p.timestamp);
      expect([...ts].sort((a, b) => a - b)).toEqual(ts);
      for (const p of body.data) expect(p.price).toBeGreaterThanOrEqual(0);
    }
    const max = (await f.ok(`/v2/prices-history?tokenId=${open.token0}&interval=max`)).data;
    expect(max.length).toBeGreaterThan(1);
    expect(max[max.length - 1].resolution_seconds).toBe(0);
    const other = (await f.ok(`/v2/prices-history?token_id=${open.token1}&interval=max`)).data;
    expect(other[other.length - 1].price).toBeCloseTo(1 - max[max.length - 1].price, 6);
  });
  it('a resolved token ends on its payout; pages by cursor; fidelity sets the bucket', async () => {
    const r = (await f.ok(`/v2/prices-history?token_id=${resolved.token0}&interval=max`)).data;
    expect([0, 1]).toContain(r[r.length - 1].price);
    const one = (await f.ok(`/v2/prices-history?token_id=${open.token0}&interval=max&bucket_seconds=43200`)).data;
    const pages = await f.walk(`/v2/prices-history?token_id=${open.token0}&interval=max&bucket_seconds=43200&limit=7`);
    expect(pages.flat()).toEqual(one);
    const fid = (await f.ok(`/v2/prices-history?token_id=${open.token0}&interval=max&fidelity=1440`)).data;
    expect(fid[0].resolution_seconds).toBe(86_400);
  });
  it('validates the window forms', async () => {
    expect((await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=2d`, 'interval')).error).toBe(
      'interval must be one of max, all, 1m, 1w, 1d, 6h, 1h',
    );
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=`, 'interval');
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=MAX`, 'interval');
    await f.bad(`/v2/prices-history?interval=max`, 'token_id');
    await f.bad(`/v2/prices-history?token_id=${open.token0}`);
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=1d&start=5`);
    await f.bad(`/v2/prices-history?token_id=${open.token0}&start=${f.now - 16 * 86_400}`, 'start');
    await f.ok(`/v2/prices-history?token_id=${open.token0}&start=${f.now - 14 * 86_400}`);
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=1d&bucket_seconds=59`, 'bucket_seconds');
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=1d&limit=10001`, 'limit');
    await f.bad(`/v2/prices-history?token_id=${open.token0}&interval=1d&offset=1`, 'offset');
    const asOf = await f.ok(`/v2/prices-history?token_id=${open.token0}&as_of=${f.now}`);
    expect(asOf.data).toHaveLength(1);
    expect((await f.ok(`/v2/prices-history?token_id=123&interval=max`)).data).toEqual([]);
  });
});
