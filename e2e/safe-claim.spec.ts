import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { CHAIN, l1Headers, type Creds } from '../server/testing/trading-kit';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { chooseMarket, holdListedOutcome, liquidMarket, onboardSafe } from './trade-kit';

/*
 * A fresh account onboards its Safe in the UI through the relayer (deploy, faucet, one MultiSend of
 * the trading approvals, trading as the Safe), each step walking to CONFIRMED; then the Safe holds
 * the winning outcome of a market that resolves, and the trader claims it from the Redeemable tab.
 */

/** 10 shares of a market listed now, bought by the Safe (signature type 2) with the key the UI enabled trading with (nonce 0). */
async function safeHoldsOutcome(request: APIRequestContext, account: PrivateKeyAccount, safe: Hex) {
  const derived = await request.get('/clob/auth/derive-api-key', { headers: await l1Headers(account, CHAIN) });
  const creds = (await derived.json()) as Creds;
  return holdListedOutcome(request, account, creds, { title: `Will the Safe claim this market ${Date.now()}?`, maker: safe });
}

test('a fresh account onboards a Safe through the relayer, claims a resolved market with it and changes an approval', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, safe } = await onboardSafe(page);
  await expectAccessible(page, testInfo);

  const { title, conditionId } = await safeHoldsOutcome(request, account, safe);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/portfolio/${safe}`);
  const cash = page.getByTestId('equity-cash');
  await expect(cash).not.toHaveText('');
  const before = await cash.textContent();

  const resolved = await request.post('/clob/admin/resolve', { data: { conditionId, outcome: 0 } });
  expect(await resolved.json()).toMatchObject({ conditionId, winningIndex: 0 });

  await nav.getByRole('link', { name: 'Positions' }).click();
  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Redeemable' }).click();
  const row = page.getByTestId('position-row').filter({ hasText: title });
  await expect(row.locator('[data-col="value"]')).toContainText('$10.00');
  await expectAccessible(page, testInfo);
  await row.getByRole('button', { name: `Claim ${title}` }).click();
  const bar = page.getByTestId('claim-bar');
  await expect(bar.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(bar.getByRole('status')).toHaveText(/confirmed\.$/);
  // the claimed row leaves the Redeemable tab, and the cash gains its $10
  await expect(row).toHaveCount(0);
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(cash).not.toHaveText(before ?? '');
  const money = (t: string | null) => Number((t ?? '').replace(/[^0-9.]/g, ''));
  expect(money(await cash.textContent()) - money(before)).toBeCloseTo(10, 2);

  // the Approvals view changes the Safe's approvals one Safe transaction at a time
  await nav.getByRole('link', { name: 'Approvals' }).click();
  const approvalRow = page.locator('[data-testid="approval-row"][data-id="trading-collateral-exchange"]');
  await expect(approvalRow).toHaveAttribute('data-approved', 'true');
  await expectAccessible(page, testInfo);
  await approvalRow.getByRole('button', { name: 'Revoke pUSD for the exchange' }).click();
  const changes = page.getByTestId('approval-bar');
  await expect(changes.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(approvalRow).toHaveAttribute('data-approved', 'false');
  await approvalRow.getByRole('button', { name: 'Approve pUSD for the exchange' }).click();
  await expect(approvalRow).toHaveAttribute('data-approved', 'true');
  await expect(changes.getByRole('status')).toHaveText('Approve pUSD for the exchange: confirmed.');
});

test('the Safe splits pUSD into complete sets and merges them back, previewed exactly, then rests an order as its maker', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { safe } = await onboardSafe(page);
  const market = await liquidMarket(request);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trade', exact: true }).click();
  await chooseMarket(page, market);
  await expect(page.getByTestId('cash-balance')).toHaveText('$1,000.00');

  const sets = page.getByTestId('safe-sets');
  const amount = sets.getByLabel('Sets (one pUSD each)');
  await amount.fill('2.5000001');
  await expect(sets.getByTestId('field-error')).toHaveText('Enter a number with at most six decimals.');
  await amount.fill('12.345678');
  const [yes, no] = [market.tokens[0]!.outcome, market.tokens[1]!.outcome];
  // the pointer off the price chart, whose hover tooltip is not this test's
  await page.mouse.move(0, 0);
  await expectAccessible(page, testInfo);
  await expect(sets.getByTestId('sets-preview')).toContainText(`gives 12.345678 pUSD and gets 12.345678 ${yes} and 12.345678 ${no} shares`);
  await sets.getByRole('button', { name: 'Split' }).click();
  await expect(sets.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(page.getByTestId('cash-balance')).toHaveText('$987.65');

  await sets.getByText('Merge sets into pUSD').click();
  await amount.fill('20');
  await expect(sets.getByTestId('field-error')).toHaveText('The Safe holds only 12.345678 complete sets.');
  await amount.fill('10');
  await sets.getByRole('button', { name: 'Merge' }).click();
  await expect(sets.getByRole('status')).toHaveText('Merge: confirmed.');
  await expect(page.getByTestId('cash-balance')).toHaveText('$997.65');

  // the ticket trades as the Safe: a resting BUY whose maker is the Safe (signature type 2)
  await page.getByLabel(/Limit price/).fill('2');
  await page.getByLabel(/Shares \(minimum/).fill('10');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/clob/order');
  await page.getByRole('button', { name: 'Place order' }).click();
  const { order } = (await posted).postDataJSON() as { order: { maker: string; signatureType: number } };
  expect(order).toMatchObject({ maker: safe, signatureType: 2 });
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  await expect(page.getByTestId('open-order')).toHaveCount(1);

  // the Positions view's Open tab merges what is left of the sets (2.345678 of each) back into pUSD
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Positions' }).click();
  await expect(page).toHaveURL(`/portfolio/${safe}/positions`);
  await page.getByRole('button', { name: `Merge 2.345678 sets of ${market.question}` }).click();
  await expect(page.getByTestId('claim-bar').getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(page.getByRole('button', { name: /^Merge .* sets of / })).toHaveCount(0);
});
