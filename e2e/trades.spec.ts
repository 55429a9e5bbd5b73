import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, cents, expect, test, recordRequests, sortedParams } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';
import { v2Page, walkV2 } from './v2-feed';

const feedPage = (request: APIRequestContext, query: URLSearchParams) => v2Page<ApiTrade>(request, '/v2/trades', query);
const feedAll = (request: APIRequestContext, query: URLSearchParams) => walkV2<ApiTrade>(request, '/v2/trades', query);

const TRADES = `/portfolio/${DEMO_TRADER}/trades`;

type ApiTrade = {
  side: 'BUY' | 'SELL';
  condition_id: string;
  size: number;
  price: number;
  timestamp: number;
  title: string;
  outcome: string;
  transaction_hash: string;
};

/** The request the view sends for its first page, spelled out independently of the app. */
function pageQuery(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ user: DEMO_TRADER, limit: '100', taker_only: 'false', start: '1', ...extra });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** size × price exactly, from the digits of both decimals, then formatted as money. */
function amount(size: number, price: number): string {
  const [si, sf = ''] = String(size).split('.');
  const [pi, pf = ''] = String(price).split('.');
  const places = sf.length + pf.length;
  const digits = (BigInt(si! + sf) * BigInt(pi! + pf)).toString().padStart(places + 1, '0');
  return usd.format(`${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places) || '0'}` as `${number}`);
}

type Shown = { tx: string; market: string; outcome: string; side: string; size: string; price: string; amount: string; ts: number };

const expected = (t: ApiTrade): Omit<Shown, 'market'> & { market: string } => ({
  tx: t.transaction_hash,
  market: t.title,
  outcome: t.outcome,
  side: t.side,
  size: qty.format(t.size),
  price: cents(t.price),
  amount: amount(t.size, t.price),
  ts: t.timestamp,
});

async function screenRows(page: Page): Promise<Shown[]> {
  const rows = await page
    .getByTestId('trades-list')
    .locator('[role="row"][data-index]')
    .evaluateAll((els) =>
      els.map((r) => {
        const col = (name: string) => r.querySelector(`[data-col="${name}"]`);
        return {
          index: Number(r.getAttribute('data-index')),
          tx: col('market')?.getAttribute('data-tx') ?? '',
          market: col('market')?.textContent ?? '',
          outcome: col('outcome')?.textContent ?? '',
          side: col('side')?.getAttribute('data-side') ?? '',
          size: col('size')?.textContent ?? '',
          price: col('price')?.textContent ?? '',
          amount: col('amount')?.textContent ?? '',
          ts: Number(col('time')?.getAttribute('data-ts') ?? 'NaN'),
        };
      }),
    );
  return rows.sort((a, b) => a.index - b.index).map(({ index: _index, ...r }) => r);
}

async function expectFirstRows(page: Page, trades: ApiTrade[], n = 10) {
  const want = trades.slice(0, n).map(expected);
  expect(want.length).toBeGreaterThan(0);
  await expect.poll(async () => (await screenRows(page)).slice(0, want.length), { message: 'first rows' }).toEqual(want);
}

const countLine = (page: Page) => page.getByTestId('history-count');

test.describe('trades', () => {
  test('the first rows on screen are the API trades: market, outcome, side, size, price, exact amount, time', async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordRequests(page, '/data/v2/trades');
    const first = await feedPage(request, pageQuery());
    expect(first.data).toHaveLength(100);

    await page.goto(TRADES);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await expectFirstRows(page, first.data, 12);
    expect(requests.map(sortedParams)).toEqual([sortedParams(pageQuery())]);

    // the time reads as the API's second, in UTC
    const top = first.data[0]!;
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(
      new Date(top.timestamp * 1000),
    );
    const firstRow = page.getByTestId('trades-list').locator('[role="row"][data-index="0"]');
    await expect(firstRow.locator('[data-col="time"]')).toHaveText(time);

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'trades');

    // each row opens its market
    await firstRow.getByRole('link', { name: top.title }).click();
    await expect(page).toHaveURL(`/market/${top.condition_id}`);
  });

  test('the side filter and the order go to the API, live in the URL and survive a reload', async ({ page, request }) => {
    const requests = recordRequests(page, '/data/v2/trades');
    await page.goto(TRADES);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');

    await page.getByLabel('Side').selectOption('SELL');
    await expect(page).toHaveURL(`${TRADES}?side=SELL`);
    const sells = await feedPage(request, pageQuery({ side: 'SELL' }));
    await expectFirstRows(page, sells.data);
    expect(sells.data.every((t) => t.side === 'SELL')).toBe(true);
    await expect.poll(() => requests.map(sortedParams)).toContainEqual(sortedParams(pageQuery({ side: 'SELL' })));

    // the service lists newest first only: oldest first is the whole walk, reversed
    await page.getByLabel('Order').selectOption('oldest');
    await expect(page).toHaveURL(`${TRADES}?side=SELL&order=oldest`);
    const allSells = await feedAll(request, pageQuery({ side: 'SELL', limit: '1000' }));
    await expect(countLine(page)).toHaveAttribute('data-rows', String(allSells.length));
    await expectFirstRows(page, [...allSells].reverse());

    await page.reload();
    await expect(page).toHaveURL(`${TRADES}?side=SELL&order=oldest`);
    await expect(page.getByLabel('Side')).toHaveValue('SELL');
    await expect(page.getByLabel('Order')).toHaveValue('oldest');
    await expectFirstRows(page, [...allSells].reverse());

    await page.goBack();
    await expect(page).toHaveURL(`${TRADES}?side=SELL`);
    await expectFirstRows(page, sells.data);
  });

  test('a market filter narrows to that market, through the URL', async ({ page, request }) => {
    const first = await feedPage(request, pageQuery());
    const market = first.data[3]!.condition_id;
    // the field searches by title now (market-filters.spec.ts types one); a URL holding the id still filters
    await page.goto(`${TRADES}?market=${market}`);
    await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue(first.data[3]!.title);
    const expectedRows = await feedPage(request, pageQuery({ condition: market }));
    await expectFirstRows(page, expectedRows.data);
    expect(expectedRows.data.every((t) => t.condition_id === market)).toBe(true);
  });

  test('load full history reads every trade, keeps the DOM small, and exports them all as CSV', async ({ page, request }) => {
    const all = await feedAll(request, pageQuery({ limit: '1000' }));
    expect(all.length).toBeGreaterThan(100);
    const v1Requests = recordRequests(page, '/data/trades');

    await page.goto(TRADES);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await page.getByRole('button', { name: 'Load full history' }).click();
    await expect(countLine(page)).toHaveAttribute('data-source', 'full');
    await expect(countLine(page)).toHaveAttribute('data-rows', String(all.length));
    expect(v1Requests.length).toBeGreaterThan(0);
    expect(v1Requests.every((q) => q.get('start') === '1' && q.get('takerOnly') === 'false')).toBe(true);

    expect(await page.locator('[role="row"]').count()).toBeLessThan(1000);
    await expectFirstRows(page, all);
    await page.getByTestId('trades-list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => (await screenRows(page)).at(-1)).toEqual(expected(all.at(-1)!));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^trades-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(
      'time_utc,timestamp,side,market,condition_id,outcome,outcome_index,size,price,amount_usdc,transaction_hash,token_id',
    );
    expect(lines).toHaveLength(all.length + 1);
    expect(lines[1]).toContain(`,${all[0]!.transaction_hash},`);
  });

  test('Cancel stops the full history walk and keeps the rows already shown', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/data\/(trades|v2\/user-stats)/);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const v1Requests = recordRequests(page, '/data/trades');
    await page.route('**/data/trades?*', async (route) => {
      await gate;
      await route.continue().catch(() => undefined); // the page cancelled it meanwhile
    });

    await page.goto(TRADES);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await page.getByRole('button', { name: 'Load full history' }).click();
    const progress = page.getByRole('progressbar', { name: 'Reading the full history' });
    await expect(progress).toBeVisible();
    await expect.poll(() => v1Requests.length).toBe(1);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('history-cancelled')).toBeVisible();
    await expect(countLine(page)).toHaveAttribute('data-source', 'pages');
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');

    release();
    await page.waitForTimeout(500);
    expect(v1Requests).toHaveLength(1);
    await expect(countLine(page)).toHaveAttribute('data-source', 'pages');
  });
});
