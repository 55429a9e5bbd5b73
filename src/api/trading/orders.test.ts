import { RULE_TEXT } from './order-rules';
import { orderToJsonV2, OrderType } from '@polymarket/clob-client-v2';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { freshDemoDb } from '../../../server/testing/combo-kit';
import { ALICE, CHAIN, tradingSandbox } from '../../../server/testing/trading-kit';
import { limitOrderAmounts } from './amounts';
import { buildOrder, orderBody, orderHash, randomSalt, structOf } from './orders';
import { orderTypedData } from './wire';

/* An order from amounts to the wire, accepted by the local service in process, its id our hash. */

let s: Awaited<ReturnType<typeof tradingSandbox>>;

beforeAll(async () => {
  const db = freshDemoDb();
  s = await tradingSandbox(db, createApp(db));
}, 60_000);

async function signedBody(price: string, size: string, extra: { salt?: bigint; orderType?: 'GTC' | 'GTD'; expiration?: number } = {}) {
  const { makerAmount, takerAmount } = limitOrderAmounts({ side: 'BUY', price, size, tick: '0.01' });
  const struct = buildOrder({
    maker: ALICE.address,
    signer: ALICE.address,
    tokenId: s.token0,
    side: 'BUY',
    makerAmount,
    takerAmount,
    signatureType: 0,
    salt: extra.salt,
  });
  const signature = await ALICE.signTypedData(orderTypedData(struct, CHAIN, false));
  const owner = s.creds.get(ALICE.address)!.apiKey;
  return { struct, body: orderBody({ struct, signature, owner, orderType: extra.orderType ?? 'GTC', expiration: extra.expiration }) };
}

describe('orders', () => {
  it('the local service accepts the body and answers our hash as the order id', async () => {
    const { struct, body } = await signedBody('0.03', '10');
    const placed = await s.call(ALICE, 'POST', '/order', body);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ success: true, status: 'live' });
    expect(placed.body.orderID).toBe(orderHash(struct, CHAIN, false));
    expect(structOf(body.order)).toEqual(struct);
  });

  it('writes the wire body byte for byte as the official client does', async () => {
    const { body } = await signedBody('0.55', '10', { salt: 123456789n });
    const o = body.order;
    const theirs = orderToJsonV2(
      { ...o, salt: String(o.salt), side: o.side as never, signatureType: o.signatureType as never },
      body.owner,
      OrderType.GTC,
      false,
      false,
    );
    expect(JSON.stringify(body)).toBe(JSON.stringify(theirs));
    expect(JSON.stringify(body)).toMatch(/^\{"deferExec":false,"postOnly":false,"order":\{"salt":123456789,"maker":"0x/);
    expect(o).toMatchObject({ makerAmount: '5500000', takerAmount: '10000000', side: 'BUY', expiration: '0' });
  });

  it('a GTD order carries its expiration, unsigned', async () => {
    const expiration = Math.floor(Date.now() / 1000) + 3600;
    const { body } = await signedBody('0.02', '5', { orderType: 'GTD', expiration });
    expect(body.order.expiration).toBe(String(expiration));
    expect((await s.call(ALICE, 'POST', '/order', body)).body).toMatchObject({ success: true, status: 'live' });
  });

  it('refuses what the service always refuses, before a request', async () => {
    const { struct } = await signedBody('0.02', '5');
    const sig = '0x00' as const;
    expect(() => orderBody({ struct, signature: sig, owner: 'k', orderType: 'FOK', postOnly: true })).toThrow(RULE_TEXT.postOnly);
    expect(() => orderBody({ struct, signature: sig, owner: 'k', orderType: 'GTD' })).toThrow(/expiration/);
    expect(() => orderBody({ struct, signature: sig, owner: 'k', orderType: 'GTC', expiration: 1 })).toThrow(/expiration/);
    expect(() => buildOrder({ ...struct, tokenId: 'x', side: 'BUY', salt: 1n })).toThrow(/token id/);
    expect(() => buildOrder({ ...struct, tokenId: '1', side: 'BUY', salt: 2n ** 53n })).toThrow(/JSON number/);
  });

  it('random salts are safe integers', () => {
    for (let i = 0; i < 1000; i++) {
      const salt = randomSalt();
      expect(salt).toBeGreaterThanOrEqual(0n);
      expect(salt).toBeLessThanOrEqual(BigInt(Number.MAX_SAFE_INTEGER));
    }
  });
});
