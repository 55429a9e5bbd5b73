import { beforeAll, describe, expect, it } from 'vitest';
import { MARKET_ORDER } from '../../../src/api/metadata/params';
import { decodeMarketLists, MetadataMarkets, type MetadataMarket } from '../../../src/api/metadata/schemas';
import { expectSorted, metadataKit, marketRows, referenceMarket, type Kit, type MarketRow } from '../../testing/metadata-kit';

/* GET /gamma/markets over the demo dataset: every field against the tables, filters, orders, bounds. */

let k: Kit;
let rows: MarketRow[];
const markets = async (query: string) => MetadataMarkets.parse(await k.ok(`/markets?${query}`));
const ids = (list: MetadataMarket[]) => list.map((m) => Number(m.id));

beforeAll(() => {
  k = metadataKit();
  rows = marketRows(k.db);
}, 60_000);

describe('GET /markets: records', () => {
  it('lists 20 markets by id by default', async () => {
    expect(ids(await markets(''))).toEqual(rows.slice(0, 20).map((r) => r.rowid));
  });

  it('derives every market field from the tables: prices, tokens, volumes, open interest, last fill', async () => {
    const list = await markets('limit=500');
    expect(list).toHaveLength(rows.length);
    for (const [i, m] of list.entries()) {
      const row = rows[i]!;
      const ref = referenceMarket(k.db, row.condition_id, k.now);
      const { outcomes, outcomePrices, clobTokenIds } = decodeMarketLists(m);
      expect(m).toMatchObject({
        id: String(row.rowid),
        conditionId: row.condition_id,
        questionID: row.question_id,
        question: row.title,
        slug: row.slug,
        category: row.category,
        negRisk: row.neg_risk === 1,
        closed: row.resolved_at !== null,
        archived: row.archived === 1,
        active: row.archived === 0,
        orderPriceMinTickSize: Number(row.tick_size),
        orderMinSize: 5,
      });
      expect(outcomes).toEqual([row.outcome0, row.outcome1]);
      expect(clobTokenIds).toEqual([row.token0, row.token1]);
      const prices = row.resolved_at === null ? [row.price0, 1e6 - row.price0] : [row.payout0!, row.payout1!];
      expect(outcomePrices).toEqual(prices.map((p) => p / 1e6));
      expect(outcomePrices[0]! + outcomePrices[1]!).toBeCloseTo(1, 9);
      // volume is an exact decimal string of the micro sum; volumeNum the same as a number
      expect(m.volume).toBe(ref.volume === 0 ? '0' : (ref.volume / 1e6).toString());
      expect(m.volumeNum).toBe(ref.volume / 1e6);
      expect(m.volume24hr).toBe(ref.day / 1e6);
      expect(m.volume1wk).toBe(ref.week / 1e6);
      expect(m.openInterest).toBe(ref.openInterest / 1e6);
      expect(m.lastTradePrice).toBe(ref.lastPrice0 === undefined ? undefined : ref.lastPrice0 / 1e6);
      expect(m.liquidityNum).toBe(m.closed || m.archived ? 0 : m.volume1wk);
      expect(Number(m.liquidity)).toBe(m.liquidityNum);
      expect(m.acceptingOrders).toBe(!m.closed && !m.archived);
      expect(Date.parse(m.endDate) / 1000).toBe(row.end_date);
      expect(m.closedTime === undefined ? null : Date.parse(m.closedTime) / 1000).toBe(row.resolved_at);
      const event = k.db.prepare('SELECT id, slug, title FROM events WHERE id = ?').get(row.event_id) as {
        id: number;
        slug: string;
        title: string;
      };
      expect(m.events).toEqual([{ id: String(event.id), slug: event.slug, title: event.title }]);
    }
    expect(list.some((m) => m.volume24hr > 0)).toBe(true);
  });

  it('reports the one-day price change of open markets from the price history, and none for closed ones', async () => {
    const list = await markets('limit=500');
    const dayAgo = k.db.prepare('SELECT p FROM price_points WHERE condition_id = ? AND t <= ? ORDER BY t DESC LIMIT 1').pluck();
    let seen = 0;
    for (const [i, m] of list.entries()) {
      const row = rows[i]!;
      if (m.closed || m.archived) {
        expect(m.oneDayPriceChange).toBeUndefined();
        continue;
      }
      const before = dayAgo.get(row.condition_id, k.now - 86_400) as number | undefined;
      expect(m.oneDayPriceChange).toBe(before === undefined ? undefined : (row.price0 - before) / 1e6);
      if (m.oneDayPriceChange !== undefined) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('agrees with the data service: open interest with /data/oi, a day of volume with /data/live-volume', async () => {
    const busiest = await markets('order=volume24hr&ascending=false&limit=1');
    const m = busiest[0]!;
    expect(m.volume24hr).toBeGreaterThan(0);
    const [oi] = (await k.ok(`/data/oi?market=${m.conditionId}`)) as { market: string; value: number }[];
    expect(oi!.value).toBe(m.openInterest);
    const [live] = (await k.ok(`/data/live-volume?id=${m.events[0]!.id}`)) as { markets: { market: string; value: number }[] }[];
    expect(live!.markets.find((x) => x.market === m.conditionId)!.value).toBe(m.volume24hr);
  });
});

describe('GET /markets: order, paging and bounds', () => {
  const keyOf = (order: (typeof MARKET_ORDER)[number]) => (m: MetadataMarket) => {
    switch (order) {
      case 'id':
        return Number(m.id);
      case 'volume':
      case 'volumeNum':
        return m.volumeNum;
      case 'liquidity':
      case 'liquidityNum':
        return m.liquidityNum;
      case 'startDate':
      case 'endDate':
        return Date.parse(m[order]);
      default:
        return m[order];
    }
  };

  it.each(MARKET_ORDER)('orders by %s both ways', async (order) => {
    const up = await markets(`order=${order}&limit=500`);
    const down = await markets(`order=${order}&ascending=false&limit=500`);
    expectSorted(up.map(keyOf(order)), true, order);
    expectSorted(down.map(keyOf(order)), false, order);
    expect(ids(down)).toEqual(ids(up).reverse());
  });

  it('pages with limit and offset', async () => {
    const all = ids(await markets('order=endDate&limit=500'));
    const pages: number[] = [];
    for (let offset = 0; offset < all.length; offset += 40) pages.push(...ids(await markets(`order=endDate&limit=40&offset=${offset}`)));
    expect(pages).toEqual(all);
    expect(await markets(`offset=${rows.length}`)).toEqual([]);
  });

  it('refuses invalid paging and order with a 400 naming the parameter', async () => {
    await k.bad('/markets?limit=600', 'limit');
    await k.bad('/markets?offset=-1', 'offset');
    await k.bad('/markets?order=question', 'order');
    await k.bad('/markets?ascending=nope', 'ascending');
    await k.bad('/markets?closed=true&closed=false', 'closed');
    // an empty value means the default, not an error
    expect(await markets('limit=')).toHaveLength(20);
  });
});

describe('GET /markets: filters', () => {
  it('selects by id, slug, condition id and token id, repeated or comma-separated', async () => {
    const [a, b] = [rows[4]!, rows[9]!];
    expect(ids(await markets(`id=${b.rowid}&id=${a.rowid}`))).toEqual([a.rowid, b.rowid]);
    expect(ids(await markets(`slug=${a.slug},${b.slug}`))).toEqual([a.rowid, b.rowid]);
    expect(ids(await markets(`condition_ids=${b.condition_id}&condition_ids=${a.condition_id.toUpperCase().replace('0X', '0x')}`))).toEqual(
      [a.rowid, b.rowid],
    );
    // either outcome's token finds its market
    expect(ids(await markets(`clob_token_ids=${a.token1},${b.token0}`))).toEqual([a.rowid, b.rowid]);
    expect(await markets(`condition_ids=0x${'0'.repeat(64)}`)).toEqual([]);
    await k.bad('/markets?condition_ids=0x1234', 'condition_ids');
    await k.bad('/markets?clob_token_ids=abc', 'clob_token_ids');
    await k.bad('/markets?id=-3', 'id');
  });

  it('filters by closed, active and archived', async () => {
    for (const flag of ['closed', 'active', 'archived'] as const) {
      const yes = await markets(`${flag}=true&limit=500`);
      const no = await markets(`${flag}=false&limit=500`);
      expect(yes.every((m) => m[flag]) && no.every((m) => !m[flag])).toBe(true);
      expect(yes.length + no.length).toBe(rows.length);
    }
    const open = await markets('closed=false&active=true&limit=500');
    expect(open.length).toBe(rows.filter((r) => r.resolved_at === null && r.archived === 0).length);
    await k.bad('/markets?closed=1', 'closed');
  });

  it('filters by tag and by event', async () => {
    const tags = (await k.ok('/tags')) as { id: string; label: string }[];
    for (const t of tags) {
      expect(ids(await markets(`tag_id=${t.id}&limit=500`))).toEqual(rows.filter((r) => r.category === t.label).map((r) => r.rowid));
    }
    const event = rows[20]!.event_id;
    expect(ids(await markets(`event_id=${event}&limit=500`))).toEqual(rows.filter((r) => r.event_id === event).map((r) => r.rowid));
    await k.bad('/markets?event_id=x', 'event_id');
    await k.bad('/markets?tag_id=1.5', 'tag_id');
  });

  it('filters by date, volume and liquidity ranges', async () => {
    const all = await markets('limit=500');
    const cut = Date.parse('2026-06-01T00:00:00Z');
    expect((await markets('start_date_min=2026-06-01&limit=500')).length).toBe(all.filter((m) => Date.parse(m.startDate) >= cut).length);
    expect((await markets('end_date_max=2026-06-01T00:00:00Z&limit=500')).length).toBe(
      all.filter((m) => Date.parse(m.endDate) <= cut).length,
    );
    expect((await markets('volume_num_min=10000&limit=500')).length).toBe(all.filter((m) => m.volumeNum >= 10_000).length);
    expect((await markets('volume_num_max=10000&limit=500')).length).toBe(all.filter((m) => m.volumeNum <= 10_000).length);
    expect((await markets('liquidity_num_min=0.000001&limit=500')).length).toBe(all.filter((m) => m.liquidityNum > 0).length);
    await k.bad('/markets?volume_num_min=1e5', 'volume_num_min');
    await k.bad('/markets?end_date_min=31/12/2026', 'end_date_min');
  });
});
