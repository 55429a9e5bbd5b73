import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_TRADER, expect, test } from './fixtures';
import { expectAccessible } from './quality';

/*
 * The views a trader reads most, on a 375 px phone: nothing scrolls sideways (neither the page nor
 * any table's frame), the first card shows its value and PnL whole, inside the screen, and a
 * screenshot of each is attached to the report.
 */

const PHONE = { width: 375, height: 812 };
const PORTFOLIO = `/portfolio/${DEMO_TRADER}`;

type View = {
  name: string;
  path: string;
  /** the first card */
  first: (page: Page) => Locator;
  /** what the first card must show whole: its value and PnL (what an approval's card leads with) */
  figures: string[];
};

const row = (list: string) => (page: Page) => page.getByTestId(list).locator('[role="row"][data-index="0"]');

const VIEWS: View[] = [
  { name: 'positions', path: `${PORTFOLIO}/positions`, first: (p) => p.getByTestId('position-row').first(), figures: ['value', 'pnl'] },
  { name: 'activity', path: `${PORTFOLIO}/activity`, first: row('activity-list'), figures: ['amount'] },
  { name: 'trades', path: `${PORTFOLIO}/trades`, first: row('trades-list'), figures: ['amount', 'price'] },
  { name: 'combos', path: `${PORTFOLIO}/combos`, first: (p) => p.getByTestId('combo-row').first(), figures: ['value', 'pnl'] },
  {
    name: 'approvals',
    path: `${PORTFOLIO}/approvals`,
    first: (p) => p.getByTestId('approval-row').first(),
    figures: ['allowance', 'status'],
  },
];

/** Widths that overflow: the page's, and every scroll region's (table frames and virtual lists). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement!;
    const regions = [...document.querySelectorAll<HTMLElement>('[role="region"]')]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.getAttribute('aria-label')}: ${el.scrollWidth} > ${el.clientWidth}`);
    return { page: doc.scrollWidth - doc.clientWidth, regions };
  });
}

async function attachScreen(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name}-375px.png`, { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  for (const view of VIEWS) {
    test(`${view.name}: cards, no sideways scrolling, value and PnL in the first card`, async ({ page }, testInfo) => {
      await page.goto(view.path);
      const first = view.first(page);
      await expect(first).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      expect(await sidewaysOverflow(page)).toEqual({ page: 0, regions: [] });
      for (const col of view.figures) {
        const figure = first.locator(`[data-col="${col}"]`);
        await expect(figure, `${view.name}: ${col}`).toBeInViewport({ ratio: 1 });
        await expect(figure).toHaveText(/\S/);
      }
      await attachScreen(page, testInfo, view.name);
      await expectAccessible(page, testInfo);
    });
  }

  test('the filters fold behind a "Filters" button that says how many are set; the order stays out', async ({ page }) => {
    await page.goto(`${PORTFOLIO}/trades?side=SELL`);
    const button = page.getByRole('button', { name: 'Filters (1)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Side')).toBeHidden();
    await expect(page.getByLabel('Order')).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Side')).toHaveValue('SELL');
    await expect(page.getByRole('combobox', { name: 'Market' })).toBeVisible();
    expect((await sidewaysOverflow(page)).page).toBe(0);
  });

  test('the nav fades where more tabs lie beyond, and shows the page’s own tab', async ({ page }) => {
    await page.goto(`${PORTFOLIO}/trades`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const { scrolls, mask, shown } = await nav.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const tab = el.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return {
        scrolls: el.scrollWidth > el.clientWidth,
        mask: getComputedStyle(el).maskImage,
        shown: tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5,
      };
    });
    expect(scrolls).toBe(true);
    expect(mask).toContain('linear-gradient');
    // the page's own tab is scrolled into the nav's box, not cut off at its edge
    expect(shown).toBe(true);
  });

  test('the Overview chart starts within two screens of scrolling', async ({ page }, testInfo) => {
    await page.goto(PORTFOLIO);
    const chart = page.getByTestId('pnl-widget');
    await expect(chart).toBeVisible();
    const top = await chart.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * PHONE.height);
    await attachScreen(page, testInfo, 'overview');
  });
});
