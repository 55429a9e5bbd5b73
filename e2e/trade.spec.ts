import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { AMOY, chooseMarket, connectAndEnable, fundedAccount, liquidMarket, marketBox, restingTicket, setMode } from './trade-kit';

/*
 * In-browser trading against the real local service, through a test wallet the page sees as any
 * EIP-6963 wallet (it signs in the test process). Each test trades as a fresh account funded by the
 * sandbox faucet. Serial: one test switches the exchange's mode, which every order sees.
 */

test.describe.configure({ mode: 'serial' });

test('connect, enable trading, rest an order, see it open, cancel it; then a market buy fills everywhere', async ({ page, request }) => {
  test.slow();
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  // the market view's "Trade" opens the ticket on that market and outcome
  await page.goto(`/market/${market.condition_id}`);
  await page
    .getByRole('navigation', { name: 'Trade this market' })
    .getByRole('link', { name: `Trade ${market.tokens[0]!.outcome}` })
    .click();
  await expect(page).toHaveURL(`/trade?market=${market.condition_id}&outcome=0&side=BUY`);
  await connectAndEnable(page, '');
  expect(wallet.signingRequests).toEqual([{ method: 'eth_signTypedData_v4', primaryType: 'ClobAuth', chainId: AMOY }]);
  await expect(page.getByTestId('cash-balance')).toHaveText('$1,000.00');
  await expect(marketBox(page)).toHaveValue(market.question);

  // a resting BUY far below the market
  await page.getByLabel(/Limit price/).fill('2');
  await page.getByLabel(/Shares \(minimum/).fill('10');
  await expect(page.getByTestId('signed-amounts')).toContainText('makerAmount 200000');
  await expect(page.getByTestId('signed-amounts')).toContainText('takerAmount 10000000');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  expect(wallet.signingRequests.at(-1)).toEqual({ method: 'eth_signTypedData_v4', primaryType: 'Order', chainId: AMOY });
  const row = page.getByTestId('open-order');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0 / 10');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('open-order')).toHaveCount(0);

  // a FOK market buy of $5 takes from the asks: a fill in trade history, positions and activity
  await page.getByLabel('Order type').selectOption('FOK');
  await page.getByLabel('Dollars to spend').fill('5');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order matched.');
  await expect(page.getByTestId('trade-row').first()).toContainText('Taker');
  const address = account.address;
  const positions = (await (await request.get(`/data/positions?user=${address}`)).json()) as { asset: string; size: number }[];
  expect(positions.map((p) => p.asset)).toContain(market.tokens[0]!.token_id);
  const activity = (await (await request.get(`/data/activity?user=${address}&type=TRADE`)).json()) as { type: string }[];
  expect(activity.length).toBeGreaterThan(0);
  // the header shows the account, and its own portfolio is one click away
  await expect(page.getByTestId('wallet-button')).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  await page.getByTestId('wallet-button').click();
  await page.getByRole('link', { name: 'My portfolio' }).click();
  await expect(page).toHaveURL(`/portfolio/${address}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Positions' }).click();
  await expect(page.getByRole('row').filter({ hasText: market.tokens[0]!.outcome }).first()).toBeVisible();
  // and the position's row opens the ticket on its market and outcome
  const held = page.getByTestId('position-row').filter({ has: page.locator(`[href^="/market/${market.condition_id}"]`) });
  await held.getByTestId('trade-link').click();
  await expect(page).toHaveURL(`/trade?market=${market.condition_id}&outcome=0&side=BUY`);
  await expect(marketBox(page)).toHaveValue(market.question);

  // nothing secret was kept anywhere the page can store things
  await page.goto('/trade');
  const stored = await page.evaluate(async () => {
    const idb = await Promise.all(
      (await indexedDB.databases()).map(
        (d) =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open(d.name!);
            open.onsuccess = () => {
              const db = open.result;
              const names = [...db.objectStoreNames];
              if (names.length === 0) return resolve('');
              const tx = db.transaction(names, 'readonly');
              const parts: string[] = [];
              for (const n of names) {
                const req = tx.objectStore(n).getAll();
                req.onsuccess = () => parts.push(JSON.stringify(req.result));
              }
              tx.oncomplete = () => resolve(parts.join('\n'));
            };
            open.onerror = () => resolve('');
          }),
      ),
    );
    return [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), ...idb].join('\n');
  });
  expect(stored).not.toMatch(/secret|passphrase|apiKey|api_key|signature/i);
});

test('a wallet on another network gets a switch prompt and no signing request; a rejected signature is silent', async ({
  page,
  request,
}) => {
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: 137, rejectSignatures: true });
  await page.goto('/trade');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Switch network to sign' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable trading' })).toHaveCount(0);
  expect(wallet.signingRequests).toEqual([]);
  await page.getByRole('button', { name: /Switch to Amoy/ }).click();
  await page.getByRole('button', { name: 'Enable trading' }).click();
  // the button can read enabled before the click disabled it: wait for the request itself
  await expect.poll(() => wallet.signingRequests.length).toBe(1);
  await expect(page.getByRole('button', { name: 'Enable trading' })).toBeEnabled();
  await expect(page.getByTestId('trade-error')).toHaveCount(0);
  wallet.rejectSignatures(false);
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByRole('heading', { name: /^Open orders/ })).toBeVisible();
});

test('post-only mode: the order is refused with a banner and the ticket then forces post-only; back to normal', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  await restingTicket(page, request);
  await setMode(request, 'post-only', 30);
  try {
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('mode-banner')).toContainText('post-only');
    await expect(page.getByTestId('mode-banner')).toContainText('30 s');
    const postOnly = page.getByLabel(/Post only/);
    await expect(postOnly).toBeChecked();
    await expect(postOnly).toBeDisabled();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  } finally {
    await setMode(request, 'normal');
  }
  await expect(page.getByTestId('mode-banner')).toHaveCount(0);
});

test('API keys: the list holds the key of this tab, and deleting it makes the tab forget it', async ({ page, request }) => {
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  await connectAndEnable(page);
  await page.getByTestId('wallet-button').click();
  await page.getByRole('link', { name: 'API keys and trading settings' }).click();
  await expect(page).toHaveURL('/trade/keys');
  const key = page.getByTestId('api-key');
  await expect(key).toHaveCount(1);
  await expect(key).toContainText("(this tab's key)");
  await page.getByRole('button', { name: "Delete this tab's key" }).click();
  await expect(page.getByRole('button', { name: 'Enable trading' })).toBeVisible();
});

test('the portfolio tabs lead to the wallet’s own portfolio, and follow its funder when the settings change it', async ({
  page,
  request,
}) => {
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  await page.goto('/markets');
  await page.getByTestId('wallet-button').click();
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Positions' })).toHaveAttribute('href', `/portfolio/${account.address}/positions`);

  // a proxy wallet funded elsewhere: the tabs and "My portfolio" move to it
  const funder = (await (await request.get('/clob/sandbox/info')).json()).demo_trader as string;
  await page.goto('/trade/keys');
  await page.getByLabel('Signature type').selectOption('1');
  await page.getByLabel('Funder address').fill(funder);
  await page.getByRole('button', { name: 'Save' }).click();
  await nav.getByRole('link', { name: 'Positions' }).click();
  await expect(page).toHaveURL(`/portfolio/${funder}/positions`);
  await expect(page.getByTestId('viewed-address')).toContainText(funder.slice(0, 6));
});

test('a deposit wallet (type 3): its owner signs the wrapper, and the order is listed and cancelled as the owner’s', async ({
  page,
  request,
}) => {
  const account = await fundedAccount(request);
  const made = await request.post('/clob/sandbox/wallet', { data: { owner: account.address, signature_type: 3 } });
  expect(made.status()).toBe(200);
  const { wallet: deposit } = (await made.json()) as { wallet: string };
  expect((await request.post('/clob/sandbox/faucet', { data: { address: deposit, amount: '1000' } })).status()).toBe(200);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);

  await page.goto('/trade/keys');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByLabel('Signature type').selectOption('3');
  await page.getByLabel('Funder address').fill(deposit);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByTestId('api-key')).toHaveCount(1);
  // within the tab (the key lives in its memory): the deposit wallet's cash, then the ticket
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(page.getByTestId('cash-balance')).toHaveText('$1,000.00');
  await chooseMarket(page, market);
  await page.getByLabel(/Limit price/).fill('2');
  await page.getByLabel(/Shares \(minimum/).fill('10');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  expect(wallet.signingRequests.at(-1)).toEqual({ method: 'eth_signTypedData_v4', primaryType: 'TypedDataSign', chainId: AMOY });
  const row = page.getByTestId('open-order');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('open-order')).toHaveCount(0);
});

test('a ladder sends several orders at once, one result each; cancel selected, then cancel all', async ({ page, request }, testInfo) => {
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  await connectAndEnable(page);
  await chooseMarket(page, market);
  await page.getByLabel(/Limit price/).fill('4');
  await page.getByLabel(/Shares \(minimum/).fill('10');
  await page.getByLabel(/^Ladder/).check();
  await page.getByLabel('Rungs').fill('3');
  await page.getByLabel('Step (ticks)').fill('1');
  await expect(page.getByTestId('ladder-preview')).toContainText('10 @ 2¢');
  await page.getByRole('button', { name: 'Place 3 orders' }).click();
  await expect(page.getByTestId('ladder-result')).toHaveCount(3);
  await expect(page.getByTestId('ladder-results')).not.toContainText('refused');
  expect(wallet.signingRequests.filter((r) => r.primaryType === 'Order')).toHaveLength(3);
  const rows = page.getByTestId('open-order');
  await expect(rows).toHaveCount(3);
  // the whole view, ticket, results and open orders on screen, passes axe
  await expectAccessible(page, testInfo);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cancel selected' }).click();
  await expect(rows).toHaveCount(1);
  // cancel all asks first, with the count (trade-orders-by-market.spec.ts walks the dialog)
  await page.getByRole('button', { name: 'Cancel all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel 1 order' }).click();
  await expect(rows).toHaveCount(0);
});

test('cancel-only and disabled modes: the banner says what still works, and the ticket stops placing', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  await restingTicket(page, request);
  try {
    await setMode(request, 'cancel-only');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('mode-banner')).toContainText('cancel-only');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await setMode(request, 'disabled');
    await page.getByRole('button', { name: 'Try again now' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('mode-banner')).toContainText('no orders and no cancels');
  } finally {
    await setMode(request, 'normal');
  }
  await page.getByRole('button', { name: 'Try again now' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
});
