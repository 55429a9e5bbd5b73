import { expect, test } from './fixtures';
import { AMOY, createCredentials, fundedAccount, holdListedOutcome, openOwnPortfolio } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * The Redeemable tab's Claim button is in view without scrolling sideways: on a laptop's 1440 px
 * the table is wider than its frame, so the Claim column stays at the frame's right edge while the
 * figures scroll under it; on a phone the row is a card and the button sits on it. Nothing is
 * claimed here, so the market listed for the test only has to resolve.
 */

test('the first redeemable row’s Claim button is within the viewport at 1440×900 and on a 390 px phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await fundedAccount(request);
  const { conditionId } = await holdListedOutcome(request, account, await createCredentials(request, account), {
    title: `Will the Claim button stay in view ${Date.now()}?`,
  });
  const resolved = await request.post('/clob/admin/resolve', { data: { conditionId, outcome: 0 } });
  expect(resolved.status()).toBe(200);
  await injectTestWallet(page, account, { chainId: AMOY });

  const nav = await openOwnPortfolio(page, account.address);
  await nav.getByRole('link', { name: 'Positions' }).click();
  await page.getByRole('navigation', { name: 'Position status' }).getByRole('link', { name: 'Redeemable' }).click();
  const claim = page.getByTestId('position-row').first().getByTestId('claim-button');
  await expect(claim).toBeVisible();

  const inView = async () => {
    const box = (await claim.boundingBox())!;
    const width = page.viewportSize()!.width;
    return { left: box.x >= 0, right: box.x + box.width <= width };
  };
  // nothing scrolled: neither the page nor the table's frame
  expect(await page.getByRole('region', { name: 'Redeemable positions' }).evaluate((el) => el.scrollLeft)).toBe(0);
  expect(await inView()).toEqual({ left: true, right: true });
  await expect(claim).toBeInViewport();
  // the button takes a click where it is drawn (nothing sticky covers it)
  await claim.click({ trial: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await claim.scrollIntoViewIfNeeded();
  expect(await inView()).toEqual({ left: true, right: true });
  await claim.click({ trial: true });
});
