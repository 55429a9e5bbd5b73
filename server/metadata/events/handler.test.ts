import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ORDER } from '../../../src/api/metadata/params';
import { decodeMarketLists, MetadataEvents, type MetadataEvent } from '../../../src/api/metadata/schemas';
import { expectSorted, metadataKit, marketRows, referenceMarket, type Kit, type MarketRow } from '../../testing/metadata-kit';

/* GET /gamma/events over the demo dataset: figures against SQL, every filter and order, paging, bounds. */

let k: Kit;
let markets: MarketRow[];
let eventCount: number;
const events = async (query: string) => MetadataEvents.parse(await k.ok(`/events?${query}`));
const ids = (list: MetadataEvent[]) => list.map((e) => Number(e.id));

beforeAll(() => {
  k = metadataKit();
  markets = marketRows(k.db);
  eventCount = k.db.prepare('SELECT COUNT(*) FROM events').pluck().get() as number;
}, 60_000);

describe('GET /events: records', () => {
  it('lists 20 events by id by default, each with its tags and markets, figures summed from the tables', async () => {
    const list = await events('');
    expect(ids(list)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const e of list) {
      const row = k.db.prepare('SELECT * FROM events WHERE id = ?').get(Number(e.id)) as {
        slug: string;
        title: string;
        category: string;
        neg_risk: number;
        start_date: number;
        end_date: number;
      };
      expect(e).toMatchObject({ slug: row.slug, title: row.title, category: row.category, negRisk: row.neg_risk === 1 });
      expect(Date.parse(e.startDate) / 1000).toBe(row.start_date);
      expect(Date.parse(e.endDate) / 1000).toBe(row.end_date);
      expect(e.tags).toHaveLength(1);
      expect(e.tags[0]!.label).toBe(row.category);
      const own = markets.filter((m) => m.event_id === Number(e.id));
      expect(e.markets.map((m) => m.conditionId)).toEqual(own.map((m) => m.condition_id));
      const refs = own.map((m) => referenceMarket(k.db, m.condition_id, k.now));
      // an event's figures are its markets' figures, summed in micro
      expect(e.volume).toBe(refs.reduce((s, r) => s + r.volume, 0) / 1e6);
      expect(e.volume24hr).toBe(refs.reduce((s, r) => s + r.day, 0) / 1e6);
      expect(e.volume1wk).toBe(refs.reduce((s, r) => s + r.week, 0) / 1e6);
      expect(e.openInterest).toBe(refs.reduce((s, r) => s + r.openInterest, 0) / 1e6);
      expect(e.closed).toBe(own.every((m) => m.resolved_at !== null));
      expect(e.archived).toBe(own.every((m) => m.archived === 1));
      for (const m of e.markets) expect(m.events).toEqual([{ id: e.id, slug: e.slug, title: e.title }]);
    }
    expect(list.some((e) => e.volume > 0)).toBe(true);
  });

  it('prices each market from its price columns: the live price while open, the payout once resolved', async () => {
    const list = await events('limit=500');
    expect(list).toHaveLength(eventCount);
    const byCondition = new Map(markets.map((m) => [m.condition_id, m]));
    let open = 0;
    for (const m of list.flatMap((e) => e.markets)) {
      const row = byCondition.get(m.conditionId)!;
      const { outcomes, outcomePrices, clobTokenIds } = decodeMarketLists(m);
      expect(outcomes).toEqual([row.outcome0, row.outcome1]);
      expect(clobTokenIds).toEqual([row.token0, row.token1]);
      if (row.resolved_at === null) {
        open++;
        expect(outcomePrices).toEqual([row.price0 / 1e6, (1e6 - row.price0) / 1e6]);
      } else expect(outcomePrices).toEqual([row.payout0! / 1e6, row.payout1! / 1e6]);
    }
    expect(open).toBeGreaterThan(0);
  });

  it('gives open events liquidity (their week of volume) and closed ones none', async () => {
    const list = await events('limit=500');
    for (const e of list) {
      if (e.closed || e.archived) expect(e.liquidity).toBe(0);
      else expect(e.liquidity).toBe(e.volume1wk);
    }
    expect(list.some((e) => e.liquidity > 0)).toBe(true);
  });
});

describe('GET /events: order, paging and bounds', () => {
  const keyOf: Record<(typeof EVENT_ORDER)[number], (e: MetadataEvent) => number> = {
    id: (e) => Number(e.id),
    volume: (e) => e.volume,
    volume24hr: (e) => e.volume24hr,
    volume1wk: (e) => e.volume1wk,
    liquidity: (e) => e.liquidity,
    openInterest: (e) => e.openInterest,
    startDate: (e) => Date.parse(e.startDate),
    endDate: (e) => Date.parse(e.endDate),
  };

  it.each(EVENT_ORDER)('orders by %s both ways, a descending list being its ascending list reversed', async (order) => {
    const up = await events(`order=${order}&ascending=true&limit=500`);
    const down = await events(`order=${order}&ascending=false&limit=500`);
    expect(up).toHaveLength(eventCount);
    expectSorted(up.map(keyOf[order]), true, order);
    expectSorted(down.map(keyOf[order]), false, order);
    expect(ids(down)).toEqual(ids(up).reverse());
  });

  it('defaults to ascending and matches order names without regard to case', async () => {
    expect(ids(await events('order=VOLUME&limit=500'))).toEqual(ids(await events('order=volume&ascending=true&limit=500')));
  });

  it('pages with limit and offset without gaps or repeats', async () => {
    const all = ids(await events('order=volume&ascending=false&limit=500'));
    const pages: number[] = [];
    for (let offset = 0; offset < all.length; offset += 7)
      pages.push(...ids(await events(`order=volume&ascending=false&limit=7&offset=${offset}`)));
    expect(pages).toEqual(all);
    expect(await events('limit=0')).toEqual([]);
    expect(await events(`offset=${eventCount}`)).toEqual([]);
    expect(await events('offset=100000')).toEqual([]);
  });

  it('refuses out-of-range or malformed paging, order and ascending with a 400 naming the parameter', async () => {
    await k.bad('/events?limit=501', 'limit');
    await k.bad('/events?limit=-1', 'limit');
    await k.bad('/events?limit=2.5', 'limit');
    await k.bad('/events?limit=ten', 'limit');
    await k.bad('/events?limit=1&limit=2', 'limit');
    await k.bad('/events?offset=100001', 'offset');
    await k.bad('/events?offset=x', 'offset');
    await k.bad('/events?order=popularity', 'order');
    await k.bad('/events?ascending=yes', 'ascending');
    await k.bad('/events?ascending=1', 'ascending');
  });
});

describe('GET /events: filters', () => {
  it('filters by closed, active and archived, each partitioning the events', async () => {
    const all = await events('limit=500');
    for (const flag of ['closed', 'active', 'archived'] as const) {
      const yes = await events(`${flag}=true&limit=500`);
      const no = await events(`${flag}=false&limit=500`);
      expect(yes.every((e) => e[flag])).toBe(true);
      expect(no.every((e) => !e[flag])).toBe(true);
      expect(yes.length + no.length).toBe(all.length);
    }
    expect((await events('closed=true&limit=500')).length).toBeGreaterThan(0);
    expect((await events('closed=false&limit=500')).length).toBeGreaterThan(0);
    expect((await events('archived=true&limit=500')).length).toBeGreaterThan(0);
    await k.bad('/events?closed=maybe', 'closed');
    await k.bad('/events?active=TRUE', 'active');
    await k.bad('/events?archived=0', 'archived');
  });

  it('filters by tag id, tag slug and category, all naming the same events', async () => {
    const tags = await k.ok<{ id: string; label: string; slug: string }[]>('/tags');
    for (const tag of tags) {
      const expected = k.db.prepare('SELECT id FROM events WHERE category = ? ORDER BY id').pluck().all(tag.label) as number[];
      expect(ids(await events(`tag_id=${tag.id}&limit=500`)), tag.label).toEqual(expected);
      expect(ids(await events(`tag_slug=${tag.slug}&limit=500`)), tag.label).toEqual(expected);
      expect(ids(await events(`category=${tag.label.toUpperCase()}&limit=500`)), tag.label).toEqual(expected);
    }
    expect(await events('tag_id=999')).toEqual([]);
    expect(await events('tag_slug=nothing-here')).toEqual([]);
    await k.bad('/events?tag_id=politics', 'tag_id');
    await k.bad('/events?tag_id=0', 'tag_id');
  });

  it('selects by id and slug, repeated or comma-separated', async () => {
    expect(ids(await events('id=5&id=3'))).toEqual([3, 5]);
    expect(ids(await events('id=5,3,9'))).toEqual([3, 5, 9]);
    const slugs = k.db.prepare('SELECT slug FROM events WHERE id IN (2, 4) ORDER BY id').pluck().all() as string[];
    expect(ids(await events(`slug=${slugs[1]}&slug=${slugs[0]}`))).toEqual([2, 4]);
    expect(ids(await events(`slug=${slugs.join(',')}`))).toEqual([2, 4]);
    expect(await events('slug=no-such-event')).toEqual([]);
    await k.bad('/events?id=0', 'id');
    await k.bad('/events?id=abc', 'id');
    await k.bad('/events?id=1,x', 'id');
    await k.bad('/events?slug=not%20a%20slug', 'slug');
  });

  it('filters by start and end date ranges', async () => {
    const cut = '2026-01-01';
    const cutSec = Date.parse(`${cut}T00:00:00Z`) / 1000;
    const later = await events(`end_date_min=${cut}&limit=500`);
    const earlier = await events(`end_date_max=${cut}T00:00:00Z&limit=500`);
    expect(later.length).toBe(k.db.prepare('SELECT COUNT(*) FROM events WHERE end_date >= ?').pluck().get(cutSec));
    expect(earlier.length).toBe(k.db.prepare('SELECT COUNT(*) FROM events WHERE end_date <= ?').pluck().get(cutSec));
    expect(later.length).toBeGreaterThan(0);
    expect(earlier.length).toBeGreaterThan(0);
    const started = await events(`start_date_min=${cut}&start_date_max=2026-06-30T23:59:59Z&limit=500`);
    for (const e of started) expect(Date.parse(e.startDate) / 1000).toBeGreaterThanOrEqual(cutSec);
    await k.bad('/events?end_date_min=tomorrow', 'end_date_min');
    await k.bad('/events?start_date_max=2026-13-45', 'start_date_max');
  });

  it('filters by volume and liquidity ranges in exact amounts', async () => {
    const all = await events('order=volume&limit=500');
    const mid = all[Math.floor(all.length / 2)]!.volume;
    const upper = await events(`volume_min=${mid}&limit=500`);
    expect(upper.every((e) => e.volume >= mid)).toBe(true);
    expect(upper.length).toBe(all.filter((e) => e.volume >= mid).length);
    const lower = await events(`volume_max=${mid}&limit=500`);
    expect(lower.length).toBe(all.filter((e) => e.volume <= mid).length);
    const liquid = await events('liquidity_min=0.000001&limit=500');
    expect(liquid.length).toBe(all.filter((e) => e.liquidity > 0).length);
    expect((await events('liquidity_max=0&limit=500')).every((e) => e.liquidity === 0)).toBe(true);
    await k.bad('/events?volume_min=-5', 'volume_min');
    await k.bad('/events?liquidity_max=lots', 'liquidity_max');
  });

  it('answers an unknown path under /gamma with a JSON 404', async () => {
    const [status, body] = await k.get('/events/123/comments');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not found' });
  });
});
