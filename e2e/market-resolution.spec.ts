import type { APIRequestContext } from '@playwright/test';
import { CHAIN, l1Headers, l2Headers, signedOrder, type Creds } from '../server/testing/trading-kit';
import { expect, test } from './fixtures';
import { fundedAccount, type Book } from './trade-kit';

/*
 * A market resolving while the trader watches (issue 29): a market listed at runtime, a position
 * bought in it, then `npm run exchange -- resolve` (its admin route): without a reload the position
 * leaves the Open tab and is listed under Redeemable, worth its payout.
 */

async function credentials(request: APIRequestContext, account: Parameters<typeof l1Headers>[0]): Promise<Creds> {
  const res = await request.post('/clob/auth/api-key', { headers: await l1Headers(account, CHAIN) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Creds;
}

test('a resolved market’s position moves from Open to Redeemable while the page is open', async ({ page, request }) => {
  const account = await fundedAccount(request);
  const title = `Will the sandbox resolve this market ${Date.now()}?`;
  const listed = await request.post('/clob/admin/list-market', { data: { title, ends: '2099-12-31', price: '0.5' } });
  expect(listed.status()).toBe(200);
  const { conditionId, tokens } = (await listed.json()) as { conditionId: string; tokens: [string, string] };

  // the makers quote the new market within a round; then 10 shares of outcome 0 are bought from their asks
  await expect
    .poll(async () => ((await (await request.get(`/clob/book?token_id=${tokens[0]}`)).json()) as Book).asks.length)
    .toBeGreaterThan(0);
  const creds = await credentials(request, account);
  const body = JSON.stringify(
    await signedOrder(account, creds.apiKey, CHAIN, { tokenId: tokens[0], side: 'BUY', price: '0.6', size: '10' }),
  );
  const placed = await request.post('/clob/order', { headers: await l2Headers(account, creds, 'POST', '/order', body), data: body });
  expect(await placed.json()).toMatchObject({ success: true, status: 'matched' });

  await page.goto(`/portfolio/${account.address}/positions`);
  const row = page.getByTestId('position-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const resolved = await request.post('/clob/admin/resolve', { data: { conditionId, outcome: 0 } });
  expect(await resolved.json()).toMatchObject({ conditionId, winningIndex: 0 });

  // no reload: market_resolved reaches the page, and the Open tab reads its positions again
  await expect(row).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Redeemable' }).click();
  const redeemable = page.getByTestId('position-row').filter({ hasText: title });
  await expect(redeemable).toBeVisible();
  await expect(redeemable.locator('[data-col="value"]')).toContainText('$10.00');
});
