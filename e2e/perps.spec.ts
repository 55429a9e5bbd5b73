import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { AMOY } from './trade-kit';

/*
 * The Perps view against the local gateway: the markets and a book that arrives over the socket
 * (never polled), one owner signature for a session whose proxy key signs every order in the page,
 * the sandbox faucet, a resting limit order, a market long with a TP/SL bracket, and a ticket
 * refused before anything is signed.
 */

type Ticker = { instrument_id: number; mark_price: string };

test('perps: markets and live book; a session, funds, a limit order and a bracketed market long', async ({ page, request }) => {
  test.slow();
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  const orderPosts: string[] = [];
  const bookReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/perps/v1/trade/orders') && r.method() === 'POST') orderPosts.push(r.url());
    if (r.url().includes('/perps/v1/info/book')) bookReads.push(r.url());
  });

  await page.goto('/perps');
  await expect(page.getByRole('heading', { name: 'Perps · BTC-USD' })).toBeVisible();
  await expect(page.getByTestId('perps-market-row')).toHaveCount(9);
  await expect(page.getByTestId('perps-markets').getByRole('link', { name: 'ETH-USD' })).toBeVisible();
  // the book comes over the gateway's WebSocket
  await expect(page.getByTestId('perps-book-bid').first()).toBeVisible();
  await expect(page.getByTestId('perps-book-ask').first()).toBeVisible();
  expect(sockets.some((u) => u.endsWith('/perps/v1/ws'))).toBe(true);
  expect(bookReads).toEqual([]);

  // one owner signature: CreateProxy; every order after it is signed by the in-memory proxy key
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/perps/v1/account/proxy') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start trading session' }).click();
  const { secret } = (await (await created).json()) as { secret: string };
  await page.getByRole('button', { name: 'Get 1000 test pUSD' }).click();
  await expect(page.getByTestId('perps-equity')).toHaveText('$1,000.00');
  expect(wallet.signingRequests).toEqual([{ method: 'eth_signTypedData_v4', primaryType: 'CreateProxy', chainId: AMOY }]);

  const tickers = (await (await request.get('/perps/v1/info/tickers')).json()) as Ticker[];
  const mark = Math.round(Number(tickers.find((t) => t.instrument_id === 6)!.mark_price));

  // too many decimals: refused in the ticket, nothing signed or sent
  await page.getByRole('textbox', { name: /^Price/ }).fill(String(Math.round(mark * 0.99)));
  await page.getByRole('textbox', { name: /^Size/ }).fill('0.0000001');
  await page.getByRole('button', { name: 'Place long order' }).click();
  await expect(page.getByTestId('perps-field-error')).toHaveText('Size: at most 5 decimal places on this instrument.');
  expect(orderPosts).toEqual([]);

  // a resting limit long below the mark
  await page.getByRole('textbox', { name: /^Size/ }).fill('0.001');
  await expect(page.getByTestId('perps-preview')).toContainText('Notional');
  await page.getByRole('button', { name: 'Place long order' }).click();
  await expect(page.getByTestId('perps-ack')).toHaveCount(1);
  await expect(page.getByTestId('perps-ack')).toContainText(/acknowledged as order #\d+/);

  // a market long with a take profit above and a stop loss below: three acks, the bracket's
  await page.getByRole('group', { name: 'Order type' }).getByText('Market', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Market' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Take profit/ }).fill(String(Math.round(mark * 1.03)));
  await page.getByRole('textbox', { name: /^Stop loss/ }).fill(String(Math.round(mark * 0.97)));
  await page.getByRole('button', { name: 'Place long order' }).click();
  const acks = page.getByTestId('perps-ack');
  await expect(acks).toHaveCount(3);
  await expect(acks.nth(0)).toContainText(/^Entry: acknowledged as order #\d+/);
  await expect(acks.nth(1)).toContainText(/^Take profit: acknowledged as order #\d+/);
  await expect(acks.nth(2)).toContainText(/^Stop loss: acknowledged as order #\d+/);
  expect(orderPosts).toHaveLength(2);
  expect(wallet.signingRequests).toHaveLength(1);

  // the proxy's secret never reached storage or the URL; a reload forgets the session, one signature opens a new one
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, location.href]));
  expect(stored).not.toContain(secret);
  const tradeReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/perps/v1/info/trades')) tradeReads.push(r.url());
  });
  await page.reload();
  // the trades panel opens with the latest trades, read once (the socket sends only what follows): the market long's among them
  await expect(page.getByTestId('perps-trade').first()).toBeVisible();
  expect(tradeReads).toEqual([expect.stringContaining('instrument_id=6')]);
  await page.getByRole('button', { name: 'Start trading session' }).click();
  // the same account (less the market order's fee), read with the new proxy's headers
  await expect(page.getByTestId('perps-equity')).toHaveText(/^\$9\d\d\.\d\d$/);
  expect(wallet.signingRequests.map((r) => r.primaryType)).toEqual(['CreateProxy', 'CreateProxy']);
});

test('perps: cancel-only mode is a banner and the ticket places nothing', async ({ page }, testInfo) => {
  await injectTestWallet(page, privateKeyToAccount(generatePrivateKey()), { chainId: AMOY });
  await page.route('**/perps/v1/info/exchange', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), cancel_only: true } });
  });
  await page.goto('/perps/ETH-USD');
  await expect(page.getByRole('heading', { name: 'Perps · ETH-USD' })).toBeVisible();
  await expect(page.getByTestId('perps-cancel-only')).toContainText('cancel-only mode');
  await expect(page.getByTestId('perps-market-row').filter({ hasText: 'ETH-USD' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('perps-book-bid').first()).toBeVisible();
  // the chart (its recharts chunk loads after the first frame) draws klines and mark; another interval reads again
  // on a freshly started service too, each interval draws a history: many points, not one
  const points = async () =>
    ((await page.getByTestId('perps-chart').locator('path.recharts-line-curve').first().getAttribute('d')) ?? '').split('L').length;
  await expect(page.getByTestId('perps-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect.poll(points).toBeGreaterThan(100);
  for (const interval of ['5m', '1d']) {
    await page.getByRole('group', { name: 'Chart interval' }).getByText(interval, { exact: true }).click();
    await expect(page.getByTestId('perps-chart').locator('svg.recharts-surface').first()).toBeVisible();
    await expect.poll(points).toBeGreaterThan(100);
  }
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  await expect(page.getByRole('button', { name: 'Place long order' })).toBeDisabled();
  await expectAccessible(page, testInfo);
});

test('perps on a phone (412 px): the ticket comes before the book, and market symbols stay on one line', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await injectTestWallet(page, privateKeyToAccount(generatePrivateKey()), { chainId: AMOY });
  await page.goto('/perps/ETH-USD');
  await expect(page.getByRole('heading', { name: 'Perps · ETH-USD' })).toBeVisible();
  const top = async (l: ReturnType<typeof page.getByTestId>) => (await l.boundingBox())!.y;
  // the connect card (the wallet part) sits between the markets and the chart, so above the book
  const connect = page.getByRole('heading', { name: 'Connect a wallet to trade perps' });
  // the wallet part's own card, not the placeholder it replaces (the same heading, swapped while the wallet code loads)
  await expect(page.getByRole('button', { name: 'Test Wallet' })).toBeVisible();
  await expect(page.getByTestId('perps-book-bid').first()).toBeVisible();
  expect(await top(connect)).toBeGreaterThan(await top(page.getByTestId('perps-markets')));
  expect(await top(connect)).toBeLessThan(await top(page.getByTestId('perps-chart')));
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  const ticket = page.getByRole('heading', { name: /^Order ticket/ });
  await expect(ticket).toBeVisible();
  expect(await top(ticket)).toBeLessThan(await top(page.getByTestId('perps-book')));
  // a symbol on one line: its link is one line of text high
  for (const link of await page.getByTestId('perps-markets').getByRole('link').all())
    expect((await link.boundingBox())!.height).toBeLessThan(24);
  // the page itself does not scroll sideways (the market table may, inside its card)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
});
