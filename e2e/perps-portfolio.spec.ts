import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHAIN_ID } from '../src/api/config';
import { createPerpsClient } from '../src/api/perps/client';
import { createTransport } from '../src/api/transport';
import { expect, test } from './fixtures';

/*
 * A trader's perps account in the portfolio: a fresh address opens a BTC long on the local gateway
 * (its own proxy key, signed here as the app would), and any viewer of that address sees the
 * position on the Perps tab and the perps equity as its own part of the Overview's equity, the
 * parts adding up to the total on screen.
 */

const cents = (text: string) => BigInt(text.replace(/[$,]/g, '').replace('.', ''));

test('the Perps tab lists a watched address’s perps positions, and the Overview adds its perps equity', async ({ page, baseURL }) => {
  const client = createPerpsClient(createTransport({ baseUrl: `${baseURL}/perps` }), CHAIN_ID.amoy);
  const owner = privateKeyToAccount(generatePrivateKey());
  const session = await client.openSession(owner);
  await client.faucet(owner.address, '1000');
  const [ack] = await client.trade(session).place([{ iid: 6, buy: true, qty: '0.01', tif: 'ioc' }]);
  expect(ack).toMatchObject({ status: 'ok' });
  await expect.poll(async () => (await client.publicPortfolio(owner.address)).positions.length).toBe(1);

  await page.goto(`/portfolio/${owner.address}/perps`);
  const row = page.getByTestId('perps-position');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('BTC-USD');
  await expect(row).toContainText('Long');
  await expect(row.locator('td').nth(2)).toHaveText('0.01');
  await expect(page.getByRole('link', { name: 'Perps', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goto(`/portfolio/${owner.address}`);
  const equity = page.getByTestId('equity');
  const part = (id: string) => equity.getByTestId(id);
  await expect(part('equity-perps')).toHaveText(/^-?\$[\d,]+\.\d\d$/);
  const [cash, positions, combos, perps, total] = (await Promise.all(
    ['equity-cash', 'equity-positions', 'equity-combos', 'equity-perps', 'equity-total'].map(async (id) =>
      cents((await part(id).textContent())!),
    ),
  )) as [bigint, bigint, bigint, bigint, bigint];
  expect(cash + positions + combos + perps).toBe(total);
  // 1,000 from the faucet, less the opening fee, plus or minus the long's PnL since: near 1,000
  expect(perps > 95_000n && perps < 105_000n, `perps equity ${perps} cents`).toBe(true);
  await expect(equity.getByText('= Equity, open combos and perps included')).toBeVisible();
  await equity.getByRole('link', { name: '+ Perps account' }).click();
  await expect(page).toHaveURL(`/portfolio/${owner.address}/perps`);
});
