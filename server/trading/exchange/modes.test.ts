import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { ALICE, tradingSandbox } from '../../testing/trading-kit';

/* The spec's exchange modes, switched through the loopback admin route, seen by a trader's requests. */

let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;
const alice = ALICE.address.toLowerCase();

const setMode = (body: Record<string, unknown>) =>
  app.request('/clob/admin/exchange', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  const db = freshDemoDb();
  app = createApp(db, { sandbox: true });
  s = await tradingSandbox(db, app);
}, 60_000);

beforeEach(async () => {
  await setMode({ mode: 'normal' });
});

describe('exchange modes', () => {
  it('cancel-only refuses new orders with 503 and still cancels', async () => {
    const live = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    await setMode({ mode: 'cancel-only' });
    const refused = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    expect(refused).toMatchObject({
      status: 503,
      body: { error: 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.' },
    });
    const canceled = await s.call(ALICE, 'DELETE', '/order', { orderID: live.body.orderID });
    expect(canceled.body.canceled).toEqual([live.body.orderID]);
  });

  it('post-only answers 503 with its code, delay and Retry-After, takes post-only orders, and refuses inside a batch per order', async () => {
    await setMode({ mode: 'post-only', retryAfterSeconds: 30 });
    const refused = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: 'post-only mode: only post-only orders and cancels are allowed',
      code: 'post_only_mode',
      retry_after_seconds: 30,
    });
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5', postOnly: true })).body.status).toBe('live');

    const batch = await s.call(ALICE, 'POST', '/orders', [
      await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5', postOnly: true }),
      await s.order(ALICE, { side: 'BUY', price: '0.02', size: '5' }),
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body[0]).toMatchObject({ success: true, status: 'live' });
    expect(batch.body[1]).toEqual({
      success: false,
      errorMsg: 'post-only mode: only post-only orders and cancels are allowed',
      orderID: '',
      status: '',
      makingAmount: '',
      takingAmount: '',
      transactionsHashes: [],
      tradeIDs: [],
    });
  });

  it('disabled refuses everything authenticated, cancels included, while public reads go on', async () => {
    await setMode({ mode: 'disabled' });
    const disabled = { status: 503, body: { error: 'Trading is currently disabled. Check the service site for updates' } };
    expect(await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' })).toMatchObject(disabled);
    expect(await s.call(ALICE, 'DELETE', '/cancel-all')).toMatchObject(disabled);
    expect((await app.request(`/clob/book?token_id=${s.token0}`)).status).toBe(200);
  });

  it('the switch refuses unknown settings and reports what is set', async () => {
    expect((await setMode({ mode: 'closed' })).status).toBe(400);
    await setMode({ mode: 'post-only', retryAfterSeconds: 12, holdCancel: false });
    expect(await (await app.request('/clob/admin/exchange')).json()).toEqual({
      mode: 'post-only',
      retryAfterSeconds: 12,
      holdCancel: false,
    });
  });
});

describe('address flags', () => {
  const flag = (address: string, value: string) =>
    app.request('/clob/admin/address-flag', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, flag: value }),
    });

  it("a banned address places nothing; a closed-only one may only sell; 'none' lifts either", async () => {
    await flag(ALICE.address, 'banned');
    // the address as the order schema reads it: in lower case (schemas-orders.ts)
    expect((await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' })).body.error).toBe(`'${alice}' address banned`);
    await flag(ALICE.address, 'closed_only');
    const buy = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' });
    expect(buy.body.error).toBe(`'${alice}' address in closed only mode`);
    await flag(ALICE.address, 'none');
    expect((await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5' })).body.success).toBe(true);
  });
});
