import { formatUnits, type Hex } from 'viem';
import { CONTRACTS } from '../../../src/api/config';
import { withdrawTypedData } from '../../../src/api/perps/op-signing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDb } from '../../db/connection';
import { Ledger } from '../../ledger';
import { auditCash } from '../../seed/audit-queries';
import { afterTakerDelay, CHAIN, perpsCaller, perpsSession, perpsWorld, T0 } from '../../testing/perps-kit';

/*
 * The account's reads once it holds a position: the committed portfolio (§6.1 shape), config,
 * fills; the public portfolio and position-fills of the same address; funding the account in the
 * sandbox (faucet, deposit from trading cash) and its deposit rows.
 */

const BTC = 6;

async function long(leverage?: number) {
  const world = perpsWorld();
  const s = await perpsSession(world);
  await s.fund('1000');
  if (leverage) await s.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: BTC, lev: leverage, cross: false } });
  // 0.02 BTC at the makers' best ask, 95,047
  await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p: '95047', qty: '0.02', tif: 'ioc' }] });
  await afterTakerDelay();
  return { world, s };
}

describe('the committed portfolio', () => {
  it('a long at mark: size, entry, leverage 50 isolated by default, margins, totals, withdrawable', async () => {
    const { s } = await long();
    const { body } = await s.read('/v1/account/portfolio');
    // mark = index 95,000 (inside the makers' spread): value 1,900; uPnL −0.94; IM 1,900 / 50 = 38; MM 1,900 × 0.5 / 50 = 19
    expect(body.positions).toEqual([
      {
        instrument_id: BTC,
        symbol: 'BTC-USD',
        size: '0.02',
        entry_price: '95047',
        leverage: 50,
        cross: false,
        initial_margin: '38',
        maintenance_margin: '19',
        position_value: '1900',
        liquidation_price: '94086',
        unrealized_pnl: '-0.94',
        return_on_equity: '-0.0247',
        cumulative_funding: '0',
      },
    ]);
    // collateral 1,000 − fee 0.760376; equity adds the uPnL
    expect(body.margin).toEqual({
      total_account_value: '998.299624',
      available_order_margin: '960.299624',
      total_initial_margin: '38',
      total_maintenance_margin: '19',
      total_position_value: '1900',
    });
    expect(body).toMatchObject({ withdrawable: '960.299624', in_liquidation: false, fee_tier: 0, timestamp: T0 });
    expect((await s.read('/v1/account/config')).body[5]).toEqual({ instrument_id: BTC, leverage: 50, cross: false });
  });

  it('the public portfolio and position-fills read the same address without headers; a stale cursor is refused', async () => {
    const { world, s } = await long();
    const pub = (await world.call.get(`/v1/info/portfolio?address=${s.owner.address}`)).body;
    expect(pub).toEqual({
      positions: [
        { instrument_id: BTC, symbol: 'BTC-USD', size: '0.02', entry_price: '95047', unrealized_pnl: '-0.94', return_on_equity: '-0.0247' },
      ],
      equity: '998.299624',
      timestamp: T0,
    });
    const fills = (await world.call.get(`/v1/info/position-fills?address=${s.owner.address}&instrument_id=6`)).body;
    expect(fills.data.map((f: { quantity: string }) => f.quantity)).toEqual(['0.02']);
    expect(fills.cursor).toBeNull();
    // a cursor of another cycle (the position changed since), and one that is not a cursor
    const cursor = (c: string) => world.call.get(`/v1/info/position-fills?address=${s.owner.address}&instrument_id=6&cursor=${c}`);
    expect((await cursor(Buffer.from('5.0').toString('base64url'))).body.error).toBe('invalid cursor');
    expect((await cursor('zz')).status).toBe(400);
    expect((await cursor(Buffer.from('0.0').toString('base64url'))).body.data).toHaveLength(1);
    expect((await world.call.get('/v1/info/portfolio')).body.error).toBe('invalid query parameters: missing field `address`');
  });
});

describe('sandbox funding', () => {
  it('faucet and deposit from trading cash credit the collateral through the ledger and list as deposits', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    await s.fund('12.5');
    expect((await world.call.send('POST', '/v1/sandbox/deposit', { address: s.owner.address, amount: '1' })).body).toEqual({
      status: 'err',
      error: 'insufficient_balance',
      arts: T0,
      ts: null,
      ref: expect.any(String),
    });
    const clob = await world.app.request('/clob/sandbox/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: s.owner.address, amount: '20' }),
    });
    expect(clob.status).toBe(200);
    expect((await world.call.send('POST', '/v1/sandbox/deposit', { address: s.owner.address, amount: '7.25' })).body).toEqual({
      status: 'ok',
      balance: '19.75',
    });
    const deposits = (await s.read('/v1/account/deposits')).body.data;
    expect(deposits.map((d: { amount: string; status: string }) => [d.amount, d.status])).toEqual([
      ['7.25', 'confirmed'],
      ['12.5', 'confirmed'],
    ]);
    expect(deposits[0].hash).toMatch(/^0x[0-9a-f]{64}$/);
    const ledger = new Ledger(world.db);
    expect(ledger.cashOf(s.account)).toBe(12_750_000);
    expect(ledger.perps.audit()).toEqual([]);
    expect(auditCash(world.db)).toEqual([]);
    expect((await world.call.send('POST', '/v1/sandbox/faucet', { address: s.owner.address, amount: '-1' })).status).toBe(400);
  });

  it('the sandbox routes answer no one when the app was not built for the sandbox', async () => {
    const call = perpsCaller(createApp(openDb(':memory:')));
    expect(await call.send('POST', '/v1/sandbox/faucet', { address: '0x' + '11'.repeat(20), amount: '1' })).toMatchObject({
      status: 404,
      body: { status: 'err', error: 'not_found' },
    });
  });
});

describe('equity and PnL series', () => {
  it('equity is the collateral at each bucket end; PnL buckets hold fees, realized PnL and funding', async () => {
    const { world, s } = await long();
    world.clock.now = T0 + 3_600_000;
    await world.call.get('/v1/info/ping');
    const equity = (await s.read(`/v1/account/equity?interval=1h&start_timestamp=${T0}`)).body;
    expect(equity[0]).toEqual([T0, '999.239624']);
    expect(equity).toHaveLength(2);
    const pnl = (await s.read(`/v1/account/pnl?interval=1h&start_timestamp=${T0}`)).body;
    expect(pnl[0]).toEqual([T0, '-0.760376']);
    expect(pnl[1][0]).toBe(T0 + 3_600_000);
    expect((await s.read(`/v1/account/equity?interval=2h&start_timestamp=${T0}`)).body.error).toBe(
      'invalid query parameters: interval: unknown variant `2h`',
    );
  });
});

describe('hourly funding', () => {
  it('at the hour a long pays value at mark × the hourly rate, rounded up, through the ledger', async () => {
    // at 10x: the index walks 1.4 % down in the hour, which would liquidate the default 50x
    const { world, s } = await long(10);
    const before = BigInt(new Ledger(world.db).perps.collateralOf(s.account));
    world.clock.now = T0 + 3_600_000;
    const ticker = (await world.call.get('/v1/info/tickers')).body[5];
    const rate = (await world.call.get('/v1/info/funding?instrument_id=6')).body.data[0].funding_rate;
    expect(rate).toBe('0.0000125');
    // value = 0.02 × mark in micro; 0.0000125 = 12,500,000 / 10^12
    const value = BigInt(ticker.mark_price) * 2n * 10_000n;
    const paid = (value * 12_500_000n + 10n ** 12n - 1n) / 10n ** 12n;
    const rows = (await s.read('/v1/account/funding')).body.data;
    expect(rows).toEqual([{ instrument_id: BTC, funding_rate: '0.0000125', payment: formatUnits(-paid, 6), timestamp: T0 + 3_600_000 }]);
    const ledger = new Ledger(world.db);
    expect(BigInt(ledger.perps.collateralOf(s.account))).toBe(before - paid);
    expect((await s.read('/v1/account/portfolio')).body.positions[0].cumulative_funding).toBe(formatUnits(-paid, 6));
    expect(ledger.perps.audit()).toEqual([]);
  });
});

describe('POST /v1/account/withdraw', () => {
  it('owner-signed, pays out to the trading cash through the ledger; over withdrawable is 422 with its id; a replay is refused', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    await s.fund('100');
    const tsS = Math.floor(world.clock.now / 1000);
    const body = async (amount: string, salt: number, signer = s.owner) => {
      const args = { account: s.owner.address, token: CONTRACTS.collateral as Hex, amount, to: s.owner.address };
      return { op: { type: 'withdraw', args }, sig: await signer.signTypedData(withdrawTypedData(args, salt, tsS, CHAIN)), salt, ts: tsS };
    };
    const ok = await body('40000000', 1);
    const first = await world.call.send('POST', '/v1/account/withdraw', ok);
    expect(first.body).toEqual({ status: 'ok', withdraw_id: expect.any(Number) });
    expect(await world.call.send('POST', '/v1/account/withdraw', ok)).toMatchObject({
      status: 422,
      body: { error: 'signature_already_used' },
    });
    const over = await world.call.send('POST', '/v1/account/withdraw', await body('60000001', 2));
    expect(over).toMatchObject({ status: 422, body: { status: 'err', withdraw_id: expect.any(Number), error: 'insufficient_balance' } });
    expect(await world.call.send('POST', '/v1/account/withdraw', await body('1', 3, s.proxy))).toMatchObject({
      status: 400,
      body: { error: 'invalid signature' },
    });
    const ledger = new Ledger(world.db);
    expect([ledger.cashOf(s.account), ledger.perps.collateralOf(s.account)]).toEqual([40_000_000, 60_000_000]);
    const rows = (await s.read('/v1/account/withdrawals')).body.data;
    expect(rows.map((r: { withdraw_id: number; amount: string; status: string }) => [r.withdraw_id, r.amount, r.status])).toEqual([
      [over.body.withdraw_id, '60.000001', 'failed'],
      [first.body.withdraw_id, '40', 'confirmed'],
    ]);
    expect(ledger.perps.audit()).toEqual([]);
    expect(auditCash(world.db)).toEqual([]);
  });
});
