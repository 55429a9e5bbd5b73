import type { Page } from '@playwright/test';
import { DEMO_TRADER, expect, test } from './fixtures';

/*
 * The Overview's equity breakdown (cash + market positions + open combos = equity) adds up on
 * screen, and each part is the figure the view that lists it shows: Accounting's cash, the
 * Positions total with archived markets included, and the Combos view's value total.
 */

const BASE = `/portfolio/${DEMO_TRADER}`;
const cents = (text: string) => BigInt(text.replace(/[$,]/g, '').replace('.', ''));

async function figure(page: Page, scope: string, id: string): Promise<string> {
  const cell = page.getByTestId(scope).getByTestId(id);
  await expect(cell).toHaveText(/^-?\$[\d,]+\.\d\d$/);
  return (await cell.textContent())!;
}

test('the Overview equity breakdown adds up, and each part is what Accounting, Positions and Combos show', async ({ page }) => {
  await page.goto(BASE);
  const equity = page.getByTestId('equity');
  await expect(equity.getByRole('heading', { name: 'Equity' })).toBeVisible();
  const cash = await figure(page, 'equity', 'equity-cash');
  const positions = await figure(page, 'equity', 'equity-positions');
  const combos = await figure(page, 'equity', 'equity-combos');
  const total = await figure(page, 'equity', 'equity-total');
  expect(cents(cash) + cents(positions) + cents(combos)).toBe(cents(total));
  expect(cents(combos), 'the demo trader holds open combos').toBeGreaterThan(0n);
  await expect(page.getByTestId('equity-exact')).toContainText(/exact total \$[\d,]+\.\d+ as of/);

  // each part links to the view that lists it
  await equity.getByRole('link', { name: 'Cash', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/accounting`);
  await expect(page.getByTestId('equity-summary').getByTestId('equity-cash')).toHaveText(cash);

  await page.goto(`${BASE}/positions?include_archived=true&limit=100`);
  const foot = page.getByTestId('positions-totals');
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // the Open tab lists markets still trading and Redeemable the resolved ones: together, the positions value
  const openValue = cents((await foot.locator('[data-col="value"]').textContent())!);
  await page.goto(`${BASE}/positions?status=REDEEMABLE&include_archived=true&limit=100`);
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  const resolvedValue = cents((await page.getByTestId('positions-totals').locator('[data-col="value"]').textContent())!);
  // each tab's total is rounded once, so the two parts may differ from the whole by a cent of rounding
  const gap = openValue + resolvedValue - cents(positions);
  expect(gap >= -1n && gap <= 1n, `${openValue} + ${resolvedValue} against ${positions}`).toBe(true);

  await page.goto(`${BASE}/combos`);
  await expect(page.getByTestId('combo-total-value')).toHaveText(combos);
});

test('PnL by category lists each category once, and its rows add up to its total', async ({ page }) => {
  await page.goto(BASE);
  const widget = page.getByTestId('category-pnl');
  const rows = widget.getByTestId('category-pnl-row');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allTextContents();
  const labels = texts.map((t) => t.replace(/\s*\(\d[\d,]*\).*$/, ''));
  expect(new Set(labels).size).toBe(labels.length);
  const signedCents = (t: string) => (t.includes('-') || t.includes('−') ? -1n : 1n) * BigInt(t.replace(/[^\d]/g, '') || '0');
  const values = await widget.locator('dd').allTextContents();
  const summary = await widget.locator('p').first().textContent();
  const shownTotal = signedCents(summary!.split(' over ')[0]!);
  const sum = values.reduce((s, v) => s + signedCents(v), 0n);
  // each row is rounded on its own: the rows' cents and the total's differ by at most half a cent a row
  expect(sum - shownTotal <= BigInt(values.length) && shownTotal - sum <= BigInt(values.length)).toBe(true);
});
