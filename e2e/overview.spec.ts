import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, money, signedMoney, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

const OVERVIEW = `/portfolio/${DEMO_TRADER}`;

type PnlPoint = { timestamp: number; realized_pnl: number; unrealized_pnl: number; position_pnl: number };
type PnlSeries = { interval: string; fidelity: string; points: PnlPoint[] };
type Position = { token_id: string; event_id: string; current_value: number };

/** The `data` of a v2 route, asserted to be a 200. */
async function v2<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/data${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const pnlSeries = (request: APIRequestContext, interval: string, fidelity: string) =>
  v2<PnlSeries>(request, `/v2/user-pnl?user=${DEMO_TRADER}&interval=${interval}&fidelity=${fidelity}`);

/** Exact sum in micro-dollars, as the app sums. */
function exactSum(values: number[]): number {
  return Number(values.reduce((acc, v) => acc + BigInt(Math.round(v * 1_000_000)), 0n)) / 1_000_000;
}

/** A choice of the chart's window or step: the pill is the radio's label. */
const choice = (page: Page, group: 'Window' | 'Step', label: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) });

/** Everything on the page has loaded: no skeleton, no dimmed placeholder. */
async function settled(page: Page) {
  await expect(page.getByTestId('pnl-chart')).toBeVisible();
  await expect(page.getByTestId('allocation-by-category')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('overview', () => {
  test('the headline figures are the API figures for the demo trader', async ({ page, request }) => {
    const [value, volume, stats, pnl] = await Promise.all([
      v2<{ value: number }>(request, `/v2/value?user=${DEMO_TRADER}`),
      v2<{ volume: number; volume_usdc: number; trade_count: number }>(request, `/v2/user-volume?user=${DEMO_TRADER}`),
      v2<{ trades: number; biggest_win: number }>(request, `/v2/user-stats?user=${DEMO_TRADER}`),
      pnlSeries(request, '1m', '1d'),
    ]);
    expect(stats.trades).toBeGreaterThan(0);
    expect(stats.biggest_win).toBeGreaterThan(0);

    await page.goto(OVERVIEW);
    await expect(page.getByTestId('kpi-value')).toHaveText(money(value.value));
    await expect(page.getByTestId('kpi-volume')).toHaveText(money(volume.volume_usdc));
    await expect(page.getByTestId('kpi-markets-traded')).toHaveText(new Intl.NumberFormat('en-US').format(stats.trades));
    await expect(page.getByTestId('kpi-biggest-win')).toHaveText(money(stats.biggest_win));

    // PnL: the series' last point, the wallet's standing now
    const last = pnl.points.at(-1)!;
    await expect(page.getByTestId('kpi-total-pnl')).toHaveText(signedMoney(last.position_pnl));
    await expect(page.getByTestId('kpi-realized-pnl')).toHaveText(signedMoney(last.realized_pnl));
    await expect(page.getByTestId('kpi-unrealized-pnl')).toHaveText(signedMoney(last.unrealized_pnl));
    await expect(page.getByTestId('kpi-data-as-of')).not.toBeEmpty();
    // the local service crawls no chain: its figures' age is the dataset's, and the card says so rather than alarm
    await expect(page.getByTestId('kpi-data-as-of').locator('xpath=following-sibling::dd[1]')).toContainText(
      /^Dataset generated .+ ago \(sandbox: no chain feed\)$/,
    );
  });

  test('the profile header, the track record and the fees and income are the API’s, exactly', async ({ page, request }) => {
    type Settled = { total_pnl: number; avg_price: number; total_size: number };
    const [profile, closed, redeemable, pnl] = await Promise.all([
      request
        .get(`/gamma/public-profile?address=${DEMO_TRADER}`)
        .then((r) => r.json() as Promise<{ name: string; verifiedBadge: boolean; xUsername: string }>),
      v2<Settled[]>(request, `/v2/positions?user=${DEMO_TRADER}&status=CLOSED&limit=500`),
      v2<Settled[]>(request, `/v2/positions?user=${DEMO_TRADER}&status=REDEEMABLE&limit=500`),
      pnlSeries(request, '1m', '1d'),
    ]);
    await page.goto(OVERVIEW);
    const header = page.getByTestId('profile-header');
    await expect(header.getByTestId('profile-name')).toHaveText(profile.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Overview of ${profile.name}`);
    if (profile.verifiedBadge) await expect(header.getByText('Verified')).toBeVisible();
    await expect(header).toContainText(`@${profile.xUsername}`);

    const settledRows = [...closed, ...redeemable];
    const wins = settledRows.filter((p) => Math.round(p.total_pnl * 1e6) > 0).length;
    await expect(page.getByTestId('wins-losses')).toHaveText(`${wins} / ${settledRows.length - wins}`);
    const micro = settledRows.reduce((s, p) => s + BigInt(Math.round(p.total_pnl * 1e6)), 0n);
    await expect(page.getByTestId('settled-pnl')).toHaveText(signedMoney(Number(micro) / 1e6));

    const last = pnl.points.at(-1)! as unknown as Record<string, number>;
    await expect(page.getByTestId('income-fees')).toHaveText(signedMoney(last.fees!));
    await expect(page.getByTestId('income-rewards')).toHaveText(money(last.reward_income!));
    await expect(page.getByTestId('income-yield')).toHaveText(money(last.yield_income!));
  });

  test('starts every independent request together, and each only once', async ({ page }) => {
    const sent: { path: string; at: number }[] = [];
    const answered: number[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/data/') || url.pathname.startsWith('/gamma/'))
        sent.push({ path: `${url.pathname}?${url.searchParams}`, at: Date.now() });
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/data/')) answered.push(Date.now());
    });
    await page.goto(OVERVIEW);
    await settled(page);

    const independent = ['/data/v2/value', '/data/v2/user-stats', '/data/v2/user-volume', '/data/v2/user-pnl', '/data/v2/status'];
    for (const route of [...independent, '/gamma/public-profile'])
      expect(
        sent.filter((s) => s.path.startsWith(`${route}?`)),
        route,
      ).toHaveLength(1);
    // open positions with the figures; the settled ones (the track record, below them) from its widget
    const positions = sent.filter((s) => s.path.startsWith('/data/v2/positions?'));
    const statuses = positions.map((s) => new URL(s.path, 'http://x').searchParams.get('status'));
    expect(statuses.sort()).toEqual(['CLOSED', 'OPEN', 'REDEEMABLE']);
    const open = positions.filter((s) => s.path.includes('status=OPEN'));
    // no waterfall: the figures' reads and the open positions all left before the first answer came back
    const lastSent = Math.max(...[...sent.filter((s) => independent.some((r) => s.path.startsWith(`${r}?`))), ...open].map((s) => s.at));
    expect(lastSent).toBeLessThanOrEqual(Math.min(...answered));
    // the dependent reads (event categories) follow the positions: the open positions' events, then
    // (for PnL by category) the settled positions' other events, each id once
    const eventReads = sent.filter((s) => s.path.startsWith('/gamma/events?'));
    expect(eventReads.length).toBeGreaterThanOrEqual(1);
    expect(eventReads.length).toBeLessThanOrEqual(2);
    const ids = eventReads.flatMap((s) => new URL(s.path, 'http://x').searchParams.getAll('id').flatMap((v) => v.split(',')));
    expect(new Set(ids).size, 'no event read twice').toBe(ids.length);
    expect(new Set(sent.map((s) => s.path)).size, 'no URL requested twice').toBe(sent.length);
  });

  test('the PnL chart draws the API series, and its window and step round-trip through the URL and reload', async ({ page, request }) => {
    const monthly = await pnlSeries(request, '1m', '1d');
    await page.goto(OVERVIEW);
    const chart = page.getByTestId('pnl-chart');
    await expect(chart).toHaveAttribute('data-points', String(monthly.points.length));
    // three lines (total, realized, unrealized), each through every point
    const lines = chart.locator('path.recharts-line-curve');
    await expect(lines).toHaveCount(3);
    const segments = await lines.evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').split('L').length));
    expect(segments).toEqual([monthly.points.length, monthly.points.length, monthly.points.length]);
    await expect(page.getByTestId('pnl-summary')).toContainText(`to ${money(monthly.points.at(-1)!.position_pnl)}`);

    // a week: its own step (12h), in the URL
    const weekly = await pnlSeries(request, '1w', '12h');
    await choice(page, 'Window', '1W').click();
    await expect(page).toHaveURL(`${OVERVIEW}?interval=1w`);
    await expect(chart).toHaveAttribute('data-interval', '1w');
    await expect(chart).toHaveAttribute('data-fidelity', '12h');
    await expect(chart).toHaveAttribute('data-points', String(weekly.points.length));

    // a daily step within the week
    const weeklyDaily = await pnlSeries(request, '1w', '1d');
    await choice(page, 'Step', '1d').click();
    await expect(page).toHaveURL(`${OVERVIEW}?interval=1w&fidelity=1d`);
    await expect(chart).toHaveAttribute('data-points', String(weeklyDaily.points.length));

    // reload: same URL, same choice, same series
    await page.reload();
    await expect(page).toHaveURL(`${OVERVIEW}?interval=1w&fidelity=1d`);
    await expect(chart).toHaveAttribute('data-fidelity', '1d');
    await expect(chart).toHaveAttribute('data-points', String(weeklyDaily.points.length));
    await expect(page.getByRole('group', { name: 'Window' }).getByRole('radio', { name: '1W', exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Step' }).getByRole('radio', { name: '1d', exact: true })).toBeChecked();

    // Back undoes the step; the cards keep their figures whatever the window
    await page.goBack();
    await expect(page).toHaveURL(`${OVERVIEW}?interval=1w`);
    await expect(chart).toHaveAttribute('data-fidelity', '12h');
    await expect(page.getByTestId('kpi-total-pnl')).toHaveText(signedMoney(monthly.points.at(-1)!.position_pnl));
  });

  test('allocation by event and by category add up to the open positions, exactly', async ({ page, request }) => {
    // every held position (archived markets and dust included, as the positions value counts them),
    // less those of resolved markets: the chart is of markets still trading (issue 28)
    const held = await v2<(Position & { status: string })[]>(
      request,
      `/v2/positions?user=${DEMO_TRADER}&status=OPEN&include_archived=true&filter_type=TOKENS&filter_amount=0.000001&limit=1000`,
    );
    const open = held.filter((p) => p.status === 'OPEN');
    const total = exactSum(open.map((p) => p.current_value));
    const events = new Set(open.map((p) => p.event_id));

    await page.goto(OVERVIEW);
    for (const id of ['allocation-by-event', 'allocation-by-category']) {
      const widget = page.getByTestId(id);
      await expect(widget).toHaveAttribute('data-total', String(total));
      await expect(widget).toContainText(`${money(total)} in ${open.length} open market positions of markets still trading`);
      const slices = widget.getByTestId('allocation-slice');
      const shares = await slices.evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-permille'))));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
      const values = await slices.evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-value'))));
      expect(exactSum(values)).toBe(total);
    }

    // the largest event: its value is the sum of its positions, and its link opens them
    const first = page.getByTestId('allocation-by-event').getByTestId('allocation-slice').first();
    const eventId = (await first.getAttribute('data-key'))!;
    expect(events.has(eventId)).toBe(true);
    expect(Number(await first.getAttribute('data-value'))).toBe(
      exactSum(open.filter((p) => p.event_id === eventId).map((p) => p.current_value)),
    );
    await first.getByRole('link').click();
    await expect(page).toHaveURL(`${OVERVIEW}/positions?event_id=${eventId}&include_archived=true`);
    const expected = open.filter((p) => p.event_id === eventId).map((p) => p.token_id);
    await expect(page.getByTestId('position-row')).toHaveCount(expected.length);
    const rows = await page.getByTestId('position-row').evaluateAll((r) => r.map((x) => x.getAttribute('data-asset') ?? ''));
    expect(rows.sort()).toEqual(expected.sort());
  });

  test('the largest positions are the API’s first five by value, each opening its market', async ({ page, request }) => {
    const open = await v2<(Position & { condition_id: string })[]>(
      request,
      `/v2/positions?user=${DEMO_TRADER}&status=OPEN&sort_by=CURRENT_VALUE&limit=5`,
    );
    await page.goto(OVERVIEW);
    const items = page.getByTestId('top-positions').getByRole('listitem');
    await expect(items).toHaveCount(open.length);
    expect(await items.evaluateAll((li) => li.map((l) => l.getAttribute('data-asset')))).toEqual(open.map((p) => p.token_id));
    await items.first().getByRole('link').click();
    // the market opens with this trader's position in it
    await expect(page).toHaveURL(`/market/${open[0]!.condition_id}?address=${DEMO_TRADER}`);
  });

  test('a failing figure fails alone, in place, and retries', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503.*\/data\/v2\/user-stats/);
    let fail = true;
    await page.route('**/data/v2/user-stats?*', async (route) => {
      if (!fail) return route.fallback();
      // retryable, with Retry-After: 0 so the client's retries run at once and give up quickly
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '0' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'stats are resting', code: 'dependency_unavailable', retryable: true, trace_id: 't' }),
      });
    });
    await page.goto(OVERVIEW);
    const card = page.getByRole('term').filter({ hasText: 'Markets traded' }).locator('..');
    await expect(card.getByRole('alert')).toContainText('stats are resting');
    // the other figures are unaffected
    await expect(page.getByTestId('kpi-value')).toBeVisible();
    await expect(page.getByTestId('pnl-chart')).toBeVisible();
    fail = false;
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('kpi-markets-traded')).toBeVisible();
  });

  test('is accessible and fits a phone', async ({ page }, testInfo) => {
    await page.goto(OVERVIEW);
    await settled(page);
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'overview');
  });
});
