import type { Page, Request, TestInfo } from '@playwright/test';
import { L1_HEADERS } from '../src/api/trading/wire';
import { DEMO_GRANT_KEY } from '../src/wallet/demo-provider';
import { DEMO_TRADER, expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { AMOY, connectAndEnable, fundedAccount, liquidMarket, type Market } from './trade-kit';

/*
 * The Trade view as a desk, on the real local service: the Demo wallet survives a reload (the fact
 * of the connection only; the API credentials come back from one signature and are never stored),
 * focus and a live region follow each step, and the desk fits a 375 px phone (the ticket first, the
 * book folded, Place order on screen) and a desktop (no header text colliding), without axe
 * violations.
 */

const PHONE = { width: 375, height: 812 };
const deepLink = (m: Market) => `/trade?market=${m.condition_id}&outcome=0&side=BUY`;
const stepStatus = (page: Page) => page.getByTestId('wallet-step-status');

/** A screenshot kept beside the test's results and attached to its report, for a human look. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Everything the page keeps beyond memory: both storages and the address bar. */
async function kept(page: Page): Promise<string> {
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  return `${storage} ${page.url()}`;
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Header cells (tables' and ARIA grids') whose text overflows the cell or runs into the next one. */
async function collidingHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const rows = document.querySelectorAll('thead tr, [role="row"]:has(> [role="columnheader"])');
    for (const row of rows) {
      const cells = [...row.querySelectorAll<HTMLElement>(':scope > th, :scope > [role="columnheader"]')]
        .filter((c) => c.offsetParent !== null && !c.querySelector('.sr-only'))
        .map((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return { text: c.textContent?.trim() ?? '', box: range.getBoundingClientRect(), overflow: c.scrollWidth > c.clientWidth + 1 };
        });
      cells.forEach((c, i) => {
        if (c.overflow) bad.push(`${c.text} overflows its cell`);
        const next = cells[i + 1];
        if (next && c.box.width > 0 && next.box.width > 0 && next.box.left - c.box.right < 4) bad.push(`${c.text}|${next.text}`);
      });
    }
    // the page's own header row: the title and the network line side by side
    const title = document.querySelector('main h1')?.getBoundingClientRect();
    const network = document.querySelector('[data-testid="trading-network"]')?.getBoundingClientRect();
    if (title && network && network.top < title.bottom && network.left < title.right) bad.push('Trade|trading-network');
    return bad;
  });
}

test('the Demo wallet stays connected through a reload; trading comes back with one signature, nothing stored', async ({
  page,
  consoleGuard,
}) => {
  test.slow();
  // the demo trader's key exists after its first enable: the create meets a 400 and the same signature derives
  consoleGuard.allow(/status of 400 .*\/clob\/auth\/api-key/);
  const auth: Request[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/clob/auth/') && auth.push(r)));
  let derived = '';
  page.on('response', async (r) => {
    if (r.ok() && new URL(r.url()).pathname.match(/^\/clob\/auth\/(api-key|derive-api-key)$/)) derived = await r.text();
  });

  await page.goto('/trade');
  await page.getByRole('button', { name: 'Demo wallet (sandbox)' }).click();
  // connect: focus on the next step, the change said politely
  await expect(page.getByRole('heading', { name: 'Enable trading' })).toBeFocused();
  await expect(stepStatus(page)).toHaveText('Wallet connected. Enable trading with one signature.');
  await expect(stepStatus(page)).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Enable trading' }).click();
  // enable: focus on the ticket
  await expect(page.getByRole('heading', { name: 'Order ticket' })).toBeFocused();
  await expect(stepStatus(page)).toHaveText('Trading enabled. The order ticket is ready.');
  await expect(page.getByRole('heading', { name: /^Open orders \(\d+\)$/ })).toBeVisible();

  await page.reload();
  // still connected, no connect step: the wallet reconnected by itself
  await expect(page.getByTestId('wallet-button')).toHaveText(`${DEMO_TRADER.slice(0, 6)}…${DEMO_TRADER.slice(-4)}`);
  await expect(page.getByRole('heading', { name: 'Enable trading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connect a wallet to trade' })).toHaveCount(0);
  const before = auth.length;
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByRole('heading', { name: /^Open orders \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order ticket' })).toBeFocused();

  // one signature: every L1 request of this enable carries the same one
  const signatures = new Set(
    await Promise.all(auth.slice(before).map(async (r) => (await r.allHeaders())[L1_HEADERS.signature.toLowerCase()])),
  );
  expect(signatures.size).toBe(1);
  expect([...signatures][0]).toMatch(/^0x[0-9a-f]{130}$/i);

  // the fact of the connection is kept; the credentials are not, anywhere
  const creds = JSON.parse(derived) as { apiKey: string; secret: string; passphrase: string };
  const stored = await kept(page);
  expect(stored).toContain(DEMO_GRANT_KEY);
  for (const value of [creds.apiKey, creds.secret, creds.passphrase]) expect(stored).not.toContain(value);

  // disconnect from the header: focus on the header's Connect button (as on every page), not <body>;
  // the connect step still says what happened; a reload then stays disconnected
  await page.getByTestId('wallet-button').click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a wallet to trade' })).toBeVisible();
  await expect(page.getByTestId('wallet-button')).toBeFocused();
  await expect(page.getByTestId('wallet-button')).toHaveText('Connect wallet');
  await expect(stepStatus(page)).toHaveText('Wallet disconnected. Connect a wallet to trade.');
  expect(await kept(page)).not.toContain(DEMO_GRANT_KEY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Demo wallet (sandbox)' })).toBeEnabled();
  await expect(page.getByTestId('wallet-button')).toHaveText('Connect wallet');
});

test('switch network: focus moves to the next step and the switch is announced', async ({ page, request }) => {
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: 137 });
  await page.goto('/trade');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Switch network to sign' })).toBeFocused();
  await expect(stepStatus(page)).toHaveText(/^Wallet connected\. Switch your wallet to Amoy/);
  await page.getByRole('button', { name: /^Switch to/ }).click();
  await expect(page.getByRole('heading', { name: 'Enable trading' })).toBeFocused();
  await expect(stepStatus(page)).toHaveText(/^Switched to Amoy.*\. Enable trading with one signature\.$/);
  expect(wallet.signingRequests).toEqual([]);
});

test.describe('the desk with a market chosen and trading enabled', () => {
  let market: Market;
  test.beforeEach(async ({ page, request }) => {
    const account = await fundedAccount(request);
    await injectTestWallet(page, account, { chainId: AMOY });
    market = await liquidMarket(request);
  });

  test('at 375 px: no sideways scrolling, the ticket before the folded book, Place order on screen, no axe violations', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto(deepLink(market));
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Enable trading' })).toBeFocused();
    await page.getByRole('button', { name: 'Enable trading' }).click();
    await expect(page.getByRole('heading', { name: 'Order ticket' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Open orders (0)' })).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // the ticket comes first, the book is folded behind a disclosure button below it
    const ticket = page.getByRole('form', { name: 'Order ticket' });
    const fold = page.getByRole('button', { name: 'Order book' });
    await expect(ticket).toBeVisible();
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    const [ticketTop, foldTop] = await Promise.all([ticket, fold].map(async (l) => (await l.boundingBox())!.y));
    expect(ticketTop).toBeLessThan(foldTop!);
    await expect(page.getByRole('heading', { name: /order book/i, level: 2 })).toBeHidden();

    // Place order on screen, with the ticket filled (its preview makes it longer) and scrolled through
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeInViewport({ ratio: 1 });
    await page.getByLabel(/Limit price/).fill('2');
    await page.getByLabel(/Shares \(minimum/).fill(String(Math.max(10, market.minimum_order_size)));
    await expect(place).toBeEnabled();
    await expect(place).toBeInViewport({ ratio: 1 });
    await page.getByLabel('Order type').scrollIntoViewIfNeeded();
    await expect(place).toBeInViewport({ ratio: 1 });
    await shoot(page, testInfo, 'desk-375px');
    await expectAccessible(page, testInfo);

    // placed: the answer takes the focus Place order lost while the wallet signed
    await place.click();
    await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
    await expect(page.getByTestId('order-result')).toBeFocused();

    // unfolded, the book fits too
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: /order book/i, level: 2 })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, testInfo, 'desk-375px-book', true);
    await expectAccessible(page, testInfo);
  });

  test('at 1024 to 1920 px: no header text collides; at 1440 px no axe violations', async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await connectAndEnable(page, deepLink(market));
    await expect(page.getByRole('form', { name: 'Order ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order book' })).toBeHidden();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, testInfo);
    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await collidingHeaders(page), `at ${width} px`).toEqual([]);
      expect(await sidewaysOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
      await shoot(page, testInfo, `desk-${width}px`, true);
    }
  });
});
