import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { watchCsp, type CspGuard } from './csp-guard';

export { expect };

export const DEMO_TRADER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The Position fields the specs read (the API returns more). */
export type ApiPosition = {
  asset: string;
  title: string;
  outcome: string;
  size: number;
  currentValue: number;
  cashPnl: number;
  curPrice: number;
  redeemable: boolean;
  mergeable: boolean;
};

/**
 * Every spec fails on a console error or an uncaught exception: a page that "works" while
 * logging errors is not working. Icons are remote and may be unreachable offline; the app
 * falls back to a local placeholder, so failed image loads are not counted. A spec that makes
 * a request fail on purpose declares the error it expects with `consoleGuard.allow`.
 */
export const test = base.extend<{ consoleGuard: { allow: (pattern: RegExp) => void }; cspGuard: CspGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const failedImages = new Set<string>();
      page.on('requestfailed', (r) => {
        if (r.resourceType() === 'image') failedImages.add(r.url());
      });
      page.on('response', (r) => {
        if (r.request().resourceType() === 'image' && r.status() >= 400) failedImages.add(r.url());
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `${msg.text()} ${msg.location().url}`;
        if (
          /^Failed to load resource/.test(msg.text()) &&
          (failedImages.has(msg.location().url) || /\.(png|jpe?g|webp|svg|gif)(\?|$)/i.test(msg.location().url))
        )
          return;
        // a wallet without a public profile is answered 404, an ordinary answer the Overview expects
        if (/^Failed to load resource: .* 404/.test(msg.text()) && /\/gamma\/public-profile\?/.test(msg.location().url)) return;
        if (allowed.some((re) => re.test(text))) return;
        problems.push(`console.error: ${text}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every spec also fails on a Content-Security-Policy violation on any page of its context: the
   * served page's policy (server/csp/) must let every view do all it does. A test that breaks the
   * policy on purpose calls `cspGuard.expectViolations()` and checks `cspGuard.violations()` itself.
   */
  cspGuard: [
    async ({ context, consoleGuard }, use) => {
      const { guard, verdict } = await watchCsp(context);
      await use({
        ...guard,
        expectViolations: () => {
          guard.expectViolations();
          consoleGuard.allow(/Content Security Policy/);
        },
      });
      await verdict();
    },
    { auto: true },
  ],
});

/** The query string the Positions page sends for its state (explicit sort, paging and threshold). */
export function positionsQuery(
  user: string,
  p: {
    sortBy?: string;
    sortDirection?: string;
    sizeThreshold?: number;
    limit?: number;
    offset?: number;
    title?: string;
    redeemable?: boolean;
    mergeable?: boolean;
  } = {},
): string {
  const q = new URLSearchParams({
    user,
    sortBy: p.sortBy ?? 'TOKENS',
    sortDirection: p.sortDirection ?? 'DESC',
    sizeThreshold: String(p.sizeThreshold ?? 1),
    limit: String(p.limit ?? 50),
    offset: String(p.offset ?? 0),
  });
  if (p.redeemable) q.set('redeemable', 'true');
  if (p.mergeable) q.set('mergeable', 'true');
  if (p.title) q.set('title', p.title);
  return q.toString();
}

export async function apiPositions(request: APIRequestContext, query: string): Promise<ApiPosition[]> {
  const res = await request.get(`/data/positions?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiPosition[];
}

/** Waits for the table to settle (no skeleton, no stale rows) and returns its rows' assets in order. */
export async function tableAssets(page: Page): Promise<string[]> {
  const table = page.getByTestId('positions-table');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId('position-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asset') ?? ''));
}

/** The table shows exactly the API's rows for `query`, in the API's order. */
export async function expectTableMatchesApi(page: Page, request: APIRequestContext, query: string): Promise<ApiPosition[]> {
  const expected = await apiPositions(request, query);
  const assets = expected.map((p) => p.asset);
  if (expected.length === 0) {
    await expect(page.getByTestId('position-row')).toHaveCount(0);
    return expected;
  }
  await expect.poll(() => tableAssets(page), { message: `rows for ${query}` }).toEqual(assets);
  return expected;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const usdSigned = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** How the app writes money, spelled out independently so the spec checks the formatting too. */
export const money = (v: number) => usd.format(v);
export const signedMoney = (v: number | `${number}`) => usdSigned.format(v);
export const cents = (price: number) => `${(price * 100).toFixed(1)}¢`;

/** Records the query of every request the page makes to `path`, to assert it asked for what the URL says. */
export function recordRequests(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

/** A query's parameters in name order, to compare two queries whatever order they were written in. */
export const sortedParams = (q: URLSearchParams) => [...q.entries()].sort(([a], [b]) => a.localeCompare(b));
