import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { getMeta } from '../../../../server/db/connection';
import { demoDb } from '../../../../server/testing/demo-db';
import { DEMO_TRADER } from '../../config';
import type { QueryRoute } from '../../route-record';
import { BOARD_ROUTES_V1, BOARD_ROUTES_V2 } from './routes-boards';

/*
 * Every board-family route record against the real service: each 200 body parses with the record's
 * response schema and loses nothing in the parse (so no key is undocumented), and the record's query
 * schema accepts exactly what the route accepts.
 */

const db = demoDb();
const now = Number(getMeta(db, 'dataset_now'));
const app = createApp(db, { now: () => now });
const stranger = '0x00000000000000000000000000000000deadbeef';

type Case = { ok: string[]; bad: string[] };
const CASES: Record<string, Case> = {
  '/v1/approvals': { ok: [`user=${DEMO_TRADER}`, `user=${stranger}`], bad: ['', 'user=0x12'] },
  '/v1/accounting/snapshot': { ok: [`user=${DEMO_TRADER}`], bad: ['', 'user=nope'] },
  '/v1/leaderboard': {
    ok: [
      'timePeriod=ALL&limit=50',
      'timePeriod=WEEK&orderBy=VOL',
      `timePeriod=ALL&user=${DEMO_TRADER}`,
      'userName=Demo%20Trader&timePeriod=ALL',
    ],
    bad: ['limit=0', 'timePeriod=YEAR', 'category=NOPE'],
  },
  '/v1/builders/leaderboard': { ok: ['timePeriod=ALL', 'timePeriod=DAY&limit=0'], bad: ['timePeriod=YEAR', 'limit=51'] },
  '/v1/builders/volume': { ok: ['timePeriod=MONTH', 'timePeriod=ALL'], bad: ['timePeriod=HOUR'] },
  '/v2/approvals': { ok: [`user=${DEMO_TRADER}`, `user=${stranger}`], bad: ['', 'user=0xnope'] },
  '/v2/leaderboard': {
    ok: [
      'time_period=all&limit=50',
      'time_period=week&sort_by=VOLUME',
      `time_period=all&user=${DEMO_TRADER}`,
      `user=${stranger}`,
      'category=politics&time_period=all',
    ],
    bad: ['limit=1001', 'time_period=year', 'sort_by=VOL', 'user=0x1'],
  },
  '/v2/builders/leaderboard': { ok: ['time_period=all&limit=3', 'time_period=day'], bad: ['time_period=hour', 'limit=x'] },
  '/v2/builders/volume': { ok: ['interval=week&limit=5', 'interval=all'], bad: ['interval=hour', 'limit=91'] },
  '/v2/user-volume': {
    ok: [`user=${DEMO_TRADER}`, `user=${DEMO_TRADER}&start=${now - 30 * 86_400}&end=${now}`],
    bad: ['', `user=${DEMO_TRADER}&start=-1`],
  },
  '/v2/user-pnl': {
    ok: [
      `user=${DEMO_TRADER}`,
      `user=${DEMO_TRADER}&interval=1w&fidelity=12h`,
      `user=${DEMO_TRADER}&interval=all&fidelity=1d`,
      `user=${stranger}&interval=max`,
    ],
    bad: ['', `user=${DEMO_TRADER}&interval=2d`, `user=${DEMO_TRADER}&fidelity=2h`],
  },
  '/v2/biggest-winners': {
    ok: ['time_period=all&limit=200', 'time_period=month&category=combos', 'time_period=all&category=sports&limit=5'],
    bad: ['time_period=year', 'limit=5000'],
  },
};

const ROUTES: QueryRoute[] = [...Object.values(BOARD_ROUTES_V1), ...Object.values(BOARD_ROUTES_V2)];

describe('board route records', () => {
  it('cover every board route, once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(CASES).sort());
    for (const [version, routes] of [
      ['v1', BOARD_ROUTES_V1],
      ['v2', BOARD_ROUTES_V2],
    ] as const) {
      for (const r of Object.values<QueryRoute>(routes)) expect(r.path.startsWith(`/${version}/`)).toBe(true);
    }
  });

  for (const route of ROUTES) {
    it(`${route.path}: real 200 bodies parse exactly; the query schema accepts what the route accepts`, async () => {
      const cases = CASES[route.path]!;
      for (const query of cases.ok) {
        const res = await app.request(`/data${route.path}?${query}`);
        expect(res.status, `${route.path}?${query}`).toBe(200);
        expect(route.query.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(true);
        if (route.contentType === 'application/zip') {
          expect(res.headers.get('content-type')).toBe('application/zip');
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
          continue;
        }
        const body = (await res.json()) as unknown;
        const parsed = route.response.safeParse(body);
        expect(parsed.success, `${route.path}?${query}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
        // z.object drops unknown keys, so an undocumented key would make these differ
        expect(parsed.data).toEqual(body);
      }
      for (const query of cases.bad) {
        const res = await app.request(`/data${route.path}?${query}`);
        expect(res.status, `${route.path}?${query}`).toBe(400);
        expect(route.query.safeParse(Object.fromEntries(new URLSearchParams(query))).success).toBe(false);
      }
    });
  }

  it('describe how each route pages', async () => {
    for (const route of ROUTES.filter((r) => r.paging === 'cursor')) {
      const body = (await (await app.request(`/data${route.path}?time_period=all&limit=1`)).json()) as {
        pagination: { next_cursor: string | null };
      };
      expect(typeof body.pagination.next_cursor).toBe('string');
    }
    for (const route of ROUTES.filter((r) => r.paging === 'offset')) {
      const a = (await (await app.request(`/data${route.path}?timePeriod=ALL&limit=2`)).json()) as unknown[];
      const b = (await (await app.request(`/data${route.path}?timePeriod=ALL&limit=1&offset=1`)).json()) as unknown[];
      expect(b).toEqual(a.slice(1));
    }
  });
});
