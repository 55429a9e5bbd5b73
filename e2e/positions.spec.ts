import { DEMO_TRADER, apiPositions, cents, expect, expectTableMatchesApi, money, positionsQuery, recordPositionRequests, signedMoney, tableAssets, test } from './fixtures';

const POSITIONS_URL = `/portfolio/${DEMO_TRADER}/positions`;

test.describe('positions', () => {
  test('from the demo trader to a table with the API rows, in the API order, formatted', async ({ page, request }) => {
    const requests = recordPositionRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the demo trader' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Positions' }).click();
    await expect(page).toHaveURL(POSITIONS_URL);

    const query = positionsQuery(DEMO_TRADER);
    const expected = await expectTableMatchesApi(page, request, query);
    expect(expected.length, 'the demo trader has open positions').toBeGreaterThan(0);
    expect(requests.map((r) => r.toString())).toContain(query);

    // the first rows read as the API's numbers, formatted the app's way
    const rows = page.getByTestId('position-row');
    for (const [i, p] of expected.slice(0, 3).entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-asset', p.asset);
      await expect(row.locator('[data-col="market"]')).toContainText(p.title);
      await expect(row.locator('[data-col="market"]')).toContainText(p.outcome);
      await expect(row.locator('[data-col="value"]')).toHaveText(money(p.currentValue));
      await expect(row.locator('[data-col="pnl"]')).toHaveText(signedMoney(p.cashPnl));
      await expect(row.locator('[data-col="price"]')).toHaveText(cents(p.curPrice));
    }
    await expect(page.getByTestId('rows-range')).toHaveText(`Rows 1–${expected.length}`);
  });

  test('sorting and filtering through the UI follow the API, live in the URL and survive reload and history', async ({ page, request }) => {
    test.slow(); // one long walk through a dozen states, each checked against the API
    await page.goto(POSITIONS_URL);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER));
    const table = page.getByTestId('positions-table');

    // sort by value: a new column starts descending (the default direction stays out of the URL)
    const valueHeader = table.getByRole('columnheader', { name: 'Value' });
    await valueHeader.getByRole('button').click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?sortBy=CURRENT`);
    await expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sortBy: 'CURRENT' }));

    // again: ascending
    await valueHeader.getByRole('button').click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?sortBy=CURRENT&sortDirection=ASC`);
    await expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sortBy: 'CURRENT', sortDirection: 'ASC' }));

    // filter by a word of a title that is on screen
    const word = (ascending[0]?.title ?? 'will').split(/\s+/).find((w) => w.length >= 4) ?? 'will';
    await page.getByLabel('Market title').fill(word);
    await expect(page).toHaveURL(`${POSITIONS_URL}?sortBy=CURRENT&sortDirection=ASC&title=${encodeURIComponent(word).replace(/%20/g, '+')}`);
    const filtered = await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sortBy: 'CURRENT', sortDirection: 'ASC', title: word }));
    expect(filtered.length).toBeGreaterThan(0);

    // minimum size 0 shows positions of any size
    await page.getByLabel('Min. shares').fill('0');
    await expect(page).toHaveURL(/sizeThreshold=0/);
    const state = { sortBy: 'CURRENT', sortDirection: 'ASC', title: word, sizeThreshold: 0 };
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, state));

    // reload: same URL, same controls, same rows
    const before = page.url();
    await page.reload();
    expect(page.url()).toBe(before);
    await expect(page.getByLabel('Market title')).toHaveValue(word);
    await expect(page.getByLabel('Min. shares')).toHaveValue('0');
    await expect(table.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'ascending');
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, state));

    // Back undoes the last pushed change (the header click); typing replaced its entries instead of piling them up
    await page.goBack();
    await expect(page).toHaveURL(`${POSITIONS_URL}?sortBy=CURRENT`);
    await expect(page.getByLabel('Market title')).toHaveValue('');
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sortBy: 'CURRENT' }));
    await page.goForward();
    await expect(page.getByLabel('Market title')).toHaveValue(word);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, state));
  });

  test('the redeemable and mergeable toggles narrow the list as the API does', async ({ page, request }) => {
    await page.goto(`${POSITIONS_URL}?sizeThreshold=0`);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0 }));

    await page.getByRole('checkbox', { name: 'Redeemable' }).check();
    await expect(page).toHaveURL(`${POSITIONS_URL}?redeemable=true&sizeThreshold=0`);
    const redeemable = await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0, redeemable: true }));
    expect(redeemable.every((p) => p.redeemable)).toBe(true);
    if (redeemable.length === 0) await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Redeemable' }).uncheck();
    await page.getByRole('checkbox', { name: 'Mergeable' }).check();
    await expect(page).toHaveURL(`${POSITIONS_URL}?mergeable=true&sizeThreshold=0`);
    const mergeable = await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0, mergeable: true }));
    expect(mergeable.every((p) => p.mergeable)).toBe(true);
  });

  test('pages with Previous and Next, with the page in the URL', async ({ page, request }) => {
    const first = await apiPositions(request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0, limit: 25 }));
    test.skip(first.length < 25, 'the demo trader needs more than one page of 25 positions');

    await page.goto(`${POSITIONS_URL}?sizeThreshold=0`);
    await page.getByLabel('Rows per page').selectOption('25');
    await expect(page).toHaveURL(`${POSITIONS_URL}?sizeThreshold=0&limit=25`);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0, limit: 25 }));
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?sizeThreshold=0&limit=25&page=2`);
    const second = await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sizeThreshold: 0, limit: 25, offset: 25 }));
    await expect(page.getByTestId('rows-range')).toHaveText(`Rows 26–${25 + second.length}`);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`${POSITIONS_URL}?sizeThreshold=0&limit=25`);
    expect(await tableAssets(page)).toEqual(first.map((p) => p.asset));
  });

  test('the sort select drives the same state on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(POSITIONS_URL);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER));
    await page.getByLabel('Sort by').selectOption('CASHPNL');
    await page.getByLabel('Order').selectOption('ASC');
    await expect(page).toHaveURL(`${POSITIONS_URL}?sortBy=CASHPNL&sortDirection=ASC`);
    await expectTableMatchesApi(page, request, positionsQuery(DEMO_TRADER, { sortBy: 'CASHPNL', sortDirection: 'ASC' }));
    // nothing but the table's own frame scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an empty result says what to do next', async ({ page }) => {
    await page.goto(`${POSITIONS_URL}?title=${encodeURIComponent('zz no market has this title zz')}`);
    await expect(page.getByRole('heading', { name: 'No positions match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(POSITIONS_URL);
    await expect(page.getByTestId('position-row').first()).toBeVisible();
  });

  test('a failed request shows the service message and retries', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*\/data\/positions/);
    let fail = true;
    await page.route('**/data/positions?*', async (route) => {
      if (!fail) return route.fallback();
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'the ledger is resting' }) });
    });
    await page.goto(POSITIONS_URL);
    const panel = page.getByRole('alert').filter({ hasText: 'Could not load positions' });
    await expect(panel).toContainText('the ledger is resting', { timeout: 20_000 });
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('position-row').first()).toBeVisible();
  });
});
