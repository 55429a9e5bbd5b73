import { CONTRACTS } from '../src/api/config';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { AMOY, createCredentials, fundedAccount, holdListedOutcome, openOwnPortfolio } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * A trader whose positions sit in their own EOA (signature type 0) claims a resolved market with
 * an ordinary transaction: the test wallet signs it and sends it raw to the sandbox chain (/chain),
 * the transaction is mined, the row leaves Redeemable and the cash gains the payout. The market is
 * listed for this test, so no other spec's figures move.
 */

test('a trader claims a resolved market from their own EOA with one ordinary transaction through the sandbox chain', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await fundedAccount(request);
  const { title, conditionId } = await holdListedOutcome(request, account, await createCredentials(request, account), {
    title: `Will the EOA claim this market ${Date.now()}?`,
  });
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });

  // the read views never call the chain: only the Claim click does
  const chainCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/chain') chainCalls.push(r.url());
  });
  const nav = await openOwnPortfolio(page, account.address);
  const cash = page.getByTestId('equity-cash');
  await expect(cash).not.toHaveText('');
  const before = await cash.textContent();

  const resolved = await request.post('/clob/admin/resolve', { data: { conditionId, outcome: 0 } });
  expect(await resolved.json()).toMatchObject({ conditionId, winningIndex: 0 });

  await nav.getByRole('link', { name: 'Positions' }).click();
  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Redeemable' }).click();
  const row = page.getByTestId('position-row').filter({ hasText: title });
  await expect(row.locator('[data-col="value"]')).toContainText('$10.00');
  const bar = page.getByTestId('claim-bar');
  await expect(bar).toContainText('one per market');
  await expectAccessible(page, testInfo);
  expect(chainCalls).toEqual([]);

  await row.getByRole('button', { name: `Claim ${title}` }).click();
  await expect(bar.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  await expect(bar.getByRole('status')).toHaveText(/mined\.$/);
  await expect(bar.getByTestId('chain-progress')).toContainText(/tx 0x[0-9a-f]{64}/);
  // one transaction, to the conditional tokens contract; no typed data, no Safe signature
  expect(wallet.signingRequests.map((r) => ({ ...r, to: r.to?.toLowerCase() }))).toEqual([
    { method: 'eth_sendTransaction', to: CONTRACTS.conditionalTokens.toLowerCase() },
  ]);

  // the claimed row leaves the Redeemable tab, and the cash gains its $10
  await expect(row).toHaveCount(0);
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(cash).not.toHaveText(before ?? '');
  const money = (t: string | null) => Number((t ?? '').replace(/[^0-9.]/g, ''));
  expect(money(await cash.textContent()) - money(before)).toBeCloseTo(10, 2);
});
