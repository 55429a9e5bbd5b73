import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, cents, expect, money, signedMoney, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

const POSITIONS_URL = `/portfolio/${DEMO_TRADER}/positions`;

type Row = {
  token_id: string;
  condition_id: string;
  event_id: string;
  event_slug: string;
  title: string;
  outcome: string;
  current_value: number;
  current_price: number;
  unrealized_pnl: number;
  realized_pnl: number;
  status: string;
};
type ApiPage = { data: Row[]; pagination: { next_cursor: string | null } };

/** The request the page makes for a state: the view always states status, sort and direction. */
function positionsQuery(
  p: {
    status?: string;
    sort_by?: string;
    sort_direction?: string;
    limit?: number;
    title?: string;
    event_id?: string;
    condition?: string;
    cursor?: string;
  } = {},
) {
  const status = p.status ?? 'OPEN';
  const q = new URLSearchParams({
    user: DEMO_TRADER,
    status,
    sort_by: p.sort_by ?? (status === 'CLOSED' ? 'REALIZED_PNL' : 'CURRENT_VALUE'),
    sort_direction: p.sort_direction ?? 'DESC',
    limit: String(p.limit ?? 50),
  });
  for (const k of ['title', 'event_id', 'condition', 'cursor'] as const) if (p[k]) q.set(k, p[k]);
  return q;
}

/**
 * A page of the API's answer as the view lists it: the API's OPEN is the superset, and the Open tab
 * leaves the positions of resolved markets to Redeemable (issue 28), in the API's order.
 */
async function apiPage(request: APIRequestContext, q: URLSearchParams): Promise<ApiPage> {
  const res = await request.get(`/data/v2/positions?${q}`);
  expect(res.status(), await res.text()).toBe(200);
  const page = (await res.json()) as ApiPage;
  return q.get('status') === 'OPEN' ? { ...page, data: page.data.filter((r) => r.status === 'OPEN') } : page;
}

/** Waits for the table to settle (no skeleton, no dimmed rows) and returns its rows' tokens in order. */
async function tableAssets(page: Page): Promise<string[]> {
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId('position-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asset') ?? ''));
}

/** The table shows exactly the API's first page for the state, in the API's order. */
async function expectApiRows(page: Page, request: APIRequestContext, state: Parameters<typeof positionsQuery>[0]): Promise<Row[]> {
  const expected = (await apiPage(request, positionsQuery(state))).data;
  expect(expected.length, `the demo trader has rows for ${JSON.stringify(state)}`).toBeGreaterThan(0);
  await expect.poll(() => tableAssets(page), { message: `rows for ${JSON.stringify(state)}` }).toEqual(expected.map((r) => r.token_id));
  return expected;
}

/** Recorded requests of the positions route, to assert the page asked for what its URL says. */
function recordRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/data/v2/positions') seen.push(url.searchParams);
  });
  return seen;
}

const header = (page: Page, name: string) => page.getByTestId('positions-table').getByRole('columnheader', { name, exact: true });

/** Each tab: its default sort, then another column descending and ascending, each the API's rows in order. */
const TABS = [
  { status: 'OPEN', tab: 'Open', column: 'Cash PnL', sort: 'UNREALIZED_PNL' },
  { status: 'REDEEMABLE', tab: 'Redeemable', column: 'Price', sort: 'PRICE' },
  { status: 'CLOSED', tab: 'Closed', column: 'Closed', sort: 'TIMESTAMP' },
] as const;

test.describe('positions', () => {
  for (const t of TABS) {
    test(`${t.tab} tab: the API rows in the API order, by default and by ${t.column} both ways`, async ({ page, request }) => {
      const requests = recordRequests(page);
      await page.goto(POSITIONS_URL);
      const nav = page.getByRole('navigation', { name: 'Position status' });
      if (t.status !== 'OPEN') await nav.getByRole('link', { name: t.tab }).click();
      const base = t.status === 'OPEN' ? POSITIONS_URL : `${POSITIONS_URL}?status=${t.status}`;
      await expect(page).toHaveURL(base);
      await expect(nav.getByRole('link', { name: t.tab })).toHaveAttribute('aria-current', 'page');

      const rows = await expectApiRows(page, request, { status: t.status });
      expect(requests.map((r) => r.toString())).toContain(positionsQuery({ status: t.status }).toString());
      expect(
        rows.every((r) => (t.status === 'REDEEMABLE' ? r.status === 'REDEEMABLE' : t.status === 'CLOSED' ? r.status === 'CLOSED' : true)),
      ).toBe(true);

      // the first rows read as the API's numbers, formatted the app's way
      const first = page.getByTestId('position-row').first();
      await expect(first.locator('[data-col="market"]')).toContainText(rows[0]!.title);
      await expect(first.locator('[data-col="market"]')).toContainText(rows[0]!.outcome);
      await expect(first.locator('[data-col="realized"]')).toHaveText(signedMoney(rows[0]!.realized_pnl));
      if (t.status !== 'CLOSED') {
        await expect(first.locator('[data-col="value"]')).toHaveText(money(rows[0]!.current_value));
        await expect(first.locator('[data-col="pnl"]')).toContainText(signedMoney(rows[0]!.unrealized_pnl));
        await expect(first.locator('[data-col="price"]')).toHaveText(cents(rows[0]!.current_price));
      }

      // another column: descending first, then ascending
      const sep = base.includes('?') ? '&' : '?';
      await header(page, t.column).getByRole('button').click();
      await expect(page).toHaveURL(`${base}${sep}sort_by=${t.sort}`);
      await expect(header(page, t.column)).toHaveAttribute('aria-sort', 'descending');
      await expectApiRows(page, request, { status: t.status, sort_by: t.sort });

      await header(page, t.column).getByRole('button').click();
      await expect(page).toHaveURL(`${base}${sep}sort_by=${t.sort}&sort_direction=ASC`);
      await expect(header(page, t.column)).toHaveAttribute('aria-sort', 'ascending');
      await expectApiRows(page, request, { status: t.status, sort_by: t.sort, sort_direction: 'ASC' });
    });
  }

  test('the first rows fill the screen before the rest are built, then every row is there, in the API order', async ({ page, request }) => {
    const api = await apiPage(request, positionsQuery());
    test.skip(api.data.length <= 12, 'the demo trader needs more open positions than a screen holds');
    // every row count the table passes through, seen as React commits it, and how far down the
    // window the rows reached at the first one
    await page.addInitScript(() => {
      const w = window as unknown as { rowCounts: number[]; firstBottom: number };
      w.rowCounts = [];
      new MutationObserver(() => {
        const n = document.querySelectorAll('[data-testid="position-row"]').length;
        if (n > 0 && w.rowCounts.at(-1) !== n) {
          if (w.rowCounts.length === 0)
            w.firstBottom = document.querySelector('[data-testid="positions-table"] tbody')!.getBoundingClientRect().bottom;
          w.rowCounts.push(n);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(POSITIONS_URL);
    const table = page.getByTestId('positions-table');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('position-row')).toHaveCount(api.data.length);
    const { rowCounts, firstBottom, innerHeight } = await page.evaluate(() => {
      const w = window as unknown as { rowCounts: number[]; firstBottom: number };
      return { rowCounts: w.rowCounts, firstBottom: w.firstBottom, innerHeight: window.innerHeight };
    });
    expect(rowCounts).toHaveLength(2);
    expect(rowCounts[1]).toBe(api.data.length);
    // the first paint reaches the bottom of the window, by less than two rows more than it needs
    expect(firstBottom).toBeGreaterThanOrEqual(innerHeight);
    expect(firstBottom - innerHeight).toBeLessThan(2 * 77);
    const assets = await page.getByTestId('position-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asset')));
    expect(assets).toEqual(api.data.map((r) => r.token_id));
  });

  test('"Load more" follows the cursor to the API’s next page', async ({ page, request }) => {
    const first = await apiPage(request, positionsQuery({ limit: 25 }));
    expect(first.pagination.next_cursor, 'the demo trader has more than 25 open positions').not.toBeNull();
    const second = await apiPage(request, positionsQuery({ limit: 25, cursor: first.pagination.next_cursor! }));

    await page.goto(`${POSITIONS_URL}?limit=25`);
    await expect.poll(() => tableAssets(page)).toEqual(first.data.map((r) => r.token_id));
    // the Open tab leaves the page's resolved markets to Redeemable, so it shows fewer rows than it asked for
    await expect(page.getByTestId('rows-range')).toHaveText(`Showing ${first.data.length} positions`);
    await page.getByRole('button', { name: 'Load more' }).click();
    const both = [...first.data, ...second.data].map((r) => r.token_id);
    await expect.poll(() => tableAssets(page)).toEqual(both);
    if (second.pagination.next_cursor === null) {
      await expect(page.getByTestId('rows-range')).toHaveText(`All ${both.length} positions shown`);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    }
  });

  test('tab, sort and filter live in the URL and survive reload and history', async ({ page, request }) => {
    const closed = (await apiPage(request, positionsQuery({ status: 'CLOSED', limit: 1000 }))).data;
    const word = closed.map((r) => r.title.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w))).find(Boolean) ?? 'Will';

    await page.goto(POSITIONS_URL);
    await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Closed' }).click();
    await header(page, 'Closed').getByRole('button').click();
    await header(page, 'Closed').getByRole('button').click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?status=CLOSED&sort_by=TIMESTAMP&sort_direction=ASC`);
    await page.getByLabel('Market title').fill(word);
    const url = `${POSITIONS_URL}?status=CLOSED&sort_by=TIMESTAMP&sort_direction=ASC&title=${encodeURIComponent(word)}`;
    await expect(page).toHaveURL(url);
    const state = { status: 'CLOSED', sort_by: 'TIMESTAMP', sort_direction: 'ASC', title: word };
    const filtered = await expectApiRows(page, request, state);
    expect(filtered.every((r) => r.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('Market title')).toHaveValue(word);
    await expect(page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Closed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(header(page, 'Closed')).toHaveAttribute('aria-sort', 'ascending');
    await expectApiRows(page, request, state);

    // typing replaced its history entries; Back undoes the last header click
    await page.goBack();
    await expect(page).toHaveURL(`${POSITIONS_URL}?status=CLOSED&sort_by=TIMESTAMP`);
    await expect(page.getByLabel('Market title')).toHaveValue('');
    await expectApiRows(page, request, { status: 'CLOSED', sort_by: 'TIMESTAMP' });
  });

  test('a row narrows the list to its event or its market, as the API does', async ({ page, request }) => {
    await page.goto(POSITIONS_URL);
    const rows = await expectApiRows(page, request, {});
    const row = rows[0]!;

    await page
      .getByTestId('position-row')
      .first()
      .getByRole('button', { name: `Only the event ${row.event_slug}` })
      .click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?event_id=${row.event_id}`);
    const inEvent = await expectApiRows(page, request, { event_id: row.event_id });
    expect(inEvent.every((r) => r.event_id === row.event_id)).toBe(true);
    await expect(page.getByTestId('scope-filters')).toContainText(`Event: ${row.event_slug}`);

    await page
      .getByTestId('position-row')
      .first()
      .getByRole('button', { name: /^Only the market/ })
      .click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?event_id=${row.event_id}&condition=${row.condition_id}`);
    await expectApiRows(page, request, { event_id: row.event_id, condition: row.condition_id });

    await page.getByRole('button', { name: 'Show every event' }).click();
    await page.getByRole('button', { name: 'Show every market' }).click();
    await expect(page).toHaveURL(POSITIONS_URL);
    await expectApiRows(page, request, {});
  });

  test('a row opens its market with the keyboard, through a real link', async ({ page, request }) => {
    await page.goto(POSITIONS_URL);
    const rows = await expectApiRows(page, request, {});
    const link = page.getByTestId('position-row').first().getByTestId('market-link');
    await expect(link).toHaveAttribute('href', `/market/${rows[0]!.condition_id}?address=${DEMO_TRADER}`);
    await link.focus();
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/market/${rows[0]!.condition_id}?address=${DEMO_TRADER}`);
  });

  test('the sort select drives the same state on a phone, and only the table scrolls sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${POSITIONS_URL}?status=CLOSED`);
    await expectApiRows(page, request, { status: 'CLOSED' });
    await page.getByLabel('Sort by').selectOption('TOTAL_PNL');
    await page.getByLabel('Order').selectOption('ASC');
    await expect(page).toHaveURL(`${POSITIONS_URL}?status=CLOSED&sort_by=TOTAL_PNL&sort_direction=ASC`);
    await expectApiRows(page, request, { status: 'CLOSED', sort_by: 'TOTAL_PNL', sort_direction: 'ASC' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an empty result says what to do next', async ({ page }) => {
    await page.goto(`${POSITIONS_URL}?status=REDEEMABLE&title=${encodeURIComponent('zz no market has this title zz')}`);
    await expect(page.getByRole('heading', { name: 'No positions match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?status=REDEEMABLE`);
    await expect(page.getByTestId('position-row').first()).toBeVisible();
  });

  test('a failed request shows the service message in place and retries', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503.*\/data\/v2\/positions/);
    let fail = true;
    await page.route('**/data/v2/positions?*', async (route) => {
      if (!fail) return route.fallback();
      // retryable, with Retry-After: 0 so the client's retries run at once and give up quickly
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '0' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'the ledger is resting', code: 'dependency_unavailable', retryable: true, trace_id: 't' }),
      });
    });
    await page.goto(POSITIONS_URL);
    const panel = page.getByRole('alert').filter({ hasText: 'Could not load positions' });
    await expect(panel).toContainText('the ledger is resting');
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('position-row').first()).toBeVisible();
  });

  for (const t of TABS) {
    test(`${t.tab} tab is accessible and fits a phone`, async ({ page }, testInfo) => {
      await page.goto(t.status === 'OPEN' ? POSITIONS_URL : `${POSITIONS_URL}?status=${t.status}`);
      await expect(page.getByTestId('position-row').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, testInfo);
      await attachScreenshots(page, testInfo, `positions-${t.status.toLowerCase()}`);
    });
  }
});
