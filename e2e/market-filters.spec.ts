import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, recordRequests, test } from './fixtures';
import { expectAccessible } from './quality';
import { AMOY, fundedAccount, liquidMarket } from './trade-kit';
import { injectTestWallet } from './test-wallet';
import { v2Page, walkV2 } from './v2-feed';

/*
 * Issue 28's history market filter, the Trade view's price chart and the header's Disconnect, on
 * the real local service: the filter is picked by title, goes to the API as the condition id the
 * spec's routes take, lives in the URL and shows the title again after a reload.
 */

type Row = { condition_id: string; title: string; type?: string };

const marketBox = (page: Page) => page.getByRole('combobox', { name: 'Market' });

/** A market of the demo trader's history whose title no other market of that history shares. */
async function historyMarket(request: APIRequestContext, path: string, query: Record<string, string>): Promise<Row> {
  const rows = await walkV2<Row>(request, path, new URLSearchParams({ user: DEMO_TRADER, limit: '500', start: '1', ...query }));
  const ids = new Map<string, Set<string>>();
  for (const r of rows) if (r.title) ids.set(r.title, (ids.get(r.title) ?? new Set()).add(r.condition_id));
  // not the newest market (its rows head the unfiltered list anyway): one further down proves the narrowing
  const market = rows.slice(5).find((r) => r.title && ids.get(r.title)!.size === 1 && r.title.length > 12);
  expect(market, 'a market with its own title').toBeTruthy();
  return market!;
}

/** Types words of the title, picks its option with the keyboard (Down until it is the active option, Enter). */
async function pickByTitle(page: Page, title: string) {
  const box = marketBox(page);
  await box.fill(title.slice(0, -1));
  const option = page.getByRole('listbox', { name: 'Market' }).getByRole('option', { name: title, exact: false }).first();
  await expect(option).toBeVisible();
  const options = await page.getByRole('listbox', { name: 'Market' }).getByRole('option').allTextContents();
  const index = options.findIndex((t) => t.startsWith(title));
  expect(index, `“${title}” is offered`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(page.locator(`#${await box.getAttribute('aria-activedescendant')}`)).toContainText(title);
  await box.press('Enter');
  await expect(box).toHaveValue(title);
}

const cases = [
  // `query`: what the view sends besides the market (activity.spec.ts and trades.spec.ts spell it out too)
  { name: 'Activity', view: 'activity', api: '/v2/activity', query: { exclude_deposits_withdrawals: 'false' }, list: 'activity-list' },
  { name: 'Trades', view: 'trades', api: '/v2/trades', query: { taker_only: 'false' }, list: 'trades-list' },
] as const;

for (const c of cases) {
  test(`${c.name}: a market picked by its title filters the list as the API does, in the URL, and a reload keeps the title`, async ({
    page,
    request,
  }, testInfo) => {
    const market = await historyMarket(request, c.api, c.query);
    const path = `/portfolio/${DEMO_TRADER}/${c.view}`;
    const sent = recordRequests(page, `/data${c.api}`);
    await page.goto(path);
    await expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/);

    await pickByTitle(page, market.title);
    await expect(page).toHaveURL(`${path}?market=${market.condition_id}`);
    // what the API answers for that condition id is what the list holds
    const expected = await v2Page<Row>(
      request,
      c.api,
      new URLSearchParams({ user: DEMO_TRADER, limit: '100', start: '1', ...c.query, condition: market.condition_id }),
    );
    expect(expected.data.length).toBeGreaterThan(0);
    expect(expected.data.every((r) => r.condition_id === market.condition_id)).toBe(true);
    await expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', String(expected.data.length));
    await expect.poll(() => sent.some((q) => q.getAll('condition').includes(market.condition_id))).toBe(true);
    // every market link on screen is that market's
    const hrefs = await page
      .getByTestId(c.list)
      .locator('a[href^="/market/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([`/market/${market.condition_id}`]));
    await expectAccessible(page, testInfo);

    // a reload (the URL holds only the id) shows the title again, read by id
    await page.reload();
    await expect(marketBox(page)).toHaveValue(market.title);
    await expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', String(expected.data.length));

    // "Any market" lifts the filter
    await page.getByRole('button', { name: 'Any market' }).click();
    await expect(page).toHaveURL(path);
    await expect(marketBox(page)).toHaveValue('');
  });
}

test('the market filter says when nothing matches, and Escape gives back the chosen title', async ({ page, request }) => {
  const market = await historyMarket(request, '/v2/trades', { taker_only: 'false' });
  await page.goto(`/portfolio/${DEMO_TRADER}/trades?market=${market.condition_id}`);
  const box = marketBox(page);
  await expect(box).toHaveValue(market.title);
  await box.fill('zzqx no market has this');
  await expect(page.getByTestId('market-filter').getByRole('status')).toHaveText('No market matches “zzqx no market has this”.');
  await box.press('Escape');
  await box.press('Escape');
  await expect(box).toHaveValue(market.title);
  await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}/trades?market=${market.condition_id}`);
});

test('the Trade view draws the chosen outcome’s price chart for a deep-linked market; recharts comes only with a chart', async ({
  page,
  request,
}, testInfo) => {
  const market = await liquidMarket(request);
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  const charts = async () => (await Promise.all(scripts)).filter((code) => code.includes('recharts-surface'));

  // no market chosen: no chart, and no chart code
  await page.goto('/trade');
  await expect(page.getByTestId('trading-network')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await charts()).toEqual([]);

  const history = recordRequests(page, '/data/v2/prices-history');
  await page.goto(`/trade?market=${market.condition_id}`);
  const panel = page.getByRole('region', { name: `Price history · ${market.tokens[0]!.outcome}` });
  await expect(panel.getByTestId('trade-price-chart').locator('.recharts-surface')).toBeVisible();
  await expect(panel.locator('.recharts-line-curve')).toBeAttached();
  expect(history.map((q) => q.get('token_id'))).toContain(market.tokens[0]!.token_id);
  expect(await charts()).toHaveLength(1);
  await expectAccessible(page, testInfo);

  // the other outcome charts its own token
  await page.getByRole('radio', { name: market.tokens[1]!.outcome }).check();
  await expect(page.getByRole('region', { name: `Price history · ${market.tokens[1]!.outcome}` })).toBeVisible();
  await expect.poll(() => history.map((q) => q.get('token_id'))).toContain(market.tokens[1]!.token_id);
});

test('on a phone the chart folds with the book', async ({ page, request }) => {
  const market = await liquidMarket(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/trade?market=${market.condition_id}`);
  const fold = page.getByRole('button', { name: 'Order book and price chart' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('trade-price-history')).toBeHidden();
  await fold.click();
  await expect(page.getByTestId('trade-price-chart').locator('.recharts-surface')).toBeVisible();
});

for (const where of [`/portfolio/${DEMO_TRADER}/activity`, '/trade']) {
  test(`header Disconnect moves focus to Connect and says so (${where})`, async ({ page, request }) => {
    await injectTestWallet(page, await fundedAccount(request), { chainId: AMOY });
    await page.goto(where);
    const button = page.getByRole('banner').getByTestId('wallet-button');
    await button.click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: 'Wallet', exact: true })
      .getByRole('button', { name: 'Test Wallet' })
      .click();
    await expect(button).not.toHaveText('Connect wallet');
    await button.click();
    await page.getByRole('banner').getByRole('region', { name: 'Wallet', exact: true }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(button).toHaveText('Connect wallet');
    await expect(button).toBeFocused();
    await expect(page.getByTestId('wallet-status')).toHaveText('Wallet disconnected.');
    await expect(page.getByTestId('wallet-status')).toHaveAttribute('role', 'status');
  });
}

test('a failed search and a failed price history say so and offer a retry', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 400|Failed to load resource/);
  let failing = true;
  await page.route(/\/gamma\/public-search/, (route) =>
    failing ? route.fulfill({ status: 400, body: '{"error":"refused on purpose"}' }) : route.fallback(),
  );
  await page.goto(`/portfolio/${DEMO_TRADER}/trades`);
  const box = marketBox(page);
  await box.fill('will');
  const status = page.getByTestId('market-filter').getByRole('status');
  await expect(status).toHaveText('Could not search the markets.');
  failing = false;
  await page.getByTestId('market-filter').getByRole('button', { name: 'Try again' }).click();
  await expect(status).toHaveText(/market(s)? found/);

  const market = await liquidMarket(request);
  await page.route(/\/data\/v2\/prices-history/, (route) => route.fulfill({ status: 400, body: '{"error":"refused on purpose"}' }));
  await page.goto(`/trade?market=${market.condition_id}`);
  await expect(page.getByTestId('trade-price-history').getByText('Could not load the price history')).toBeVisible({ timeout: 40_000 });
});
