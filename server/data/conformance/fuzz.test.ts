import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PATTERN, HASH64_PATTERN, loadKit, type Parameter, type Route } from '../../testing/conformance-kit';

/*
 * Property-based fuzzing of every data route's query string (v1, v2 and the path aliases): names
 * from the route's document (in both v2 spellings), made-up names and repeats; values mixing
 * valid ones with boundary, huge and negative numbers, unicode, empty strings, comma lists,
 * percent-encoded junk and forged cursors. Whatever arrives, the service answers 200 with a body
 * its document accepts (a ZIP on the snapshot route) or 400 in the version's error shape, never
 * a 5xx. The seed is fixed so CI runs the same requests every time.
 */

const kit = await loadKit();
const { ids } = kit;

// fixed, so CI sends the same requests every run; FUZZ_SEED / FUZZ_RUNS widen a local hunt
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Fewer runs where every request recomputes a board over the whole ledger (hundreds of ms each on the demo set). */
const RUNS_OF: Record<string, number> = { 'v2 /v2/builders/volume': Math.ceil(RUNS / 3), 'v2 /v2/user-pnl': Math.ceil(RUNS / 2) };

/** Routes whose fuzz finds a real bug, each kept visible with it.fails until the route is fixed. */
const KNOWN_BUGS: Record<string, string> = {};

type Part = { name: string; value?: string; raw?: boolean };

const camelName = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const bump = (n: number, by: bigint) => String(BigInt(n) + by);

/** Numbers past every bound and every spelling a number parser might be lenient about. */
const ODD_NUMBERS = [
  '1e308',
  '-1e308',
  '9'.repeat(40),
  '18446744073709551616',
  '9007199254740993',
  'Infinity',
  'NaN',
  '-0',
  '0x1F',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '00',
  '０１',
  '1e3',
  '1.5',
  '.5',
];
/** Written into the URL as is: broken escapes, NUL, overlong UTF-8, encoded separators. */
const RAW_JUNK = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%FF%FE',
  '%C0%AF',
  '%2C%2C%2C',
  '%25',
  '+',
  '%u0041',
  '%F0%9F%92%A9',
  '%26user%3D',
  '%3D%3D',
];
const OTHER = '0x0000000000000000000000000000000000000001';
const CONSTANTS = () => [
  ids.user,
  ids.user.toLowerCase(),
  ids.market,
  ids.openMarket,
  ids.combo,
  ids.question,
  ids.token,
  String(ids.event),
  'true',
  'false',
];

/** Every cursor the service minted, kept as it is and tampered with: each route also gets the others' (cross-endpoint) cursors. */
const CURSORS = [...kit.cursors.values()].flatMap((c) => [
  c,
  c.slice(0, -2) + (c.at(-2) === 'A' ? 'B' : 'A') + c.at(-1),
  c.slice(1),
  `${c}=`,
]);

/** Values the document accepts for a parameter (a few may still clash with another parameter). */
function acceptedArb(route: Route, p: Parameter): fc.Arbitrary<string> {
  const s = p.schema;
  const item = s.type === 'array' ? s.items! : s;
  if (p.name === 'cursor') return fc.constant(kit.cursors.get(route.key) ?? '');
  const valid = kit.validValue(route, p);
  if (item.enum) {
    const members = fc.constantFrom(...item.enum, ...item.enum.map((v) => v.toLowerCase()));
    return s.type === 'array' ? fc.uniqueArray(members, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')) : members;
  }
  if (item.type === 'integer' && s.type === 'array') return fc.constantFrom(valid, `${valid},${Number(valid) + 1}`, '1,2,3');
  if (item.type === 'integer' || item.type === 'number') {
    const min = item.minimum ?? 0;
    const max = Math.min(item.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
    const near = fc.integer({ min, max: Math.min(max, min + 1_000) }).map(String);
    const bounds = [min, max, ...(item.default !== undefined ? [item.default] : [])].map(String);
    return fc.oneof(fc.constantFrom(valid, ...bounds), near, fc.integer({ min, max }).map(String));
  }
  if (item.type === 'boolean') return fc.constantFrom('true', 'false');
  if (item.pattern === ADDRESS_PATTERN) return fc.constantFrom(ids.user, ids.user.toLowerCase(), ids.heavyUser, OTHER);
  if (item.pattern === HASH64_PATTERN) {
    const more = s.type === 'array' ? [`${ids.market},${ids.openMarket}`, `${valid},${'0x' + 'ab'.repeat(32)}`] : [];
    return fc.constantFrom(valid, /question/i.test(p.name) ? ids.question : ids.openMarket, ...more);
  }
  if (item.pattern) return fc.constant(valid);
  // free text (titles, names, categories): any unicode within the length bound
  return fc.string({ unit: 'binary', maxLength: Math.min(s.maxLength ?? 30, 30) });
}

/** Values no document would suggest: odd numbers, unicode, empty, long comma lists, raw junk, forged cursors. */
function hostileArb(p: Parameter | undefined): fc.Arbitrary<{ value?: string; raw?: boolean }> {
  const near = p ? [p.schema.minimum, p.schema.maximum].flatMap((n) => (n === undefined ? [] : [bump(n, -1n), bump(n, 1n)])) : [];
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...CONSTANTS(), ...near, ...CURSORS) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.constant('') },
  );
  return fc.oneof(
    { weight: 8, arbitrary: scalar.map((value) => ({ value })) },
    // comma lists: past 20 distinct ids, with empty and junk members
    { weight: 2, arbitrary: fc.array(scalar, { minLength: 2, maxLength: 30 }).map((xs) => ({ value: xs.join(',') })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONSTANTS()), fc.constantFrom(...RAW_JUNK))
        .map(([v, junk]) => ({ value: encodeURIComponent(v) + junk, raw: true })),
    },
    { weight: 1, arbitrary: fc.constant({}) }, // a bare name without '='
  );
}

/** Names from the document (both v2 spellings and condition's aliases), the v2-refused offset, and made-up names. */
function nameArb(route: Route): fc.Arbitrary<{ name: string; param?: Parameter }> {
  const query = route.params.filter((p) => p.in === 'query');
  const spelled = query.flatMap((p) => {
    const names = [p.name];
    if (route.version === 'v2' && camelName(p.name) !== p.name) names.push(camelName(p.name));
    if (p.name === 'condition') names.push('condition_id', 'conditionId');
    return names.map((name) => ({ name, param: p }));
  });
  const known = spelled.length > 0 ? [{ weight: 8, arbitrary: fc.constantFrom(...spelled) }] : [];
  return fc.oneof(
    ...known,
    // names other routes read, v2's refused offset, and names an object lookup might resolve on its prototype
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('offset', 'cursor', 'limit', 'user', 'market', 'id', '__proto__', 'constructor', 'toString', 'hasOwnProperty')
        .map((name) => ({ name })),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((name) => ({ name })) },
  );
}

function queryArb(route: Route): fc.Arbitrary<string> {
  const arbs = new Map<string, fc.Arbitrary<{ value?: string; raw?: boolean }>>();
  // three in four values are ones the document accepts, so requests get past validation often enough to reach the queries
  const valuesOf = (p?: Parameter) => {
    const key = p?.name ?? '';
    if (!arbs.has(key)) {
      const hostile = hostileArb(p);
      arbs.set(
        key,
        p
          ? fc.oneof({ weight: 3, arbitrary: acceptedArb(route, p).map((value) => ({ value })) }, { weight: 1, arbitrary: hostile })
          : hostile,
      );
    }
    return arbs.get(key)!;
  };
  const part: fc.Arbitrary<Part> = nameArb(route).chain(({ name, param }) => valuesOf(param).map((v) => ({ name, ...v })));
  const base: Part[] = Object.entries(kit.baseQuery(route)).map(([name, value]) => ({ name, value }));
  return fc
    .record({ withBase: fc.nat(4), parts: fc.array(part, { maxLength: 5 }), repeat: fc.nat(5) })
    .map(({ withBase, parts, repeat }) => {
      const all = [...(withBase > 0 ? base : []), ...parts];
      // now and then the same parameter twice, the second time with its own value or another
      if (repeat === 0 && all.length > 0) all.push({ ...all[all.length - 1]!, value: parts[0]?.value ?? all[0]!.value });
      return all
        .map(({ name, value, raw }) =>
          value === undefined ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${raw ? value : encodeURIComponent(value)}`,
        )
        .join('&');
    });
}

const addressArb = fc.oneof(
  fc.constantFrom(ids.user, ids.user.toLowerCase(), ids.heavyUser),
  fc.constantFrom('0x1234', ids.user.slice(2), `${ids.user}0`, ids.market, ''),
  fc.string({ unit: 'binary', maxLength: 50 }),
);

describe('fuzzed query strings', () => {
  it('start from real cursors where a route mints them', () => {
    // without these the cursor branch of the fuzz would only ever see forgeries
    expect([...kit.cursors.keys()]).toEqual(
      expect.arrayContaining(['v2 /v2/trades', 'v2 /v2/activity', 'v2 /v2/positions', 'v1 /v1/positions/combos']),
    );
  });

  for (const route of kit.routes) {
    const bug = KNOWN_BUGS[route.key];
    (bug ? it.fails : it)(`${route.key}: never a 5xx; 200 in the documented shape or 400 in the version's error shape`, async () => {
      const hasPath = route.path.includes('{address}');
      const statuses = new Map<number, number>();
      const runs = RUNS_OF[route.key] ?? RUNS;
      await fc.assert(
        fc.asyncProperty(queryArb(route), hasPath ? addressArb : fc.constant(ids.user), async (query, address) => {
          // an empty path segment is another route, not this one
          const answer = await kit.call(route, query, { address: address === '' ? ' ' : address });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          // a route whose document lists no 400 reads no parameter, so nothing may be refused
          expect(route.refuses ? [200, 400] : [200], kit.show(answer)).toContain(answer.status);
          if (answer.status === 200) kit.expectOk(route, answer);
          else kit.expectErrorShape(route, answer);
        }),
        { seed: SEED, numRuns: runs },
      );
      if (process.env.FUZZ_STATS) console.log(route.key, Object.fromEntries(statuses));
      // a fuzz that never got past validation (or never reached it) would prove nothing
      expect(statuses.get(200) ?? 0, `${route.key}: 200s`).toBeGreaterThanOrEqual(runs / 10);
      if (route.refuses) expect(statuses.get(400) ?? 0, `${route.key}: 400s`).toBeGreaterThanOrEqual(runs / 10);
    });
  }
});
