import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, money, test } from './fixtures';
import { waitPersisted } from './persisted-cache';
import { attachScreenshots, expectAccessible } from './quality';

const COMBOS_URL = `/portfolio/${DEMO_TRADER}/combos`;
const ALL_STATUSES = ['OPEN', 'PARTIAL', 'RESOLVED_PARTIAL', 'RESOLVED_WIN', 'RESOLVED_LOSS'];

type ApiLeg = {
  leg_index: number;
  leg_condition_id: string;
  leg_outcome_label: string;
  leg_status: string;
  leg_current_price: string;
  leg_resolved_at: string | null;
};
type ApiCombo = {
  combo_condition_id: string;
  combo_position_id: string;
  status: string;
  shares_balance: string;
  entry_cost_usdc: string;
  total_cost_usdc: string;
  realized_payout_usdc: string;
  updated_at: string;
  legs: ApiLeg[];
};
type ApiActivity = { id: string; combo_condition_id: string; combo_position_id: string; type: string; legs: ApiLeg[] };

/** Every row of a v2 cursor route for `query`. */
async function walk<T>(request: APIRequestContext, path: string, query: Record<string, string>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams({ user: DEMO_TRADER, limit: '1000', ...query, ...(cursor ? { cursor } : {}) });
    const res = await request.get(`/data${path}?${q}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { data: T[]; pagination: { next_cursor: string | null } };
    rows.push(...body.data);
    cursor = body.pagination.next_cursor;
  } while (cursor);
  return rows;
}

const apiCombos = (request: APIRequestContext, query: Record<string, string> = {}) =>
  walk<ApiCombo>(request, '/v2/positions/combos', query);
const key = (c: ApiCombo) => `${c.combo_condition_id}/${c.combo_position_id}`;
/** Exact micro units of a decimal string, by string surgery. */
const micro = (s: string) => {
  const [w = '0', f = ''] = s.split('.');
  return BigInt(w + f.padEnd(6, '0'));
};

async function rowKeys(page: Page): Promise<string[]> {
  await expect(page.getByTestId('combos-table')).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId('combo-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key') ?? ''));
}

async function expectRowsMatch(page: Page, expected: ApiCombo[]) {
  await expect.poll(() => rowKeys(page)).toEqual(expected.map(key));
  await expect(page.getByTestId('combo-total-count')).toHaveText(String(expected.length));
}

test.describe('combos', () => {
  test('the combo positions on screen are the API rows, in its order, with its figures', async ({ page, request }, testInfo) => {
    await page.goto(`/portfolio/${DEMO_TRADER}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combos' }).click();
    await expect(page).toHaveURL(COMBOS_URL);
    await expect(page).toHaveTitle(/^Combos · /);

    const expected = await apiCombos(request, { sort: 'current_value_desc' });
    expect(expected.length, 'the demo trader holds combos').toBeGreaterThan(2);
    await expectRowsMatch(page, expected);

    const rows = page.getByTestId('combo-row');
    for (const [i, c] of expected.slice(0, 3).entries()) {
      const row = rows.nth(i);
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', c.status);
      await expect(row.locator('[data-col="cost"]')).toHaveText(money(Number(c.total_cost_usdc)));
      await expect(row.locator('[data-col="payout"]')).toHaveText(money(Number(c.realized_payout_usdc)));
      await expect(row.locator('[data-col="shares"]')).toHaveText(
        Number(c.shares_balance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      await expect(row.locator('[data-col="combo"]')).toContainText(c.legs[0]!.leg_outcome_label);
    }
    // the cost and paid-out totals are exact sums of the API's decimal strings, and the PnL is value + paid out − cost
    const cost = expected.reduce((s, c) => s + micro(c.total_cost_usdc), 0n);
    const paid = expected.reduce((s, c) => s + micro(c.realized_payout_usdc), 0n);
    await expect(page.getByTestId('combo-total-cost')).toHaveText(money(Number(cost) / 1e6));
    await expect(page.getByTestId('combo-total-paid-out')).toHaveText(money(Number(paid) / 1e6));

    // every status has a filter, each with its count
    for (const s of ALL_STATUSES) {
      await expect(page.locator(`input[type="checkbox"][value="${s}"]`)).toBeVisible();
    }

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'combos');
  });

  test('the status filter and the sort live in the URL, follow the API and survive a reload', async ({ page, request }) => {
    test.slow(); // a walk through several states, each checked against the API
    await page.goto(COMBOS_URL);
    await expectRowsMatch(page, await apiCombos(request, { sort: 'current_value_desc' }));

    await page.locator('input[value="OPEN"]').check();
    await page.locator('input[value="RESOLVED_WIN"]').check();
    await expect(page).toHaveURL(`${COMBOS_URL}?status=OPEN,RESOLVED_WIN`);
    const filtered = await apiCombos(request, { status: 'OPEN,RESOLVED_WIN', sort: 'current_value_desc' });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((c) => c.status === 'OPEN' || c.status === 'RESOLVED_WIN')).toBe(true);
    await expectRowsMatch(page, filtered);

    await page.getByLabel('Sort by').selectOption('entry_cost_desc');
    await expect(page).toHaveURL(`${COMBOS_URL}?status=OPEN,RESOLVED_WIN&sort=entry_cost_desc`);
    const sorted = await apiCombos(request, { status: 'OPEN,RESOLVED_WIN', sort: 'entry_cost_desc' });
    await expectRowsMatch(page, sorted);

    await page.reload();
    await expect(page.locator('input[value="OPEN"]')).toBeChecked();
    await expect(page.locator('input[value="RESOLVED_WIN"]')).toBeChecked();
    await expect(page.locator('input[value="PARTIAL"]')).not.toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('entry_cost_desc');
    await expectRowsMatch(page, sorted);

    // a status nobody holds: the empty state offers the way back
    const counts = await apiCombos(request, { status: ALL_STATUSES.join(',') });
    const absent = ALL_STATUSES.find((s) => !counts.some((c) => c.status === s));
    if (absent) {
      await page.goto(`${COMBOS_URL}?status=${absent}`);
      await expect(page.getByRole('heading', { name: 'No combos with this status' })).toBeVisible();
      await page.getByRole('button', { name: 'Show all statuses' }).click();
      await expect(page).toHaveURL(COMBOS_URL);
    }

    // Back undoes the last change: the sort, then the second status
    await page.goto(`${COMBOS_URL}?status=OPEN,RESOLVED_WIN&sort=entry_cost_desc`);
    await page.locator('input[value="RESOLVED_LOSS"]').check();
    await expect(page).toHaveURL(`${COMBOS_URL}?status=OPEN,RESOLVED_WIN,RESOLVED_LOSS&sort=entry_cost_desc`);
    await expectRowsMatch(page, await apiCombos(request, { status: 'OPEN,RESOLVED_WIN,RESOLVED_LOSS', sort: 'entry_cost_desc' }));
    await page.goBack();
    await expect(page.locator('input[value="RESOLVED_LOSS"]')).not.toBeChecked();
    await expectRowsMatch(page, sorted);
  });

  test('expanding a combo shows its legs and its lifecycle with a per-leg breakdown', async ({ page, request }, testInfo) => {
    test.slow(); // expands, checks every leg and event, runs axe, screenshots and reloads
    const combos = await apiCombos(request, { sort: 'current_value_desc' });
    const activity = await walk<ApiActivity>(request, '/v2/activity/combos', { limit: '500' });
    const eventsOf = (c: ApiCombo) =>
      activity.filter((e) => e.combo_condition_id === c.combo_condition_id && e.combo_position_id === c.combo_position_id);
    // the combo with the longest lifecycle
    const combo = [...combos].sort((a, b) => eventsOf(b).length - eventsOf(a).length)[0]!;
    const events = eventsOf(combo);
    expect(events.length).toBeGreaterThan(0);

    await page.goto(COMBOS_URL);
    await rowKeys(page);
    const row = page.locator(`[data-testid="combo-row"][data-key="${key(combo)}"]`);
    const toggle = row.getByRole('button', { name: /^Legs and activity of / });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(`${COMBOS_URL}?open=${combo.combo_condition_id}`);

    const details = page.locator(`#combo-details-${combo.combo_condition_id}`);
    await expect(toggle).toHaveAttribute('aria-controls', `combo-details-${combo.combo_condition_id}`);
    const legs = details.getByTestId('leg-row');
    await expect(legs).toHaveCount(combo.legs.length);
    for (const [i, leg] of combo.legs.entries()) {
      const l = legs.nth(i);
      await expect(l).toHaveAttribute('data-leg-condition', leg.leg_condition_id);
      await expect(l.locator('[data-col="outcome"]')).toHaveText(leg.leg_outcome_label);
      await expect(l.locator('[data-leg-status]')).toHaveAttribute('data-leg-status', leg.leg_status);
      await expect(l.locator('[data-col="price"]')).toHaveText(`${(Number(leg.leg_current_price) * 100).toFixed(1)}¢`);
      if (leg.leg_resolved_at === null) await expect(l.locator('[data-col="resolved"]')).toHaveText('—');
    }
    const lifecycle = details.getByTestId('combo-activity-row');
    await expect(lifecycle).toHaveCount(events.length);
    for (const [i, e] of events.entries()) {
      await expect(lifecycle.nth(i)).toHaveAttribute('data-type', e.type);
      await expect(lifecycle.nth(i).getByTestId('combo-activity-leg')).toHaveCount(e.legs.length);
    }

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'combos-expanded');

    // deep link: a reload keeps it open; the button closes it again
    await page.reload();
    await expect(page.locator(`#combo-details-${combo.combo_condition_id}`).getByTestId('leg-row')).toHaveCount(combo.legs.length);
    await row.getByRole('button', { name: /^Legs and activity of / }).click();
    await expect(page.locator(`#combo-details-${combo.combo_condition_id}`)).toHaveCount(0);
    await expect(page).toHaveURL(COMBOS_URL);
  });

  test('Refresh asks only for rows changed since the watermark', async ({ page, request }) => {
    const seen: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/data/v2/positions/combos') seen.push(url.searchParams);
    });
    await page.goto(COMBOS_URL);
    const expected = await apiCombos(request, { sort: 'current_value_desc' });
    await expectRowsMatch(page, expected);
    // the first load reads every status in full; it is the only full read of the page
    expect(seen[0]!.get('updatedAfter')).toBeNull();
    expect(seen[0]!.get('status')).toBe(ALL_STATUSES.join(','));
    const before = seen.length;

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('combo-sync-status')).toHaveAttribute('data-mode', 'incremental');
    await expect(page.getByTestId('combo-sync-status')).toContainText('Up to date');
    expect(seen.length).toBeGreaterThan(before);
    const watermark = Math.max(...expected.map((c) => Date.parse(c.updated_at) / 1000));
    for (const sync of seen.slice(1)) {
      expect(sync.get('updatedAfter')).toBe(String(watermark));
      expect(sync.get('sort')).toBe('updated_asc');
    }
    // nothing changed, so nothing moved
    await expectRowsMatch(page, expected);
  });

  test('a reload over the persisted mirror uses the whole list its HTML already asked for, once; Refresh then syncs', async ({
    page,
    request,
  }) => {
    await page.goto(COMBOS_URL);
    const expected = await apiCombos(request, { sort: 'current_value_desc' });
    await expectRowsMatch(page, expected);
    await waitPersisted(page, ['combos', 'positions']);

    const seen: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/data/v2/positions/combos') seen.push(url.search);
    });
    await page.reload();
    await expect(page.getByTestId('combo-sync-status')).toHaveAttribute('data-mode', 'full');
    await expectRowsMatch(page, expected);
    await page.waitForLoadState('networkidle');
    // the HTML's read served the app: one request, for the whole list, and no incremental one beside it
    expect(seen).toHaveLength(1);
    expect(new URLSearchParams(seen[0]).get('updatedAfter')).toBeNull();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('combo-sync-status')).toHaveAttribute('data-mode', 'incremental');
    expect(new URLSearchParams(seen.at(-1)).get('updatedAfter')).not.toBeNull();
  });

  test('a failed load says why and retries in place', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*\/data\/v2\/positions\/combos/);
    let fail = true;
    await page.route('**/data/v2/positions/combos?*', async (route) => {
      if (!fail) return route.fallback();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'combo ledger unavailable', code: 'internal', retryable: true, trace_id: 't' }),
      });
    });
    await page.goto(COMBOS_URL);
    const panel = page.getByRole('alert').filter({ hasText: 'Could not load combo positions' });
    await expect(panel).toContainText('combo ledger unavailable', { timeout: 30_000 });
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('combo-row').first()).toBeVisible();
  });
});
