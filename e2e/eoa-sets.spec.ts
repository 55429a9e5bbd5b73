import { CONTRACTS } from '../src/api/config';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { AMOY, chooseMarket, connectAndEnable, fundedAccount } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * A trader whose funds sit in their own EOA (signature type 0) splits pUSD into complete sets of a
 * market and merges them back, each one ordinary transaction to the CTF that the wallet (the Demo
 * wallet's account provider, with a fresh funded key) signs and sends raw to the sandbox chain
 * (/chain). The cash and both positions move by the exact amount. The market is listed for this
 * test, so no other spec's figures move.
 */

test('a trader splits pUSD into complete sets from their own EOA and merges them back, one ordinary transaction each', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await fundedAccount(request);
  const question = `Will the EOA split this market ${Date.now()}?`;
  const listed = await request.post('/clob/admin/list-market', { data: { title: question, ends: '2099-12-31', price: '0.5' } });
  expect(listed.status()).toBe(200);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });
  await connectAndEnable(page);
  await chooseMarket(page, { question });
  const cash = page.getByTestId('cash-balance');
  await expect(cash).toHaveText('$1,000.00');
  // trading as the EOA itself: no Safe form
  await expect(page.getByTestId('safe-sets')).toHaveCount(0);

  const sets = page.getByTestId('eoa-sets');
  const amount = sets.getByLabel('Sets (one pUSD each)');
  await amount.fill('1000.000001');
  await expect(sets.getByTestId('field-error')).toHaveText('Your address holds only 1000 pUSD.');
  await amount.fill('12.345678');
  await expect(sets.getByTestId('sets-preview')).toContainText(
    'Your address gives 12.345678 pUSD and gets 12.345678 Yes and 12.345678 No shares. Your wallet sends one transaction from your own address (CTF splitPosition',
  );
  await page.mouse.move(0, 0);
  await expectAccessible(page, testInfo);
  const signed = wallet.signingRequests.length;
  await sets.getByRole('button', { name: 'Split' }).click();
  await expect(sets.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  await expect(sets.getByRole('status')).toHaveText('Split: mined.');
  await expect(sets.getByTestId('chain-progress')).toContainText(/tx 0x[0-9a-f]{64}/);
  await expect(cash).toHaveText('$987.65');

  // the exact holding: one more millionth of a set than was split is refused
  await sets.getByText('Merge sets into pUSD').click();
  await amount.fill('12.345679');
  await expect(sets.getByTestId('field-error')).toHaveText('Your address holds only 12.345678 complete sets.');

  // both outcomes are held, 12.345678 each (shown to the cent)
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Positions' }).click();
  await expect(page).toHaveURL(`/portfolio/${account.address}/positions`);
  const rows = page.getByTestId('position-row').filter({ hasText: question });
  await expect(rows).toHaveCount(2);
  for (const size of await rows.locator('[data-col="size"]').allTextContents()) expect(size).toContain('12.35');

  await nav.getByRole('link', { name: 'Trade', exact: true }).click();
  await chooseMarket(page, { question });
  await sets.getByText('Merge sets into pUSD').click();
  await amount.fill('10');
  await expect(sets.getByTestId('sets-preview')).toContainText('Your address gives 10 Yes and 10 No shares and gets 10 pUSD.');
  await sets.getByRole('button', { name: 'Merge' }).click();
  await expect(sets.getByRole('status')).toHaveText('Merge: mined.');
  await expect(cash).toHaveText('$997.65');

  // the Open tab merges what is left (2.345678 of each) from the EOA too, and the cash is whole again
  await nav.getByRole('link', { name: 'Positions' }).click();
  await page.getByRole('button', { name: `Merge 2.345678 sets of ${question}` }).click();
  const bar = page.getByTestId('claim-bar');
  await expect(bar.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  await expect(bar.getByRole('status')).toHaveText(`Merge 2.345678 sets of ${question}: mined.`);
  await expect(rows).toHaveCount(0);
  // three ordinary transactions, all to the conditional tokens contract; no typed data, no Safe
  const ctf = { method: 'eth_sendTransaction', to: CONTRACTS.conditionalTokens.toLowerCase() };
  expect(wallet.signingRequests.slice(signed).map((r) => ({ method: r.method, to: r.to?.toLowerCase() }))).toEqual([ctf, ctf, ctf]);
  await nav.getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(cash).toHaveText('$1,000.00');
});
