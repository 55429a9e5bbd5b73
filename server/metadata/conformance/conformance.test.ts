import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../../src/api/config';
import { metadataKit, type Kit } from '../../testing/metadata-kit';

/*
 * Conformance of the metadata service to its own OpenAPI document: the document is fetched from the
 * running app, and every operation in it is called for real against the demo dataset. 200 bodies
 * are checked with a JSON-schema validator against the document (not against the zod schemas they
 * came from), one refused request per route against the document's 400 body, and an unknown id or
 * slug against its 404. The operations come from the document, so a route added later needs a
 * sample here or this file fails.
 */

type Json = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Json }> }> };
type Document = { paths: Record<string, { get: Operation }> };

/** Ids of the demo dataset the samples ask about, read from the dataset itself. */
type Ids = { event: number; eventSlug: string; market: number; marketSlug: string; condition: string; tag: string; tagSlug: string };

type Sample = {
  /** Requests under /gamma that must answer 200 with a body the document accepts. */
  ok: (i: Ids) => string[];
  /** A request the route must refuse with the document's 400 body, and the parameter its message names. */
  bad: (i: Ids) => [string, string];
  /** A well-formed request for something that is not there: the document's 404 body. */
  missing?: (i: Ids) => string;
};

const NOBODY = `0x${'ab'.repeat(20)}`;

const SAMPLES: Record<string, Sample> = {
  events: {
    ok: (i) => [
      '/events',
      '/events?limit=500&order=volume&ascending=false',
      `/events?id=${i.event}`,
      `/events?tag_id=${i.tag}&closed=false`,
    ],
    bad: () => ['/events?limit=501', 'limit'],
  },
  markets: {
    ok: (i) => ['/markets?limit=500', `/markets?condition_ids=${i.condition}`, '/markets?order=volume24hr&ascending=false&closed=true'],
    bad: () => ['/markets?condition_ids=0x12', 'condition_ids'],
  },
  tags: { ok: () => ['/tags', '/tags?limit=2&offset=1'], bad: () => ['/tags?limit=x', 'limit'] },
  search: {
    ok: () => ['/public-search?q=win&limit_per_type=50', '/public-search?q=e&search_tags=true&search_profiles=true&limit_per_type=50'],
    bad: () => ['/public-search?q=', 'q'],
  },
  profile: {
    ok: () => [`/public-profile?address=${DEMO_TRADER}`],
    bad: () => ['/public-profile?address=0x12', 'address'],
    missing: () => `/public-profile?address=${NOBODY}`,
  },
  eventBySlug: {
    ok: (i) => [`/events/slug/${i.eventSlug}`],
    bad: () => ['/events/slug/bad_slug', 'slug'],
    missing: () => '/events/slug/no-such-event',
  },
  event: { ok: (i) => [`/events/${i.event}`], bad: () => ['/events/x', 'id'], missing: () => '/events/999999' },
  eventTags: { ok: (i) => [`/events/${i.event}/tags`], bad: () => ['/events/0/tags', 'id'], missing: () => '/events/999999/tags' },
  marketBySlug: {
    ok: (i) => [`/markets/slug/${i.marketSlug}`],
    bad: () => ['/markets/slug/-dash', 'slug'],
    missing: () => '/markets/slug/no-such-market',
  },
  market: { ok: (i) => [`/markets/${i.market}`], bad: (i) => [`/markets/${i.condition}`, 'id'], missing: () => '/markets/999999' },
  tagBySlug: { ok: (i) => [`/tags/slug/${i.tagSlug}`], bad: () => ['/tags/slug/a_b', 'slug'], missing: () => '/tags/slug/no-such-tag' },
  tag: { ok: (i) => [`/tags/${i.tag}`], bad: () => ['/tags/1.5', 'id'], missing: () => '/tags/999999' },
};

let k: Kit;
let doc: Document;
let ids: Ids;
let ajv: Ajv;

beforeAll(async () => {
  k = metadataKit();
  doc = (await k.ok('/openapi.json')) as Document;
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'doc');
  const pluck = (sql: string) => k.db.prepare(sql).pluck().get();
  const [tag] = (await k.ok('/tags?limit=1')) as { id: string; slug: string }[];
  ids = {
    // the busiest event and one of its markets: real figures, not zeros
    event: pluck(
      'SELECT m.event_id FROM trades t JOIN markets m USING (condition_id) GROUP BY m.event_id ORDER BY COUNT(*) DESC LIMIT 1',
    ) as number,
    eventSlug: pluck('SELECT e.slug FROM events e ORDER BY e.id DESC LIMIT 1') as string,
    market: pluck(
      'SELECT m.rowid FROM trades t JOIN markets m USING (condition_id) GROUP BY m.rowid ORDER BY COUNT(*) DESC LIMIT 1',
    ) as number,
    marketSlug: pluck('SELECT slug FROM markets WHERE resolved_at IS NOT NULL LIMIT 1') as string,
    condition: pluck('SELECT condition_id FROM markets ORDER BY rowid LIMIT 1') as string,
    tag: tag!.id,
    tagSlug: tag!.slug,
  };
  for (const [name, v] of Object.entries(ids)) expect(v, name).toBeTruthy();
}, 60_000);

/** The operations of the document, each with a regular expression its concrete paths match. */
const operations = () =>
  Object.entries(doc.paths).map(([path, item]) => ({
    path,
    op: item.get,
    matches: new RegExp(`^${path.replace(/\{[a-z_]+\}/g, '[^/]+')}(\\?|$)`),
  }));

const validators = new Map<string, ValidateFunction>();
function validatorOf(path: string, status: string): ValidateFunction {
  const key = `${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const parts = ['paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema'];
    validate = ajv.getSchema(`doc#/${parts.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`)!;
    expect(validate, key).toBeTypeOf('function');
    validators.set(key, validate);
  }
  return validate;
}

function expectValid(path: string, status: string, url: string, body: unknown) {
  const validate = validatorOf(path, status);
  expect(validate(body), `${url} → ${status}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true);
}

describe('the metadata service against its OpenAPI document', () => {
  it('has a sample for every operation, and every sample requests its own operation', () => {
    const ops = operations();
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const { op, matches } of ops) {
      const s = SAMPLES[op.operationId]!;
      for (const url of [...s.ok(ids), s.bad(ids)[0], ...(s.missing ? [s.missing(ids)] : [])]) expect(matches.test(url), url).toBe(true);
    }
  });

  it('answers every sample with a 200 body the document accepts, never an empty list', async () => {
    for (const { path, op } of operations()) {
      for (const url of SAMPLES[op.operationId]!.ok(ids)) {
        const [status, body] = await k.get(url);
        expect(status, `${url} ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
        expectValid(path, '200', url, body);
        // a schema accepts []: a sample must show real rows (a single record has no list to check)
        const lists = (Array.isArray(body) ? [body] : Object.values(body as Json).filter(Array.isArray)) as unknown[][];
        if (lists.length > 0)
          expect(
            lists.some((l) => l.length > 0),
            url,
          ).toBe(true);
      }
    }
  });

  it("refuses a malformed request with the document's 400 body, naming the parameter", async () => {
    for (const { path, op } of operations()) {
      const [url, parameter] = SAMPLES[op.operationId]!.bad(ids);
      const [status, body] = await k.get(url);
      expect(status, url).toBe(400);
      expectValid(path, '400', url, body);
      expect(Object.keys(body as Json), url).toEqual(['error']);
      expect((body as { error: string }).error, url).toContain(parameter);
    }
  });

  it("answers an unknown id, slug or address with the document's 404 body", async () => {
    for (const { path, op } of operations()) {
      const missing = SAMPLES[op.operationId]!.missing?.(ids);
      expect(missing !== undefined, op.operationId).toBe('404' in op.responses);
      if (missing === undefined) continue;
      const [status, body] = await k.get(missing);
      expect(status, missing).toBe(404);
      expectValid(path, '404', missing, body);
      expect(Object.keys(body as Json), missing).toEqual(['error']);
    }
  });

  it('answers any path segment of a lookup with 200, 400 or 404 as the document says, never a 5xx', async () => {
    const lookups = operations().filter((o) => o.path.includes('{'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lookups),
        // '', '.' and '..' are no segment at all: a URL resolves them away before any route sees them
        fc.oneof(
          fc.string({ maxLength: 24 }).filter((s) => !['', '.', '..'].includes(s)),
          fc.constantFrom('1', '0', '-1', '1e2', '٣', 'Crypto', 'x'.repeat(300), '%', '%2e%2e'),
        ),
        async ({ path }, segment) => {
          const url = path.replace(/\{[a-z_]+\}/, encodeURIComponent(segment));
          const [status, body] = await k.get(url);
          expect([200, 400, 404], url).toContain(status);
          expectValid(path, String(status), url, body);
        },
      ),
      { numRuns: 300 },
    );
  });
});
