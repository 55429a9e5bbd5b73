import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, recordRequests, test } from './fixtures';

/*
 * Positions beyond the rows themselves (positions.spec.ts): the totals row and the claimable total
 * against the API's own numbers summed exactly, archived markets, the row as a link, the sticky
 * table header and focus below the sticky app header.
 */

const POSITIONS_URL = `/portfolio/${DEMO_TRADER}/positions`;

type Row = {
  token_id: string;
  condition_id: string;
  status: string;
  archived: boolean;
  current_size: number;
  current_value: number;
  entry_cost_usdc: number;
  unrealized_pnl: number;
  realized_pnl: number;
  total_pnl: number;
};

async function apiRows(request: APIRequestContext, params: Record<string, string>): Promise<Row[]> {
  const q = new URLSearchParams({ user: DEMO_TRADER, sort_by: 'CURRENT_VALUE', sort_direction: 'DESC', limit: '50', ...params });
  const res = await request.get(`/data/v2/positions?${q}`);
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: Row[] }).data;
  // the Open tab lists markets still trading; the API's OPEN also holds resolved ones (issue 28)
  return params.status === 'OPEN' ? rows.filter((r) => r.status === 'OPEN') : rows;
}

/** An exact sum of six-decimal amounts, as the decimal text Intl formats without a float in between. */
function sum(values: number[]): `${number}` {
  const micro = values.reduce((n, v) => n + BigInt(Math.round(v * 1e6)), 0n);
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}` as `${number}`;
}
const usd = (signed: boolean) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: signed ? 'exceptZero' : 'negative' });
const money = (v: `${number}`) => usd(false).format(v);
const signed = (v: `${number}`) => usd(true).format(v);

const assets = (page: Page) => page.getByTestId('position-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asset')));
const settled = (page: Page) => expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');

test('the totals row sums the listed rows exactly: value, initial value, to win and PnL', async ({ page, request }) => {
  const rows = await apiRows(request, { status: 'OPEN' });
  await page.goto(POSITIONS_URL);
  await settled(page);
  await expect.poll(() => assets(page)).toEqual(rows.map((r) => r.token_id));
  const foot = page.getByTestId('positions-totals');
  await expect(foot.locator('[data-col="market"]')).toContainText(`of the ${rows.length} listed`);
  await expect(foot.locator('[data-col="value"]')).toHaveText(money(sum(rows.map((r) => r.current_value))));
  await expect(foot.locator('[data-col="cost"]')).toHaveText(money(sum(rows.map((r) => r.entry_cost_usdc))));
  const open = rows.filter((r) => r.status === 'OPEN');
  await expect(foot.locator('[data-col="towin"]')).toHaveText(money(sum(open.map((r) => r.current_size))));
  await expect(foot.locator('[data-col="pnl"]')).toHaveText(signed(sum(rows.map((r) => r.unrealized_pnl))));
  await expect(foot.locator('[data-col="total"]')).toHaveText(signed(sum(rows.map((r) => r.total_pnl))));
  // a row's "to win" is its shares at $1
  const first = page.getByTestId('position-row').first();
  await expect(first.locator('[data-col="towin"]')).toHaveText(rows[0]!.status === 'OPEN' ? money(sum([rows[0]!.current_size])) : '—');
});

test('the Redeemable tab says what is claimable: the redeemable rows’ value, summed exactly', async ({ page, request }) => {
  const rows = await apiRows(request, { status: 'REDEEMABLE' });
  expect(rows.length, 'the demo trader has redeemable positions').toBeGreaterThan(0);
  await page.goto(`${POSITIONS_URL}?status=REDEEMABLE`);
  const claimable = page.getByTestId('claimable');
  await expect(claimable).toContainText(money(sum(rows.map((r) => r.current_value))));
  await expect(claimable).toContainText(`from the ${rows.length} positions listed`);
  // nothing left to win on a resolved market: no such column
  await expect(page.getByTestId('positions-table').getByRole('columnheader', { name: 'To win' })).toHaveCount(0);
});

test('"Include archived markets" asks the API for them, lives in the URL and is not offered for closed positions', async ({
  page,
  request,
}) => {
  const requests = recordRequests(page, '/data/v2/positions');
  const withArchived = await apiRows(request, { status: 'OPEN', include_archived: 'true' });
  expect(withArchived.some((r) => r.archived)).toBe(true);
  await page.goto(POSITIONS_URL);
  await settled(page);
  await page.getByLabel('Include archived markets').check();
  await expect(page).toHaveURL(`${POSITIONS_URL}?include_archived=true`);
  await expect.poll(() => requests.some((q) => q.get('include_archived') === 'true' && q.get('status') === 'OPEN')).toBe(true);
  await expect.poll(() => assets(page)).toEqual(withArchived.map((r) => r.token_id));

  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Redeemable' }).click();
  await expect(page).toHaveURL(`${POSITIONS_URL}?status=REDEEMABLE&include_archived=true`);
  await expect(page.getByLabel('Include archived markets')).toBeChecked();
  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Closed' }).click();
  await expect(page).toHaveURL(`${POSITIONS_URL}?status=CLOSED`);
  await expect(page.getByLabel('Include archived markets')).toHaveCount(0);
});

test('a click anywhere on a row opens its market; its buttons and a text selection do not', async ({ page, request }) => {
  const rows = await apiRows(request, { status: 'OPEN' });
  await page.goto(POSITIONS_URL);
  await settled(page);
  const first = page.getByTestId('position-row').first();
  await first.getByRole('button', { name: /^Only the event/ }).click();
  await expect(page).toHaveURL(/event_id=/);
  await page.goto(POSITIONS_URL);
  await settled(page);
  // a drag across the value selects it and stays on the page
  const value = first.locator('[data-col="value"]');
  const box = (await value.boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(await page.evaluate(() => getSelection()?.toString())).not.toBe('');
  await expect(page).toHaveURL(POSITIONS_URL);
  await first.locator('[data-col="size"]').click();
  await expect(page).toHaveURL(`/market/${rows[0]!.condition_id}?address=${DEMO_TRADER}`);
});

test('the table header stays in view while its rows scroll, the totals row at its foot', async ({ page }) => {
  await page.goto(POSITIONS_URL);
  await settled(page);
  const frame = page.getByRole('region', { name: 'Open positions' });
  await frame.evaluate((el) => el.scrollBy(0, 600));
  const tops = await frame.evaluate((el) => ({
    frame: el.getBoundingClientRect(),
    head: el.querySelector('thead')!.getBoundingClientRect(),
    foot: el.querySelector('tfoot')!.getBoundingClientRect(),
    scrolled: el.scrollTop,
  }));
  expect(tops.scrolled).toBeGreaterThan(0);
  expect(Math.abs(tops.head.top - tops.frame.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(tops.foot.bottom - tops.frame.bottom)).toBeLessThanOrEqual(2);
  // the frame itself fits below the sticky app header
  const header = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(tops.frame.height).toBeLessThanOrEqual(page.viewportSize()!.height - header);
});

test('focus is never hidden under the sticky app header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(POSITIONS_URL);
  await settled(page);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  // the control before a focused title link sits under the header, inside the window, where the
  // browser would leave it without scroll-padding-top; Shift+Tab brings it out from under the header
  await page.getByTestId('position-row').nth(4).getByTestId('market-link').focus();
  const previous = page
    .getByTestId('position-row')
    .nth(3)
    .getByRole('button', { name: /^Only the market/ });
  await previous.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 30));
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  expect(await previous.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
});
