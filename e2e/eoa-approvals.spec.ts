import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { AMOY, fundedAccount, openOwnPortfolio } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * A trader's own EOA (signature type 0) changes an approval on the Approvals view with one ordinary
 * transaction each way, sent raw to the sandbox chain (/chain) by the test wallet; the row's status
 * follows once the transaction is mined. A fresh account, so no other spec's figures move.
 */

test('a trader revokes and grants an approval of their own EOA, one ordinary transaction each', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });

  const nav = await openOwnPortfolio(page, account.address);
  await nav.getByRole('link', { name: 'Approvals' }).click();
  await expect(page).toHaveURL(`/portfolio/${account.address}/approvals`);

  const row = page.locator('[data-testid="approval-row"][data-id="trading-collateral-exchange"]');
  const bar = page.getByTestId('approval-bar');
  await expect(bar).toContainText('from your own address');
  const first = (await row.getAttribute('data-approved')) === 'true' ? 'Revoke' : 'Approve';
  const second = first === 'Revoke' ? 'Approve' : 'Revoke';
  await expectAccessible(page, testInfo);

  await row.getByRole('button', { name: `${first} pUSD for the exchange` }).click();
  await expect(bar.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  await expect(row).toHaveAttribute('data-approved', String(first === 'Approve'));
  // keyboard: the flipped row's button is reached and pressed without the mouse
  const back = row.getByRole('button', { name: `${second} pUSD for the exchange` });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('data-approved', String(second === 'Approve'));
  await expect(bar.getByRole('status')).toHaveText(`${second} pUSD for the exchange: mined.`);
  expect(wallet.signingRequests.map((r) => r.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction']);
});

test('"Approve all for trading" grants every missing trading approval of an EOA, one transaction each, and the view says ready', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });
  await page.goto('/trade');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.goto(`/portfolio/${account.address}/approvals`);

  const summary = page.getByTestId('approvals-summary');
  const bar = page.getByTestId('approval-bar');
  // two trading approvals revoked row by row make the account not ready
  for (const [id, name] of [
    ['trading-collateral-exchange', 'pUSD for the exchange'],
    ['trading-ctf-exchange', 'Outcome tokens for the exchange'],
  ] as const) {
    const row = page.locator(`[data-testid="approval-row"][data-id="${id}"]`);
    if ((await row.getAttribute('data-approved')) === 'true') {
      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      await expect(row).toHaveAttribute('data-approved', 'false');
      await expect(bar.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
    }
  }
  await expect(summary).toHaveAttribute('data-ready', 'false');
  const missing = await page.getByTestId('missing-trading').getByRole('listitem').count();
  expect(missing).toBeGreaterThanOrEqual(2);

  const all = page.getByRole('region', { name: 'Approve all for trading' });
  await expect(all.getByTestId('approve-all-plan').getByRole('listitem')).toHaveCount(missing);
  const sentBefore = wallet.signingRequests.length;
  await all.getByRole('button', { name: `Approve all for trading (${missing})` }).click();
  await expect(all.getByRole('status')).toHaveText('Approve all for trading: mined.', { timeout: 60_000 });
  await expect(summary).toHaveAttribute('data-ready', 'true');
  await expect(all.getByRole('button')).toHaveCount(0);
  expect(wallet.signingRequests.slice(sentBefore).map((r) => r.method)).toEqual(Array(missing).fill('eth_sendTransaction'));
});
