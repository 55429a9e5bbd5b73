import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { freshDemoDb } from '../testing/combo-kit';
import { tradingSandbox } from '../testing/trading-kit';
import { INVALID_FIDELITY } from '../../src/api/error-messages';

/* Hostile query values over the trading service's routes: each is a 400 in the spec's shape. */

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
