import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR, INVALID_ORDER_PAYLOAD, NOT_ENOUGH_BALANCE } from '../../../src/api/error-messages';
import type { OrderAnswer, SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { TradingError, tradingError } from '../../kit/errors';
import type { TradingEnv } from '../context';
import type { ExchangeState } from '../exchange/exchange-state';
import { OrderRefused } from './check-order';
import { placeHandlers } from './handlers-place';
import type { BatchItem, OrderDesk } from './order-desk';

/*
 * POST /orders answers per item. The desk is a stand-in here, so an item can fail the way no real
 * input should make it (a bug, a database fault): the batch must still answer every item. The desk
 * places a batch in one turn, so a refusal of the whole request (425) can only come before any item.
 */

const ZERO32 = `0x${'0'.repeat(64)}`;
const item = (salt: number) => ({
  deferExec: false,
  postOnly: false,
  order: {
    salt,
    maker: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    signer: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    tokenId: '1',
    makerAmount: '100000',
    takerAmount: '5000000',
    side: 'BUY',
    signatureType: 0,
    timestamp: '1700000000000',
    expiration: '0',
    metadata: ZERO32,
    builder: ZERO32,
    signature: `0x${'1'.repeat(130)}`,
  },
  owner: 'key',
  orderType: 'GTC',
});

const placed = (salt: number | string): OrderAnswer => ({
  success: true,
  errorMsg: '',
  orderID: `0x${String(salt).padStart(64, '0')}`,
  status: 'live',
  makingAmount: '0',
  takingAmount: '0',
  transactionsHashes: [],
  tradeIDs: [],
});

const failed = (errorMsg: string): OrderAnswer => ({
  success: false,
  errorMsg,
  orderID: '',
  status: '',
  makingAmount: '',
  takingAmount: '',
  transactionsHashes: [],
  tradeIDs: [],
});

/** The batch route over a desk that answers each item with `answer` (an answer or the error that refused it), behind the trading service's error handler. */
function batchApp(answer: (body: SendOrder) => OrderAnswer | Error) {
  const desk = { placeBatch: (items: BatchItem[]) => items.map(({ body }) => answer(body)) } as unknown as OrderDesk;
  const exchange = { get: () => ({ mode: 'normal', retryAfterSeconds: 30, holdCancel: true }) } as unknown as ExchangeState;
  const app = new Hono<TradingEnv>();
  app.use(async (c, next) => {
    c.set('l2', { apiKey: 'key', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
    await next();
  });
  app.post('/orders', placeHandlers(desk, exchange).postOrders);
  app.onError((err, c) => (err instanceof TradingError ? tradingError(c, err.status, err.message) : tradingError(c, 500, INTERNAL_ERROR)));
  return (items: unknown[]) => app.request('/orders', { method: 'POST', body: JSON.stringify(items) });
}

afterEach(() => vi.restoreAllMocks());

describe('POST /orders', () => {
  it('answers an item that throws unexpectedly with its own failure; the items before and after it stand', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = batchApp((body) => {
      if (body.order.salt === 2) return new TypeError('a bug in the order path');
      if (body.order.salt === 3) return new OrderRefused(NOT_ENOUGH_BALANCE);
      return placed(body.order.salt);
    });
    const res = await post([item(1), item(2), item(3), item(4)]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([placed(1), failed(INTERNAL_ERROR), failed(NOT_ENOUGH_BALANCE), placed(4)]);
    // logged once, for the one item that failed unexpectedly
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('refuses the whole request with a 425 while the engine restarts: the desk places no item of it', async () => {
    const post = batchApp(() => {
      throw new TradingError(425, '');
    });
    const res = await post([item(1), item(2)]);
    expect(res.status).toBe(425);
    expect(await res.json()).toEqual({ error: '' });
  });

  it('answers malformed items alone and hands the desk only the rest', async () => {
    const seen: number[] = [];
    const post = batchApp((body) => {
      seen.push(Number(body.order.salt));
      return placed(body.order.salt);
    });
    const res = await post([item(1), { order: 'not an order' }, item(3)]);
    expect(await res.json()).toEqual([placed(1), failed(INVALID_ORDER_PAYLOAD), placed(3)]);
    expect(seen).toEqual([1, 3]);
  });
});
