import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { freshDemoDb } from '../testing/combo-kit';
import { ALICE, l2Headers, tradingSandbox } from '../testing/trading-kit';
import {
  BODY_TOO_LARGE,
  INVALID_FIDELITY,
  INVALID_ORDER_PARAMS,
  INVALID_SIGNATURE_TYPE,
  INVALID_TRADE_PARAMS,
} from '../../src/api/error-messages';
import { CANCEL_BATCH_MAX } from './orders/handlers-cancel';
import { BODY_MAX_BYTES } from './trading-app';

/* Hostile query values and bodies over the trading service's routes: each is a 400 (or 413) in the spec's shape. */

let app: ReturnType<typeof createApp>;
let s: Awaited<ReturnType<typeof tradingSandbox>>;

beforeAll(async () => {
  const db = freshDemoDb();
  app = createApp(db);
  s = await tradingSandbox(db, app);
}, 60_000);

const get = async (path: string) => {
  const res = await app.request(`/clob${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

/** Names every plain object has through its prototype: never a value of an enumerated parameter. */
const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('enumerated query values are looked up among the route’s own values only', () => {
  it.each(INHERITED)('GET /ohlc?fidelity=%s is a 400', async (fidelity) => {
    expect(await get(`/ohlc?asset_id=${s.token0}&startTs=0&fidelity=${fidelity}`)).toEqual({
      status: 400,
      body: { error: INVALID_FIDELITY.make({ fidelity }) },
    });
  });

  it.each(INHERITED)('GET /prices-history?interval=%s is a 400', async (interval) => {
    expect(await get(`/prices-history?market=${s.token0}&interval=${interval}`)).toEqual({
      status: 400,
      body: { error: 'invalid filters: interval must be one of max, all, 1m, 1w, 1d, 6h, 1h' },
    });
  });
});

/** Spellings that Number() reads as an integer and a strict reading does not: hex, exponent, sign, spaces, fraction, leading zero. */
const LOOSE = (n: number) => [`0x${n}`, `${n}e0`, `%2B${n}`, `+${n}`, `%20${n}`, `${n}%20`, `${n}.0`, `0${n}`];

describe('integers in the query are read strictly', () => {
  it.each(LOOSE(0))('GET /balance-allowance?signature_type=%s is a 400', async (value) => {
    const res = await s.call(ALICE, 'GET', `/balance-allowance?asset_type=COLLATERAL&signature_type=${value}`);
    expect([res.status, res.body]).toEqual([400, { error: INVALID_SIGNATURE_TYPE }]);
  });

  it('GET /balance-allowance?signature_type=0 still reads the EOA', async () => {
    expect((await s.call(ALICE, 'GET', '/balance-allowance?asset_type=COLLATERAL&signature_type=0')).status).toBe(200);
  });

  it.each(LOOSE(1))('GET /data/trades?after=%s is a 400', async (value) => {
    const res = await s.call(ALICE, 'GET', `/data/trades?after=${value}`);
    expect([res.status, res.body]).toEqual([400, { error: INVALID_TRADE_PARAMS }]);
  });

  it.each([' 1', '1e2', '0x10', '+1', '1.0'])('GET /data/orders with a cursor holding %j is a 400', async (offset) => {
    const cursor = encodeURIComponent(Buffer.from(offset).toString('base64'));
    const res = await s.call(ALICE, 'GET', `/data/orders?next_cursor=${cursor}`);
    expect([res.status, res.body]).toEqual([400, { error: INVALID_ORDER_PARAMS }]);
  });

  it.each(['0x10', '1e1', '%2010', '010'])('GET /ohlc?limit=%s is a 400', async (limit) => {
    const res = await get(`/ohlc?asset_id=${s.token0}&startTs=0&limit=${limit}`);
    expect(res.status).toBe(400);
  });
});

describe('request bodies are bounded', () => {
  // over the limit, whatever it holds (the hostile run sent 30 MB)
  const huge = JSON.stringify({ orderID: `0x${'a'.repeat(64)}`, pad: 'x'.repeat(BODY_MAX_BYTES) });

  it('refuses a body over the limit with a 413 before the credentials are checked', async () => {
    const res = await app.request('/clob/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: BODY_TOO_LARGE });
  });

  it('refuses it with valid credentials too', async () => {
    const headers = await l2Headers(ALICE, s.creds.get(ALICE.address)!, 'DELETE', '/order', huge);
    const res = await app.request('/clob/order', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', ...headers },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: BODY_TOO_LARGE });
  });

  it('takes the largest legitimate body: a full DELETE /orders batch', async () => {
    const ids = Array.from({ length: CANCEL_BATCH_MAX }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);
    const res = await s.call(ALICE, 'DELETE', '/orders', ids);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.not_canceled as object)).toHaveLength(CANCEL_BATCH_MAX);
  });
});
