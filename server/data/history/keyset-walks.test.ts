import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { ACTIVITY_TYPES } from '../../../src/api/data/contract/params-v2';
import { V2Activity, V2Trade, v2Page } from '../../../src/api/data/contract/schemas-v2';
import { ids, twentyWithDuplicates, v2Fixture } from '../../testing/v2-kit';

/* /v2/trades and /v2/activity against the demo dataset: keyset walks, windows, filters, errors. */

const U = DEMO_TRADER;
const u = DEMO_TRADER.toLowerCase();
let f: ReturnType<typeof v2Fixture>;
beforeAll(() => {
  f = v2Fixture();
});

type Row = { timestamp: number; transaction_hash: string; type?: string; side: string; condition_id: string };

describe('/v2/trades', () => {
  it('serves the demo trader taker fills newest first in the v2 envelope', async () => {
    const body = v2Page(V2Trade).parse(await f.ok(`/v2/trades?user=${U}&limit=5`));
    expect(body.data).toHaveLength(5);
    expect(body.pagination).toMatchObject({ limit: 5, offset: 0, has_more: true });
    for (const r of body.data) expect(r.proxy_wallet).toBe(U);
    const ts = body.data.map((r) => r.timestamp);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
  });

  it('walks the full history with a keyset cursor: no duplicates, same rows as one big page', async () => {
    const all = (await f.ok(`/v2/trades?user=${U}&start=1&limit=1000`)).data as Row[];
    const pages = await f.walk(`/v2/trades?user=${U}&start=1&limit=37`);
    const walked = pages.flat() as Row[];
    expect(walked).toEqual(all);
    const taker = f.db.prepare('SELECT COUNT(*) AS n FROM trades WHERE taker = ? AND size >= 10000').get(u) as { n: number };
    expect(walked.length).toBe(taker.n);
    expect(pages.slice(0, -1).every((p) => p.length === 37)).toBe(true);
  });

  it('taker_only=false adds the maker rows (camelCase takerOnly too)', async () => {
    const a = (await f.ok(`/v2/trades?user=${U}&start=1&limit=1000&taker_only=false`)).data.length;
    const b = (await f.ok(`/v2/trades?user=${U}&start=1&limit=1000&takerOnly=false`)).data.length;
    const n = (f.db.prepare('SELECT COUNT(*) AS n FROM trades WHERE (taker = ? OR maker = ?) AND size >= 10000').get(u, u) as { n: number })
      .n;
    expect(a).toBe(n);
    expect(b).toBe(n);
  });

  it('omitted start is a 3-year window; start=1 gives the full user history', async () => {
    const floor = f.now - 3 * 365 * 86_400;
    const dflt = (await f.ok(`/v2/trades?user=${U}&limit=1000`)).data as Row[];
    const full = (await f.ok(`/v2/trades?user=${U}&start=1&limit=1000`)).data as Row[];
    expect(dflt.every((r) => r.timestamp >= floor)).toBe(true);
    expect(full.length).toBeGreaterThan(dflt.length);
    const end = full[10]!.timestamp;
    const windowed = (await f.ok(`/v2/trades?user=${U}&start=1&end=${end}&limit=1000`)).data as Row[];
    expect(windowed.every((r) => r.timestamp <= end)).toBe(true);
  });

  it('filters by side and by the condition alias trio', async () => {
    const sells = (await f.ok(`/v2/trades?user=${U}&start=1&side=SELL&limit=1000`)).data as Row[];
    expect(sells.length).toBeGreaterThan(0);
    expect(sells.every((r) => r.side === 'SELL')).toBe(true);
    const cid = sells[0]!.condition_id;
    const a = await f.ok(`/v2/trades?condition=${cid}&limit=50`);
    const b = await f.ok(`/v2/trades?condition_id=${cid}&limit=50`);
    const c = await f.ok(`/v2/trades?conditionId=${cid}&limit=50`);
    expect(a.data.length).toBeGreaterThan(0);
    expect(b.data).toEqual(a.data);
    expect(c.data).toEqual(a.data);
    expect((a.data as Row[]).every((r) => r.condition_id === cid)).toBe(true);
  });

  it('enforces the 20-distinct rule on condition and event_id', async () => {
    await f.bad(`/v2/trades?condition=${ids(21).join(',')}`, 'condition');
    expect((await f.ok(`/v2/trades?condition=${twentyWithDuplicates()}`)).data).toEqual([]);
    const ev = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    await f.bad(`/v2/trades?event_id=${ev}`, 'event_id');
    await f.ok(`/v2/trades?eventId=${ev.split(',').slice(0, 20).join(',')}&limit=1`);
  });

  it('refuses bad parameters with v2 error bodies', async () => {
    const e = await f.bad(`/v2/trades?side=HOLD`, 'side');
    expect(e.error).toBe('side must be BUY or SELL');
    expect((await f.bad(`/v2/trades?filter_type=X`, 'filter_type')).error).toBe('filterType must be CASH or TOKENS');
    await f.bad(`/v2/trades?offset=0`, 'offset');
    await f.bad(`/v2/trades?limit=1001`, 'limit');
    await f.bad(`/v2/trades?limit=-1`, 'limit');
    await f.bad(`/v2/trades?limit=abc`, 'limit');
    await f.bad(`/v2/trades?user=0x123`, 'user');
    await f.bad(`/v2/trades?condition=0xabc`, 'condition');
    await f.bad(`/v2/trades?condition=${ids(1)[0]}&event_id=1`);
    await f.bad(`/v2/trades?limit=5&limit=6`, 'limit');
    await f.ok(`/v2/trades?limit=1000`);
    await f.ok(`/v2/trades?limit=0`);
  });

  it('refuses a tampered, foreign or re-filtered cursor', async () => {
    const body = await f.ok(`/v2/trades?user=${U}&limit=2`);
    const cur = body.pagination.next_cursor as string;
    const [payload, sig] = cur.split('.');
    const flipped = `${payload!.slice(0, -2)}${payload!.endsWith('A') ? 'B' : 'A'}${payload!.slice(-1)}.${sig}`;
    await f.bad(`/v2/trades?user=${U}&cursor=${encodeURIComponent(flipped)}`, 'cursor');
    await f.bad(`/v2/trades?user=${U}&cursor=garbage`, 'cursor');
    await f.bad(`/v2/activity?user=${U}&cursor=${encodeURIComponent(cur)}`, 'cursor');
    await f.bad(`/v2/trades?user=${U}&side=BUY&cursor=${encodeURIComponent(cur)}`, 'cursor');
    // the user may be restated in the other spelling
    await f.ok(`/v2/trades?user=${u}&cursor=${encodeURIComponent(cur)}`);
  });
});

describe('/v2/activity', () => {
  it('requires user, with the reference message', async () => {
    const e = await f.bad(`/v2/activity`, 'user');
    expect(e.error).toBe("required query param 'user' not provided");
  });

  it('serves the demo trader activity, deposits excluded by default', async () => {
    const body = v2Page(V2Activity).parse(await f.ok(`/v2/activity?user=${U}&start=1&limit=1000`));
    const n = (
      f.db.prepare("SELECT COUNT(*) AS n FROM activity WHERE user = ? AND type NOT IN ('DEPOSIT','WITHDRAWAL')").get(u) as { n: number }
    ).n;
    expect(body.data).toHaveLength(n);
    expect(body.pagination.has_more).toBe(false);
    expect(body.data.some((r) => r.is_combo === true)).toBe(true);
    const withDeposits = await f.ok(`/v2/activity?user=${U}&start=1&limit=1000&excludeDepositsWithdrawals=false&type=DEPOSIT`);
    expect(withDeposits.data.length).toBe(10);
  });

  it('accepts every activity type and refuses an unknown one', async () => {
    for (const t of ACTIVITY_TYPES) {
      const body = await f.ok(`/v2/activity?user=${U}&start=1&type=${t}&exclude_deposits_withdrawals=false&limit=1000`);
      expect((body.data as Row[]).every((r) => r.type === t)).toBe(true);
    }
    await f.ok(`/v2/activity?user=${U}&type=TRADE,REDEEM`);
    await f.bad(`/v2/activity?user=${U}&type=TRADE,NOPE`, 'type');
  });

  it('walks DESC and ASC keysets consistently; the direction is bound to the cursor', async () => {
    const all = (await f.ok(`/v2/activity?user=${U}&start=1&limit=1000`)).data as Row[];
    const desc = (await f.walk(`/v2/activity?user=${U}&start=1&limit=23`)).flat();
    expect(desc).toEqual(all);
    const asc = (await f.walk(`/v2/activity?user=${U}&start=1&limit=23&sort_direction=ASC`)).flat();
    expect(asc).toEqual([...all].reverse());
    const p1 = await f.ok(`/v2/activity?user=${U}&start=1&limit=5&sortDirection=ASC`);
    await f.bad(`/v2/activity?user=${U}&start=1&sort_direction=DESC&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`, 'cursor');
    await f.bad(`/v2/activity?user=${U}&sort_by=CASH`, 'sort_by');
    await f.ok(`/v2/activity?user=${U}&sort_by=TIMESTAMP&limit=1`);
  });

  it('a row written after page 1 does not shift page 2', async () => {
    const fx = v2Fixture();
    const path = `/v2/activity?user=${U}&limit=10`;
    const p1 = await fx.ok(path);
    const p2Before = await fx.ok(`${path}&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`);
    fx.db
      .prepare(
        `INSERT INTO activity (user, ts, type, condition_id, asset, outcome_index, side, size, usdc_size, price, share_delta, cash_delta, tx_hash)
         VALUES (?, ?, 'REWARD', '', '', 999, '', 0, 5000000, 0, 0, 5000000, ?)`,
      )
      .run(u, fx.now - 1, `0x${'ab'.repeat(32)}`);
    const p2After = await fx.ok(`${path}&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`);
    expect(p2After.data).toEqual(p2Before.data);
    const fresh = await fx.ok(path);
    expect(fresh.data[0].type).toBe('REWARD');
    expect(fresh.data[0].timestamp).toBe(fx.now - 1);
  });

  it('a fill written after page 1 does not shift page 2 of the trades feed', async () => {
    const fx = v2Fixture();
    const path = `/v2/trades?user=${U}&limit=10`;
    const p1 = await fx.ok(path);
    const p2Before = await fx.ok(`${path}&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`);
    const t = fx.db.prepare('SELECT * FROM trades WHERE taker = ? ORDER BY ts DESC LIMIT 1').get(u) as Record<string, unknown>;
    fx.db
      .prepare(
        `INSERT INTO trades (ts, condition_id, asset, outcome_index, taker, maker, taker_side, size, price, taker_fee, maker_fee, builder_code, tx_hash)
         VALUES (?, ?, ?, ?, ?, ?, 'BUY', 5000000, 500000, 0, 0, '', ?)`,
      )
      .run(fx.now - 1, t.condition_id, t.asset, t.outcome_index, u, t.maker, `0x${'cd'.repeat(32)}`);
    const p2After = await fx.ok(`${path}&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`);
    expect(p2After.data).toEqual(p2Before.data);
  });

  it('validates bounds, aliases and the condition rules', async () => {
    await f.bad(`/v2/activity?user=${U}&limit=1001`, 'limit');
    await f.bad(`/v2/activity?user=${U}&offset=10`, 'offset');
    await f.bad(`/v2/activity?user=${U}&condition=${ids(21).join(',')}`, 'condition');
    await f.ok(`/v2/activity?user=${U}&conditionId=${twentyWithDuplicates()}`);
    await f.bad(`/v2/activity?user=${U}&side=UP`, 'side');
    const cid = (
      f.db.prepare("SELECT condition_id FROM activity WHERE user = ? AND type = 'TRADE' LIMIT 1").get(u) as { condition_id: string }
    ).condition_id;
    const a = await f.ok(`/v2/activity?user=${U}&start=1&condition_id=${cid}`);
    expect(a.data.length).toBeGreaterThan(0);
    expect((a.data as Row[]).every((r) => r.condition_id === cid)).toBe(true);
  });
});
