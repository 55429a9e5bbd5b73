import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, cents, expect, money, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

type MetadataMarket = {
  conditionId: string;
  question: string;
  outcomes: string;
  outcomePrices: string;
  clobTokenIds: string;
  volume: string;
  events: { id: string }[];
};
type Holders = { data: { token_id: string; holders: { proxy_wallet: string }[] }[] };
type Resolution = { status: 'active' | 'resolved'; payouts?: number[] };
type V2Position = { condition_id: string; token_id: string; current_size: number; outcome: string };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const shares = (v: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);
const choice = (page: Page, group: string, label: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) });

/** The demo trader's largest open position: a real market with a holder we know. */
async function demoMarket(request: APIRequestContext) {
  const { data } = await json<{ data: V2Position[] }>(request, `/data/v2/positions?user=${DEMO_TRADER}&limit=1`);
  expect(data.length, 'the demo trader holds a position').toBeGreaterThan(0);
  const position = data[0]!;
  const [market] = await json<MetadataMarket[]>(request, `/gamma/markets?condition_ids=${position.condition_id}`);
  return { position, market: market! };
}

test.describe('market view', () => {
  test("a real market shows the API's prices, open interest, holders, resolution, chart and the trader's position", async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    const { position, market } = await demoMarket(request);
    const c = market.conditionId;
    const [oi, holders, resolutions, live] = await Promise.all([
      json<{ data: { value: number }[] }>(request, `/data/v2/oi?condition=${c}`),
      json<Holders>(request, `/data/v2/holders?condition=${c}&include_pnl=true&limit=20`),
      json<{ data: Resolution[] }>(request, `/data/v2/resolutions?condition=${c}`),
      json<{ data: { taker_volume_total: number } }>(request, `/data/v2/live-volume?event_id=${market.events[0]!.id}`),
    ]);

    await page.goto(`/market/${c}?address=${DEMO_TRADER}`);
    await expect(page.getByTestId('market-title')).toHaveText(market.question);

    const outcomes = JSON.parse(market.outcomes) as string[];
    const prices = (JSON.parse(market.outcomePrices) as string[]).map(Number);
    const tokens = JSON.parse(market.clobTokenIds) as string[];
    for (const [i, name] of outcomes.entries()) {
      await expect(page.locator(`[data-testid="outcome-price"][data-outcome="${name}"] [data-testid="outcome-price-value"]`)).toHaveText(
        cents(prices[i]!),
      );
    }
    await expect(page.getByTestId('open-interest')).toHaveText(money(oi.data[0]?.value ?? 0));
    // taker volume is counted in shares (docs/money-model.md)
    await expect(page.getByTestId('live-volume')).toHaveText(shares(live.data.taker_volume_total));
    await expect(page.getByTestId('resolution-state')).toHaveText(resolutions.data[0]?.status === 'resolved' ? 'Resolved' : 'Open');

    // holders: each outcome's count and order are the API's
    for (const [i, name] of outcomes.entries()) {
      const group = page.locator(`[data-testid="holder-group"][data-outcome="${name}"]`);
      const api = holders.data.find((g) => g.token_id === tokens[i])?.holders ?? [];
      await expect(group.getByTestId('holder-count')).toHaveText(`${api.length} ${api.length === 1 ? 'holder' : 'holders'}`);
      expect(await group.getByTestId('holder-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-address')))).toEqual(
        api.map((h) => h.proxy_wallet),
      );
    }
    const firstHolder = page.getByTestId('holder-row').first();
    await expect(firstHolder.getByRole('link')).toHaveAttribute('href', /^\/portfolio\/0x[0-9a-fA-F]{40}$/);

    // the demo trader's position in this market
    const row = page.locator(`[data-testid="position-row"][data-token="${position.token_id}"]`);
    await expect(row.locator('[data-col="shares"]')).toHaveText(shares(position.current_size));
    await expect(row).toContainText(position.outcome);

    // the chart draws a line per outcome, and its interval lives in the URL
    await expect(page.getByTestId('price-chart').locator('.recharts-line-curve')).toHaveCount(outcomes.length);
    // one label per tick on the time axis: a month or a day is never printed twice
    const ticks = page.getByTestId('price-chart').locator('.recharts-xAxis-tick-labels text');
    await expect(ticks.first()).toBeVisible();
    const labels = await ticks.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    // the shared chart's default price axis: 0–100¢ in quarters, stepped lines, no legend of its own
    await expect(page.getByTestId('price-chart').locator('.recharts-yAxis-tick-labels text')).toHaveText([
      '0¢',
      '25¢',
      '50¢',
      '75¢',
      '100¢',
    ]);
    await expect(page.getByTestId('price-chart').locator('.recharts-legend-wrapper')).toHaveCount(0);
    await expect(page.getByTestId('trade-row').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'market');

    await choice(page, 'Interval', '1W').click();
    await expect(page).toHaveURL(`/market/${c}?interval=1w&address=${DEMO_TRADER}`);
    await page.reload();
    await expect(page.getByRole('radio', { name: '1W' })).toBeChecked();
    const week = await json<{ data: unknown[] }>(request, `/data/v2/prices-history?token_id=${tokens[0]}&interval=1w`);
    if (week.data.length > 0) await expect(page.getByTestId('price-chart').locator('.recharts-line-curve').first()).toBeVisible();
    else await expect(page.getByRole('heading', { name: 'No trades in this window' })).toBeVisible();
  });

  test("the market's trades are the API's, newest first, with more on request", async ({ page, request }) => {
    const { market } = await demoMarket(request);
    const first = await json<{
      data: { transaction_hash: string; timestamp: number }[];
      pagination: { has_more: boolean; next_cursor: string | null };
    }>(request, `/data/v2/trades?condition=${market.conditionId}&limit=25`);
    const times = first.data.map((t) => t.timestamp);
    expect(times, 'the API answers newest first').toEqual([...times].sort((a, b) => b - a));
    const shown = () => page.getByTestId('trade-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tx')));

    await page.goto(`/market/${market.conditionId}`);
    await expect.poll(shown).toEqual(first.data.map((t) => t.transaction_hash));
    test.skip(!first.pagination.has_more, 'one page of trades only');
    const next = await json<{ data: { transaction_hash: string }[] }>(
      request,
      `/data/v2/trades?condition=${market.conditionId}&cursor=${encodeURIComponent(first.pagination.next_cursor!)}`,
    );
    await page.getByRole('button', { name: 'Show 25 more' }).click();
    await expect.poll(shown).toEqual([...first.data, ...next.data].map((t) => t.transaction_hash));
  });

  test('a wallet without shares in the market is told so; an unknown market and a bad id get clear messages', async ({ page, request }) => {
    const { market } = await demoMarket(request);
    const stranger = '0x000000000000000000000000000000000000dEaD';
    await page.goto(`/market/${market.conditionId}?address=${stranger}`);
    await expect(page.getByTestId('no-position')).toBeVisible();

    await page.goto(`/market/0x${'ab'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'No market with this id' })).toBeVisible();
    await page.goto('/market/not-a-market');
    await expect(page.getByRole('heading', { name: 'That is not a market id' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse markets' }).click();
    await expect(page).toHaveURL('/markets');
  });

  test('a closed market says it has no book, and never asks the trading service for one', async ({ page, request }) => {
    const [closed] = await json<MetadataMarket[]>(request, '/gamma/markets?closed=true&limit=1');
    const books: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/clob/book') books.push(r.url());
    });
    await page.goto(`/market/${closed!.conditionId}`);
    await expect(page.getByTestId('market-book')).toContainText('The market is closed: the trading service keeps no book for it.');
    await page.waitForLoadState('networkidle');
    expect(books).toEqual([]);
  });
});
