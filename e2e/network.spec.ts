import type { APIRequestContext, Page } from '@playwright/test';
import { PERSISTED_ROOTS } from '../src/app/query-persist';
import { duplicates, holdApi, recordApiRequests } from './api-traffic';
import { DEMO_TRADER, expect, test } from './fixtures';
import { keyStartsWith, readPersisted, waitPersisted } from './persisted-cache';

/*
 * The product's network budget, checked against the real service: a page load asks for each thing
 * once, and a reload shows the persisted cache before the network answers.
 */

async function demoConditionId(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/data/v2/positions?user=${DEMO_TRADER}&limit=1`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { condition_id: string }[] };
  expect(data.length, 'the demo trader holds a position').toBeGreaterThan(0);
  return data[0]!.condition_id;
}

const P = `/portfolio/${DEMO_TRADER}`;
type View = { name: string; path: (request: APIRequestContext) => Promise<string> | string; ready: (page: Page) => Promise<void> };
const byTestId = (id: string) => async (page: Page) => expect(page.getByTestId(id).first()).toBeVisible();

const VIEWS: View[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => expect(page.getByRole('button', { name: 'Open the demo trader' })).toBeVisible(),
  },
  {
    name: 'overview',
    path: () => P,
    ready: async (page) => {
      for (const id of ['kpi-value', 'pnl-chart', 'allocation-by-category', 'top-positions'])
        await expect(page.getByTestId(id)).toBeVisible();
    },
  },
  { name: 'positions', path: () => `${P}/positions`, ready: byTestId('position-row') },
  { name: 'combos', path: () => `${P}/combos`, ready: byTestId('combo-row') },
  {
    name: 'activity',
    path: () => `${P}/activity`,
    ready: async (page) => expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/),
  },
  {
    name: 'trades',
    path: () => `${P}/trades`,
    ready: async (page) => expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/),
  },
  { name: 'approvals', path: () => `${P}/approvals`, ready: byTestId('approval-row') },
  { name: 'accounting', path: () => `${P}/accounting`, ready: byTestId('equity-check') },
  { name: 'leaderboards', path: () => '/leaderboards', ready: byTestId('trader-row') },
  { name: 'markets', path: () => '/markets', ready: byTestId('event-card') },
  {
    name: 'market',
    path: async (request) => `/market/${await demoConditionId(request)}?address=${DEMO_TRADER}`,
    ready: async (page) => {
      for (const id of ['market-title', 'price-chart', 'trade-row', 'holder-row']) await expect(page.getByTestId(id).first()).toBeVisible();
    },
  },
];

test.describe('network: at most one request per query key per page load', () => {
  for (const view of VIEWS) {
    test(view.name, async ({ page, request }, testInfo) => {
      const path = await view.path(request);
      const sent = recordApiRequests(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await view.ready(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      testInfo.annotations.push({ type: 'requests', description: `${view.name}: ${sent.length} API requests` });
      // home asks for nothing; every other view must have been measured, not skipped
      if (view.name !== 'home') expect(sent.length, `${path} loads its data`).toBeGreaterThan(0);
      expect(duplicates(sent), `requests sent more than once by ${path}`).toEqual([]);
    });
  }
});

/** Past the app's 30 s staleTime, so a restored query refetches as soon as it is shown. */
const STALE = '01:00';

/** The text of each element with one of these test ids, in order (the numbers a reader sees). */
/** What the widgets show of the persisted reads: a live price (the market channel's, never stored) left out. */
async function texts(page: Page, ids: readonly string[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => (await page.getByTestId(id).first().innerText()).replace(/ · live [\d.]+¢/g, '')));
}

test.describe('network: a reload renders persisted data before the network answers', () => {
  test('positions: the same rows and values, while the refetch is held', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${P}/positions`);
    const rows = page.getByTestId('position-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const before = await rows.allInnerTexts();
    expect(before.length).toBeGreaterThan(0);
    await waitPersisted(page, ['positions', 'list']);

    await page.clock.fastForward(STALE);
    const hold = await holdApi(page);
    await page.reload();
    // the refetch went out and waits: the rows on screen are the stored ones
    await expect.poll(() => hold.held.some((u) => u.pathname === '/data/v2/positions')).toBe(true);
    await expect.poll(() => rows.allInnerTexts()).toEqual(before);
    await hold.release();
    await expect.poll(() => rows.allInnerTexts()).toEqual(before);
  });

  test('overview: the same figures and top positions, while the refetches are held', async ({ page }) => {
    const FIGURES = [
      'kpi-value',
      'kpi-volume',
      'kpi-markets-traded',
      'kpi-biggest-win',
      'kpi-total-pnl',
      'kpi-realized-pnl',
      'kpi-unrealized-pnl',
      'top-positions',
    ];
    await page.clock.install();
    await page.goto(P);
    for (const id of [...FIGURES, 'pnl-chart', 'allocation-by-category']) await expect(page.getByTestId(id)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const before = await texts(page, FIGURES);
    expect(
      before.every((t) => /\d/.test(t)),
      `figures on screen: ${before.join(' | ')}`,
    ).toBe(true);
    for (const kind of ['value', 'user-stats', 'user-volume', 'user-pnl', 'open-positions', 'events'])
      await waitPersisted(page, ['overview', kind]);

    await page.clock.fastForward(STALE);
    const hold = await holdApi(page);
    await page.reload();
    await expect.poll(() => hold.held.some((u) => u.pathname === '/data/v2/value')).toBe(true);
    await expect.poll(() => texts(page, FIGURES)).toEqual(before);
    await hold.release();
  });
});

/** Property names that would mean a credential reached storage. */
const SECRET_NAME = /secret|passphrase|api[-_]?key|private[-_]?key|mnemonic|seed[-_]?phrase|password|credential|signature|auth/i;

test('storage holds public reads only: no opted-out query, no other root, nothing credential-like', async ({ page, request }) => {
  const conditionId = await demoConditionId(request);
  await page.goto(`/market/${conditionId}?address=${DEMO_TRADER}`);
  await expect(page.getByTestId('trade-row').first()).toBeVisible();
  await waitPersisted(page, ['market', conditionId.toLowerCase(), 'metadata']);
  await page.goto(`${P}/positions`);
  await expect(page.getByTestId('position-row').first()).toBeVisible();
  await waitPersisted(page, ['positions', 'list']);

  const stored = (await readPersisted(page))!;
  const roots = [...new Set(stored.queries.map((q) => q.key[0]))];
  expect(
    roots.every((r) => typeof r === 'string' && PERSISTED_ROOTS.has(r)),
    `roots in storage: ${roots.join(', ')}`,
  ).toBe(true);
  // the market's trade pages opt out (meta.persist false): shown on screen, never written
  expect(stored.queries.filter((q) => q.optedOut || keyStartsWith(q.key, ['market', conditionId.toLowerCase(), 'trades']))).toEqual([]);
  expect(stored.queries.every((q) => q.status === 'success')).toBe(true);
  expect(stored.mutations).toBe(0);
  expect(stored.propertyNames.filter((n) => SECRET_NAME.test(n))).toEqual([]);
  // and nothing of the kind went to the origin's other storage either
  const webStorage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(webStorage.filter((n) => SECRET_NAME.test(n))).toEqual([]);
});

/*
 * A stale infinite query refetches every page it holds. The persister stores infinite lists with
 * their first page only, so a reload after "Load more" asks for the list once.
 */
const LISTS = [
  {
    name: 'positions',
    path: `${P}/positions`,
    api: '/data/v2/positions',
    root: 'positions',
    // the table builds a screenful of rows first and the rest after (busy meanwhile): count a whole page only
    loaded: async (page: Page) =>
      (await page.getByTestId('positions-table').getAttribute('aria-busy')) === 'false' ? page.getByTestId('position-row').count() : 0,
  },
  { name: 'activity', path: `${P}/activity`, api: '/data/v2/activity', root: 'activity', loaded: historyRows },
  { name: 'trades', path: `${P}/trades`, api: '/data/v2/trades', root: 'trades', loaded: historyRows },
] as const;

async function historyRows(page: Page): Promise<number> {
  return Number((await page.getByTestId('history-count').getAttribute('data-rows')) || 0);
}

test.describe('network: a reload after "Load more" asks for the list once', () => {
  for (const list of LISTS) {
    test(list.name, async ({ page }) => {
      await page.clock.install();
      await page.goto(list.path);
      await expect.poll(() => list.loaded(page)).toBeGreaterThan(0);
      const firstPage = await list.loaded(page);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => list.loaded(page)).toBeGreaterThan(firstPage);
      // two fetches (the first page and the next) have landed in storage, as one page
      const stored = await waitPersisted(page, [list.root, 'list'], 2);
      expect(stored).toMatchObject({ infinite: true, pages: 1 });

      await page.clock.fastForward(STALE);
      const sent = recordApiRequests(page);
      await page.reload();
      const listRequests = () => sent.map((r) => r.url).filter((u) => u.pathname === list.api);
      await expect.poll(() => listRequests().length, 'the restored list is stale and refetched').toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(
        listRequests().map((u) => u.search),
        'one request, for the first page',
      ).toHaveLength(1);
      expect(listRequests()[0]!.searchParams.has('cursor')).toBe(false);
      expect(duplicates(sent), 'requests sent more than once by the reload').toEqual([]);
      await expect.poll(() => list.loaded(page)).toBe(firstPage);
    });
  }
});

/*
 * A deep link starts the page's reads from its route module (the route's `prefetch`), before the
 * view renders; reached inside the app, the view starts them itself. Both must ask for the same
 * things: a prefetch with a key the view does not use would cost a request for nothing.
 */
const readyOf = (name: string) => VIEWS.find((v) => v.name === name)!.ready;

test.describe('network: a route prefetch asks for exactly what its view reads', () => {
  const cases = [
    // the largest positions' live prices read the trading service once the page has drawn: both visits wait for them
    {
      name: 'overview with a chosen PnL window',
      path: `${P}?interval=1w`,
      ready: async (page: Page) => {
        await readyOf('overview')(page);
        await expect(page.getByRole('region', { name: 'Largest positions' }).getByTestId('live-status')).toHaveAttribute(
          'data-status',
          'live',
        );
      },
    },
    {
      name: 'positions with a tab and a sort',
      path: `${P}/positions?status=CLOSED&sort_by=TIMESTAMP&sort_direction=ASC`,
      ready: byTestId('position-row'),
    },
    { name: 'activity with types and the oldest first', path: `${P}/activity?type=TRADE,REDEEM&order=oldest`, ready: readyOf('activity') },
    { name: 'trades with a side, oldest first', path: `${P}/trades?side=BUY&order=oldest`, ready: readyOf('trades') },
    { name: 'approvals', path: `${P}/approvals`, ready: byTestId('approval-row') },
    { name: 'markets ranked by volume, closed ones', path: '/markets?tab=volume&status=closed', ready: byTestId('ranked-row') },
    { name: 'combos sorted by entry cost', path: `${P}/combos?sort=entry_cost_desc&status=OPEN`, ready: byTestId('combo-row') },
    // the chart's histories and the event's live volume follow the market's metadata, in the prefetch as in the view
    {
      name: 'market with a wallet and a chart window',
      path: async (request: APIRequestContext) => `/market/${await demoConditionId(request)}?address=${DEMO_TRADER}&interval=1w`,
      // the book panel reads the trading service once the page has drawn: both visits wait for it
      ready: async (page: Page) => {
        await readyOf('market')(page);
        await expect(page.getByTestId('market-book').getByTestId('last-trade')).toBeVisible();
      },
    },
  ];
  const settle = async (page: Page, ready: View['ready']) => {
    await ready(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  };
  const urls = (sent: readonly { url: URL }[]) => sent.map((r) => r.url.pathname + r.url.search).sort();
  for (const c of cases) {
    test(c.name, async ({ page, context, request }) => {
      const path = typeof c.path === 'string' ? c.path : await c.path(request);
      const direct = recordApiRequests(page);
      await page.goto(path);
      await settle(page, c.ready);
      expect(duplicates(direct)).toEqual([]);

      // the same page reached by navigating inside the app, in a fresh context (no cache to reuse)
      const other = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
      const inApp = await other.newPage();
      await inApp.goto('/');
      await expect(inApp.getByRole('button', { name: 'Open the demo trader' })).toBeVisible();
      const navigated = recordApiRequests(inApp);
      await inApp.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await settle(inApp, c.ready);
      expect(urls(direct)).toEqual(urls(navigated));
      await other.close();
    });
  }
});

test('chart code (recharts) is downloaded only by a page that draws a chart', async ({ page }) => {
  // recharts is known by what it writes, not by a chunk's name: the build names chunks as it likes
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text());
  });
  const charts = async () => (await Promise.all(scripts)).filter((code) => code.includes('recharts-surface'));
  await page.goto(`${P}/positions`);
  await expect(page.getByTestId('position-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'scripts were recorded').toBeGreaterThan(0);
  expect(await charts()).toEqual([]);
  await page.goto(P);
  await expect(page.locator('[data-testid="pnl-chart"] .recharts-surface').first()).toBeVisible();
  expect(await charts()).toHaveLength(1);
});

test('pointing at a nav link starts that page’s code and first read; the click then asks for nothing again', async ({ page }) => {
  await page.goto(`${P}/positions`);
  await expect(page.getByTestId('position-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sent = recordApiRequests(page);
  const activityReads = () => sent.filter((r) => r.url.pathname === '/data/v2/activity');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' });
  await link.hover();
  await expect.poll(() => activityReads().length, 'the hover asked for the first page').toBe(1);
  await link.click();
  await expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/);
  await page.waitForLoadState('networkidle');
  expect(activityReads()).toHaveLength(1);
  expect(duplicates(sent)).toEqual([]);
});

const marketPath = (search: string) => async (request: APIRequestContext) => `/market/${await demoConditionId(request)}${search}`;
const MARKET_EARLY = ['/data/v2/holders', '/data/v2/oi', '/data/v2/resolutions', '/data/v2/trades', '/gamma/markets'];

test.describe('network: a deep link’s HTML starts its first reads, and the app takes them over', () => {
  // see what the build's inline script hands over, before the app takes the reads and drops the rest
  const watchEarlyReads = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      let reads: unknown;
      Object.defineProperty(w, '__vantageEarlyReads', {
        configurable: true,
        get: () => reads,
        set: (v: Record<string, unknown>) => {
          w.__earlyUrls = Object.keys(v);
          reads = v;
        },
      });
    });
  const cases = [
    { name: 'positions', path: `${P}/positions`, ready: byTestId('position-row'), early: ['/data/v2/positions'] },
    {
      name: 'overview',
      path: P,
      ready: readyOf('overview'),
      early: [
        '/data/v2/positions',
        '/data/v2/status',
        '/data/v2/user-pnl',
        '/data/v2/user-stats',
        '/data/v2/user-volume',
        '/data/v2/value',
        // the equity's perps part: the gateway's public portfolio of the same address
        '/perps/v1/info/portfolio',
      ],
    },
    // the app asks with the checksummed address; the HTML cannot checksum, so it leaves this link alone
    {
      name: 'positions, address in lower case',
      path: `/portfolio/${DEMO_TRADER.toLowerCase()}/positions`,
      ready: byTestId('position-row'),
      early: [],
    },
    // URL state other than the defaults: the view's own prefetch reads it
    { name: 'positions with a sort', path: `${P}/positions?sort_by=TITLE`, ready: byTestId('position-row'), early: null },
    // no address: its reads start for any visit without URL state
    { name: 'markets', path: '/markets', ready: byTestId('event-card'), early: ['/gamma/events', '/gamma/tags'] },
    { name: 'combos', path: `${P}/combos`, ready: byTestId('combo-row'), early: ['/data/v2/activity/combos', '/data/v2/positions/combos'] },
    { name: 'combos with a sort', path: `${P}/combos?sort=entry_cost_desc`, ready: byTestId('combo-row'), early: null },
    // the condition id goes in as the path spells it; the chart's and the event's reads follow the first answer
    { name: 'market', path: marketPath(''), ready: byTestId('market-title'), early: MARKET_EARLY },
    // its reads ignore the search: a link from a portfolio (?address=) starts them too, the wallet's position on top
    {
      name: 'market with a wallet',
      path: marketPath(`?address=${DEMO_TRADER}&interval=1d`),
      ready: readyOf('market'),
      early: MARKET_EARLY,
    },
    // the Trade view's first frame: the markets and where orders are signed (the wallet's setup takes that answer too)
    { name: 'trade', path: '/trade', ready: byTestId('trading-network'), early: ['/clob/markets', '/clob/sandbox/info'] },
  ];
  for (const c of cases) {
    test(c.name, async ({ page, request }) => {
      await watchEarlyReads(page);
      const sent = recordApiRequests(page);
      await page.goto(typeof c.path === 'string' ? c.path : await c.path(request));
      await c.ready(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const early = await page.evaluate(() => (window as unknown as { __earlyUrls?: string[] }).__earlyUrls ?? null);
      expect(early && early.map((u) => new URL(u, 'http://page').pathname).sort()).toEqual(c.early);
      // each one went out once: the app used it instead of asking again
      expect(duplicates(sent)).toEqual([]);
      for (const u of early ?? [])
        expect(
          sent.filter((r) => r.url.pathname + r.url.search === u),
          u,
        ).toHaveLength(1);
      // and nothing is left over to answer a later visit
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__vantageEarlyReads)).toBeUndefined();
    });
  }
});

test('a first visit: the HTML carries the stylesheet and builds an Intl formatter before the app', async ({ page }) => {
  // who built each formatter: the inline script of the document, or a file under /assets
  await page.addInitScript(() => {
    const w = window as unknown as { __intlBuilders: string[] };
    w.__intlBuilders = [];
    const Native = Intl.NumberFormat;
    const Wrapped = function (this: unknown, ...args: ConstructorParameters<typeof Native>) {
      const caller = (new Error().stack ?? '').split('\n').find((l) => /https?:\/\//.test(l)) ?? '';
      w.__intlBuilders.push(/\/assets\//.test(caller) ? 'asset' : 'document');
      return new Native(...args);
    } as unknown as typeof Native;
    Object.assign(Wrapped, Native);
    Intl.NumberFormat = Wrapped;
  });
  const stylesheets: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  await page.goto(`${P}/positions`);
  await expect(page.getByTestId('position-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const builders = await page.evaluate(() => (window as unknown as { __intlBuilders: string[] }).__intlBuilders);
  expect(builders[0]).toBe('document');
  expect(builders, 'the app formats too').toContain('asset');
  // the stylesheet came inside the HTML: no request of its own, and the page is styled by it
  expect(stylesheets).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('head > style').length)).toBe(1);
  await expect(page.getByTestId('positions-table')).toHaveCSS('border-collapse', 'collapse');
});
