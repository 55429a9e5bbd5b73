import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO_TRADER, expect, test } from './fixtures';

/*
 * The product's network budget, checked against the real service: a page load asks for each thing
 * once, and a reload shows the persisted cache before the network answers.
 */

const API_MOUNTS = ['/data', '/clob', '/gamma'];
const isApi = (url: string) => {
  const { pathname } = new URL(url);
  return API_MOUNTS.some((m) => pathname === m || pathname.startsWith(`${m}/`));
};

/** Every request the page sends to the service's API mounts, as "METHOD url". */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (isApi(r.url())) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

function duplicates(requests: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([r, n]) => `${n}× ${r}`);
}

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
  { name: 'home', path: () => '/', ready: async (page) => expect(page.getByRole('button', { name: 'Open the demo trader' })).toBeVisible() },
  {
    name: 'overview',
    path: () => P,
    ready: async (page) => {
      for (const id of ['kpi-value', 'pnl-chart', 'allocation-by-category', 'top-positions']) await expect(page.getByTestId(id)).toBeVisible();
    },
  },
  { name: 'positions', path: () => `${P}/positions`, ready: byTestId('position-row') },
  { name: 'combos', path: () => `${P}/combos`, ready: byTestId('combo-row') },
  { name: 'activity', path: () => `${P}/activity`, ready: async (page) => expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/) },
  { name: 'trades', path: () => `${P}/trades`, ready: async (page) => expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/) },
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
