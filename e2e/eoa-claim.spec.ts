import type { APIRequestContext } from '@playwright/test';
import type { PrivateKeyAccount } from 'viem/accounts';
import { CHAIN, l1Headers, l2Headers, signedOrder, type Creds } from '../server/testing/trading-kit';
import { CONTRACTS } from '../src/api/config';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { AMOY, fundedAccount, type Book } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * A trader whose positions sit in their own EOA (signature type 0) claims a resolved market with
 * an ordinary transaction: the test wallet signs it and sends it raw to the sandbox chain (/chain),
 * the transaction is mined, the row leaves Redeemable and the cash gains the payout. The market is
 * listed for this test, so no other spec's figures move.
 */

/** A market listed now, quoted by the makers, and 10 shares of outcome 0 bought by the EOA itself (signature type 0). */
async function eoaHoldsOutcome(request: APIRequestContext, account: PrivateKeyAccount) {
  const title = `Will the EOA claim this market ${Date.now()}?`;
  const listed = await request.post('/clob/admin/list-market', { data: { title, ends: '2099-12-31', price: '0.5' } });
  expect(listed.status()).toBe(200);
  const { conditionId, tokens } = (await listed.json()) as { conditionId: string; tokens: [string, string] };
  await expect
    .poll(async () => ((await (await request.get(`/clob/book?token_id=${tokens[0]}`)).json()) as Book).asks.length)
    .toBeGreaterThan(0);
  const res = await request.post('/clob/auth/api-key', { headers: await l1Headers(account, CHAIN) });
  const creds = (await res.json()) as Creds;
  const body = JSON.stringify(
    await signedOrder(account, creds.apiKey, CHAIN, { tokenId: tokens[0], side: 'BUY', price: '0.6', size: '10' }),
  );
  const placed = await request.post('/clob/order', { headers: await l2Headers(account, creds, 'POST', '/order', body), data: body });
  expect(await placed.json()).toMatchObject({ success: true, status: 'matched' });
  return { title, conditionId };
}

test('a trader claims a resolved market from their own EOA with one ordinary transaction through the sandbox chain', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await fundedAccount(request);
  const { title, conditionId } = await eoaHoldsOutcome(request, account);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });

  // the read views never call the chain: only the Claim click does
  const chainCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/chain') chainCalls.push(r.url());
  });
  await page.goto('/trade');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/portfolio/${account.address}`);
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
