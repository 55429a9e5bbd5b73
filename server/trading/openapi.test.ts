import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { freshDemoDb } from '../testing/combo-kit';
import { TRADING_ROUTES } from '../../src/api/trading/contract/routes';
import { L1_HEADERS, L2_HEADERS } from '../../src/api/trading/wire';

/*
 * GET /clob/openapi.json: served by the app, valid JSON, one operation per route record with its
 * method, path, auth and parameters; every schema in it compiles, every $ref resolves, and the
 * public reads' real answers satisfy their 200 schemas.
 */

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: Json;
  responses: Record<string, Json>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }>; schemas: Json };
};

let db: Db;
let app: ReturnType<typeof createApp>;
let doc: Document;
let ajv: Ajv;

beforeAll(async () => {
  db = freshDemoDb();
  app = createApp(db);
  const res = await app.request('/clob/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = JSON.parse(await res.text()) as Document;
  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` and annotations Ajv's strict mode would refuse
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

function validatorOf(path: string, method: string) {
  const pointer = ['paths', path, method, 'responses', '200', 'content', 'application/json', 'schema']
    .map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('/');
  return ajv.getSchema(`doc#/${pointer}`)!;
}

describe('the trading OpenAPI document', () => {
  it('is OpenAPI 3.0.3, served under /clob', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.servers).toEqual([{ url: '/clob' }]);
  });

  it('has exactly one operation per route record, with its method, path, tag and auth', () => {
    const ops = operations();
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(TRADING_ROUTES).sort());
    for (const { path, method, op } of ops) {
      const def = TRADING_ROUTES[op.operationId]!;
      expect([def.path, def.method.toLowerCase(), def.tag]).toEqual([path, method, op.tags[0]]);
      const headers = def.auth === 'l1' ? L1_HEADERS : def.auth === 'l2' ? L2_HEADERS : {};
      const names = Object.keys(op.security[0] ?? {}).map((s) => doc.components.securitySchemes[s]!.name);
      expect(names.sort(), op.operationId).toEqual(Object.values(headers).sort());
      expect(op.requestBody !== undefined, op.operationId).toBe(def.body !== undefined);
    }
  });

  it("declares each path's {parameters} and each query key of the record", () => {
    for (const { path, op } of operations()) {
      const def = TRADING_ROUTES[op.operationId]!;
      const params = op.parameters ?? [];
      const inPath = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1]);
      expect(params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath);
      expect(params.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
      const shape = (def.query as unknown as { _zod: { def: { shape?: Json } } } | undefined)?._zod.def.shape ?? {};
      expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(Object.keys(shape));
    }
  });

  it('compiles every response and request schema, $refs included', () => {
    for (const { path, method, op } of operations()) {
      expect(validatorOf(path, method), `${method} ${path}`).toBeTypeOf('function');
      for (const status of Object.keys(op.responses)) {
        const pointer = ['paths', path, method, 'responses', status]
          .map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1')))
          .join('/');
        const content = (op.responses[status]!.content ?? {}) as Record<string, Json>;
        if (content['application/json']) expect(ajv.getSchema(`doc#/${pointer}/content/application~1json/schema`)).toBeTypeOf('function');
      }
    }
  });

  it("accepts the public reads' real answers", async () => {
    const row = db.prepare('SELECT condition_id, token0 FROM markets WHERE resolved_at IS NULL LIMIT 1').get() as Json;
    const asset = db.prepare('SELECT asset FROM trades GROUP BY asset ORDER BY COUNT(*) DESC LIMIT 1').pluck().get() as string;
    const samples: [string, string][] = [
      ['/markets', '/markets'],
      ['/markets/{condition_id}', `/markets/${row.condition_id}`],
      ['/markets-by-token/{token_id}', `/markets-by-token/${row.token0}`],
      ['/clob-markets/{condition_id}', `/clob-markets/${row.condition_id}`],
      ['/prices-history', `/prices-history?market=${row.token0}&interval=max`],
      ['/ohlc', `/ohlc?asset_id=${asset}&startTs=0&fidelity=1d`],
      ['/orderbook-history', `/orderbook-history?startTs=0&asset_id=${asset}`],
      ['/ok', '/ok'],
      ['/time', '/time'],
      ['/version', '/version'],
    ];
    for (const [path, url] of samples) {
      const res = await app.request(`/clob${url}`);
      expect(res.status, url).toBe(200);
      const validate = validatorOf(path, 'get');
      const body = (await res.json()) as unknown;
      expect(validate(body), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
