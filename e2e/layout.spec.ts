import { DEMO_TRADER, expect, test } from './fixtures';

/*
 * The main views at a desktop and a phone width: no page-level sideways scrolling, and a
 * screenshot of each kept with the test results for a human look.
 */
const VIEWS = [
  { name: 'home', path: '/', ready: 'Open the demo trader' },
  { name: 'overview', path: `/portfolio/${DEMO_TRADER}`, ready: 'top-positions' },
  { name: 'positions', path: `/portfolio/${DEMO_TRADER}/positions`, ready: 'position-row' },
] as const;

for (const width of [1440, 375]) {
  for (const view of VIEWS) {
    test(`${view.name} fits ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
      await page.goto(view.path);
      if (view.name === 'home') await expect(page.getByRole('button', { name: view.ready })).toBeVisible();
      else await expect(page.getByTestId(view.ready).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`${view.name}-${width}.png`), fullPage: false });
    });
  }
}

test('the controls and sortable headers are reachable by Tab, with a visible focus ring', async ({ page }) => {
  await page.goto(`/portfolio/${DEMO_TRADER}/positions`);
  await expect(page.getByTestId('position-row').first()).toBeVisible();
  const title = page.getByLabel('Market title');
  await title.focus();
  expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  const reached: string[] = [];
  for (let i = 0; i < 20 && !reached.includes('BUTTON:Value'); i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const name =
          el.tagName === 'INPUT'
            ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? '')
            : el.tagName === 'BUTTON'
              ? el.textContent
              : el.getAttribute('aria-label');
        return `${el.tagName}:${(name ?? '').trim()}`;
      }),
    );
  }
  expect(reached).toEqual(expect.arrayContaining(['INPUT:Min. shares', 'BUTTON:Size', 'BUTTON:Value']));
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
});
