import { encode } from '@msgpack/msgpack';
import { keccak256, recoverTypedDataAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { compactOp, createProxyTypedData, dropUndefined, opData, opTypedData, signOp, type Op } from './op-signing';

const PROXY = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

describe('compact op (facts §2.3)', () => {
  it('an order tuple as the SDK writes it: po always, ro only when true, undefined positions dropped', () => {
    const op: Op<'createOrders'> = { type: 'createOrders', args: [{ iid: 6, buy: true, p: '95000', qty: '0.01', tif: 'gtc' }] };
    expect(compactOp(op)).toEqual(['createOrders', [[6, true, '95000', '0.01', 'gtc', false]]]);
    const ro: Op<'createOrders'> = {
      type: 'createOrders',
      args: [{ iid: 6, buy: false, qty: '0.01', tif: 'ioc', ro: true, c: 'ab'.repeat(16) }],
    };
    // no price: tif shifts into the third position
    expect(compactOp(ro)).toEqual(['createOrders', [[6, false, '0.01', 'ioc', false, true, 'ab'.repeat(16)]]]);
  });

  it('a bracket keeps grp beside the orders and a trigger as [market?, trp, tpsl]', () => {
    const op: Op<'createOrders'> = {
      type: 'createOrders',
      grp: 'order',
      args: [
        { iid: 7, buy: true, p: '3500', qty: '1', tif: 'gtc' },
        { iid: 7, buy: false, qty: '1', ro: true, tr: { market: true, trp: '3600', tpsl: 'tp' } },
        { iid: 7, buy: false, qty: '1', ro: true, tr: { market: false, trp: '3400', tpsl: 'sl' } },
      ],
    };
    expect(compactOp(op)).toEqual([
      'createOrders',
      [
        [7, true, '3500', '1', 'gtc', false],
        [7, false, '1', false, true, [true, '3600', 'tp']],
        [7, false, '1', false, true, ['3400', 'sl']],
      ],
      'order',
    ]);
  });

  it('the other ops', () => {
    expect(compactOp({ type: 'cancelAll', args: {} })).toEqual(['cancelAll', []]);
    expect(compactOp({ type: 'cancelAll', args: { iid: 3 } })).toEqual(['cancelAll', [3]]);
    expect(compactOp({ type: 'cancelOrders', args: [4, 5] })).toEqual(['cancelOrders', [4, 5]]);
    expect(compactOp({ type: 'autoCancel', args: { time: 1_790_000_000_000 } })).toEqual(['autoCancel', [1_790_000_000_000]]);
    expect(compactOp({ type: 'updateLeverage', args: { iid: 6, lev: 10, cross: false } })).toEqual(['updateLeverage', [6, 10, false]]);
    expect(compactOp({ type: 'updateMargin', args: { iid: 6, amt: '-12.5' } })).toEqual(['updateMargin', [6, '-12.5']]);
    expect(compactOp({ type: 'modifyOrdersCOID', args: [{ coid: 'c1', p: '1', qty: '2' }] })).toEqual([
      'modifyOrdersCOID',
      [['c1', '1', '2']],
    ]);
    expect(dropUndefined([1, undefined, [undefined, 2]])).toEqual([1, [2]]);
  });

  it('data = keccak256(msgpack(compact)); key order and omitted defaults of the JSON do not change it', () => {
    const a: Op = { type: 'createOrders', args: [{ iid: 6, buy: true, p: '1', qty: '2', tif: 'gtc' }] };
    const b = JSON.parse('{"type":"createOrders","args":[{"tif":"gtc","qty":"2","p":"1","buy":true,"iid":6,"po":false,"ro":false}]}') as Op;
    expect(opData(a)).toBe(keccak256(encode(['createOrders', [[6, true, '1', '2', 'gtc', false]]])));
    expect(opData(b)).toBe(opData(a));
    expect(opData({ ...a, args: [{ iid: 6, buy: false, p: '1', qty: '2', tif: 'gtc' }] } as Op)).not.toBe(opData(a));
  });
});

describe('typed data', () => {
  it('an Op signature recovers to the proxy on its chain only', async () => {
    const op: Op = { type: 'cancelAll', args: {} };
    const body = await signOp(PROXY, op, 80002, 7, 1_790_000_000_000);
    const recovered = await recoverTypedDataAddress({ ...opTypedData(op, body.salt, body.ts, 80002), signature: body.sig });
    expect(recovered).toBe(PROXY.address);
    const other = await recoverTypedDataAddress({ ...opTypedData(op, body.salt, body.ts, 137), signature: body.sig });
    expect(other).not.toBe(PROXY.address);
  });

  it('CreateProxy names the proxy, its expiry, salt and ts', () => {
    const t = createProxyTypedData(PROXY.address, 5, 6, 7, 80002);
    expect(t.domain).toEqual({ name: 'Polymarket', version: '1', chainId: 80002 });
    expect(t.message).toEqual({ addr: PROXY.address, exp: 5n, salt: 6n, ts: 7n });
  });
});
