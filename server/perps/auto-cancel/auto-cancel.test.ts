import { describe, expect, it } from 'vitest';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * The dead-man switch: arm (≥ 5 s ahead), replace, disarm (no checks), a past deadline as a plain
 * 400, the cancellation at the deadline, auto_cancel_in_flight while it waits on a matching order,
 * and the daily cap.
 */

const BTC = 6;
const refusal = (status: number, error: string) => ({ status, body: expect.objectContaining({ status: 'err', error }) });

async function armed(opts: { takerDelayMs?: number; autoCancelDailyLimit?: number } = {}) {
  const world = perpsWorld(opts);
  const s = await perpsSession(world);
  await s.fund('100000');
  const arm = (time: number) => s.op('PATCH', '/v1/trade/auto-cancel', { type: 'autoCancel', args: { time } });
  const state = async () => (await s.read('/v1/account/auto-cancel')).body;
  const place = (p: string, qty = '0.01') =>
    s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [{ iid: BTC, buy: true, p, qty, tif: 'gtc' }] });
  return { world, s, arm, state, place };
}

describe('PATCH /v1/trade/auto-cancel', () => {
  it('arms, replaces, disarms; a past deadline is a plain 400, one under 5 s ahead too soon', async () => {
    const { world, arm, state } = await armed();
    const now = world.clock.now;
    expect(await arm(now - 1)).toMatchObject(refusal(400, 'auto-cancel time is in the past'));
    expect(await arm(now + 4_999)).toMatchObject(refusal(422, 'auto_cancel_deadline_too_soon'));
    expect((await arm(now + 5_000)).body).toEqual({ status: 'ok', deadline: now + 5_000 });
    expect((await arm(now + 60_000)).body).toEqual({ status: 'ok', deadline: now + 60_000 });
    expect(await state()).toEqual({ deadline: now + 60_000, triggered: 0, daily_limit: 1000, next_reset: 1_790_208_000_000 });
    expect((await arm(0)).body).toEqual({ status: 'ok', deadline: 0 });
    expect((await state()).deadline).toBe(0);
  });

  it('at the deadline every open order is auto_cancelled and the schedule clears', async () => {
    const { world, s, arm, state, place } = await armed();
    await arm(world.clock.now + 10_000);
    const [{ oid }] = (await place('90000')).body;
    world.clock.now += 9_999;
    expect((await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0].status).toBe('open');
    world.clock.now += 1;
    expect(await state()).toMatchObject({ deadline: 0, triggered: 1 });
    expect((await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0].status).toBe('auto_cancelled');
  });

  it('auto_cancel_in_flight while the cancellation waits on an order inside the taker delay; arming works after', async () => {
    const delay = 300;
    const { world, s, arm, state, place } = await armed({ takerDelayMs: delay });
    const t0 = world.clock.now;
    await arm(t0 + 5_500);
    // inside one feed second (no requote) the order crosses the makers' best ask and more: in flight for the delay
    world.clock.now = t0 + 5_400;
    const ask = (await world.call.get('/v1/info/bbo?instrument_id=6')).body[0].ask_price as string;
    const [{ oid }] = (await place(ask, '1')).body;
    world.clock.now = t0 + 5_500;
    expect((await state()).triggered).toBe(1);
    expect(await arm(world.clock.now + 10_000)).toMatchObject(refusal(422, 'auto_cancel_in_flight'));
    await afterTakerDelay(delay);
    const order = (await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0];
    expect(order).toMatchObject({ status: 'auto_cancelled', resting_quantity: '0' });
    expect(Number(order.filled_quantity)).toBeGreaterThan(0);
    expect((await arm(world.clock.now + 10_000)).status).toBe(200);
  });

  it('the daily cap refuses the next arm; a disarm is never refused', async () => {
    const { world, arm } = await armed({ autoCancelDailyLimit: 2 });
    await arm(world.clock.now + 10_000);
    await arm(world.clock.now + 20_000);
    expect(await arm(world.clock.now + 30_000)).toMatchObject(refusal(422, 'auto_cancel_daily_limit_reached'));
    expect((await arm(0)).status).toBe(200);
  });
});
