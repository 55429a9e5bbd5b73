import { describe, expect, it } from 'vitest';
import { afterTakerDelay, perpsSession, perpsWorld, T0 } from '../../testing/perps-kit';

/*
 * Volumes from the fills: the account's 7-day stats and the exchange's window, to the micro; a
 * fill older than the window does not count. Then the program routes the sandbox does not run.
 */

const BTC = 6;
const DAY = 86_400_000;

async function traded() {
  const world = perpsWorld();
  const [a, b] = [await perpsSession(world), await perpsSession(world)];
  await a.fund('10000');
  await b.fund('10000');
  // a takes 0.01 at the makers' ask, 95,047 (950.47); then makes 0.005 at 95,040 (475.2) that b takes
  await a.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }] });
  // (filled before a rests its ask: in flight, it would take that ask and self-trade prevention cancel it)
  await afterTakerDelay();
  await a.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: false, p: '95040', qty: '0.005' }] });
  await b.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p: '95040', qty: '0.005', tif: 'ioc' }] });
  await afterTakerDelay();
  // a fill of a's eight days ago: outside both windows
  world.db
    .prepare(
      `INSERT INTO perps_fills (trade_id, account, order_id, instrument_id, buy, price, quantity, taker, fee, realized_pnl,
         position_size, entry_price, ts) VALUES (999999, ?, 0, ?, 1, '95000', '1', 1, 0, 0, 0, '0', ?)`,
    )
    .run(a.account, BTC, T0 - 8 * DAY);
  return { world, a, b };
}

describe('GET /v1/account/stats', () => {
  it("the last 7 days' volume: taker, maker and the maker share, exact", async () => {
    const { world, a, b } = await traded();
    expect((await a.read('/v1/account/stats')).body).toEqual({
      volume_7d: '1425.67',
      taker_volume_7d: '950.47',
      maker_volume_7d: '475.2',
      // 475.2 / 1,425.67 = 0.33331696…, truncated to six places
      account_maker_share_7d: '0.333316',
    });
    expect((await b.read('/v1/account/stats')).body).toEqual({
      volume_7d: '475.2',
      taker_volume_7d: '475.2',
      maker_volume_7d: '0',
      account_maker_share_7d: '0',
    });
    expect((await world.call.get('/v1/account/stats')).status).toBe(401);
  });
});

describe('GET /v1/info/exchange-stats', () => {
  it('counts each trade once (its taker side) over the window; at most 31 days', async () => {
    const { world } = await traded();
    const day = (await world.call.get('/v1/info/exchange-stats')).body;
    expect(day).toMatchObject({ start_timestamp: T0 - DAY, end_timestamp: T0, volume: '1425.67', trade_count: 2, traders: 2 });
    expect(day.instruments[BTC - 1]).toEqual({ instrument_id: BTC, symbol: 'BTC-USD', volume: '1425.67', trade_count: 2 });
    expect(day.instruments[0]).toEqual({ instrument_id: 1, symbol: 'SP500-USD', volume: '0', trade_count: 0 });
    const month = (await world.call.get(`/v1/info/exchange-stats?start_timestamp=${T0 - 30 * DAY}`)).body;
    expect(month).toMatchObject({ volume: '96425.67', trade_count: 3 });
    const tooLong = await world.call.get(`/v1/info/exchange-stats?start_timestamp=${T0 - 32 * DAY}&end_timestamp=${T0}`);
    expect(tooLong).toMatchObject({
      status: 400,
      body: { status: 'err', error: 'invalid query parameters: the window must not exceed 31 days' },
    });
  });
});

describe('programs the sandbox does not run', () => {
  it('rewards, referral and backstops answer the empty state; an invite code is never valid', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    expect((await s.read('/v1/account/rewards')).body).toEqual({
      account: s.account,
      program_active: false,
      total_earned: '0',
      pending: '0',
      history: [],
    });
    expect((await s.read('/v1/account/referral')).body).toEqual({
      account: s.account,
      code: null,
      referred_by: null,
      referrals: [],
      total_earned: '0',
    });
    expect((await s.read('/v1/account/backstops')).body).toEqual({ data: [], more: false });
    for (const path of ['rewards', 'referral', 'backstops']) expect((await world.call.get(`/v1/account/${path}`)).status).toBe(401);
    expect((await world.call.get(`/v1/info/invite?code=FRIEND&address=${s.owner.address}`)).body).toEqual({
      valid: false,
      error: 'invite_codes_disabled',
    });
    expect((await world.call.get('/v1/info/invite')).body.error).toBe('invalid query parameters: missing field `code`');
    expect((await world.call.get('/v1/info/invite?code=X&address=0x12')).status).toBe(400);
  });
});
