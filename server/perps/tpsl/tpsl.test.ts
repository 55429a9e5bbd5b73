import { describe, expect, it } from 'vitest';
import type { Op, OrderArgs } from '../../../src/api/perps/op-signing';
import { Ledger } from '../../ledger';
import { afterTakerDelay } from '../../testing/perps-kit';
import { BTC, entry, positionLeg, setup, sl, tp } from './testing/tpsl-kit';

/*
 * TP/SL over the whole app (testing/tpsl-kit.ts: no makers, a maker account that moves the mark). The
 * trigger pass runs before every request, as liquidation does: a test moves the mark, then any
 * request (a read) fires the legs.
 */

const refusal = (error: string) => ({ status: 400, body: [expect.objectContaining({ status: 'err', error })] });

describe('bracket orders (grp "order")', () => {
  it('legs wait for the entry, arm on its fill holding no margin; the TP fires at the mark, closes the position, cancels the SL', async () => {
    const { world, a, m, moveMark } = await setup();
    await m.place({ iid: BTC, buy: false, p: '95000', qty: '0.01' });
    const acks = (await a.group('order', entry, tp, sl)).body;
    expect(acks).toEqual([0, 1, 2].map(() => ({ status: 'ok', oid: expect.any(Number) })));
    const [e, t, s] = acks.map((x: { oid: number }) => x.oid);
    // the entry is inside its taker delay: the legs are dormant
    expect(await a.order(t)).toMatchObject({
      status: 'untriggered',
      price: null,
      quantity: '0.01',
      ro: true,
      tpsl: { kind: 'tp', scope: 'order', trp: '96000', parent_oid: e },
    });
    await afterTakerDelay();
    expect(await a.order(e)).toMatchObject({ status: 'filled' });
    expect((await a.order(t)).status).toBe('armed');
    expect((await a.order(s)).status).toBe('armed');
    expect((await a.read('/v1/account/open-orders')).body.map((o: { order_id: number }) => o.order_id)).toEqual([s, t]);
    // equity 1000 − 0.38 fee; IM 950 / 50 = 19; the two armed legs hold nothing
    expect((await a.read('/v1/account/portfolio')).body.margin).toMatchObject({
      total_account_value: '999.62',
      total_initial_margin: '19',
      available_order_margin: '980.62',
    });

    await moveMark(96_000);
    // the TP is now an IOC at the band's edge, matching the maker's bid after the taker delay
    expect(await a.order(t)).toMatchObject({ status: 'accepted', price: '91200' });
    expect((await a.order(s)).status).toBe('cancelled');
    await afterTakerDelay();
    expect(await a.order(t)).toMatchObject({ status: 'filled', filled_quantity: '0.01' });
    const [close] = (await a.read('/v1/account/fills')).body.data;
    // (96,000 − 95,000) × 0.01 = 10; fee 960 × 0.0004 = 0.384
    expect(close).toMatchObject({ order_id: t, side: 'short', price: '96000', quantity: '0.01', fee: '0.384', realized_pnl: '10' });
    expect(await a.size()).toBe('0');
    expect((await a.read('/v1/account/balances')).body[0].balance).toBe('1009.236');
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });

  it('an entry that ends unfilled takes its legs with it (parent_cancelled); a leg is cancelled by id; ended leg ids are order_not_found', async () => {
    const { a } = await setup();
    const [e, t, s] = (await a.group('order', { ...entry, p: '90000' }, tp, sl)).body.map((x: { oid: number }) => x.oid);
    expect((await a.order(e)).status).toBe('open');
    expect((await a.cancel([e])).body).toEqual([{ status: 'ok', oid: e }]);
    expect((await a.order(t)).status).toBe('parent_cancelled');
    expect((await a.order(s)).status).toBe('parent_cancelled');
    expect((await a.cancel([t])).body).toEqual([{ status: 'err', oid: t, error: 'order_not_found' }]);

    // a refused entry: its legs are refused with it
    expect((await a.group('order', { ...entry, iid: 999 }, { ...tp, iid: 999 })).body).toEqual([
      { status: 'err', error: 'instrument_not_found' },
      { status: 'err', error: 'parent_cancelled' },
    ]);
    // an IOC entry with nothing to take
    const [, t2] = (await a.group('order', { ...entry, tif: 'ioc' }, tp)).body.map((x: { oid: number }) => x.oid);
    expect((await a.order(t2)).status).toBe('parent_cancelled');

    const [, t3, s3] = (await a.group('order', { ...entry, p: '90000' }, tp, sl)).body.map((x: { oid: number }) => x.oid);
    expect((await a.cancel([t3])).body).toEqual([{ status: 'ok', oid: t3 }]);
    expect((await a.order(t3)).status).toBe('cancelled');
    expect((await a.order(s3)).status).toBe('untriggered');
    // cancel-all takes the waiting legs too
    await a.op('DELETE', '/v1/trade/orders/all', { type: 'cancelAll', args: {} });
    expect((await a.order(s3)).status).toBe('cancelled');
    expect((await a.read('/v1/account/open-orders')).body).toEqual([]);
  });

  it('a leg that fires with no position left ends reduce_only_invalid_at_trigger and cancels its sibling', async () => {
    const { a, m, moveMark } = await setup();
    await m.place({ iid: BTC, buy: false, p: '95000', qty: '0.01' });
    const [, t, s] = (await a.group('order', entry, tp, sl)).body.map((x: { oid: number }) => x.oid);
    await afterTakerDelay();
    // closed by hand into the maker's bid at 94,900
    await m.place({ iid: BTC, buy: true, p: '94900', qty: '0.01' });
    await a.place({ iid: BTC, buy: false, qty: '0.01', tif: 'ioc', ro: true });
    await afterTakerDelay();
    expect(await a.size()).toBe('0');
    expect((await a.order(s)).status).toBe('armed');
    await moveMark(93_900);
    expect((await a.order(s)).status).toBe('reduce_only_invalid_at_trigger');
    expect((await a.order(t)).status).toBe('cancelled');
  });

  it('a limit leg rests as a reduce-only GTC at its price once it fires', async () => {
    const { a, m, moveMark } = await setup();
    await m.place({ iid: BTC, buy: false, p: '95000', qty: '0.01' });
    const limitTp = { ...tp, p: '97000', tr: { trp: '96000', tpsl: 'tp' as const } };
    const [, t] = (await a.group('order', entry, limitTp)).body.map((x: { oid: number }) => x.oid);
    await afterTakerDelay();
    expect((await a.order(t)).status).toBe('armed');
    await moveMark(96_000);
    expect(await a.order(t)).toMatchObject({ status: 'open', price: '97000', tif: 'gtc', ro: true, resting_quantity: '0.01' });
  });
});

describe('position TP/SL (grp "position")', () => {
  it('qty 0: the SL closes the whole position as it is at the trigger; the TP then ends position_closed', async () => {
    const { world, a, moveMark, open } = await setup();
    await open(true, '0.02');
    // 94,500: near enough that the 50x position stays above its maintenance margin (no liquidation first)
    const acks = (await a.group('position', positionLeg('sl', '94500'), positionLeg('tp', '97000'))).body;
    const [s, t] = acks.map((x: { oid: number }) => x.oid);
    expect(await a.order(s)).toMatchObject({ status: 'armed', quantity: '0', tpsl: { kind: 'sl', scope: 'position', trp: '94500' } });
    // one SL per instrument: a second is refused
    expect((await a.group('position', positionLeg('sl', '93000'))).body).toEqual([{ status: 'err', error: 'position_tpsl_exists' }]);
    await open(true, '0.01');
    expect(await a.size()).toBe('0.03');
    await moveMark(94_500);
    await afterTakerDelay();
    expect(await a.order(s)).toMatchObject({ status: 'filled', quantity: '0.03', filled_quantity: '0.03' });
    const [close] = (await a.read('/v1/account/fills')).body.data;
    expect(close).toMatchObject({ order_id: s, price: '94400', quantity: '0.03', realized_pnl: '-18', liquidation: false });
    expect(await a.size()).toBe('0');
    expect((await a.order(t)).status).toBe('position_closed');
    expect(new Ledger(world.db).perps.audit()).toEqual([]);
  });

  it('refused with no position, on the wrong side, or with the mark already past the trigger', async () => {
    const { a, open } = await setup();
    expect((await a.group('position', positionLeg('sl', '94000'))).body).toEqual([{ status: 'err', error: 'reduce_only_invalid' }]);
    await open(true, '0.01');
    expect((await a.group('position', positionLeg('sl', '96000', true))).body).toEqual([{ status: 'err', error: 'reduce_only_invalid' }]);
    // a long's TP at 94,000 with the mark at 95,000 would fire at once
    expect((await a.group('position', positionLeg('tp', '94000'))).body).toEqual([{ status: 'err', error: 'trigger_already_crossed' }]);
    expect((await a.group('position', positionLeg('sl', '95000'))).body).toEqual([{ status: 'err', error: 'trigger_already_crossed' }]);
    expect((await a.group('position', positionLeg('sl', '94999'))).body).toEqual([{ status: 'ok', oid: expect.any(Number) }]);
  });

  it('closed by hand: position_closed; flipped: position_flipped', async () => {
    const { a, open } = await setup();
    await open(true, '0.01');
    const [s] = (await a.group('position', positionLeg('sl', '94000'))).body.map((x: { oid: number }) => x.oid);
    await open(false, '0.01');
    expect((await a.order(s)).status).toBe('position_closed');
    await open(true, '0.01');
    const [t] = (await a.group('position', positionLeg('tp', '96000'))).body.map((x: { oid: number }) => x.oid);
    await open(false, '0.02');
    expect(await a.size()).toBe('-0.01');
    expect((await a.order(t)).status).toBe('position_flipped');
  });
});

describe('checks', () => {
  it("a malformed group is one 400 with the leg's reason", async () => {
    const { a } = await setup();
    const cases: [Op['grp'] | 'foo', OrderArgs[], string][] = [
      ['order', [entry, { ...tp, tif: 'ioc' }], 'TP/SL orders cannot have a time in force'],
      ['order', [entry, { ...tp, qty: '0.02' }], 'TP/SL quantity must equal the entry quantity'],
      ['order', [entry, tp, { ...tp, tr: { market: true, trp: '97000', tpsl: 'tp' } }], 'at most one tp order per instrument'],
      ['order', [entry, { ...tp, buy: true }], 'TP/SL orders must be on the opposite side of the entry'],
      ['order', [entry, { ...tp, ro: undefined }], 'TP/SL orders must be reduce-only'],
      ['order', [entry, { ...tp, tr: { trp: '96000', tpsl: 'tp' } }], 'limit TP/SL orders require a price'],
      ['order', [entry, { ...tp, p: '96000' }], 'market TP/SL orders cannot have a price'],
      ['order', [entry, { ...tp, tr: { market: true, trp: '96000.5', tpsl: 'tp' } }], 'trigger price exceeds allowed decimal places'],
      ['order', [entry], 'an order group needs a TP or SL order'],
      ['order', [tp, sl], 'an order group starts with its entry order'],
      [
        'position',
        [{ ...positionLeg('tp', '96000'), p: '96000', tr: { trp: '96000', tpsl: 'tp' } }],
        'position TP/SL orders must be market triggers',
      ],
      ['position', [{ ...positionLeg('tp', '96000'), qty: '0.01' }], 'position TP/SL quantity must be 0'],
      ['position', [positionLeg('sl', '94000'), positionLeg('sl', '93000')], 'at most one sl order per instrument'],
      ['foo', [entry, tp], 'invalid order group'],
      [undefined, [tp], 'trigger orders require an order group'],
    ];
    for (const [grp, args, message] of cases) expect(await a.group(grp as Op['grp'], ...args)).toMatchObject(refusal(message));
    expect((await a.read('/v1/account/orders')).body.data).toEqual([]);
  });

  it('modify refuses a leg and an entry with legs: order_has_tpsl', async () => {
    const { a } = await setup();
    const [e, t] = (await a.group('order', { ...entry, p: '90000' }, tp)).body.map((x: { oid: number }) => x.oid);
    const modify = await a.op('PATCH', '/v1/trade/orders', {
      type: 'modifyOrders',
      args: [
        { oid: e, p: '90001', qty: '0.01' },
        { oid: t, p: '96000', qty: '0.01' },
      ],
    });
    expect(modify.body).toEqual([
      { status: 'err', oid: e, error: 'order_has_tpsl' },
      { status: 'err', oid: t, error: 'order_has_tpsl' },
    ]);
    expect(await a.order(e)).toMatchObject({ status: 'open', price: '90000' });
  });

  it('the dead-man switch cancels waiting legs with the resting orders (auto_cancelled)', async () => {
    const { world, a, open } = await setup();
    await open(true, '0.01');
    const [{ oid: leg }] = (await a.group('position', positionLeg('sl', '94000'))).body;
    const [{ oid: bid }] = (await a.place({ iid: BTC, buy: true, p: '90000', qty: '0.01' })).body;
    const deadline = world.clock.now + 10_000;
    expect((await a.op('PATCH', '/v1/trade/auto-cancel', { type: 'autoCancel', args: { time: deadline } })).body).toEqual({
      status: 'ok',
      deadline,
    });
    world.clock.now = deadline;
    expect((await a.order(leg)).status).toBe('auto_cancelled');
    expect((await a.order(bid)).status).toBe('auto_cancelled');
  });
});
