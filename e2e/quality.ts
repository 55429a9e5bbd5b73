import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The experience bar every view spec applies: axe finds no serious or critical violation, and a
 * screenshot at desktop and phone widths is attached to the report. Call it once the view shows
 * its data (not its skeleton), so the check reads what a reader would read.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await testInfo.attach('axe-violations.json', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(
    bad.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Full-page screenshots at 1440 px and 375 px wide, attached to the test report. */
export async function attachScreenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // let layout settle after the resize (charts re-measure on resize)
    await page.waitForTimeout(150);
    const shot = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${name}-${width}px.png`, { body: shot, contentType: 'image/png' });
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(1);
    }
  }
  if (original) await page.setViewportSize(original);
}
