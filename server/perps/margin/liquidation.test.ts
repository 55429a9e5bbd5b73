import { describe, expect, it } from 'vitest';
import type { OrderArgs } from '../../../src/api/perps/op-signing';
import { Ledger } from '../../ledger';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';
import { INSURANCE_FUND } from './backstop';

/*
 * Liquidation over a book of traders only: the mark is median(bid, ask, index) once both sides
 * rest (the index otherwise), so a bid and an ask placed below the 95,000 index move it. A 50x
 * long of 0.01 BTC bought at 95,000 holds an allocation of 19; its MM is 1 % of its value.
 */

const BTC = 6;
type Session = Awaited<ReturnType<typeof perpsSession>>;
const place = (s: Session, o: OrderArgs) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [o] });

/** `a` long 0.01 BTC at 95,000 with 40 pUSD, a resting bid of its own, and `c`, `d` to move the market. */
async function longAt95000(cross = false) {
  const world = perpsWorld({ makers: false });
  const [a, b, c, d] = [await perpsSession(world), await perpsSession(world), await perpsSession(world), await perpsSession(world)];
  await a.fund('40');
  for (const s of [b, c, d]) await s.fund('100000');
  if (cross) await a.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: BTC, lev: 50, cross: true } });
  await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
  await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
  await afterTakerDelay();
  const [{ oid: resting }] = (await place(a, { iid: BTC, buy: true, p: '80000', qty: '0.001' })).body;
  /** Rests an ask then a bid (the mark moves only once both sides are there) and reads the ticker. */
  const market = async (bid: string, ask: string) => {
    await place(d, { iid: BTC, buy: false, p: ask, qty: '0.01' });
    await place(c, { iid: BTC, buy: true, p: bid, qty: '0.01' });
    return (await world.call.get('/v1/info/tickers')).body[5].mark_price as string;
  };
  return { world, a, resting, market };
}

describe('liquidation of an isolated position', () => {
  it('below MM: flagged, resting orders cancelled, closed at the book, fee = taker + liquidation fee, to the micro', async () => {
    const { world, a, resting, market } = await longAt95000();
    // mark 93,900: uPnL −11, equity 8 — under MM 9.39, above ⅔ MM (6.26): the book takes it
    expect(await market('93800', '93900')).toBe('93900');
    expect((await a.read('/v1/account/portfolio')).body.in_liquidation).toBe(true);
    expect((await place(a, { iid: BTC, buy: true, p: '80000', qty: '0.001' })).body[0].error).toBe('account_liquidating');
    await afterTakerDelay();
    expect((await a.read(`/v1/account/orders?order_id=${resting}`)).body.data[0].status).toBe('cancelled');
    const [close] = (await a.read('/v1/account/fills')).body.data;
    // 0.01 × 93,800 = 938; fee 938 × (0.0004 + 0.005) = 5.0652; realized (93,800 − 95,000) × 0.01 = −12
    expect(close).toMatchObject({
      side: 'short',
      price: '93800',
      quantity: '0.01',
      liquidation: true,
      fee: '5.0652',
      realized_pnl: '-12',
      position_size: '0',
    });
    // 40 − 0.38 (opening fee) − 12 − 5.0652
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('22.5548');
    const after = (await a.read('/v1/account/portfolio')).body;
    expect(after).toMatchObject({ positions: [], in_liquidation: false });
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });

  it('below ⅔ MM: the insurance fund takes the position at its bankruptcy price, the trader loses the allocation and no more', async () => {
    const { world, a, market } = await longAt95000();
    // mark 92,100: uPnL −29, equity −10 — under ⅔ MM: no book close, the fund backstops
    expect(await market('92000', '92100')).toBe('92100');
    const [close] = (await a.read('/v1/account/fills')).body.data;
    // equity 0 after: realized = −19 (the allocation), at 950 − 19 = 931 → 93,100, no fee, order id 0
    expect(close).toMatchObject({ order_id: 0, side: 'short', price: '93100', liquidation: true, fee: '0', realized_pnl: '-19' });
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('20.62');
    expect((await a.read('/v1/account/portfolio')).body).toMatchObject({ positions: [], in_liquidation: false });
    const fund = (await world.call.get(`/v1/info/portfolio?address=${INSURANCE_FUND}`)).body;
    // the fund holds the long at 93,100 and carries its −10 against the mark
    expect(fund.positions[0]).toMatchObject({ size: '0.01', entry_price: '93100', unrealized_pnl: '-10' });
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });

  it('a position above its maintenance margin is left alone', async () => {
    const { a, market } = await longAt95000();
    // mark 94,100: equity 10 ≥ MM 9.41
    expect(await market('94000', '94100')).toBe('94100');
    await afterTakerDelay();
    expect((await a.read('/v1/account/portfolio')).body).toMatchObject({ positions: [{ size: '0.01' }], in_liquidation: false });
  });
});

describe('liquidation of a cross scope', () => {
  it('cross equity is the collateral less isolated allocations plus cross uPnL: closed through the book below MM', async () => {
    const { world, a, resting, market } = await longAt95000(true);
    // mark 91,900: uPnL −31. Isolated at 50x that is equity −12, a backstop; cross, the whole 39.62 backs it:
    // equity 8.62, under MM 9.19 and above ⅔ MM, so the book closes it
    expect(await market('91800', '91900')).toBe('91900');
    expect((await a.read('/v1/account/portfolio')).body.in_liquidation).toBe(true);
    await afterTakerDelay();
    expect((await a.read(`/v1/account/orders?order_id=${resting}`)).body.data[0].status).toBe('cancelled');
    const [close] = (await a.read('/v1/account/fills')).body.data;
    // 918 × 0.0054 = 4.9572, realized (91,800 − 95,000) × 0.01 = −32
    expect(close).toMatchObject({ price: '91800', liquidation: true, fee: '4.9572', realized_pnl: '-32', position_size: '0' });
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('2.6628');
    expect((await a.read('/v1/account/portfolio')).body).toMatchObject({ positions: [], in_liquidation: false });
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });
});

describe('liquidation across scopes', () => {
  it('an isolated position handed to the fund leaves a healthy cross position alone: the cross scope reads the collateral after the handover', async () => {
    const ETH = 7;
    const world = perpsWorld({ makers: false });
    const [a, b, c, d] = [await perpsSession(world), await perpsSession(world), await perpsSession(world), await perpsSession(world)];
    await a.fund('43.772');
    for (const s of [b, c, d]) await s.fund('100000');
    await a.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: ETH, lev: 50, cross: true } });
    await place(b, { iid: BTC, buy: false, p: '95000', qty: '0.01' });
    await place(a, { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'ioc' });
    await place(b, { iid: ETH, buy: false, p: '3500', qty: '0.28' });
    await place(a, { iid: ETH, buy: true, p: '3500', qty: '0.28', tif: 'ioc' });
    await afterTakerDelay();
    // collateral 43.772 − 0.38 − 0.392 (opening fees) = 43; cross equity 43 − 19 (BTC's isolated allocation) = 24,
    // above the ETH long's IM of 19.6 (980 at 50x)
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('43');
    expect((await a.read('/v1/account/portfolio')).body.in_liquidation).toBe(false);
    // BTC at 92,100: the isolated long's equity is −10, under ⅔ MM, so the fund takes it and the account loses its 19
    await place(d, { iid: BTC, buy: false, p: '92100', qty: '0.01' });
    await place(c, { iid: BTC, buy: true, p: '92000', qty: '0.01' });
    expect((await world.call.get('/v1/info/tickers')).body[5].mark_price).toBe('92100');
    await afterTakerDelay();
    // the cross scope still holds 24 against its IM: read with the allocation counted a second time it
    // would be 5, under ⅔ of its MM (9.8), and the fund would have taken the ETH long too
    const after = (await a.read('/v1/account/portfolio')).body;
    expect(after.positions).toEqual([expect.objectContaining({ instrument_id: ETH, size: '0.28' })]);
    expect(after.in_liquidation).toBe(false);
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('24');
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });
});
