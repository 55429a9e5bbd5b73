import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../../src/api/perps/instruments';
import { perpsWorld, T0 } from '../../testing/perps-kit';

/*
 * The public info routes over the whole app: the venue's description, the sheet's nine
 * instruments, and market data moved by the sandbox feed on a clock the test owns.
 */

const err = (status: number, error: string) => ({ status, body: expect.objectContaining({ status: 'err', error }) });

describe('venue reads', () => {
  const { call } = perpsWorld();

  it('ping, time, and the exchange with the sandbox chain 80002', async () => {
    expect((await call.get('/v1/info/ping')).body).toEqual({ status: 'ok' });
    expect((await call.get('/v1/info/time')).body).toEqual({ time: T0 });
    expect((await call.get('/v1/info/exchange')).body).toEqual({
      name: 'Polymarket',
      version: '1',
      chain_id: 80002,
      contract: '0xDCa4af75705dbB50f62437045afF9921947917d2',
      engine_version: 'vantage-sandbox-1',
      cancel_only: false,
    });
    expect((await call.get('/v1/info/assets')).body).toEqual([
      { asset: 'pUSD', address: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB', decimals: 6, collateral_ratio: '1', withdrawal_fee: '0' },
    ]);
  });

  it("the sheet's nine instruments, ids 1–9, with decimals, bands, caps and tiers; filters", async () => {
    const { body } = await call.get('/v1/info/instruments');
    expect(body.map((i: { symbol: string }) => i.symbol)).toEqual([
      'SP500-USD',
      'GOLD-USD',
      'WTIOIL-USD',
      'NAS100-USD',
      'SILVER-USD',
      'BTC-USD',
      'ETH-USD',
      'SOL-USD',
      'SPCX-USD',
    ]);
    expect(body[7]).toMatchObject({ instrument_id: 8, max_leverage: 20, category: 'crypto', funding_interval: '1h' });
    expect(body[8]).toMatchObject({ instrument_id: 9, max_leverage: 10, category: 'equity', isolated_only: true });
    expect(body[5].risk_tiers).toEqual([
      { lower_bound: '0', max_leverage: 50 },
      { lower_bound: '1000000', max_leverage: 25 },
      { lower_bound: '5000000', max_leverage: 10 },
    ]);
    expect(body[0]).not.toHaveProperty('seed_price');
    expect((await call.get('/v1/info/instruments?category=commodity')).body.map((i: { instrument_id: number }) => i.instrument_id)).toEqual(
      [2, 3, 5],
    );
    expect((await call.get('/v1/info/instruments?instrument_id=6')).body).toHaveLength(1);
    expect(await call.get('/v1/info/instruments?category=bonds')).toMatchObject(
      err(400, 'invalid query parameters: category: unknown variant `bonds`, expected one of `equity`, `commodity`, `index`, `crypto`'),
    );
    expect(await call.get('/v1/info/instruments?instrument_id=x')).toMatchObject(
      err(400, 'invalid query parameters: instrument_id: invalid digit found in string'),
    );
  });

  it('fees: one row per category with instrument_type and the seven tiers; $0 tier 4 bp taker, 1.25 bp maker', async () => {
    const { body } = await call.get('/v1/info/fees');
    expect(body.fee_schedule).toHaveLength(4);
    expect(body.fee_schedule[0]).toMatchObject({
      instrument_type: 'perpetual',
      category: 'equity',
      taker_fee_rate: '0.0004',
      maker_fee_rate: '0.000125',
    });
    // each tier names its 30-day volume threshold min_volume_30d, as the official SDK reads it (facts §13)
    expect(body.fee_schedule[0].tiers.at(-1)).toEqual({
      min_volume_30d: '1000000000',
      maker_fee_rate: '-0.00005',
      taker_fee_rate: '0.0002',
    });
    expect((await call.get('/v1/info/limit-tiers')).body.tiers[0]).toMatchObject({ actions_per_minute: 5000, open_orders: 1000 });
  });

  it('an unknown route is the JSON 404 not_found in the envelope', async () => {
    expect(await call.get('/v1/info/nope')).toMatchObject(err(404, 'not_found'));
  });
});

describe('market data on the sandbox feed', () => {
  it('every book is two-sided around the index; mark sits between bid and ask', async () => {
    const { call } = perpsWorld();
    const tickers = (await call.get('/v1/info/tickers')).body;
    const bbos = (await call.get('/v1/info/bbo')).body;
    expect(tickers).toHaveLength(INSTRUMENTS.length);
    for (const [k, t] of tickers.entries()) {
      const b = bbos[k];
      expect(Number(b.bid_price)).toBeLessThan(Number(t.index_price));
      expect(Number(b.ask_price)).toBeGreaterThan(Number(t.index_price));
      expect(t.mark_price).toBe(t.index_price);
      expect(t.next_funding).toBe(T0 + 3_600_000);
    }
    // no trade yet: the last price is the mark's, never null (the official SDK refuses a null one, facts §13)
    expect(tickers[5]).toMatchObject({ symbol: 'BTC-USD', index_price: '95000', last_price: '95000', open_interest: '0' });
    // BTC steps are 95000 / 2000 = 47 units: the makers' best quotes
    expect(bbos[5]).toMatchObject({ bid_price: '94953', ask_price: '95047' });
    const book = (await call.get('/v1/info/book?instrument_id=6&depth=10')).body;
    expect(book.bids.map((l: string[]) => l[0])).toEqual(['94953', '94906', '94859', '94812', '94765']);
    expect(book.asks[0]).toEqual(['95047', '0.02104']);
  });

  it('the feed walks with the clock, the same walk every run; the makers requote', async () => {
    const a = perpsWorld();
    const b = perpsWorld();
    a.clock.now += 60_000;
    b.clock.now += 30_000;
    await b.call.get('/v1/info/ping');
    b.clock.now += 30_000;
    const ta = (await a.call.get('/v1/info/tickers')).body[5];
    const tb = (await b.call.get('/v1/info/tickers')).body[5];
    expect(ta.index_price).toBe(tb.index_price);
    expect(ta.index_price).not.toBe('95000');
    // a minute of requotes leaves only the live quotes: 5 levels a side on 9 instruments
    expect(a.app.perps!.ctx.market.engine.orders.size).toBe(90);
    const bbo = (await a.call.get('/v1/info/bbo?instrument_id=6')).body[0];
    expect(Number(bbo.bid_price)).toBeLessThan(Number(ta.index_price));
    expect(Number(bbo.ask_price)).toBeGreaterThan(Number(ta.index_price));
  });

  it('klines and mark history over a window, with the interval and window checked', async () => {
    const { call, clock } = perpsWorld();
    clock.now += 5 * 60_000;
    const { body } = await call.get(`/v1/info/klines?instrument_id=7&interval=1m&start_timestamp=${T0}`);
    expect(body.more).toBe(false);
    expect(body.data).toHaveLength(6);
    const [open, o, h, l, c, vol, n] = body.data[0];
    expect(open).toBe(T0);
    expect(o).toBe('3500');
    expect(Number(h)).toBeGreaterThanOrEqual(Number(c));
    expect(Number(l)).toBeLessThanOrEqual(Number(c));
    expect([vol, n]).toEqual(['0', 0]);
    const marks = (await call.get(`/v1/info/mark-history?instrument_id=7&interval=1m&start_timestamp=${T0}`)).body;
    expect(marks.data.map((r: unknown[]) => r[1])).toEqual(body.data.map((r: unknown[]) => r[4]));
    expect(await call.get(`/v1/info/klines?instrument_id=7&interval=2m&start_timestamp=${T0}`)).toMatchObject(
      err(400, 'invalid query parameters: interval: unknown variant `2m`'),
    );
    expect(await call.get('/v1/info/klines?instrument_id=7&interval=1m')).toMatchObject(
      err(400, 'invalid query parameters: missing field `start_timestamp`'),
    );
    expect(await call.get(`/v1/info/klines?instrument_id=7&interval=1m&start_timestamp=${T0}&cursor=x`)).toMatchObject(
      err(400, 'invalid cursor'),
    );
    expect(await call.get(`/v1/info/klines?instrument_id=99&interval=1m&start_timestamp=${T0}`)).toMatchObject(
      err(404, 'instrument_not_found'),
    );
  });

  it('book depth choices, an unknown instrument is an empty book; index, statistics, funding per hour crossed', async () => {
    const { call, clock } = perpsWorld();
    expect(await call.get('/v1/info/book?instrument_id=6&depth=7')).toMatchObject(
      err(400, 'invalid query parameters: depth: must be one of 10, 100, 500, 1000'),
    );
    expect((await call.get('/v1/info/book?instrument_id=99')).body).toMatchObject({ instrument_id: 99, bids: [], asks: [] });
    expect((await call.get('/v1/info/index?asset=BTC')).body).toEqual({
      asset: 'BTC',
      index_price: '95000',
      constituents: [{ source: 'sandbox', symbol: 'BTC', weight: '1', price: '95000' }],
      ts: T0,
    });
    expect(await call.get('/v1/info/index?asset=DOGE')).toMatchObject(err(404, 'asset_not_found'));
    clock.now += 2 * 3_600_000;
    const funding = (await call.get('/v1/info/funding?instrument_id=6')).body;
    expect(funding.data.map((f: { timestamp: number }) => f.timestamp)).toEqual([T0 + 7_200_000, T0 + 3_600_000]);
    // a symmetric book: the premium is ~0, so the rate is the interest term, 0.0001 / 8 per hour
    expect(funding.data[0].funding_rate).toBe('0.0000125');
    const stats = (await call.get('/v1/info/statistics')).body;
    // the day's open is the back-filled history's, 24 h before now
    expect(stats[5]).toMatchObject({ instrument_id: 6, symbol: 'BTC-USD', volume: '0', open_price: stats[5].klines[0][1] });
    expect(stats[5].klines[0][0]).toBe(Math.floor((T0 + 7_200_000 - 86_400_000) / 3_600_000) * 3_600_000);
    expect(stats[5].klines.length).toBeGreaterThanOrEqual(24);
  });

  it('a fresh sandbox has history: 120 candles of each chart interval, the same every run, ending at the seed price', async () => {
    const a = perpsWorld();
    const b = perpsWorld();
    for (const [interval, ms] of Object.entries({ '1m': 60e3, '5m': 300e3, '15m': 900e3, '1h': 3600e3, '4h': 14_400e3, '1d': 86_400e3 })) {
      const url = `/v1/info/klines?instrument_id=6&interval=${interval}&start_timestamp=${T0 - 120 * ms}`;
      const { body } = await a.call.get(url);
      expect(body.data.length, interval).toBeGreaterThanOrEqual(120);
      expect(new Set(body.data.map((k: string[]) => k[4])).size, interval).toBeGreaterThan(10);
      expect(body.data.at(-1)[4]).toBe('95000');
      expect((await b.call.get(url)).body).toEqual(body);
    }
  });
});

describe('GET /perps/openapi.json', () => {
  it('describes every route from its record, with the proxy headers on account reads', async () => {
    const { call } = perpsWorld();
    const { status, body } = await call.get('/openapi.json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths['/v1/trade/orders']).sort()).toEqual(['delete', 'patch', 'post']);
    expect(body.paths['/v1/account/portfolio'].get.security).toEqual([{ PerpsProxyHeader: [], PerpsSecretHeader: [] }]);
    expect(body.paths['/v1/info/instruments'].get.security).toEqual([]);
    // the notifications' write carries the proxy headers like the reads; the new info routes are public
    expect(body.paths['/v1/account/notifications/read'].post.security).toEqual([{ PerpsProxyHeader: [], PerpsSecretHeader: [] }]);
    for (const path of ['notifications', 'stats', 'rewards', 'referral', 'backstops'])
      expect(body.paths[`/v1/account/${path}`].get.security).toEqual([{ PerpsProxyHeader: [], PerpsSecretHeader: [] }]);
    expect(body.paths['/v1/info/exchange-stats'].get.security).toEqual([]);
    expect(body.paths['/v1/info/invite'].get.security).toEqual([]);
  });
});
