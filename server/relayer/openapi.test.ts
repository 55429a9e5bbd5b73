import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../src/api/config';
import { deriveSafe } from '../../src/api/relayer/addresses';
import { RELAYER_ROUTES } from '../../src/api/relayer/contract/routes';
import { BUILDER_HEADERS } from '../../src/api/trading/wire';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { builderHeaders, builderKeyViaClob, DEV, relayerCaller, safeCreateBody } from '../testing/relayer-kit';

/*
 * GET /relayer/openapi.json: one operation per route record with its method, path and auth (the
 * builder headers on /submit and /transactions); every schema compiles, and real answers, a
 * transaction's included, satisfy their 200 schemas.
 */

type Json = Record<string, unknown>;
type Operation = { operationId: string; tags: string[]; security: Record<string, string[]>[]; requestBody?: Json };
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { name: string }> };
};

let app: ReturnType<typeof createApp>;
let doc: Document;
let ajv: Ajv;

beforeAll(async () => {
  app = createApp(openDb(':memory:'), { relayerStepMs: 10 });
  const res = await app.request('/relayer/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
});

const validatorOf = (path: string, method: string) =>
  ajv.getSchema(`doc#/paths/${encodeURIComponent(path.replace(/\//g, '~1'))}/${method}/responses/200/content/application~1json/schema`)!;

describe('the relayer OpenAPI document', () => {
  it('has one operation per route record, builder headers where the record asks for them', () => {
    expect(doc.servers).toEqual([{ url: '/relayer' }]);
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(RELAYER_ROUTES).sort());
    for (const { path, method, op } of ops) {
      const def = RELAYER_ROUTES[op.operationId]!;
      expect([def.path, def.method.toLowerCase()]).toEqual([path, method]);
      const names = Object.keys(op.security[0] ?? {}).map((s) => doc.components.securitySchemes[s]!.name);
      expect(names.sort()).toEqual(def.auth === 'builder' ? Object.values(BUILDER_HEADERS).sort() : []);
      expect(validatorOf(path, method), path).toBeTypeOf('function');
    }
  });

  it("accepts the routes' real answers", async () => {
    const creds = await builderKeyViaClob(app, DEV, CHAIN_ID.amoy);
    const r = relayerCaller(app, creds);
    const { body } = await r.submit(await safeCreateBody(DEV, CHAIN_ID.amoy));
    expect(validatorOf('/submit', 'post')(body)).toBe(true);
    await r.settled(body.transactionID!);
    const samples: [string, string, Record<string, string>?][] = [
      ['/nonce', `/nonce?address=${DEV.address}&type=SAFE`],
      ['/relay-payload', `/relay-payload?address=${DEV.address}&type=WALLET`],
      ['/deployed', `/deployed?address=${deriveSafe(DEV.address)}`],
      ['/transaction', `/transaction?id=${body.transactionID}`],
      ['/transactions', '/transactions', await builderHeaders(creds, 'GET', '/transactions')],
    ];
    for (const [path, url, headers] of samples) {
      const res = await r.get(url, headers);
      expect(res.status, url).toBe(200);
      const validate = validatorOf(path, 'get');
      expect(validate(res.body), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
