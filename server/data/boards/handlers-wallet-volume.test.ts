import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { getData, pinnedDemoApp } from '../../testing/pinned-app';

const { db, now: NOW, app } = pinnedDemoApp();
const get = (path: string) => getData(app, path);

describe('GET /v2/user-volume', () => {
  it('sums the wallet fills over whole UTC days', async () => {
    const user = DEMO_TRADER.toLowerCase();
    const all = db
      .prepare<[{ u: string }], { n: number; s: number }>(
        'SELECT count(*) n, sum(size * ((taker = @u) + (maker = @u))) s FROM trades WHERE taker = @u OR maker = @u',
      )
      .get({ u: user })!;
    const full = await get(`/v2/user-volume?user=${DEMO_TRADER}`);
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ trade_count: all.n, volume: all.s / 1e6 });
    expect(full.body.data.volume_usdc).toBeGreaterThan(0);
    const inverted = await get(`/v2/user-volume?user=${DEMO_TRADER}&start=${NOW}&end=${NOW - 10 * 86_400}`);
    expect(inverted.body.data).toEqual({ volume: 0, volume_usdc: 0, trade_count: 0 });
  });

  it('requires a valid user and integer bounds', async () => {
    expect((await get('/v2/user-volume')).body).toMatchObject({
      code: 'invalid_request',
      parameter: 'user',
      error: "required query param 'user' not provided",
    });
    expect((await get(`/v2/user-volume?user=${DEMO_TRADER}&start=-1`)).body).toMatchObject({ code: 'invalid_request', parameter: 'start' });
  });
});
