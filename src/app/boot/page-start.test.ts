import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { firstReadsTable, PARAMS, pageStartScript, pageStartTable, recordReads, samplePath } from './page-start';
import { EARLY_READS_GLOBAL } from './start-app';

/*
 * The inline script, run as the page runs it: its own source text with the table, against a
 * stand-in for the browser's globals (the only things it may use).
 */

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const C = `0x${'ab'.repeat(32)}`;
const READS = new Map([
  ['positions', ['/data/v2/positions?user={address}&limit=50']],
  ['market', ['/gamma/markets?condition_ids={conditionId}&limit=1', '/data/v2/holders?market={conditionId}']],
]);
// a made-up chunk per module, so each page's preload list is visible
const table = pageStartTable('/base/', (modules) => modules.map((m) => `assets/${m}.js`), READS);

function run(href: string) {
  const url = new URL(href, 'http://page');
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const fetched: string[] = [];
  const win: Record<string, unknown> = {};
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
  };
  const fetch = (u: string) => (fetched.push(u), Promise.resolve(new Response('{}')));
  new Function('location', 'document', 'window', 'fetch', 'setTimeout', pageStartScript(table))(
    { pathname: url.pathname, search: url.search },
    document,
    win,
    fetch,
    () => 0,
  );
  const reads = win[EARLY_READS_GLOBAL] as Record<string, unknown> | undefined;
  return { links: links.map((l) => l.href), fetched, reads: reads && Object.keys(reads) };
}

describe('the page-start script', () => {
  it('preloads the chunks of the page being opened, layout first, and nothing for a path of no route', () => {
    expect(run(`/portfolio/${A}/positions`).links).toEqual(['/base/assets/portfolio.js', '/base/assets/positions.js']);
    expect(run('/').links).toEqual(['/base/assets/home.js']);
    expect(run('/nowhere')).toEqual({ links: [], fetched: [], reads: undefined });
  });

  it('starts a deep link’s reads with the path’s address and leaves them for the app', () => {
    const { fetched, reads } = run(`/portfolio/${A}/positions`);
    expect(fetched).toEqual([`/data/v2/positions?user=${A}&limit=50`]);
    expect(reads).toEqual(fetched);
  });

  it('starts none for an address the app would spell otherwise, but says it looked', () => {
    for (const a of [A.toLowerCase(), `0x${A.slice(2).toUpperCase()}`, `0x${'1'.repeat(40)}`])
      expect(run(`/portfolio/${a}/positions`), a).toMatchObject({ fetched: [], reads: [] });
  });

  it('starts none for a visit with URL state, unless the route’s reads ignore it', () => {
    expect(run(`/portfolio/${A}/positions?sort_by=TITLE`)).toMatchObject({ fetched: [], reads: undefined });
    expect(run(`/market/${C}?address=${A}`).fetched).toEqual([`/gamma/markets?condition_ids=${C}&limit=1`, `/data/v2/holders?market=${C}`]);
    expect(run('/market/0x12').fetched).toEqual([]);
  });

  it('is built from the whole route table, with JSON that cannot close its script element', () => {
    expect(table.routes.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
    expect(table.routes.find((r) => r.path === '/market/:conditionId')).toMatchObject({
      anySearch: true,
      files: [table.files.indexOf('assets/market.js')],
    });
    const evil = pageStartTable('/', () => [], new Map([['positions', ['/x?q=</script>']]]));
    expect(pageStartScript(evil)).not.toMatch(/<\/script/i);
  });
});

/*
 * The reads a deep link's HTML requests before the scripts arrive: recorded from each route
 * module's own prefetch through the transport's seam for responses on their way.
 */

const route = (module: string) => ROUTES.find((r) => r.module === module)!;

describe('first reads', () => {
  it('belong to exactly the routes whose module prefetches', async () => {
    for (const r of ROUTES) expect(Boolean(r.firstReads), r.module).toBe(Boolean((await r.load()).prefetch));
    expect([...(await firstReadsTable()).keys()]).toEqual(ROUTES.filter((r) => r.firstReads).map((r) => r.module));
  });

  it('put the address in a slot and spell nothing else of it', async () => {
    const table = await firstReadsTable();
    expect(table.get('positions')).toEqual([
      '/data/v2/positions?user={address}&status=OPEN&sort_by=CURRENT_VALUE&sort_direction=DESC&limit=50',
    ]);
    for (const urls of table.values()) {
      for (const u of urls)
        for (const { sample } of Object.values(PARAMS)) expect(u.toLowerCase()).not.toContain(sample.slice(2).toLowerCase());
    }
    expect(table.get('overview')!.every((u) => u.includes('{address}') || u === '/data/v2/status')).toBe(true);
  });

  it('put a market’s condition id in its own slot, the market’s title read first', async () => {
    const reads = await recordReads(route('market'));
    expect(reads[0]).toBe('/gamma/markets?condition_ids={conditionId}&limit=1');
    expect(reads.every((u) => u.includes('{conditionId}') && !u.includes('{address}'))).toBe(true);
  });

  it('of an any-search route are asked for whatever its URL state, and only the market’s and the Trade view’s are', async () => {
    expect(ROUTES.filter((r) => r.firstReads === 'any-search').map((r) => r.module)).toEqual(['market', 'trade']);
    const plain = await recordReads(route('market'));
    for (const search of [
      '?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '?interval=1d',
      '?interval=1h&address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '?junk=1',
    ]) {
      expect(await recordReads(route('market'), search), search).toEqual(expect.arrayContaining(plain));
    }
    // the Trade view's first frame reads the markets and where orders are signed, whichever market the URL picks
    const trade = ['/clob/markets', '/clob/sandbox/info'];
    expect(await recordReads(route('trade'))).toEqual(trade);
    expect(await recordReads(route('trade'), `?market=0x${'ab'.repeat(32)}&outcome=1`)).toEqual(trade);
    // the others' first reads do follow their URL state
    expect(await recordReads(route('combos'), '?sort=entry_cost_desc')).not.toEqual(
      expect.arrayContaining(await recordReads(route('combos'))),
    );
  });

  it('are recorded on a path with every parameter’s sample', () => {
    expect(samplePath('/market/:conditionId')).toBe(`/market/${PARAMS.conditionId!.sample}`);
    expect(() => samplePath('/x/:nope')).toThrow(/no sample/);
  });
});
