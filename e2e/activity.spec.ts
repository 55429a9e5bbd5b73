import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, test, recordRequests, signedMoney, sortedParams } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';
import { v2Page, walkV2 } from './v2-feed';
const feedPage = (request: APIRequestContext, query: URLSearchParams) => v2Page<ApiActivity>(request, '/v2/activity', query);
const feedAll = (request: APIRequestContext, query: URLSearchParams) => walkV2<ApiActivity>(request, '/v2/activity', query);

const ACTIVITY = `/portfolio/${DEMO_TRADER}/activity`;

type ApiActivity = {
  timestamp: number;
  type: string;
  condition_id: string;
  size: number;
  usdc_size: number;
  price: number;
  side: string;
  outcome: string;
  title: string;
  transaction_hash: string;
  is_combo?: true;
};
type ComboEvent = { tx_hash: string; legs: { leg_index: number; leg_outcome_label: string; market: { title: string } }[] };

/** The request the view sends for its first page, spelled out independently of the app. */
function firstPageQuery(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    user: DEMO_TRADER,
    limit: '100',
    sort_by: 'TIMESTAMP',
    sort_direction: 'DESC',
    exclude_deposits_withdrawals: 'false',
    start: '1',
    ...extra,
  });
}

const micro = (n: number) => BigInt(Math.round(n * 1_000_000));
const microText = (m: bigint) =>
  `${m < 0n ? '-' : ''}${(m < 0n ? -m : m) / 1_000_000n}.${((m < 0n ? -m : m) % 1_000_000n).toString().padStart(6, '0')}`;
/** Cash into the trader's balance is positive: sales, merges, redemptions, rewards; buys, splits and withdrawals negative. */
const direction = (r: ApiActivity) =>
  r.type === 'TRADE' ? (r.side === 'SELL' ? 1n : -1n) : r.type === 'SPLIT' || r.type === 'WITHDRAWAL' ? -1n : 1n;

type Entry = { type: string; tx: string; amount: string; ts: number };

/** What the list should show for API rows: REDEEM rows of one transaction become one entry, summed exactly. */
function expectedEntries(rows: ApiActivity[]): Entry[] {
  const out: (Entry & { sum?: bigint })[] = [];
  const groups = new Map<string, Entry & { sum: bigint }>();
  for (const r of rows) {
    if (r.type === 'REDEEM' && !r.is_combo && r.transaction_hash) {
      const g = groups.get(r.transaction_hash);
      if (g) {
        g.sum += micro(r.usdc_size);
        g.amount = signedMoney(microText(g.sum) as `${number}`);
        continue;
      }
      const e = {
        type: 'REDEEM',
        tx: r.transaction_hash,
        ts: r.timestamp,
        sum: micro(r.usdc_size),
        amount: signedMoney(microText(micro(r.usdc_size)) as `${number}`),
      };
      groups.set(r.transaction_hash, e);
      out.push(e);
      continue;
    }
    out.push({
      type: r.type,
      tx: r.transaction_hash,
      ts: r.timestamp,
      amount: signedMoney(microText(direction(r) * micro(r.usdc_size)) as `${number}`),
    });
  }
  return out.map(({ type, tx, amount, ts }) => ({ type, tx, amount, ts }));
}

/** The entries the virtual list has drawn (only those near the viewport exist), in list order. */
async function screenEntries(page: Page): Promise<(Entry & { index: number })[]> {
  const rows = await page
    .getByTestId('activity-list')
    .locator('[role="row"][data-index]')
    .evaluateAll((els) =>
      els.map((r) => ({
        index: Number(r.getAttribute('data-index')),
        type: r.querySelector('[data-col="type"]')?.getAttribute('data-type') ?? '',
        tx: r.querySelector('[data-col="details"]')?.getAttribute('data-tx') ?? '',
        amount: r.querySelector('[data-col="amount"]')?.textContent ?? '',
        ts: Number(r.querySelector('[data-col="time"]')?.getAttribute('data-ts') ?? 'NaN'),
      })),
    );
  return rows.sort((a, b) => a.index - b.index);
}

/** The first `n` entries on screen equal those of the API rows, in order, amounts formatted. */
async function expectFirstEntries(page: Page, rows: ApiActivity[], n = 10) {
  const expected = expectedEntries(rows).slice(0, n);
  expect(expected.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await screenEntries(page)).slice(0, expected.length).map(({ type, tx, amount, ts }) => ({ type, tx, amount, ts })), {
      message: 'first entries',
    })
    .toEqual(expected);
}

const countLine = (page: Page) => page.getByTestId('history-count');

test.describe('activity', () => {
  test('the first rows on screen are the API rows, in order, in plain words with the amounts formatted', async ({
    page,
    request,
  }, testInfo) => {
    const requests = recordRequests(page, '/data/v2/activity');
    const query = firstPageQuery();
    const first = await feedPage(request, query);
    expect(first.data).toHaveLength(100);

    await page.goto(ACTIVITY);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await expectFirstEntries(page, first.data, 12);
    expect(requests.map(sortedParams)).toEqual([sortedParams(query)]);

    // the first row in words: a trade reads "Bought|Sold <size> <outcome> at <price>¢ in <market>"
    const top = first.data[0]!;
    const firstRow = page.getByTestId('activity-list').locator('[role="row"][data-index="0"]');
    if (top.type === 'TRADE') {
      const qty = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(top.size);
      await expect(firstRow.locator('[data-col="details"]')).toHaveText(
        `${top.side === 'BUY' ? 'Bought' : 'Sold'} ${qty} ${top.outcome} at ${(top.price * 100).toFixed(1)}¢ in ${top.title}`,
      );
      await expect(firstRow.getByRole('link', { name: top.title })).toHaveAttribute('href', `/market/${top.condition_id}`);
    }

    // load more follows next_cursor: 100 more rows, the next entries of the walk
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(countLine(page)).toHaveAttribute(
      'data-rows',
      String(Math.min(200, (await feedAll(request, firstPageQuery({ limit: '1000' }))).length)),
    );
    // the next page restates every filter beside the cursor (the cursor is bound to them)
    const next = new URLSearchParams(requests.at(-1));
    expect(next.get('cursor')).toBeTruthy();
    next.delete('cursor');
    expect(sortedParams(next)).toEqual(sortedParams(query));

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'activity');
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`the first paint builds the rows on screen, then the list's window and its overscan (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { rowCounts: number[]; firstBottom: number };
        w.rowCounts = [];
        new MutationObserver(() => {
          const rows = document.querySelectorAll('[data-testid="activity-list"] [role="row"][data-index]');
          if (rows.length > 0 && w.rowCounts.at(-1) !== rows.length) {
            if (w.rowCounts.length === 0) w.firstBottom = rows[rows.length - 1]!.getBoundingClientRect().bottom;
            w.rowCounts.push(rows.length);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(ACTIVITY);
      await expect(page.getByTestId('history-count')).toHaveAttribute('data-rows', /^[1-9]/);
      const list = page.getByTestId('activity-list');
      // the list's own window below its header, then five rows of overscan; a phone's rows are taller
      // cards under a header kept for assistive technology only
      const { full, rowPx } = await list.evaluate((el) => {
        const body = el.querySelector<HTMLElement>('[role="rowgroup"]:last-child')!;
        const rowPx = body.querySelector<HTMLElement>('[role="row"]')!.offsetHeight;
        const header = body.getBoundingClientRect().top - el.getBoundingClientRect().top - el.clientTop;
        return { full: Math.ceil((el.clientHeight - header) / rowPx) + 5, rowPx };
      });
      expect(rowPx).toBe(viewport.width < 640 ? 76 : 60);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts.at(-1)))
        .toBeGreaterThanOrEqual(full);
      const { rowCounts, firstBottom, innerHeight } = await page.evaluate(() => {
        const w = window as unknown as { rowCounts: number[]; firstBottom: number };
        return { rowCounts: w.rowCounts, firstBottom: w.firstBottom, innerHeight: window.innerHeight };
      });
      expect(rowCounts[0]).toBeLessThan(full);
      // enough for the window, by less than two rows more than it needs
      expect(firstBottom).toBeGreaterThanOrEqual(innerHeight);
      expect(firstBottom - innerHeight).toBeLessThan(2 * rowPx);
    });
  }

  test('a type filter and the order go to the API, live in the URL and survive a reload', async ({ page, request }) => {
    const requests = recordRequests(page, '/data/v2/activity');
    await page.goto(ACTIVITY);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');

    await page.getByTestId('types-summary').click();
    await page.getByRole('checkbox', { name: 'Redeem' }).check();
    await page.getByRole('checkbox', { name: 'Trade' }).check();
    await expect(page).toHaveURL(`${ACTIVITY}?type=TRADE%2CREDEEM`);
    await page.getByTestId('types-summary').click();
    await page.getByLabel('Order').selectOption('oldest');
    await expect(page).toHaveURL(`${ACTIVITY}?type=TRADE%2CREDEEM&order=oldest`);

    const query = firstPageQuery({ sort_direction: 'ASC', type: 'TRADE,REDEEM' });
    const expected = await feedPage(request, query);
    await expectFirstEntries(page, expected.data);
    expect(expected.data.every((r) => r.type === 'TRADE' || r.type === 'REDEEM')).toBe(true);
    await expect.poll(() => requests.map((q) => sortedParams(q))).toContainEqual(sortedParams(query));

    await page.reload();
    await expect(page).toHaveURL(`${ACTIVITY}?type=TRADE%2CREDEEM&order=oldest`);
    await expect(page.getByTestId('types-summary')).toHaveText('2 types');
    await expect(page.getByLabel('Order')).toHaveValue('oldest');
    await expectFirstEntries(page, expected.data);

    // Back twice: the order, then the types go away again
    await page.goBack();
    await expect(page).toHaveURL(`${ACTIVITY}?type=TRADE%2CREDEEM`);
    await expect(page.getByLabel('Order')).toHaveValue('newest');
    await expectFirstEntries(page, (await feedPage(request, firstPageQuery({ type: 'TRADE,REDEEM' }))).data);
  });

  test('load full history reads every row, keeps the DOM small, and exports them all as CSV', async ({ page, request }) => {
    const all = await feedAll(request, firstPageQuery({ limit: '1000' }));
    expect(all.length).toBeGreaterThan(100);
    const v1Requests = recordRequests(page, '/data/activity');

    await page.goto(ACTIVITY);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await page.getByRole('button', { name: 'Load full history' }).click();
    await expect(countLine(page)).toHaveAttribute('data-source', 'full');
    await expect(countLine(page)).toHaveAttribute('data-rows', String(all.length));
    await expect(countLine(page)).toContainText('the full history');
    expect(v1Requests.length).toBeGreaterThan(0);
    expect(v1Requests.every((q) => q.get('start') === '1' && q.get('excludeDepositsWithdrawals') === 'false')).toBe(true);

    // a virtual list: what exists in the DOM is a screenful, not the history
    expect(await page.locator('[role="row"]').count()).toBeLessThan(1000);
    await expectFirstEntries(page, all);

    // the bottom of the list is the account's oldest row
    const expected = expectedEntries(all);
    await page.getByTestId('activity-list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => (await screenEntries(page)).at(-1)).toMatchObject({ index: expected.length - 1, ...expected.at(-1) });
    expect(await page.locator('[role="row"]').count()).toBeLessThan(1000);

    // the export holds every loaded row (REDEEM rows stay separate in the file), with a header
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(
      'time_utc,timestamp,type,description,side,market,condition_id,outcome,outcome_index,size,price,usdc_size,cash_flow_usdc,combo,transaction_hash',
    );
    expect(lines).toHaveLength(all.length + 1);
    expect(lines[1]).toContain(`,${all[0]!.transaction_hash}`);
    expect(lines.at(-1)).toContain(`,${all.at(-1)!.transaction_hash}`);
  });

  test('a type filter over the loaded full history narrows it in the page, with no request, to what the API lists for that type', async ({
    page,
    request,
  }) => {
    const all = await feedAll(request, firstPageQuery({ limit: '1000' }));
    const redeems = all.filter((r) => r.type === 'REDEEM');
    expect(redeems.length).toBeGreaterThan(0);
    await page.goto(ACTIVITY);
    await page.getByRole('button', { name: 'Load full history' }).click();
    await expect(countLine(page)).toHaveAttribute('data-rows', String(all.length));

    const v1 = recordRequests(page, '/data/activity');
    const v2 = recordRequests(page, '/data/v2/activity');
    await page.getByTestId('types-summary').click();
    await page.getByRole('checkbox', { name: 'Redeem' }).check();
    await expect(page).toHaveURL(`${ACTIVITY}?type=REDEEM`);
    await expect(countLine(page)).toHaveAttribute('data-source', 'full');
    await expect(countLine(page)).toHaveAttribute('data-rows', String(redeems.length));
    await expectFirstEntries(page, await feedAll(request, firstPageQuery({ limit: '1000', type: 'REDEEM' })));
    expect(v1.length + v2.length).toBe(0);

    await page.getByRole('checkbox', { name: 'Redeem' }).uncheck();
    await expect(countLine(page)).toHaveAttribute('data-rows', String(all.length));
    expect(v1.length + v2.length).toBe(0);
  });

  test('Cancel stops the full history walk and keeps the rows already shown', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/data\/(activity|v2\/user-stats)/);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const v1Requests = recordRequests(page, '/data/activity');
    await page.route('**/data/activity?*', async (route) => {
      await gate;
      await route.continue().catch(() => undefined); // the page cancelled it meanwhile
    });

    await page.goto(ACTIVITY);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await page.getByRole('button', { name: 'Load full history' }).click();
    const progress = page.getByRole('progressbar', { name: 'Reading the full history' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', /^0 activity rows so far/);
    await expect.poll(() => v1Requests.length).toBe(1);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('history-cancelled')).toContainText('stopped after 0 activity rows');
    await expect(countLine(page)).toHaveAttribute('data-source', 'pages');
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
    await expect(page.getByRole('button', { name: 'Load full history' })).toBeEnabled();

    release();
    await page.waitForTimeout(500);
    // nothing more was asked for, and nothing came back into the list
    expect(v1Requests).toHaveLength(1);
    await expect(countLine(page)).toHaveAttribute('data-source', 'pages');
  });

  test('a combo row opens its legs, as /v2/activity/combos lists them', async ({ page, request }) => {
    const all = await feedAll(request, firstPageQuery({ limit: '1000' }));
    const combo = all.find((r) => r.is_combo);
    test.skip(!combo, 'the demo trader needs a combo row');
    const res = await request.get(`/data/v2/activity/combos?user=${DEMO_TRADER}&market_id=${combo!.condition_id}&limit=500`);
    const events = ((await res.json()) as { data: ComboEvent[] }).data;
    const legs = (events.find((e) => e.tx_hash === combo!.transaction_hash) ?? events[0])!.legs;
    expect(legs.length).toBeGreaterThan(0);

    const index = all.indexOf(combo!);
    await page.goto(index < 100 ? ACTIVITY : `${ACTIVITY}?type=${combo!.type}`);
    const list = page.getByTestId('activity-list');
    const row = list
      .locator('[role="row"]')
      .filter({ has: page.locator(`[data-tx="${combo!.transaction_hash}"]`) })
      .first();
    await expect(list.locator('[role="row"][data-index="0"]')).toBeVisible();
    // a virtual list mounts only the rows near its viewport: scroll down until this one is drawn
    for (let step = 0; step < 400 && (await row.count()) === 0; step++) {
      await list.evaluate((el) => el.scrollBy(0, el.clientHeight / 2));
      await page.waitForTimeout(30);
    }
    await row.scrollIntoViewIfNeeded();
    const toggle = row.getByRole('button', { name: 'Show the legs of this combo' });
    await toggle.click();
    await expect(row.getByRole('button', { name: 'Hide the legs of this combo' })).toHaveAttribute('aria-expanded', 'true');
    const legRows = page.locator('[data-col="leg"]');
    await expect(legRows).toHaveCount(legs.length);
    for (const [i, leg] of legs.entries()) {
      await expect(legRows.nth(i)).toContainText(
        `Leg ${leg.leg_index + 1} of ${legs.length}: ${leg.leg_outcome_label} in ${leg.market.title}`,
      );
    }
    await row.getByRole('button', { name: 'Hide the legs of this combo' }).click();
    await expect(legRows).toHaveCount(0);
  });

  test('an empty filter result says what to do next', async ({ page }) => {
    await page.goto(`${ACTIVITY}?from=1999-01-01&to=1999-12-31`);
    await expect(page.getByRole('heading', { name: 'No activity matches these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(ACTIVITY);
    await expect(countLine(page)).toHaveAttribute('data-rows', '100');
  });
});
