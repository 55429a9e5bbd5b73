import { DEMO_TRADER, expect, test } from './fixtures';

/* The trader being viewed stays in context from a portfolio to Leaderboards, Markets and a market. */

test('the viewed trader travels to Leaderboards (its standing), Markets and a market (its position), and back', async ({ page }) => {
  await page.goto(`/portfolio/${DEMO_TRADER}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const chip = page.getByTestId('viewed-address');

  await nav.getByRole('link', { name: 'Leaderboards' }).click();
  await expect(page).toHaveURL(`/leaderboards?address=${DEMO_TRADER}`);
  await expect(chip).toContainText(DEMO_TRADER.slice(0, 6));
  // "your standing" is the viewed trader's, without typing it
  await expect(page.getByLabel('Wallet address')).toHaveValue(DEMO_TRADER);
  await expect(page.getByTestId('standing-rank-pnl')).toBeVisible();

  await nav.getByRole('link', { name: 'Markets' }).click();
  await expect(page).toHaveURL(`/markets?address=${DEMO_TRADER}`);
  await page.getByTestId('market-line').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`^.*/market/0x[0-9a-f]{64}\\?address=${DEMO_TRADER}$`));
  await expect(chip).toContainText(DEMO_TRADER.slice(0, 6));

  // the chip leads back to the portfolio
  await chip.getByRole('link').click();
  await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}`);
});
