import { expect, test } from './fixtures';
import { createCredentials, fundedAccount, holdListedOutcome } from './trade-kit';

/*
 * A market resolving while the trader watches (issue 29): a market listed at runtime, a position
 * bought in it, then `npm run exchange -- resolve` (its admin route): without a reload the position
 * leaves the Open tab and is listed under Redeemable, worth its payout.
 */

test('a resolved market’s position moves from Open to Redeemable while the page is open', async ({ page, request }) => {
  const account = await fundedAccount(request);
  const { title, conditionId } = await holdListedOutcome(request, account, await createCredentials(request, account), {
    title: `Will the sandbox resolve this market ${Date.now()}?`,
  });

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
