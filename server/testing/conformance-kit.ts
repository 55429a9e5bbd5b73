import Ajv, { type ValidateFunction } from 'ajv';
import { expect } from 'vitest';
import { createApp } from '../app';
import { getMeta } from '../db/connection';
import { demoDb } from './demo-db';
import { DEMO_TRADER } from '../../src/api/config';
import { snakeName } from '../http/v2-query';

/*
 * What the conformance suite and the fuzz share: the in-process service over the demo dataset, its
 * two OpenAPI documents as served, the routes read from those documents (not from the route
 * records, so the suite tests what is published), real ids of the dataset, and the checks of a 200
 * body and of an error body against the document of the route's version.
 */

export * from './conformance-types';
import type { Answer, Document, Ids, Parameter, Query, Route, Version } from './conformance-types';
import { ADDRESS_PATTERN, COMBO_ID_PATTERN, DIGITS_PATTERN, HASH64_PATTERN, VERSIONS } from './conformance-types';

/*
 * What a document cannot say, kept as small as possible: the anchor a route needs beyond its
 * required parameters (a rule of "send one of ..."), the companions a parameter needs to be read
 * alone, and the limits the spec CLAMPS instead of refusing.
 */

/** Parameters every request of a route carries, beside the required ones. */
const ANCHORS: Record<string, (ids: Ids) => Query> = {
  // user or condition: the user anchors the walk
  'v2 /v2/positions': (ids) => ({ user: ids.user }),
  // exactly one of question_id, condition, event_id
  'v2 /v2/resolutions': (ids) => ({ condition: ids.market }),
  // exactly one of start, interval, as_of
  'v2 /v2/prices-history': () => ({ interval: 'max' }),
};

const positive = (v: string) => (/^[0-9]{1,20}$/.test(v) && BigInt(v) > 0n ? BigInt(v) : undefined);

/** Edits of the base query that let one parameter be tested on its own, given the value sent. */
const COMPANIONS: Record<string, Record<string, (value: string) => Query>> = {
  // valid only together
  'v1 /trades': { filterType: () => ({ filterAmount: '0' }), filterAmount: () => ({ filterType: 'CASH' }) },
  'v2 /v2/resolutions': { question_id: () => ({ condition: undefined }), event_id: () => ({ condition: undefined }) },
  'v2 /v2/prices-history': {
    // a positive start, end or as_of replaces the interval; end needs a start before it (windows cap at 15 days)
    start: (v) => (positive(v) ? { interval: undefined } : {}),
    as_of: (v) => (positive(v) ? { interval: undefined } : {}),
    end: (v) => {
      const end = positive(v);
      return end !== undefined && end > 3_600n ? { interval: undefined, start: String(end - 3_600n) } : {};
    },
  },
};

/** The spec's clamped limits (values above are served as the cap) and a query that has more rows than the cap. */
export const CLAMPED: Record<string, { param: string; cap: number; query: (ids: Ids) => Query }> = {
  'v1 /trades': { param: 'limit', cap: 10_000, query: () => ({}) },
  'v1 /activity': { param: 'limit', cap: 500, query: (ids) => ({ user: ids.heavyUser, start: '1' }) },
};

export async function loadKit() {
  const db = demoDb();
  const now = Number(getMeta(db, 'dataset_now'));
  const app = createApp(db, { now: () => now });
  const pluck = (sql: string, ...args: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...args);
  const trader = DEMO_TRADER.toLowerCase();
  const market = pluck('SELECT condition_id FROM positions GROUP BY condition_id ORDER BY COUNT(*) DESC LIMIT 1') as string;
  const ids: Ids = {
    user: DEMO_TRADER,
    heavyUser: pluck('SELECT user FROM activity GROUP BY user ORDER BY COUNT(*) DESC LIMIT 1') as string,
    market,
    openMarket: pluck(
      `SELECT p.condition_id FROM positions p JOIN markets m ON m.condition_id = p.condition_id
       WHERE p.user = ? AND p.size > 0 AND m.resolved_at IS NULL AND m.archived = 0 ORDER BY p.size DESC LIMIT 1`,
      trader,
    ) as string,
    event: pluck('SELECT event_id FROM markets WHERE condition_id = ?', market) as number,
    token: pluck('SELECT token0 FROM markets WHERE condition_id = ?', market) as string,
    question: pluck('SELECT question_id FROM revisions GROUP BY question_id ORDER BY COUNT(*) DESC LIMIT 1') as string,
    combo: pluck('SELECT combo_condition_id FROM combo_positions WHERE user = ? ORDER BY combo_condition_id LIMIT 1', trader) as string,
  };
  for (const [name, v] of Object.entries(ids)) if (!v) throw new Error(`conformance kit: the demo dataset has no ${name}`);

  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` (Ajv 8 knows it) and annotations strict mode would reject
  const ajv = new Ajv({ strict: false, allErrors: true });
  const docs = {} as Record<Version, Document>;
  const routes: Route[] = [];
  for (const version of VERSIONS) {
    const res = await app.request(version === 'v1' ? '/data/openapi.json' : '/data/v2/openapi.json');
    if (res.status !== 200) throw new Error(`conformance kit: the ${version} document answered ${res.status}`);
    docs[version] = (await res.json()) as Document;
    ajv.addSchema(docs[version], version);
    for (const [path, item] of Object.entries(docs[version].paths)) {
      const op = item.get;
      routes.push({
        version,
        name: op.operationId,
        path,
        key: `${version} ${path}`,
        paging: op['x-paging'],
        params: op.parameters ?? [],
        zip: op.responses['200']?.content?.['application/zip'] !== undefined,
        refuses: op.responses['400'] !== undefined,
      });
    }
  }

  const validators = new Map<string, ValidateFunction>();
  /**
   * The validator of a 200 body of one operation, resolved inside its document; an error body is
   * checked against the version's ErrorResponse even where the operation lists no 400.
   */
  function validatorOf(route: Route, status: '200' | 'error'): ValidateFunction {
    const id = status === 'error' ? `${route.version} error` : `${route.key} 200`;
    let validate = validators.get(id);
    if (!validate) {
      const path =
        status === 'error'
          ? ['components', 'schemas', 'ErrorResponse']
          : ['paths', route.path, 'get', 'responses', '200', 'content', 'application/json', 'schema'];
      const pointer = path.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
      validate = ajv.getSchema(`${route.version}#/${pointer}`);
      if (!validate) throw new Error(`${route.key}: no ${status} JSON schema in the document`);
      validators.set(id, validate);
    }
    return validate;
  }

  /** A valid value of a parameter, from its schema and the dataset: what a real caller would send. */
  function validValue(route: Route, p: Parameter): string {
    const s = p.schema;
    const item = s.type === 'array' ? s.items! : s;
    if (item.pattern === ADDRESS_PATTERN) return ids.user;
    if (item.pattern === HASH64_PATTERN) return /question/i.test(p.name) ? ids.question : ids.market;
    if (item.pattern === COMBO_ID_PATTERN) return ids.combo;
    if (item.pattern === DIGITS_PATTERN) return ids.token;
    if (item.type === 'integer' && /^(id|event_?id)$/i.test(p.name)) return String(ids.event);
    if (item.enum) return String(item.default ?? item.enum[0]);
    if (item.default !== undefined) return String(item.default);
    if (item.type === 'integer' || item.type === 'number') return String(item.minimum ?? 0);
    if (item.type === 'boolean') return 'false';
    if (p.name === 'cursor') throw new Error(`${route.key}: a cursor has no standalone valid value`);
    return 'x';
  }

  /** The required parameters (and the route's anchor) with real values. */
  function baseQuery(route: Route): Query {
    const q: Query = {};
    for (const p of route.params) if (p.in === 'query' && p.required) q[p.name] = validValue(route, p);
    return { ...q, ...ANCHORS[route.key]?.(ids) };
  }

  /** The base query with one parameter set, plus whatever that parameter needs beside it. */
  function withParam(route: Route, name: string, value: string | undefined, base: Query = baseQuery(route)): Query {
    const companions = value === undefined ? {} : (COMPANIONS[route.key]?.[name]?.(value) ?? {});
    return { ...base, ...companions, [name]: value };
  }

  function url(route: Route, query: Query | string, pathValues: Record<string, string> = {}): string {
    const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ids.user));
    const search =
      typeof query === 'string'
        ? query
        : new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    return `/data${path}${search ? `?${search}` : ''}`;
  }

  async function call(route: Route, query: Query | string, pathValues?: Record<string, string>): Promise<Answer> {
    const target = url(route, query, pathValues);
    const res = await app.request(target);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const contentType = res.headers.get('content-type') ?? '';
    let body: unknown;
    if (/^application\/json/.test(contentType)) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    return { url: target, status: res.status, contentType, text, bytes, body };
  }

  /** The next_cursor of the route's first page at limit=1, when the route pages by cursor and has a second page. */
  async function mintedCursor(route: Route): Promise<string | undefined> {
    if (!route.params.some((p) => p.name === 'cursor')) return undefined;
    const a = await call(route, { ...baseQuery(route), limit: '1' });
    const cursor = (a.body as { pagination?: { next_cursor?: unknown } } | undefined)?.pagination?.next_cursor;
    return typeof cursor === 'string' ? cursor : undefined;
  }
  const cursors = new Map<string, string>();
  for (const route of routes) {
    const cursor = await mintedCursor(route);
    if (cursor !== undefined) cursors.set(route.key, cursor);
  }

  const show = (a: Answer) => `${a.url} → ${a.status} ${a.text.slice(0, 300)}`;

  /** A 200 whose body the document accepts (a ZIP for the accounting snapshot). */
  function expectOk(route: Route, a: Answer) {
    expect(a.status, show(a)).toBe(200);
    if (route.zip) {
      expect(a.contentType, a.url).toMatch(/^application\/zip/);
      expect(String.fromCharCode(a.bytes[0]!, a.bytes[1]!), a.url).toBe('PK');
      return;
    }
    expectJsonValid(route, '200', a);
  }

  function expectJsonValid(route: Route, status: '200' | 'error', a: Answer) {
    expect(a.contentType, a.url).toMatch(/^application\/json/);
    expect(a.body, `${a.url}: not JSON`).toBeDefined();
    const validate = validatorOf(route, status);
    expect(validate(a.body), `${show(a)}\n${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true);
  }

  /**
   * A refusal in the version's error shape: v1 `{ error }` only; v2 `{ error, code, retryable, trace_id,
   * parameter? }` with code invalid_request, not retryable. `parameter` is the one the request got
   * wrong: v2 must name it (in either spelling, since v2 reads both), v1's message must mention it.
   */
  function expectRefused(route: Route, a: Answer, parameter?: string) {
    expect(a.status, show(a)).toBe(400);
    expect(route.refuses, `${route.key}: the document lists no 400`).toBe(true);
    expectErrorShape(route, a);
    const body = a.body as { error: string; parameter?: string };
    if (!parameter) return;
    if (route.version === 'v2') {
      expect(body.parameter, `${show(a)}: the body must name ${parameter}`).toBeDefined();
      expect(snakeName(body.parameter!), show(a)).toBe(snakeName(parameter));
    } else {
      expect(body.error.toLowerCase(), `${show(a)}: the message must name ${parameter}`).toContain(parameter.toLowerCase());
    }
  }

  /** Any 4xx: the version's error body, as the document describes it. */
  function expectErrorShape(route: Route, a: Answer) {
    expectJsonValid(route, 'error', a);
    const body = a.body as Record<string, unknown>;
    expect(typeof body.error === 'string' && body.error.length > 0, show(a)).toBe(true);
    if (route.version === 'v1') {
      expect(Object.keys(body), show(a)).toEqual(['error']);
    } else if (a.status === 400) {
      expect(body.code, show(a)).toBe('invalid_request');
      expect(body.retryable, show(a)).toBe(false);
      expect(typeof body.trace_id === 'string' && body.trace_id.length > 0, show(a)).toBe(true);
    }
  }

  return { app, ids, docs, routes, cursors, validValue, baseQuery, withParam, url, call, expectOk, expectRefused, expectErrorShape, show };
}

/** Rows of a 200 body: a bare array (v1) or the `data` array (v2). */
export function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  throw new Error('rowsOf: the body holds no list of rows');
}
