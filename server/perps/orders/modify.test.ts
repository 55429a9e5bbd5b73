import { describe, expect, it } from 'vitest';
import type { ModifyArgs, OrderArgs } from '../../../src/api/perps/op-signing';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * Modify over a book of traders only (no sandbox makers), so queue priority is what the test
 * arranges: the same price with a smaller quantity keeps its place; a larger quantity goes back.
 */

const BTC = 6;

async function traders(n: number) {
  const world = perpsWorld({ makers: false });
  const list = [];
  for (let k = 0; k < n; k++) {
    const s = await perpsSession(world);
    await s.fund('100000');
    const place = async (o: OrderArgs) =>
      (await s.op('POST', '/v1/trade/orders', { type: 'createOrders', args: [o] })).body[0].oid as number;
    const modify = (args: ModifyArgs[]) => s.op('PATCH', '/v1/trade/orders', { type: 'modifyOrders', args });
    const status = async (oid: number) => (await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0];
    list.push({ ...s, place, modify, status });
  }
  return list;
}

describe('PATCH /v1/trade/orders', () => {
  it('a smaller quantity at the same price keeps its place; a larger one goes to the back', async () => {
    const [a, b, c, seller] = await traders(4);
    const bid = { iid: BTC, buy: true, p: '90000', qty: '0.01', tif: 'gtc' as const };
    const oa = await a!.place(bid);
    const ob = await b!.place(bid);
    const oc = await c!.place(bid);
    const smaller = await a!.modify([{ oid: oa, p: '90000', qty: '0.005' }]);
    expect(smaller.body).toEqual([
      {
        status: 'ok',
        order: {
          oid: oa,
          iid: BTC,
          buy: true,
          p: '90000',
          qty: '0.005',
          tif: 'gtc',
          po: false,
          ro: false,
          status: 'open',
          rest: '0.005',
          fill: '0',
          cts: expect.any(Number),
          uts: expect.any(Number),
        },
      },
    ]);
    expect((await b!.modify([{ oid: ob, p: '90000', qty: '0.02' }])).body[0].status).toBe('ok');
    // 0.015 sold: a's 0.005 (still first), then c's 0.01 (b went behind it)
    await seller!.place({ iid: BTC, buy: false, p: '90000', qty: '0.015', tif: 'ioc' });
    await afterTakerDelay();
    expect((await a!.status(oa)).status).toBe('filled');
    expect((await c!.status(oc)).status).toBe('filled');
    expect(await b!.status(ob)).toMatchObject({ status: 'open', resting_quantity: '0.02' });
  });

  it('one result per requested order, in order: no-op, not above filled, would cross, duplicate, unknown, by client id', async () => {
    const [a, seller] = await traders(2);
    const coid = 'ef'.repeat(16);
    const oa = await a!.place({ iid: BTC, buy: true, p: '90000', qty: '0.02', tif: 'gtc', c: coid });
    // an ask near the bid first: with both sides resting the mark is 90,500, not the 95,000 index, so the
    // seller's 50x short stays above its maintenance margin
    await seller!.place({ iid: BTC, buy: false, p: '90500', qty: '0.01', tif: 'gtc' });
    await seller!.place({ iid: BTC, buy: false, p: '90000', qty: '0.01', tif: 'ioc' });
    await afterTakerDelay();
    const { body } = await a!.modify([
      { oid: oa, p: '90000', qty: '0.02' },
      { oid: oa, p: '90000', qty: '0.01' },
      { oid: 424242, p: '1', qty: '1' },
    ]);
    expect(body).toEqual([
      { status: 'err', oid: oa, error: 'modify_no_op' },
      { status: 'err', oid: oa, error: 'duplicate_order_in_batch' },
      { status: 'err', oid: 424242, error: 'order_not_in_orderbook' },
    ]);
    expect((await a!.modify([{ oid: oa, p: '90000', qty: '0.01' }])).body[0].error).toBe('modify_quantity_not_above_filled');
    expect((await a!.modify([{ oid: oa, p: '90500', qty: '0.02' }])).body[0].error).toBe('modify_would_cross');
    // a rejected modify left the order as it was
    expect(await a!.status(oa)).toMatchObject({ status: 'partial', price: '90000', quantity: '0.02', filled_quantity: '0.01' });
    const byCoid = await a!.op('PATCH', '/v1/trade/orders-coid', { type: 'modifyOrdersCOID', args: [{ coid, p: '89000', qty: '0.03' }] });
    expect(byCoid.body[0]).toMatchObject({
      status: 'ok',
      order: { oid: oa, p: '89000', qty: '0.03', rest: '0.02', fill: '0.01', status: 'partial', coid },
    });
    expect(await a!.modify([])).toMatchObject({ status: 400, body: [{ status: 'err', error: 'no orders provided' }] });
  });
});
