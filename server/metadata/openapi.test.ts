import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { METADATA_ROUTES } from '../../src/api/metadata/route-table';

/*
 * GET /gamma/openapi.json: served by the app as JSON, one operation per route record with its path,
 * summary and paging, a path parameter for each {segment} and a query parameter for each key of the
 * record's query schema; every schema compiles and every $ref resolves. What the routes answer is
 * checked against it in ../conformance.
 */

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required: boolean; schema: Json };
type Operation = {
  operationId: string;
  summary: string;
  'x-paging': string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Document = { openapi: string; servers: { url: string }[]; paths: Record<string, { get: Operation }> };

let doc: Document;
let ajv: Ajv;

beforeAll(async () => {
  const res = await createApp(openDb(':memory:')).request('/gamma/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = JSON.parse(await res.text()) as Document;
  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` and annotations Ajv's strict mode would refuse
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
});

const pointer = (...parts: string[]) => parts.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

describe('the metadata OpenAPI document', () => {
  it('is OpenAPI 3.0.3, served under /gamma', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.servers).toEqual([{ url: '/gamma' }]);
  });

  it('has exactly one operation per route record, at its path, with its summary and paging', () => {
    const ops = Object.entries(doc.paths).map(([path, item]) => ({ path, op: item.get }));
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(METADATA_ROUTES).sort());
    for (const { path, op } of ops) {
      const def = METADATA_ROUTES[op.operationId as keyof typeof METADATA_ROUTES];
      expect([path, op.summary, op['x-paging']]).toEqual([def.path, def.summary, def.paging]);
    }
  });

  it("declares each path's {segments} as required path parameters, and each query key of the record", () => {
    for (const [path, { get: op }] of Object.entries(doc.paths)) {
      const def = METADATA_ROUTES[op.operationId as keyof typeof METADATA_ROUTES];
      const params = op.parameters ?? [];
      const inPath = params.filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name)).toEqual([...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]));
      expect(inPath.every((p) => p.required)).toBe(true);
      expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(Object.keys(def.query.shape));
      // a lookup answers 404 for what is not there; every route with a parameter may refuse it
      expect('404' in op.responses, path).toBe(inPath.length > 0 || path === '/public-profile');
      expect('400' in op.responses, path).toBe(params.length > 0);
    }
    const id = doc.paths['/events/{id}']!.get.parameters![0]!;
    expect(id).toEqual({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
  });

  it('compiles every response schema, $refs included', () => {
    for (const [path, { get: op }] of Object.entries(doc.paths)) {
      for (const status of Object.keys(op.responses)) {
        const schema = ajv.getSchema(`doc#/${pointer('paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema')}`);
        expect(schema, `${path} ${status}`).toBeTypeOf('function');
      }
    }
  });

  it('documents the public shapes of the search: tags with event_count, profiles with an id and an image record', () => {
    const body = doc.paths['/public-search']!.get.responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, { items: { properties: Record<string, Json>; required: string[] } }>;
    };
    expect(body.properties.tags!.items.properties.event_count).toEqual({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    expect(body.properties.tags!.items.required).toContain('event_count');
    const profile = body.properties.profiles!.items;
    expect(profile.required).toContain('id');
    expect(profile.properties.profileImageOptimized).toMatchObject({
      type: 'object',
      required: ['id', 'imageUrlSource', 'imageUrlOptimized'],
    });
  });
});
