import type { APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEMO_TRADER, expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { eoaTrader, onboardSafe } from './trade-kit';

/*
 * The Perps view's wallet part on the local service: the connect and switch-network steps it shares
 * with the Trade views (src/wallet/gate-steps.tsx), in the gateway's words; then, once a session
 * exists, the perps approval (pUSD for the perps vault) read from the approvals route and granted
 * from the funds card through the Approvals view's change flow: one transaction of the wallet's own
 * address, or one relayed Safe transaction when the wallet trades as its Safe.
 */

test('perps: the shared wallet steps in the gateway’s words: connect, then a switch to its network, then the session', async ({ page }) => {
  const wallet = await injectTestWallet(page, privateKeyToAccount(generatePrivateKey()), { chainId: 137 });
  await page.goto('/perps');
  const connect = page.getByRole('region', { name: 'Connect a wallet to trade perps' });
  await expect(connect).toContainText('Your wallet signs once to open a trading session. Vantage never sees its keys.');
  await connect.getByRole('button', { name: 'Test Wallet' }).click();
  const step = page.getByRole('region', { name: 'Switch network to sign' });
  await expect(step).toContainText('The perps gateway signs for Amoy (test network); your wallet is on Polygon.');
  await step.getByRole('button', { name: 'Switch to Amoy (test network)' }).click();
  await expect(page.getByRole('button', { name: 'Start trading session' })).toBeVisible();
  expect(wallet.signingRequests).toEqual([]);
});

type ApiApproval = { id: string; approved: boolean; amount?: string };

async function perpsApproval(request: APIRequestContext, user: string): Promise<ApiApproval> {
  const res = await request.get(`/data/v2/approvals?user=${user}`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { contracts: ApiApproval[] } };
  return data.contracts.find((c) => c.id === 'perps-collateral-vault')!;
}

test('perps: the Demo wallet, whose pUSD is approved for the vault, is told so in one line', async ({ page, request }) => {
  expect(await perpsApproval(request, DEMO_TRADER)).toMatchObject({ approved: true });
  await page.goto('/perps');
  await page.getByRole('button', { name: 'Demo wallet (sandbox)' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  const approval = page.getByTestId('perps-approval');
  await expect(approval).toHaveAttribute('data-approved', 'true');
  await expect(approval).toHaveText('pUSD is approved for perps.');
  await expect(page.getByRole('button', { name: 'Approve pUSD for perps' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get 1000 test pUSD' })).toBeVisible();
});

test('perps: a wallet without the perps approval approves pUSD for the vault, one transaction, and the row reads approved', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // a fresh account, so no other spec's approvals move
  const { account, wallet } = await eoaTrader(page, request, baseURL);
  expect(await perpsApproval(request, account.address)).toMatchObject({ approved: false, amount: '0' });

  await page.goto('/perps');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  const approval = page.getByTestId('perps-approval');
  await expect(approval).toHaveAttribute('data-approved', 'false');
  await expectAccessible(page, testInfo);

  await approval.getByRole('button', { name: 'Approve pUSD for perps' }).click();
  await expect(approval.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  await expect(approval.getByRole('status')).toHaveText('Approve pUSD for perps: mined.');
  await expect(approval).toHaveAttribute('data-approved', 'true');
  await expect(approval).toContainText('pUSD is approved for perps.');
  await expect(approval.getByRole('button')).toHaveCount(0);
  // the chain applied it: the approvals route reads the unlimited allowance
  expect(await perpsApproval(request, account.address)).toMatchObject({ approved: true, amount: (2n ** 256n - 1n).toString() });
  expect(wallet.signingRequests.map((r) => r.method)).toEqual(['eth_signTypedData_v4', 'eth_sendTransaction']);
  await expect(page.getByRole('button', { name: 'Get 1000 test pUSD' })).toBeVisible();
});

test('perps: a trader whose trading address is their Safe approves pUSD for the vault with one relayed Safe transaction', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { safe, wallet } = await onboardSafe(page);
  expect(await perpsApproval(request, safe)).toMatchObject({ approved: false });

  // within the app, so the trading credentials the onboarding made (the relayer's builder key needs them) stay in memory
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trade perps' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  const approval = page.getByTestId('perps-approval');
  await expect(approval).toHaveAttribute('data-approved', 'false');
  const signed = wallet.signingRequests.length;
  await approval.getByRole('button', { name: 'Approve pUSD for perps' }).click();
  await expect(approval.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(approval).toHaveAttribute('data-approved', 'true');
  await expect(approval).toContainText('pUSD is approved for perps.');
  // the Safe's allowance changed, not the EOA's; the wallet signed the SafeTx hash once
  expect(await perpsApproval(request, safe)).toMatchObject({ approved: true, amount: (2n ** 256n - 1n).toString() });
  expect(wallet.signingRequests.slice(signed)).toEqual([{ method: 'personal_sign' }]);
});
