import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PATTERN,
  CLAMPED,
  COMBO_ID_PATTERN,
  DIGITS_PATTERN,
  HASH64_PATTERN,
  loadKit,
  rowsOf,
  type Answer,
  type Parameter,
  type Query,
  type Route,
} from '../../testing/conformance-kit';

/*
 * The conformance suite, generated from the OpenAPI documents the service serves: for every
 * operation (v1, v2 and the path aliases) the happy path with real demo ids, then for every
 * parameter its bounds, enum values, booleans, malformed addresses, hashes and numbers, each
 * answered 200 with a body the document accepts or 400 in the version's error shape naming the
 * parameter. The spec's rules a document cannot express (mutual exclusions, clamps, v2's
 * offset and id-count rules) follow as small tables. A route or parameter added later is covered
 * without an edit here.
 */

// the cases are generated from the served documents, so the service is built before collection
const kit = await loadKit();
const { ids } = kit;

/** ok: a 200 the document accepts, and when `every` is given, rows that all pass it (and at least one when `some`). */
type Expect =
  | { ok: true; every?: (row: Record<string, unknown>) => boolean; some?: boolean }
  | { refused: true; parameter?: string }
  | { clamp: number };
type Case = { title: string; query: Query | string; path?: Record<string, string>; expect: Expect };

/** Test titles of real bugs, each kept visible with it.fails until the route is fixed. */
const KNOWN_BUGS: Record<string, string> = {};

/** A bound the parameter accepts but no request can answer 200 with, keyed `route param note`. */
const UNREACHABLE: Record<string, { expect: Expect; why: string }> = {
  // end is at most 10^13 too, and a window needs end > start
  'v2 /v2/prices-history start maximum': { expect: { refused: true, parameter: 'end' }, why: 'no end can follow it' },
};
const unreachableUsed = new Set<string>();

const OK: Expect = { ok: true };
const refused = (parameter?: string): Expect => ({ refused: true, parameter });
const short = (v: string) => (v.length > 24 ? `${v.slice(0, 12)}…(${v.length} chars)` : v);
const plusOne = (n: number) => String(BigInt(n) + 1n);
const minusOne = (n: number) => String(BigInt(n) - 1n);
const swapCase = (v: string) => (v === v.toUpperCase() ? v.toLowerCase() : v.toUpperCase());
const hexOf = (n: number, digits: number) => `0x${n.toString(16).padStart(digits, '0')}`;
const HUGE = '1' + '0'.repeat(20);

/** Malformed spellings of a 0x-prefixed hex value of `digits` digits, each with what is wrong with it. */
function malformedHex(valid: string, digits: number): [string, string][] {
  return [
    ['0x1234', 'too short'],
    [`0x${'g'.repeat(digits)}`, 'not hex'],
    [valid.slice(2), 'no 0x'],
    [`${valid}0`, 'too long'],
  ];
}

/** The cases of one parameter, read from its schema and description. */
function parameterCases(route: Route, p: Parameter): Case[] {
  const s = p.schema;
  const item = s.type === 'array' ? s.items! : s;
  const description = p.description ?? '';
  const cases: Case[] = [];
  const seen = new Set<string>();
  const add = (value: string, expected: Expect, note = '') => {
    if (seen.has(value)) return;
    seen.add(value);
    const key = `${route.key} ${p.name} ${note}`;
    const exception = UNREACHABLE[key];
    const expect = exception?.expect ?? expected;
    if (exception) {
      unreachableUsed.add(key);
      note = `${note}: ${exception.why}`;
    }
    const outcome = 'clamp' in expect ? `200, clamped to ${expect.clamp}` : 'ok' in expect ? '200' : '400';
    const title = `${p.name}=${short(value)}${note ? ` (${note})` : ''} → ${outcome}`;
    if (p.in === 'path') cases.push({ title, query: kit.baseQuery(route), path: { [p.name]: value }, expect });
    else cases.push({ title, query: kit.withParam(route, p.name, value), expect });
  };
  // a path parameter is refused in v1's shape, which names no parameter
  const bad = (value: string, note = '') => add(value, refused(p.in === 'path' ? undefined : p.name), note);
  const valid = p.name === 'cursor' ? '' : kit.validValue(route, p);

  if (s.type === 'integer') {
    const clamped = CLAMPED[route.key]?.param === p.name ? CLAMPED[route.key]!.cap : undefined;
    if (s.minimum !== undefined) {
      add(String(s.minimum), OK, 'minimum');
      bad(minusOne(s.minimum), 'minimum − 1');
    }
    if (clamped !== undefined) {
      add(String(clamped), { clamp: clamped }, 'the cap');
      add(plusOne(clamped), { clamp: clamped }, 'cap + 1');
      add(HUGE, { clamp: clamped }, 'huge');
    } else if (s.maximum !== undefined) {
      add(String(s.maximum), OK, 'maximum');
      bad(plusOne(s.maximum), 'maximum + 1');
    }
    for (const v of ['abc', '1e3', '-1', '1.5']) bad(v);
  } else if (s.type === 'number') {
    // a documented-lenient amount falls back to its default instead of refusing
    const lenient = /ignored/i.test(description);
    add(String(s.minimum ?? 0), OK, 'minimum');
    add('1.5', OK);
    for (const v of ['abc', '-1']) {
      if (lenient) add(v, OK, 'ignored, as documented');
      else bad(v);
    }
  } else if (s.type === 'boolean') {
    add('true', OK);
    add('false', OK);
    bad('yes');
  } else if (s.type === 'string' && s.enum) {
    for (const v of s.enum) add(v, OK);
    bad('NOPE');
    const cased = s.enum.find((v) => /[a-z]/i.test(v) && swapCase(v) !== v);
    if (cased && /case-insensitive/.test(description)) add(swapCase(cased), OK, 'case-insensitive');
    if (cased && /\bcase-sensitive/.test(description)) bad(swapCase(cased), 'case-sensitive');
  } else if (s.type === 'string' && s.pattern === ADDRESS_PATTERN) {
    add(valid, OK);
    add(valid.toLowerCase(), OK, 'lower-case');
    for (const [v, why] of malformedHex(valid.toLowerCase(), 40)) bad(v, why);
  } else if (s.type === 'string' && (s.pattern === HASH64_PATTERN || s.pattern === COMBO_ID_PATTERN)) {
    const digits = s.pattern === HASH64_PATTERN ? 64 : 62;
    add(valid, OK);
    for (const [v, why] of malformedHex(valid, digits)) bad(v, why);
  } else if (s.type === 'string' && s.pattern === DIGITS_PATTERN) {
    add(valid, OK);
    for (const v of ['abc', '0x1f', '-1', '9'.repeat(79)]) bad(v);
  } else if (s.type === 'string' && p.name === 'cursor') {
    bad('not-a-cursor', 'forged');
    if (s.maxLength !== undefined) bad('x'.repeat(s.maxLength + 1), 'maxLength + 1');
  } else if (s.type === 'string' && s.maxLength !== undefined) {
    add('x'.repeat(s.maxLength), OK, 'maxLength');
    bad('x'.repeat(s.maxLength + 1), 'maxLength + 1');
  } else if (s.type === 'string') {
    add('anything', OK, 'any value accepted');
  } else if (s.type === 'array') {
    if (item.enum) {
      for (const v of item.enum) add(v, OK);
      add(item.enum.join(','), OK, 'all values');
      bad(`${item.enum[0]},NOPE`, 'one invalid member');
      const cased = item.enum.find((v) => /[a-z]/i.test(v));
      if (cased && /case-insensitive/.test(description)) add(swapCase(cased), OK, 'case-insensitive');
    } else if (item.pattern === HASH64_PATTERN || item.pattern === COMBO_ID_PATTERN) {
      add(valid, OK);
      const digits = item.pattern === HASH64_PATTERN ? 64 : 62;
      for (const [v, why] of malformedHex(valid, digits)) bad(v, why);
      bad(`${valid},0x1234`, 'one malformed member');
    } else if (item.type === 'integer') {
      add(valid, OK);
      for (const v of [minusOne(item.minimum ?? 0), 'abc', '1.5']) bad(v);
    }
    if (s.maxItems !== undefined) {
      add(Array(s.maxItems).fill(valid).join(','), OK, 'maxItems');
      bad(
        Array(s.maxItems + 1)
          .fill(valid)
          .join(','),
        'maxItems + 1',
      );
    }
  } else {
    throw new Error(`${route.key} ${p.name}: no cases for the schema ${JSON.stringify(s)}`);
  }
  return cases;
}

/** An invalid value of a parameter, for the spelling and repeat checks; undefined when every value is accepted. */
function invalidValue(p: Parameter): string | undefined {
  const s = p.schema;
  if (s.type === 'integer' || s.type === 'boolean' || s.enum || s.type === 'array')
    return s.type === 'array' && s.items?.enum ? 'NOPE' : 'abc';
  if (s.pattern) return '0x1234';
  if (s.type === 'string' && s.maxLength !== undefined) return 'x'.repeat(s.maxLength + 1);
  return undefined;
}

const camelName = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** v2 rules that hold for every parameter of a kind: both spellings, at most 20 distinct ids, no offset. */
function v2Cases(route: Route): Case[] {
  const cases: Case[] = [];
  for (const p of route.params) {
    if (p.in !== 'query') continue;
    // the camelCase spelling is read as the parameter itself: its invalid value is refused under the snake name
    if (p.name.includes('_')) {
      const camel = camelName(p.name);
      const invalid = invalidValue(p);
      const spelled = (value: string): Query => ({ ...kit.withParam(route, p.name, value), [p.name]: undefined, [camel]: value });
      if (p.name !== 'cursor')
        cases.push({ title: `${camel}=<valid> → 200 (camelCase spelling)`, query: spelled(kit.validValue(route, p)), expect: OK });
      if (invalid !== undefined)
        cases.push({ title: `${camel}=${short(invalid)} → 400 (camelCase spelling)`, query: spelled(invalid), expect: refused(p.name) });
    }
    if (p.name === 'condition') {
      for (const alias of ['condition_id', 'conditionId']) {
        cases.push({
          title: `${alias}=<valid> → 200 (alias of condition)`,
          query: { ...kit.baseQuery(route), condition: undefined, [alias]: ids.market },
          expect: OK,
        });
        cases.push({
          title: `${alias}=0x1234 → 400 (alias of condition)`,
          query: { ...kit.baseQuery(route), condition: undefined, [alias]: '0x1234' },
          expect: refused('condition'),
        });
      }
    }
    // at most 20 DISTINCT ids in a condition or event_id list; duplicates do not count
    const items = p.schema.type === 'array' ? p.schema.items! : undefined;
    if (items && p.schema.maxItems === undefined && (items.pattern === HASH64_PATTERN || items.type === 'integer')) {
      const distinct = (n: number) =>
        Array.from({ length: n }, (_, i) => (items.type === 'integer' ? String(i + 1) : hexOf(i + 1, 64))).join(',');
      const valid = kit.validValue(route, p);
      cases.push({ title: `${p.name}: 20 distinct ids → 200`, query: kit.withParam(route, p.name, distinct(20)), expect: OK });
      cases.push({ title: `${p.name}: 21 distinct ids → 400`, query: kit.withParam(route, p.name, distinct(21)), expect: refused(p.name) });
      cases.push({
        title: `${p.name}: 25 copies of one id → 200`,
        query: kit.withParam(route, p.name, Array(25).fill(valid).join(',')),
        expect: OK,
      });
    }
  }
  // v2 pages by cursor only: a route that takes a page size refuses an offset
  if (route.params.some((p) => p.name === 'limit')) {
    cases.push({
      title: 'offset=0 → 400 (v2 pages by cursor)',
      query: { ...kit.baseQuery(route), offset: '0' },
      expect: refused('offset'),
    });
  }
  return cases;
}

/** A parameter sent twice with different values has no right answer. */
function repeatCases(route: Route): Case[] {
  const p = route.params.find((x) => x.in === 'query' && x.schema.type === 'integer' && x.schema.minimum !== undefined);
  if (!p) return [];
  const query = new URLSearchParams(Object.entries(kit.baseQuery(route)).filter((e): e is [string, string] => e[1] !== undefined));
  query.append(p.name, String(p.schema.minimum));
  query.append(p.name, plusOne(p.schema.minimum!));
  return [{ title: `${p.name} sent twice with different values → 400`, query: query.toString(), expect: refused(p.name) }];
}

/** Cursors are opaque and signed: the route's own continues the walk; a tampered or another endpoint's one is refused. */
function cursorCases(route: Route): Case[] {
  if (!route.params.some((p) => p.name === 'cursor')) return [];
  const cases: Case[] = [];
  const own = kit.cursors.get(route.key);
  if (own) {
    const tampered = own.slice(0, -2) + (own.at(-2) === 'A' ? 'B' : 'A') + own.at(-1);
    cases.push({ title: 'cursor=<its own next_cursor> → 200', query: { ...kit.baseQuery(route), cursor: own }, expect: OK });
    cases.push({
      title: 'cursor=<its own, one character changed> → 400',
      query: { ...kit.baseQuery(route), cursor: tampered },
      expect: refused('cursor'),
    });
  }
  const otherKey = ['v2 /v2/trades', 'v2 /v2/activity'].find((k) => k !== route.key)!;
  cases.push({
    title: `cursor=<minted by ${otherKey}> → 400 (cross-endpoint)`,
    query: { ...kit.baseQuery(route), cursor: kit.cursors.get(otherKey) },
    expect: refused('cursor'),
  });
  return cases;
}

/** A title filter is a literal substring: LIKE's wildcards % and _ match only themselves. */
function titleCases(route: Route): Case[] {
  if (!route.params.some((p) => p.name === 'title')) return [];
  const literal = (ch: string) => (row: Record<string, unknown>) => String(row.title).includes(ch);
  return [
    {
      title: 'title=% → 200, only titles holding a %',
      query: kit.withParam(route, 'title', '%'),
      expect: { ok: true, every: literal('%'), some: true },
    },
    {
      title: 'title=_ → 200, only titles holding an _',
      query: kit.withParam(route, 'title', '_'),
      expect: { ok: true, every: literal('_') },
    },
  ];
}

/* ---------- the spec's rules between parameters, per route ---------- */

const both = (a: string, b: string) => `${a} with ${b}`;
const userMarketEvent = (): Case[] => [
  {
    title: `${both('market', 'eventId')} → 400 (mutually exclusive)`,
    query: { user: ids.user, market: ids.market, eventId: String(ids.event) },
    expect: refused('eventId'),
  },
];
const updatedWindow = (route: Route): Case[] => [
  {
    title: 'updatedBefore < updatedAfter → 400',
    query: { ...kit.baseQuery(route), updatedAfter: '1700000000', updatedBefore: '1699999999' },
    expect: refused('updatedBefore'),
  },
  {
    title: 'updatedBefore = updatedAfter → 200',
    query: { ...kit.baseQuery(route), updatedAfter: '1700000000', updatedBefore: '1700000000' },
    expect: OK,
  },
];
const pathUser = (route: Route): Case[] => [
  { title: 'a query user other than the path address → 400', query: { user: ids.heavyUser }, expect: refused('user') },
  { title: 'the same user in the query and the path → 200', query: { user: ids.user.toLowerCase() }, expect: OK },
  { title: 'the path address in lower case → 200', query: kit.baseQuery(route), path: { address: ids.user.toLowerCase() }, expect: OK },
];

const RULES: Record<string, (route: Route) => Case[]> = {
  'v1 /positions': () => userMarketEvent(),
  'v1 /closed-positions': () => userMarketEvent(),
  'v1 /activity': () => userMarketEvent(),
  'v1 /trades': () => [
    ...userMarketEvent(),
    { title: 'filterType without filterAmount → 400', query: { filterType: 'CASH' }, expect: refused('filterType') },
    { title: 'filterAmount without filterType → 400', query: { filterAmount: '10' }, expect: refused('filterAmount') },
    { title: 'filterType with filterAmount → 200', query: { filterType: 'TOKENS', filterAmount: '10' }, expect: OK },
  ],
  'v1 /v1/positions/combos': updatedWindow,
  'v1 /v1/data/user/{address}/positions/combos': (r) => [...updatedWindow(r), ...pathUser(r)],
  'v1 /v1/data/user/{address}/activity/combos': pathUser,
  'v2 /v2/positions/combos': updatedWindow,
  'v2 /v2/positions': () => [
    { title: 'neither user nor condition → 400', query: {}, expect: refused('user') },
    { title: 'one condition without user → 200 (market-anchored)', query: { condition: ids.openMarket }, expect: OK },
    { title: 'two conditions without user → 400', query: { condition: `${ids.market},${ids.openMarket}` }, expect: refused('condition') },
    {
      title: 'event_id without user → 400 (user-anchored only)',
      query: { condition: ids.market, event_id: String(ids.event) },
      expect: refused('event_id'),
    },
    {
      title: 'include_archived=true with status=CLOSED → 400',
      query: { user: ids.user, status: 'CLOSED', include_archived: 'true' },
      expect: refused('include_archived'),
    },
  ],
  'v2 /v2/trades': () => [
    {
      title: `${both('condition', 'event_id')} → 400`,
      query: { condition: ids.market, event_id: String(ids.event) },
      expect: refused('event_id'),
    },
  ],
  'v2 /v2/activity': () => [
    {
      title: `${both('condition', 'event_id')} → 400`,
      query: { user: ids.user, condition: ids.market, event_id: String(ids.event) },
      expect: refused('event_id'),
    },
  ],
  'v2 /v2/resolutions': () => [
    { title: 'none of question_id, condition, event_id → 400', query: {}, expect: refused() },
    { title: `${both('question_id', 'condition')} → 400`, query: { question_id: ids.question, condition: ids.market }, expect: refused() },
    { title: `${both('condition', 'event_id')} → 400`, query: { condition: ids.market, event_id: String(ids.event) }, expect: refused() },
  ],
  'v2 /v2/prices-history': () => {
    const t = { token_id: ids.token };
    return [
      { title: 'none of start, interval, as_of → 400', query: t, expect: refused() },
      { title: `${both('interval', 'as_of')} → 400`, query: { ...t, interval: 'max', as_of: '1700000000' }, expect: refused() },
      { title: `${both('interval', 'start')} → 400`, query: { ...t, interval: 'max', start: '1700000000' }, expect: refused() },
      { title: 'end without start → 400', query: { ...t, end: '1700000000' }, expect: refused() },
      { title: 'end before start → 400', query: { ...t, start: '1700000000', end: '1699999999' }, expect: refused('end') },
      {
        title: 'a window over 15 days → 400',
        query: { ...t, start: '1700000000', end: String(1_700_000_000 + 15 * 86_400 + 1) },
        expect: refused('start'),
      },
      { title: 'a 15-day window → 200', query: { ...t, start: '1700000000', end: String(1_700_000_000 + 15 * 86_400) }, expect: OK },
    ];
  },
  'v2 /v2/status': () => [{ title: 'an unknown parameter sent twice with different values → 200 (ignored)', query: 'x=1&x=2', expect: OK }],
  'v2 /v2/holders': () => [
    {
      title: 'include_pnl=true with two conditions → 400',
      query: { condition: `${ids.market},${ids.openMarket}`, include_pnl: 'true' },
      expect: refused('condition'),
    },
    {
      title: 'include_pnl=true with limit=101 → 400',
      query: { condition: ids.market, include_pnl: 'true', limit: '101' },
      expect: refused('limit'),
    },
    { title: 'include_pnl=true with limit=100 → 200', query: { condition: ids.market, include_pnl: 'true', limit: '100' }, expect: OK },
  ],
};

/* ---------- running the cases ---------- */

function casesOf(route: Route): Case[] {
  const cases: Case[] = [{ title: 'happy path → 200', query: kit.baseQuery(route), expect: OK }];
  for (const p of route.params) {
    if (p.in === 'query' && p.required) {
      cases.push({ title: `${p.name} omitted → 400 (required)`, query: kit.withParam(route, p.name, undefined), expect: refused(p.name) });
    }
    cases.push(...parameterCases(route, p));
  }
  // unknown parameters are ignored, as a newer client may send more
  cases.push({ title: 'an unknown parameter → 200 (ignored)', query: { ...kit.baseQuery(route), no_such_parameter: 'x' }, expect: OK });
  if (route.version === 'v2') cases.push(...v2Cases(route));
  cases.push(...repeatCases(route), ...cursorCases(route), ...titleCases(route), ...(RULES[route.key]?.(route) ?? []));
  const titles = cases.map((c) => c.title);
  const twice = titles.filter((t, i) => titles.indexOf(t) !== i);
  if (twice.length > 0) throw new Error(`${route.key}: two cases titled ${twice.join(', ')}`);
  return cases;
}

const CASES = new Map(kit.routes.map((route) => [route, casesOf(route)]));

/** The answer at the cap itself, once per route: a clamped request must answer exactly it. */
const atCap = new Map<string, Promise<Answer>>();

async function check(route: Route, c: Case) {
  const clamp = CLAMPED[route.key];
  const query = 'clamp' in c.expect && typeof c.query !== 'string' ? { ...c.query, ...clamp!.query(ids) } : c.query;
  const answer = await kit.call(route, query, c.path);
  if ('refused' in c.expect) return kit.expectRefused(route, answer, c.expect.parameter);
  kit.expectOk(route, answer);
  const { every, some } = 'ok' in c.expect ? c.expect : {};
  if (every) {
    const rows = rowsOf(answer.body) as Record<string, unknown>[];
    if (some) expect(rows.length, `${answer.url}: no rows to check`).toBeGreaterThan(0);
    expect(
      rows.filter((r) => !every(r)).map((r) => r.title),
      answer.url,
    ).toEqual([]);
  }
  if ('clamp' in c.expect) {
    const cap = c.expect.clamp;
    if (!atCap.has(route.key))
      atCap.set(route.key, kit.call(route, { ...kit.baseQuery(route), ...clamp!.query(ids), [clamp!.param]: String(cap) }));
    const reference = await atCap.get(route.key)!;
    // the dataset holds more rows than the cap, so the cap is what bounds the page
    expect(rowsOf(reference.body)).toHaveLength(cap);
    expect(rowsOf(answer.body)).toEqual(rowsOf(reference.body));
  }
}

describe('the documents cover what the suite needs', () => {
  it('hold every route of issue 3, the path aliases included', () => {
    const v1 = [
      '/',
      '/positions',
      '/closed-positions',
      '/v1/market-positions',
      '/trades',
      '/activity',
      '/v1/activity/combos',
      '/v1/positions/combos',
      '/v1/data/user/{address}/activity/combos',
      '/v1/data/user/{address}/positions/combos',
      '/holders',
      '/traded',
      '/revisions',
      '/value',
      '/oi',
      '/live-volume',
      '/v1/approvals',
      '/v1/accounting/snapshot',
      '/v1/leaderboard',
      '/v1/builders/leaderboard',
      '/v1/builders/volume',
    ];
    const v2 = [
      'positions',
      'trades',
      'activity',
      'activity/combos',
      'positions/combos',
      'value',
      'user-stats',
      'approvals',
      'holders',
      'oi',
      'live-volume',
      'leaderboard',
      'builders/leaderboard',
      'builders/volume',
      'user-pnl',
      'user-volume',
      'biggest-winners',
      'prices-history',
      'resolutions',
      'status',
    ].map((r) => `/v2/${r}`);
    const paths = (version: string) =>
      kit.routes
        .filter((r) => r.version === version)
        .map((r) => r.path)
        .sort();
    expect(paths('v1')).toEqual(v1.sort());
    expect(paths('v2')).toEqual(v2.sort());
  });

  it('document the clamped limits without a maximum, and every hand-written entry names a real route or case', () => {
    for (const [key, clamp] of Object.entries(CLAMPED)) {
      const p = kit.routes.find((r) => r.key === key)?.params.find((x) => x.name === clamp.param);
      expect(p?.schema, key).toMatchObject({ type: 'integer', minimum: 0 });
      expect(p?.schema.maximum, key).toBeUndefined();
      expect(p?.description, key).toContain(String(clamp.cap));
    }
    for (const key of Object.keys(RULES))
      expect(
        kit.routes.map((r) => r.key),
        key,
      ).toContain(key);
    // a bug marker whose case was renamed would silently stop marking anything
    const titles = [...CASES].flatMap(([route, cases]) => cases.map((c) => `${route.key} ${c.title}`));
    for (const key of Object.keys(KNOWN_BUGS)) expect(titles, key).toContain(key);
    expect([...unreachableUsed].sort()).toEqual(Object.keys(UNREACHABLE).sort());
  });
});

for (const [route, cases] of CASES) {
  describe(route.key, () => {
    for (const c of cases) {
      const bug = KNOWN_BUGS[`${route.key} ${c.title}`];
      (bug ? it.fails : it)(c.title, () => check(route, c));
    }
  });
}
