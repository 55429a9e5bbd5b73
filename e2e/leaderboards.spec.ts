import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, money, signedMoney, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

type Page2<T> = { data: T[]; pagination: { offset: number; has_more: boolean; next_cursor: string | null } };
type Trader = { rank: number; user_id: string; pnl: number; volume: number };
type Builder = { rank: number; builder_name: string };
type Winner = { win_rank: number; kind: 'market' | 'combo'; user_id: string; condition_id: string; pnl: number; initial_value: number };
type Standing = { rank_pnl: number | null; rank_volume: number | null; pnl: number };

async function v2<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/data${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const traders = (request: APIRequestContext, q: string) => v2<Page2<Trader>>(request, `/v2/leaderboard?${q}`);
const shares = (v: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

/** The pill of a choice group (the pill is the radio's label). */
const choice = (page: Page, group: string, label: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) });

/** Waits for a board to settle and returns its rows' `attr` values in order. */
async function rowsOf(page: Page, table: string, row: string, attr: string): Promise<string[]> {
  await expect(page.getByTestId(table)).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId(row).evaluateAll((rows, a) => rows.map((r) => r.getAttribute(a) ?? ''), attr);
}

/**
 * The dataset ends at the start of its UTC day, so a day (or week) window late in the day may
 * hold nothing: then the board's empty state stands where the rows would.
 */
async function expectRows(page: Page, table: string, row: string, attr: string, expected: string[], emptyTitle: string): Promise<void> {
  if (expected.length === 0) await expect(page.getByRole('heading', { name: emptyTitle })).toBeVisible();
  else await expect.poll(() => rowsOf(page, table, row, attr), { message: `${row}s` }).toEqual(expected);
}

async function expectTraders(page: Page, request: APIRequestContext, query: string): Promise<Page2<Trader>> {
  const expected = await traders(request, query);
  const ids = expected.data.map((t) => t.user_id);
  await expectRows(page, 'traders-table', 'trader-row', 'data-address', ids, 'Nobody on this board yet');
  return expected;
}

test.describe('leaderboards', () => {
  test('the default trader board is the API board, formatted, and follows period and order through the URL', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboards' }).click();
    await expect(page).toHaveURL('/leaderboards');

    await expectTraders(page, request, 'time_period=day&sort_by=PNL&category=overall&limit=25');
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'leaderboards-traders');

    // week, then volume: each choice lands in the URL and the board is the API's, formatted
    await choice(page, 'Period', 'Week').click();
    await expect(page).toHaveURL('/leaderboards?period=week');
    const week = await expectTraders(page, request, 'time_period=week&sort_by=PNL&category=overall&limit=25');
    expect(week.data.length, 'the demo data has traders this week').toBeGreaterThan(0);
    const rows = page.getByTestId('trader-row');
    for (const [i, t] of week.data.slice(0, 3).entries()) {
      await expect(rows.nth(i).locator('[data-col="rank"]')).toHaveText(`#${t.rank}`);
      await expect(rows.nth(i).locator('[data-col="pnl"]')).toHaveText(signedMoney(t.pnl));
      await expect(rows.nth(i).locator('[data-col="volume"]')).toHaveText(shares(t.volume));
    }
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', `/portfolio/${week.data[0]!.user_id}`);
    await choice(page, 'Rank by', 'Volume').click();
    await expect(page).toHaveURL('/leaderboards?period=week&order=VOLUME');
    const byVolume = await expectTraders(page, request, 'time_period=week&sort_by=VOLUME&category=overall&limit=25');

    // reload keeps the board and the controls
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Volume' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expectTraders(page, request, 'time_period=week&sort_by=VOLUME&category=overall&limit=25');

    // the next page is the API's next page; Previous comes back
    test.skip(!byVolume.pagination.next_cursor, 'one page only');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await traders(request, `cursor=${encodeURIComponent(byVolume.pagination.next_cursor!)}`);
    await expect.poll(() => rowsOf(page, 'traders-table', 'trader-row', 'data-address')).toEqual(second.data.map((t) => t.user_id));
    await expect(page.getByTestId('rows-range')).toHaveText(`Ranks 26–${25 + second.data.length}`);
    await page.reload();
    await expect.poll(() => rowsOf(page, 'traders-table', 'trader-row', 'data-address')).toEqual(second.data.map((t) => t.user_id));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/leaderboards?period=week&order=VOLUME');
    await expectTraders(page, request, 'time_period=week&sort_by=VOLUME&category=overall&limit=25');
  });

  test("a wallet's standing is the API's, and its row is marked when on the page", async ({ page, request }) => {
    await page.goto('/leaderboards?period=all&order=VOLUME');
    await page.getByLabel('Wallet address').fill(DEMO_TRADER.toLowerCase());
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(`/leaderboards?period=all&order=VOLUME&address=${DEMO_TRADER}`);

    const { data: s } = await v2<{ data: Standing }>(request, `/v2/leaderboard?user=${DEMO_TRADER}&time_period=all&category=overall`);
    await expect(page.getByTestId('standing-rank-pnl')).toHaveText(
      s.rank_pnl === null ? 'Unranked' : `#${s.rank_pnl.toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('standing-rank-volume')).toHaveText(
      s.rank_volume === null ? 'Unranked' : `#${s.rank_volume.toLocaleString('en-US')}`,
    );
    await expect(page.getByTestId('standing-pnl')).toHaveText(signedMoney(s.pnl));
    const board = await expectTraders(page, request, 'time_period=all&sort_by=VOLUME&category=overall&limit=25');
    const onPage = board.data.some((t) => t.user_id.toLowerCase() === DEMO_TRADER.toLowerCase());
    await expect(page.getByTestId('standing-placement')).toContainText(
      onPage ? 'on this page' : `page ${Math.floor((s.rank_volume! - 1) / 25) + 1}`,
    );
    if (onPage) await expect(page.locator(`[data-testid="trader-row"][data-address="${DEMO_TRADER}"]`)).toContainText('Viewed');

    // the address survives a reload, and Clear removes it
    await page.reload();
    await expect(page.getByLabel('Wallet address')).toHaveValue(DEMO_TRADER);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL('/leaderboards?period=all&order=VOLUME');
  });

  test('builders: the board is the API board and the volume chart draws', async ({ page, request }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    await page.goto('/leaderboards');
    await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Builders' }).click();
    await expect(page).toHaveURL('/leaderboards?tab=builders');

    const board = await v2<Page2<Builder>>(request, '/v2/builders/leaderboard?time_period=day&limit=25');
    const names = board.data.map((b) => b.builder_name);
    await expectRows(page, 'builders-table', 'builder-row', 'data-builder', names, 'No builder volume in this period');

    const chart = page.getByTestId('builders-chart');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // the API has buckets to draw, and the chart draws them
    const { data: points } = await v2<{ data: { date: string }[] }>(request, '/v2/builders/volume?interval=day&limit=30');
    expect(new Set(points.map((p) => p.date)).size).toBeGreaterThan(0);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();

    await choice(page, 'Buckets', 'Weekly').click();
    await expect(page).toHaveURL('/leaderboards?tab=builders&interval=week');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await choice(page, 'Period', 'All time').click();
    await expect(page).toHaveURL('/leaderboards?tab=builders&period=all&interval=week');
    const all = await v2<Page2<Builder>>(request, '/v2/builders/leaderboard?time_period=all&limit=25');
    await expect.poll(() => rowsOf(page, 'builders-table', 'builder-row', 'data-builder')).toEqual(all.data.map((b) => b.builder_name));

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'leaderboards-builders');
  });

  test('biggest winners are the API rows, linking to the winner and the market', async ({ page, request }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    // it opens on the month, which has winners where a day often has none
    const month = await v2<Page2<Winner>>(request, '/v2/biggest-winners?time_period=month&category=overall&limit=25');
    expect(month.data.length, 'the demo data has winners this month').toBeGreaterThan(0);
    await page.goto('/leaderboards?tab=winners');
    await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect.poll(() => rowsOf(page, 'winners-table', 'winner-row', 'data-rank')).toEqual(month.data.map((w) => String(w.win_rank)));
    await choice(page, 'Period', 'All time').click();
    await expect(page).toHaveURL('/leaderboards?tab=winners&period=all');

    const all = await v2<Page2<Winner>>(request, '/v2/biggest-winners?time_period=all&category=overall&limit=25');
    expect(all.data.length).toBeGreaterThan(0);
    await expect.poll(() => rowsOf(page, 'winners-table', 'winner-row', 'data-rank')).toEqual(all.data.map((w) => String(w.win_rank)));
    const rows = page.getByTestId('winner-row');
    for (const [i, w] of all.data.slice(0, 3).entries()) {
      await expect(rows.nth(i)).toHaveAttribute('data-address', w.user_id);
      await expect(rows.nth(i).locator('[data-col="pnl"]')).toHaveText(signedMoney(w.pnl));
      await expect(rows.nth(i).locator('[data-col="stake"]')).toHaveText(money(w.initial_value));
    }

    // combos only: every row is a combo win, and the board is the API's
    await page.getByLabel('Category').selectOption('combos');
    await expect(page).toHaveURL('/leaderboards?tab=winners&period=all&category=combos');
    const combos = await v2<Page2<Winner>>(request, '/v2/biggest-winners?time_period=all&category=combos&limit=25');
    await expect.poll(() => rowsOf(page, 'winners-table', 'winner-row', 'data-condition')).toEqual(combos.data.map((w) => w.condition_id));
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('combos');
    await expect.poll(() => rowsOf(page, 'winners-table', 'winner-row', 'data-condition')).toEqual(combos.data.map((w) => w.condition_id));

    await page.getByLabel('Category').selectOption('overall');
    await expect(page).toHaveURL('/leaderboards?tab=winners&period=all');
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'leaderboards-winners');

    // a market win opens its market; the winner opens their portfolio
    const market = all.data.find((w) => w.kind === 'market')!;
    const row = page.locator(`[data-testid="winner-row"][data-condition="${market.condition_id}"]`).first();
    await expect(row.locator('[data-col="winner"] a')).toHaveAttribute('href', `/portfolio/${market.user_id}`);
    await row.locator('[data-col="market"] a').click();
    await expect(page).toHaveURL(`/market/${market.condition_id}`);
    await expect(page.getByTestId('market-title')).toBeVisible();
  });
});
