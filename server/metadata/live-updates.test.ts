import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb, type Db } from '../db/connection';
import { hash, NOW, tinyDb } from '../testing/metadata-kit';
import { MetadataEvents, MetadataMarkets, decodeMarketLists } from '../../src/api/metadata/schemas';

/*
 * The metadata service caches what it reads whole (catalogue, volumes, open interest); these tests
 * write to the tables between requests, as the trading service will, and expect every answer to
 * follow at once.
 */

const USER = `0x${'1'.repeat(40)}`;

let tradeId = 0;
function fill(db: Db, ts: number, outcome: 0 | 1, size: number, price: number) {
  db.prepare(
    `INSERT INTO trades (id, ts, condition_id, asset, outcome_index, taker, maker, taker_side, size, price, taker_fee, maker_fee, builder_code, tx_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'BUY', ?, ?, 0, 0, '', ?)`,
  ).run(++tradeId, ts, hash(1), outcome === 0 ? '11' : '12', outcome, USER, USER, size, price, hash(tradeId));
}

describe('metadata answers follow the tables', () => {
  it('serves an empty catalogue as empty lists', async () => {
    const app = createApp(openDb(':memory:'), { now: () => NOW });
    for (const path of ['/gamma/events', '/gamma/markets', '/gamma/tags']) expect(await (await app.request(path)).json()).toEqual([]);
    expect((await (await app.request('/gamma/public-search?q=fed')).json()).events).toEqual([]);
  });

  it('counts new fills, price moves, positions and resolutions on the next request', async () => {
    const db = tinyDb();
    const app = createApp(db, { now: () => NOW });
    const market = async () => MetadataMarkets.parse(await (await app.request('/gamma/markets')).json())[0]!;
    const event = async () => MetadataEvents.parse(await (await app.request('/gamma/events')).json())[0]!;

    let m = await market();
    expect(m).toMatchObject({ volume: '0', volumeNum: 0, volume24hr: 0, openInterest: 0, closed: false });
    expect(m.lastTradePrice).toBeUndefined();

    // 10 shares at 0.62, then 3.333334 No shares at 0.4 (worth 1.3333336, rounded half up to the micro)
    fill(db, NOW - 10 * 86_400, 0, 10_000_000, 620_000);
    m = await market();
    expect([m.volume, m.volume24hr, m.volume1wk, m.lastTradePrice]).toEqual(['6.2', 0, 0, 0.62]);
    fill(db, NOW - 3600, 1, 3_333_334, 400_000);
    m = await market();
    expect([m.volume, m.volume24hr, m.volume1wk, m.liquidityNum]).toEqual(['7.533334', 1.333334, 1.333334, 1.333334]);
    // the latest fill was on No at 0.40: Yes last traded at 0.60
    expect(m.lastTradePrice).toBe(0.6);
    expect((await event()).volume).toBe(7.533334);
    // a fresh service counts the same fills in one SQL aggregate, to the same micro
    const fresh = MetadataMarkets.parse(await (await createApp(db, { now: () => NOW }).request('/gamma/markets')).json())[0]!;
    expect([fresh.volume, fresh.volume24hr, fresh.lastTradePrice]).toEqual(['7.533334', 1.333334, 0.6]);

    db.prepare('UPDATE markets SET price0 = 555000').run();
    expect(decodeMarketLists(await market()).outcomePrices).toEqual([0.555, 0.445]);

    // open interest is every held share at its mark: 42 Yes at 0.555, then 42 No at 0.445 make 42 complete sets
    db.prepare(
      'INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts) VALUES (?, ?, ?, 0, ?, 0, 0, 0, 0, 0, 0, 0)',
    ).run(USER, '11', hash(1), 42_000_000);
    expect((await market()).openInterest).toBe(23.31);
    db.prepare(
      'INSERT INTO positions (user, asset, condition_id, outcome_index, size, cost, fees, total_bought, bought_cost, realized_pnl, first_ts, last_ts) VALUES (?, ?, ?, 1, ?, 0, 0, 0, 0, 0, 0, 0)',
    ).run(USER, '12', hash(1), 42_000_000);
    expect((await market()).openInterest).toBe(42);
    expect((await event()).openInterest).toBe(42);

    db.prepare('UPDATE markets SET resolved_at = ?, payout0 = 1000000, payout1 = 0').run(NOW - 60);
    m = await market();
    expect(m).toMatchObject({ closed: true, acceptingOrders: false, liquidityNum: 0 });
    // resolved: what the unredeemed shares pay, the 42 winning ones
    expect(m.openInterest).toBe(42);
    expect(decodeMarketLists(m).outcomePrices).toEqual([1, 0]);
    expect((await event()).closed).toBe(true);

    // a table rewritten smaller is recounted, not subtracted from
    db.prepare('DELETE FROM trades').run();
    tradeId = 0;
    fill(db, NOW - 60, 0, 1_000_000, 500_000);
    m = await market();
    expect([m.volume, m.lastTradePrice]).toEqual(['0.5', 0.5]);
  });
});
