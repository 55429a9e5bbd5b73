import { expect } from 'vitest';
import type { Op, OrderArgs } from '../../../../src/api/perps/op-signing';
import { afterTakerDelay, perpsSession, perpsWorld } from '../../../testing/perps-kit';

/*
 * The TP/SL tests' world, on a book of traders only (no sandbox makers): the index stays at 95,000
 * while the clock stands still, and the mark is median(bid, ask, index), so a maker's two resting
 * orders put the mark where a test needs it.
 */

export const BTC = 6;

/** A world without makers: the trader `a` (1,000 pUSD) and a maker `m` at 1x who moves the mark. */
export async function setup() {
  const world = perpsWorld({ makers: false });
  const trader = async (funds: string) => {
    const s = await perpsSession(world);
    await s.fund(funds);
    const place = (...args: OrderArgs[]) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args });
    const group = (grp: Op['grp'], ...args: OrderArgs[]) => s.op('POST', '/v1/trade/orders', { type: 'createOrders', args, grp });
    const order = async (oid: number) => (await s.read(`/v1/account/orders?order_id=${oid}`)).body.data[0];
    const cancel = (ids: number[]) => s.op('DELETE', '/v1/trade/orders', { type: 'cancelOrders', args: ids });
    const size = async () =>
      ((await s.read('/v1/account/portfolio')).body.positions as { instrument_id: number; size: string }[]).find(
        (p) => p.instrument_id === BTC,
      )?.size ?? '0';
    return { ...s, place, group, order, cancel, size };
  };
  const a = await trader('1000');
  const m = await trader('1000000');
  // the maker at 1x: its side of a's trades must survive the moves a test makes (50x would be liquidated)
  await m.op('PATCH', '/v1/trade/leverage', { type: 'updateLeverage', args: { iid: BTC, lev: 1, cross: false } });
  const mark = async () => (await world.call.get('/v1/info/tickers')).body[BTC - 1].mark_price as string;
  /** The maker quotes a 100-wide market whose edge nearer the index is `price`: the mark. */
  const moveMark = async (price: number) => {
    const [bid, ask] = price > 95_000 ? [price, price + 100] : [price - 100, price];
    await m.place({ iid: BTC, buy: true, p: String(bid), qty: '1' }, { iid: BTC, buy: false, p: String(ask), qty: '1' });
    expect(await mark()).toBe(String(price));
  };
  /** `a` buys (or sells) `qty` from the maker at 95,000 and the fill lands. */
  const open = async (buy: boolean, qty: string) => {
    await m.place({ iid: BTC, buy: !buy, p: '95000', qty });
    await a.place({ iid: BTC, buy, p: '95000', qty, tif: 'ioc' });
    await afterTakerDelay();
  };
  return { world, a, m, mark, moveMark, open };
}

export const entry: OrderArgs = { iid: BTC, buy: true, p: '95000', qty: '0.01', tif: 'gtc' };
export const tp: OrderArgs = { iid: BTC, buy: false, qty: '0.01', ro: true, tr: { market: true, trp: '96000', tpsl: 'tp' } };
export const sl: OrderArgs = { iid: BTC, buy: false, qty: '0.01', ro: true, tr: { market: true, trp: '94000', tpsl: 'sl' } };
export const positionLeg = (kind: 'tp' | 'sl', trp: string, buy = false): OrderArgs => ({
  iid: BTC,
  buy,
  qty: '0',
  ro: true,
  tr: { market: true, trp, tpsl: kind },
});
