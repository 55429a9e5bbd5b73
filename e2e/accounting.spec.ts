import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_TRADER, expect, money, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';
import { parseCsv } from '../src/lib/csv';

const ACCOUNTING_URL = `/portfolio/${DEMO_TRADER}/accounting`;

/** Exact micro units of a CSV decimal, by string surgery. */
const micro = (s: string): bigint => {
  const neg = s.startsWith('-');
  const [w = '0', f = ''] = s.replace('-', '').split('.');
  const v = BigInt(w + f.padEnd(6, '0'));
  return neg ? -v : v;
};
const dollars = (m: bigint) => money(Number(m) / 1e6);

/** The snapshot's CSV files as records keyed by their header. */
function rows(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text);
  return body.map((l) => Object.fromEntries(header!.map((h, i) => [h, l[i] ?? ''])));
}

test.describe('accounting snapshot', () => {
  test('the preview totals are the CSV content, and the download is the ZIP', async ({ page, request }, testInfo) => {
    const res = await request.get(`/data/v1/accounting/snapshot?user=${DEMO_TRADER}`);
    expect(res.status()).toBe(200);
    const files = unzipSync(new Uint8Array(await res.body()));
    const positions = rows(strFromU8(files['positions.csv']!));
    const [equity] = rows(strFromU8(files['equity.csv']!));
    const positionsValue = positions.reduce((s, r) => s + micro(r.currentValue!), 0n);
    expect(positionsValue).toBe(micro(equity!.positionsValue!));

    await page.goto(`/portfolio/${DEMO_TRADER}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounting' }).click();
    await expect(page).toHaveURL(ACCOUNTING_URL);
    await expect(page).toHaveTitle(/^Accounting · /);

    await expect(page.getByTestId('equity-cash')).toHaveText(dollars(micro(equity!.cashBalance!)));
    await expect(page.getByTestId('equity-positions')).toHaveText(dollars(positionsValue));
    // the total is the sum of the two parts' cents, as the Overview computes it (src/lib/equity-figures.ts), so
    // the card adds up on screen; the exact equity.csv figure is checked to the micro below (equity-check)
    const toCents = (m: bigint) => (m + 5_000n) / 10_000n;
    await expect(page.getByTestId('equity-total')).toHaveText(
      dollars((toCents(micro(equity!.cashBalance!)) + toCents(positionsValue)) * 10_000n),
    );
    await expect(page.getByTestId('equity-check')).toHaveAttribute('data-consistent', 'true');
    await expect(page.getByTestId('snapshot-position-count')).toHaveText(`${positions.length} rows`);
    await expect(page.getByTestId('snapshot-equity')).toContainText(equity!.cashBalance!);

    // the positions table is virtualized: it draws fewer rows than it holds, and says how many it holds
    const grid = page.getByTestId('snapshot-positions').getByRole('table');
    await expect(grid).toHaveAttribute('aria-rowcount', String(positions.length + 1));
    const drawn = await grid.getByRole('row').count();
    expect(drawn).toBeGreaterThan(1);
    if (positions.length > 40) expect(drawn).toBeLessThan(positions.length + 1);
    await expect(grid.getByRole('row').nth(1)).toContainText(positions[0]!.title!);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ZIP' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^accounting-snapshot-${DEMO_TRADER}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Object.keys(unzipSync(new Uint8Array(bytes))).sort()).toEqual(['equity.csv', 'positions.csv']);

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'accounting');
  });

  test('one request per page load; a new snapshot is fetched only on demand', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/data/v1/accounting/snapshot') requests++;
    });
    await page.goto(ACCOUNTING_URL);
    await expect(page.getByTestId('equity-check')).toBeVisible();
    expect(requests).toBe(1);
    await page.getByRole('button', { name: 'New snapshot' }).click();
    await expect(page.getByTestId('snapshot-progress')).toHaveCount(0);
    await expect(page.getByTestId('equity-check')).toBeVisible();
    expect(requests).toBe(2);
  });

  test('a slow snapshot shows progress; a failed one says why and retries', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*\/data\/v1\/accounting\/snapshot/);
    let mode: 'slow' | 'fail' | 'pass' = 'slow';
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/data/v1/accounting/snapshot?*', async (route) => {
      if (mode === 'slow') {
        await held;
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'snapshot failed' }) });
      }
      if (mode === 'fail')
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'snapshot failed' }) });
      return route.fallback();
    });
    await page.goto(ACCOUNTING_URL);
    await expect(page.getByRole('progressbar', { name: 'Preparing the snapshot' })).toBeVisible();
    await expect(page.getByTestId('snapshot-skeleton')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
    mode = 'fail';
    release();
    const panel = page.getByRole('alert').filter({ hasText: 'Could not get the snapshot' });
    await expect(panel).toContainText('snapshot failed', { timeout: 30_000 });
    mode = 'pass';
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('equity-check')).toHaveAttribute('data-consistent', 'true');
    await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });
});
