import { describe, expect, it } from 'vitest';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * Leverage updates and isolated-margin adjustments: the plain 400 on a non-positive leverage, the
 * caps, mode switches, and the spec's retry rule for margin: the exact signed payload applies once
 * (a replay is signature_already_used), a newly signed one applies again.
 */

const BTC = 6;
const refusal = (status: number, error: string) => ({ status, body: expect.objectContaining({ status: 'err', error }) });

async function trader(funds = '1000') {
  const world = perpsWorld();
  const s = await perpsSession(world);
  await s.fund(funds);
  const leverage = (iid: number, lev: number, cross = false) =>
    s.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid, lev, cross } });
  const available = async () => (await s.read('/v1/account/portfolio')).body.margin.available_order_margin as string;
  return { world, s, leverage, available };
}

describe('PATCH /v1/trade/leverage', () => {
  it('zero or negative leverage is a plain 400; above the cap invalid_leverage; unknown instrument; isolated-only', async () => {
    const { s, leverage } = await trader();
    expect(await leverage(BTC, 0)).toMatchObject(refusal(400, 'leverage must be positive'));
    expect(await leverage(BTC, -3)).toMatchObject(refusal(400, 'leverage must be positive'));
    expect(await leverage(BTC, 51)).toMatchObject(refusal(422, 'invalid_leverage'));
    expect(await leverage(99, 5)).toMatchObject(refusal(422, 'instrument_not_found'));
    expect(await leverage(9, 5, true)).toMatchObject(refusal(422, 'invalid_margin_mode'));
    expect((await leverage(BTC, 10)).body).toEqual({ status: 'ok', instrument_id: BTC, leverage: 10, cross: false });
    expect((await s.read('/v1/account/config')).body[5]).toEqual({ instrument_id: BTC, leverage: 10, cross: false });
  });

  it('a mode switch needs no open order and no position; the leverage alone may change with either', async () => {
    const { s, leverage } = await trader();
    const place = (p: string, tif: 'gtc' | 'ioc') =>
      s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p, qty: '0.01', tif }] });
    await place('90000', 'gtc');
    expect(await leverage(BTC, 20, true)).toMatchObject(refusal(422, 'open_orders_exist'));
    expect((await leverage(BTC, 20)).status).toBe(200);
    await s.op('DELETE', '/v1/trade/orders/all', { type: 'cancelAll', args: {} });
    await place('95047', 'ioc');
    await afterTakerDelay();
    expect(await leverage(BTC, 20, true)).toMatchObject(refusal(422, 'position_exists'));
    expect((await leverage(7, 20, true)).body).toEqual({ status: 'ok', instrument_id: 7, leverage: 20, cross: true });
  });

  it('batch: one result per instrument in order; a whole-request refusal is a one-element array', async () => {
    const { s } = await trader();
    const batch = (args: { iid: number; lev: number; cross: boolean }[]) =>
      s.op('PATCH', '/v1/trade/leverage/batch', { type: 'updateLeverages', args });
    expect(
      (
        await batch([
          { iid: 7, lev: 5, cross: false },
          { iid: 99, lev: 5, cross: false },
          { iid: 8, lev: 21, cross: false },
        ])
      ).body,
    ).toEqual([
      { status: 'ok', instrument_id: 7, leverage: 5, cross: false },
      { status: 'err', instrument_id: 99, error: 'instrument_not_found' },
      { status: 'err', instrument_id: 8, error: 'invalid_leverage' },
    ]);
    const zero = await batch([{ iid: 7, lev: 0, cross: false }]);
    expect(zero).toMatchObject({ status: 400, body: [{ status: 'err', error: 'leverage must be positive' }] });
    expect(zero.body).toHaveLength(1);
  });
});

describe('PATCH /v1/trade/margin', () => {
  async function isolatedLong() {
    const t = await trader();
    await t.leverage(BTC, 10);
    await t.s.op('POST', '/v1/trade/orders', {
      type: 'createOrders',
      args: [{ iid: BTC, buy: true, p: '95047', qty: '0.01', tif: 'ioc' }],
    });
    await afterTakerDelay();
    return t;
  }
  const margin = (amt: string) => ({ type: 'updateMargin' as const, args: { iid: BTC, amt } });

  it('the exact signed payload applies once (a replay is signature_already_used); a newly signed one applies again', async () => {
    const { world, s, available } = await isolatedLong();
    // equity 999.619812 − 0.47 uPnL; IM 950 / 10 = 95
    expect(await available()).toBe('904.149812');
    const signed = await s.sign(margin('5'));
    expect((await world.call.send('PATCH', '/v1/trade/margin', signed)).body).toEqual({ status: 'ok' });
    expect(await available()).toBe('899.149812');
    expect(await world.call.send('PATCH', '/v1/trade/margin', signed)).toMatchObject(refusal(422, 'signature_already_used'));
    expect(await available()).toBe('899.149812');
    expect((await s.op('PATCH', '/v1/trade/margin', margin('5'))).body).toEqual({ status: 'ok' });
    expect(await available()).toBe('894.149812');
    // taking it back out frees it again, as far as the position still covers its IM (uPnL is −0.47)
    expect((await s.op('PATCH', '/v1/trade/margin', margin('-9'))).body).toEqual({ status: 'ok' });
    expect(await available()).toBe('903.149812');
  });

  it('refusals: below the required initial margin, more than is available, no position, zero, not a decimal', async () => {
    const { s } = await isolatedLong();
    expect(await s.op('PATCH', '/v1/trade/margin', margin('-1'))).toMatchObject(refusal(422, 'margin_below_required_initial'));
    expect(await s.op('PATCH', '/v1/trade/margin', margin('905'))).toMatchObject(refusal(422, 'insufficient_margin'));
    expect(await s.op('PATCH', '/v1/trade/margin', margin('0'))).toMatchObject(refusal(422, 'invalid_margin_amount'));
    expect(await s.op('PATCH', '/v1/trade/margin', { type: 'updateMargin', args: { iid: 7, amt: '1' } })).toMatchObject(
      refusal(422, 'position_not_found'),
    );
    expect(await s.op('PATCH', '/v1/trade/margin', margin('1e3'))).toMatchObject(refusal(400, 'invalid margin amount'));
  });
});
