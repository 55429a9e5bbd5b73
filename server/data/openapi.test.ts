import Ajv, { type ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import { getMeta } from '../db/connection';
import { demoDb } from '../testing/demo-db';
import { DEMO_TRADER } from '../../src/api/config';
import type { ParamDoc } from '../../src/api/data/contract/params';
import { DATA_ROUTES, type DataVersion } from '../../src/api/data/contract/routes';
import type { RouteRecord } from '../../src/api/route-record';
import { BOARD_ROUTES_V1, BOARD_ROUTES_V2 } from '../../src/api/data/contract/routes-boards';
import { COMBO_ROUTES_V1, COMBO_ROUTES_V2 } from '../../src/api/data/contract/routes-combos';
import { HISTORY_ROUTES_V1 } from '../../src/api/data/contract/routes-history';
import { CORE_ROUTES_V2 } from '../../src/api/data/contract/routes-v2';

/*
 * Conformance of the data service to its own OpenAPI documents: both documents are fetched from the
 * running app, and every operation in them is called for real against the demo dataset, its 200
 * bodies checked with a JSON-schema validator against the document (not against the zod schemas
 * they came from) and one refused request checked against the document's 400 body. The operations
 * come from the route records, so a route added later needs a sample here or this file fails.
 */

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required: boolean; schema: Json };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
};

/** Ids of the demo dataset the samples ask about, read from the dataset itself. */
type Ids = { user: string; market: string; openMarket: string; event: number; token: string; question: string };

type Sample = {
  /** Query strings of valid requests: each must answer 200 with a body the document accepts. */
  ok: (ids: Ids) => string[];
  /** A request the route must refuse with the document's 400 body (none for a route that reads no parameter). */
  bad?: (ids: Ids) => string;
  /** Values of the path's {parameters}; `badPath` replaces them for the refused request. */
  path?: (ids: Ids) => Record<string, string>;
  badPath?: (ids: Ids) => Record<string, string>;
  /** The rows nested below the top-level lists that must not all be empty (a schema accepts []). */
  rows?: (body: never) => unknown[];
  /** A top-level list the demo dataset may legitimately leave empty. */
  mayBeEmpty?: boolean;
};

const OTHER = '0x0000000000000000000000000000000000000001';
const ALL_COMBO_STATUSES = 'OPEN,PARTIAL,RESOLVED_PARTIAL,RESOLVED_WIN,RESOLVED_LOSS';
type Grouped<K extends string> = Record<K, unknown[]>[];

const SAMPLES: Record<DataVersion, Record<string, Sample>> = {
  v1: {
    health: { ok: () => [''] },
    positions: {
      ok: (i) => [`user=${i.user}`, `user=${i.user}&sizeThreshold=0&sortBy=TITLE&sortDirection=ASC&limit=500`],
      bad: () => 'user=0x123',
    },
    closedPositions: { ok: (i) => [`user=${i.user}&limit=50`], bad: (i) => `user=${i.user}&limit=51` },
    marketPositions: {
      ok: (i) => [`market=${i.market}`, `market=${i.market}&status=OPEN&sortBy=TOKENS`],
      bad: () => 'market=0x12',
      rows: (b: Grouped<'positions'>) => b.flatMap((g) => g.positions),
    },
    trades: { ok: (i) => [`user=${i.user}&limit=500`, `market=${i.market}&takerOnly=false&start=1`], bad: () => 'side=SIDEWAYS' },
    activity: {
      ok: (i) => [
        `user=${i.user}&limit=500&start=1&excludeDepositsWithdrawals=false`,
        `user=${i.user}&type=SPLIT,MERGE,REDEEM,CONVERSION&start=1&limit=500`,
      ],
      bad: (i) => `user=${i.user}&type=GIFT`,
    },
    comboActivity: { ok: (i) => [`user=${i.user}&limit=500`], bad: (i) => `user=${i.user}&offset=10001` },
    comboPositions: {
      ok: (i) => [`user=${i.user}&status=${ALL_COMBO_STATUSES}&limit=1000`, `user=${i.user}&sort=updated_asc`],
      bad: (i) => `user=${i.user}&status=LOST`,
    },
    comboActivityByAddress: { path: (i) => ({ address: i.user }), ok: () => ['limit=5'], bad: () => `user=${OTHER}` },
    comboPositionsByAddress: {
      path: (i) => ({ address: i.user }),
      ok: () => [`status=${ALL_COMBO_STATUSES}`],
      badPath: () => ({ address: '0xnot-an-address' }),
      bad: () => '',
    },
    holders: {
      ok: (i) => [`market=${i.market}`, `market=${i.market},${i.openMarket}&limit=2&minBalance=0`],
      bad: () => '',
      rows: (b: Grouped<'holders'>) => b.flatMap((g) => g.holders),
    },
    traded: { ok: (i) => [`user=${i.user}`, `user=${OTHER}`], bad: () => '' },
    revisions: { ok: (i) => [`questionID=${i.question}`], bad: (i) => `questionID=${i.question}&limit=501` },
    value: { ok: (i) => [`user=${i.user}`, `user=${i.user}&market=${i.market}`], bad: () => `user=${OTHER}&market=nope` },
    oi: { ok: (i) => ['', `market=${i.market}`], bad: () => 'market=0x1' },
    liveVolume: { ok: (i) => [`id=${i.event}`], bad: () => 'id=0' },
    // the board family (src/api/data/routes-boards.ts)
    approvals: { ok: (i) => [`user=${i.user}`], bad: () => 'user=nobody' },
    accountingSnapshot: { ok: (i) => [`user=${i.user}`], bad: () => 'user=nobody' },
    leaderboard: { ok: () => ['', 'timePeriod=ALL&orderBy=VOL'], bad: () => 'timePeriod=FOREVER' },
    buildersLeaderboard: { ok: () => ['', 'timePeriod=ALL'], bad: () => 'timePeriod=FOREVER' },
    buildersVolume: { ok: () => ['timePeriod=ALL'], bad: () => 'timePeriod=FOREVER' },
  },
  v2: {
    positions: {
      ok: (i) => [`user=${i.user}&limit=1000`, `user=${i.user}&status=CLOSED&limit=1000`, `condition=${i.openMarket}`],
      bad: () => 'limit=5',
    },
    trades: { ok: (i) => [`user=${i.user}&limit=1000`, `condition=${i.market}&taker_only=false&start=1`], bad: () => 'side=SIDEWAYS' },
    activity: { ok: (i) => [`user=${i.user}&limit=1000&start=1&exclude_deposits_withdrawals=false`], bad: () => 'limit=10' },
    comboActivity: { ok: (i) => [`user=${i.user}&limit=500`], bad: (i) => `user=${i.user}&offset=5` },
    comboPositions: { ok: (i) => [`user=${i.user}&status=${ALL_COMBO_STATUSES}&limit=1000`], bad: (i) => `user=${i.user}&offset=5` },
    value: { ok: (i) => [`user=${i.user}`, `user=${OTHER}`], bad: () => '' },
    userStats: { ok: (i) => [`user=${i.user}`, `user=${OTHER}`], bad: () => 'user=0x12' },
    holders: {
      ok: (i) => [`condition=${i.market},${i.openMarket}`, `condition=${i.market}&include_pnl=true&limit=5`],
      bad: () => 'limit=5',
      rows: (b: { data: Grouped<'holders'> }) => b.data.flatMap((g) => g.holders),
    },
    oi: { ok: (i) => ['', `condition=${i.market},${i.openMarket}`], bad: () => 'condition=0x1' },
    liveVolume: { ok: (i) => [`event_id=${i.event}`, `id=${i.event}`], bad: () => 'event_id=x,y' },
    status: { ok: () => [''] },
    resolutions: {
      ok: (i) => [`condition=${i.market},${i.openMarket}`, `event_id=${i.event}`, `question_id=${i.question}`],
      bad: (i) => `condition=${i.market}&event_id=${i.event}`,
    },
    pricesHistory: {
      ok: (i) => [`token_id=${i.token}&interval=max`, `token_id=${i.token}&interval=1m&limit=10`],
      bad: (i) => `token_id=${i.token}&interval=1y`,
    },
    // the board family (src/api/data/routes-boards.ts)
    approvals: { ok: (i) => [`user=${i.user}`], bad: () => 'user=nobody' },
    leaderboard: { ok: () => ['', 'time_period=all&sort_by=VOLUME'], bad: () => 'time_period=forever' },
    buildersLeaderboard: { ok: () => ['', 'time_period=all'], bad: () => 'time_period=forever' },
    buildersVolume: { ok: () => [''], bad: () => 'limit=abc' },
    userVolume: { ok: (i) => [`user=${i.user}`], bad: () => 'user=nobody' },
    userPnl: { ok: (i) => [`user=${i.user}`], bad: () => 'user=nobody' },
    biggestWinners: { ok: () => ['', 'time_period=all&limit=50'], bad: () => 'limit=abc' },
  },
};

const VERSIONS: DataVersion[] = ['v1', 'v2'];
/** The second paths of a version's records (the user in the path). */
const aliasesOf = (version: DataVersion) => Object.values<RouteRecord>(DATA_ROUTES[version]).flatMap((def) => def.aliases ?? []);
const DOC_PATH: Record<DataVersion, string> = { v1: '/data/openapi.json', v2: '/data/v2/openapi.json' };

let app: ReturnType<typeof createApp>;
let ids: Ids;
const docs = {} as Record<DataVersion, Document>;
let ajv: Ajv;

beforeAll(async () => {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  app = createApp(db, { now: () => now });
  const pluck = (sql: string, ...args: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...args);
  // the market most users hold (a resolved one) and an open market the demo trader holds
  const market = pluck('SELECT condition_id FROM positions GROUP BY condition_id ORDER BY COUNT(*) DESC LIMIT 1') as string;
  const openMarket = pluck(
    `SELECT p.condition_id FROM positions p JOIN markets m ON m.condition_id = p.condition_id
     WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NULL AND m.archived = 0 ORDER BY p.size DESC LIMIT 1`,
    DEMO_TRADER.toLowerCase(),
  ) as string;
  ids = {
    user: DEMO_TRADER,
    market,
    openMarket,
    event: pluck('SELECT event_id FROM markets WHERE condition_id = ?', market) as number,
    token: pluck('SELECT token0 FROM markets WHERE condition_id = ?', market) as string,
    question: pluck('SELECT question_id FROM revisions GROUP BY question_id ORDER BY COUNT(*) DESC LIMIT 1') as string,
  };
  for (const v of Object.values(ids)) expect(v).toBeTruthy();

  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` (which Ajv 8 implements) and a few
  // annotation keywords Ajv does not know; strict mode would reject those annotations
  ajv = new Ajv({ strict: false, allErrors: true });
  for (const version of VERSIONS) {
    const res = await app.request(DOC_PATH[version]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    docs[version] = (await res.json()) as Document;
    ajv.addSchema(docs[version], version);
  }
}, 120_000);

/** The operation of a route (or path alias) in its document, found by operationId. */
function operationOf(version: DataVersion, name: string): [string, Operation] {
  const found = Object.entries(docs[version].paths).filter(([, item]) => item.get.operationId === name);
  expect(found, `${version} document: operation ${name}`).toHaveLength(1);
  const [path, item] = found[0]!;
  return [path, item.get];
}

/** A validator for a JSON body of one response of one operation, resolved inside its document. */
function validatorOf(version: DataVersion, path: string, status: string): ValidateFunction {
  const pointer = ['paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema']
    .map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('/');
  const validate = ajv.getSchema(`${version}#/${pointer}`);
  if (!validate) throw new Error(`${version} ${path}: no ${status} JSON schema`);
  return validate;
}

function expectValid(validate: ValidateFunction, body: unknown, what: string) {
  const valid = validate(body);
  expect(valid, `${what}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true);
}

function urlOf(path: string, params: Record<string, string> | undefined, query: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the sample gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  return `/data${filled}${query ? `?${query}` : ''}`;
}

/** The lists at the top of a body: the body itself, or its array-valued fields (data, combos...). */
function topLists(body: unknown): unknown[][] {
  if (Array.isArray(body)) return [body];
  if (body && typeof body === 'object') return Object.values(body).filter((v): v is unknown[] => Array.isArray(v));
  return [];
}

/** Whether a parameter schema transforms its string (so its own JSON schema says nothing of the value). */
function isPipe(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  if (def.type === 'pipe' || def.type === 'transform') return true;
  return def.innerType !== undefined && isPipe(def.innerType);
}

/** Every Schema Object of a document: components, parameters and bodies, at any depth. */
function schemasIn(doc: Document & { components?: { schemas?: Record<string, Json> } }): Json[] {
  const out: Json[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    out.push(schema);
    Object.values((schema.properties as Json | undefined) ?? {}).forEach(visit);
    visit(schema.items);
    for (const key of ['anyOf', 'oneOf', 'allOf']) ((schema[key] as unknown[] | undefined) ?? []).forEach(visit);
  };
  Object.values(doc.components?.schemas ?? {}).forEach(visit);
  for (const item of Object.values(doc.paths)) {
    for (const p of item.get.parameters ?? []) visit(p.schema);
    for (const response of Object.values(item.get.responses))
      for (const media of Object.values(response.content ?? {})) visit(media.schema);
  }
  return out;
}

describe('the OpenAPI documents', () => {
  it('are OpenAPI 3.0.3, description version 1.0.0, served under /data', () => {
    for (const version of VERSIONS) {
      expect(docs[version].openapi).toBe('3.0.3');
      expect(docs[version].info.version).toBe('1.0.0');
      expect(docs[version].info.title).toBeTruthy();
      expect(docs[version].servers).toEqual([{ url: '/data' }]);
    }
  });

  it('hold exactly the route records and path aliases of their version', () => {
    // a name used by two families would silently drop one route from the merged records
    const families = { v1: [HISTORY_ROUTES_V1, COMBO_ROUTES_V1, BOARD_ROUTES_V1], v2: [CORE_ROUTES_V2, COMBO_ROUTES_V2, BOARD_ROUTES_V2] };
    for (const version of VERSIONS) {
      expect(Object.keys(DATA_ROUTES[version])).toHaveLength(families[version].reduce((n, f) => n + Object.keys(f).length, 0));
    }
    for (const version of VERSIONS) {
      const expected = new Map<string, string>(Object.entries(DATA_ROUTES[version]).map(([name, def]) => [def.path, name]));
      for (const alias of aliasesOf(version)) expected.set(alias.path, alias.name);
      const actual = new Map(Object.entries(docs[version].paths).map(([path, item]) => [path, item.get.operationId]));
      expect(actual).toEqual(expected);
    }
  });

  it('describe every parameter by its value, not as a bare wire string', () => {
    for (const version of VERSIONS) {
      // the parameter documentation of params*.ts is applied, never copied into a schema
      for (const schema of schemasIn(docs[version])) {
        expect(schema).not.toHaveProperty('param');
        if ('required' in schema) expect(Array.isArray(schema.required), JSON.stringify(schema)).toBe(true);
      }
      // a string→value pipe documents itself as a bare string unless its `param` metadata says what it carries
      for (const def of Object.values(DATA_ROUTES[version])) {
        const documented = new Map((docs[version].paths[def.path]!.get.parameters ?? []).map((p) => [p.name, p.schema]));
        for (const [name, schema] of Object.entries(def.query.shape as Record<string, z.ZodType>)) {
          const bare = JSON.stringify(documented.get(name)) === '{"type":"string"}';
          const undocumentedPipe = isPipe(schema) && !(z.globalRegistry.get(schema) as ParamDoc | undefined)?.param;
          expect(bare && undocumentedPipe, `${version} ${def.path} ${name}: a wire helper without .meta({ param })`).toBe(false);
        }
      }
    }
    const params = (version: DataVersion, path: string) =>
      new Map((docs[version].paths[path]!.get.parameters ?? []).map((p) => [p.name, p]));
    const positions = params('v1', '/positions');
    expect(positions.get('user')).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'string', pattern: '^0x[a-fA-F0-9]{40}$' },
    });
    expect(positions.get('limit')).toMatchObject({ required: false, schema: { type: 'integer', minimum: 0, maximum: 500, default: 100 } });
    expect(positions.get('sortBy')!.schema).toMatchObject({
      type: 'string',
      default: 'TOKENS',
      enum: expect.arrayContaining(['CURRENT', 'AVGPRICE']),
    });
    expect(positions.get('market')).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { pattern: '^0x[a-fA-F0-9]{64}$' } },
    });
    expect(params('v1', '/holders').get('market')!.required).toBe(true);
    expect(params('v1', '/live-volume').get('id')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    expect(params('v1', '/v1/data/user/{address}/positions/combos').get('address')).toMatchObject({ in: 'path', required: true });
    expect(params('v2', '/v2/holders').get('condition')!.required).toBe(true);
    expect(params('v2', '/v2/prices-history').get('interval')!.schema).toMatchObject({
      enum: ['max', 'all', '1m', '1w', '1d', '6h', '1h'],
    });
    // v2 pages by cursor only: no v2 operation offers an offset
    for (const item of Object.values(docs.v2.paths)) expect((item.get.parameters ?? []).map((p) => p.name)).not.toContain('offset');
  });
});

for (const version of VERSIONS) {
  const names = [...Object.keys(DATA_ROUTES[version]), ...aliasesOf(version).map((a) => a.name)];
  describe(`${version} routes answer as their document says`, () => {
    it.each(names)('%s', async (name) => {
      const sample = SAMPLES[version][name];
      if (!sample) throw new Error(`${version} ${name}: no sample request; add one to SAMPLES in openapi.test.ts`);
      const [path, op] = operationOf(version, name);
      const ok = op.responses['200']!.content!;

      const bodies: unknown[] = [];
      for (const query of sample.ok(ids)) {
        const url = urlOf(path, sample.path?.(ids), query);
        const res = await app.request(url);
        expect(res.status, `${url}: ${res.status === 200 ? '' : await res.clone().text()}`).toBe(200);
        if (ok['application/zip']) {
          expect(res.headers.get('content-type')).toMatch(/^application\/zip/);
          const bytes = new Uint8Array(await res.arrayBuffer());
          expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
          continue;
        }
        expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
        const body: unknown = await res.json();
        expectValid(validatorOf(version, path, '200'), body, url);
        bodies.push(body);
      }
      // the rows a document describes must actually have been checked: an empty list satisfies any row schema
      if (bodies.length > 0 && !sample.mayBeEmpty) {
        for (let i = 0; i < topLists(bodies[0]).length; i++) {
          expect(
            bodies.some((b) => (topLists(b)[i]?.length ?? 0) > 0),
            `${name}: every sample answered an empty list`,
          ).toBe(true);
        }
        if (sample.rows)
          expect(
            bodies.some((b) => sample.rows!(b as never).length > 0),
            `${name}: every sample answered empty groups`,
          ).toBe(true);
      }

      if (op.responses['400']) {
        expect(sample.bad, `${version} ${name}: the document lists a 400; give the sample a refused request`).toBeDefined();
        const url = urlOf(path, (sample.badPath ?? sample.path)?.(ids), sample.bad!(ids));
        const res = await app.request(url);
        expect(res.status, url).toBe(400);
        expectValid(validatorOf(version, path, '400'), await res.json(), url);
      } else {
        expect(op.parameters ?? [], `${name}: a route with parameters must document its 400`).toHaveLength(0);
      }
    });
  });
}
