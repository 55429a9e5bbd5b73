import { DEMO_TRADER, expect, test } from './fixtures';

test.describe('home', () => {
  test('opens the demo trader in one click', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open the demo trader' }).click();
    await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}`);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByTestId('viewed-address')).toContainText('0xf39F…2266');
  });

  test('accepts an address in any case and opens its checksummed form with Enter', async ({ page }) => {
    await page.goto('/');
    const box = page.getByLabel('Wallet address');
    await box.fill(`  ${DEMO_TRADER.toLowerCase()} `);
    await box.press('Enter');
    await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}`);
  });

  test('explains an invalid address inline and stays put', async ({ page }) => {
    await page.goto('/');
    const box = page.getByLabel('Wallet address');
    await box.fill('0x1234');
    await page.getByRole('button', { name: 'Open portfolio' }).click();
    const error = page.getByTestId('address-error');
    await expect(error).toContainText('expected 40 hexadecimal characters');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
    await expect(page).toHaveURL('/');

    // fixing it clears the message as soon as it is valid
    await box.fill(DEMO_TRADER);
    await expect(error).toHaveCount(0);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an empty submit asks for an address', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Wallet address').press('Enter');
    await expect(page.getByTestId('address-error')).toContainText('Enter an address');
  });
});

test.describe('portfolio URL', () => {
  test('a bad address shows a clear message with a way home', async ({ page }) => {
    await page.goto('/portfolio/0xnot-an-address/positions');
    const message = page.getByTestId('invalid-address');
    await expect(message).toContainText('That is not a wallet address');
    await expect(message).toContainText('0xnot-an-address');
    await message.getByRole('link', { name: 'Enter an address' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByLabel('Wallet address')).toBeVisible();
  });

  test('a lower-case address is rewritten to its checksum, keeping the view and its state', async ({ page }) => {
    await page.goto(`/portfolio/${DEMO_TRADER.toLowerCase()}/positions?sortBy=TITLE&sortDirection=ASC`);
    await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}/positions?sortBy=TITLE&sortDirection=ASC`);
    await expect(page.getByRole('heading', { name: 'Positions', level: 1 })).toBeVisible();
  });

  test('an unknown page says so inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vantage' })).toBeVisible();
  });
});
