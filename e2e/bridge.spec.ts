import { readFile } from 'node:fs/promises';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { parseCsv } from '../src/lib/csv';
import { CONTRACTS } from '../src/api/config';
import { expect, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';
import { AMOY, fundedAccount, onboardSafe } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * Money in and out through the bridge, against the real local service: a fresh trader funded with
 * 1000 pUSD (trading as their own EOA, the Test Wallet sending over the sandbox chain) deposits
 * 25 USDC from Base through the sandbox's simulated deposit, watches it walk to COMPLETED and the
 * cash rise by exactly 25; then withdraws 10 pUSD to a Base USDC recipient (quote, what is signed,
 * one ordinary transaction), watches it complete and the cash fall by exactly 10. The Overview and
 * Activity agree.
 */

const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

test('a trader deposits through the bridge and withdraws through it, and every figure moves by the exact amount', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Funds' }).click();
  await expect(page).toHaveURL('/funds');
  await expect(page).toHaveTitle(/^Deposit and withdraw · /);
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const cash = page.getByTestId('funds-cash');
  await expect(cash).toHaveText('$1,000.00');
  await expect(page.getByTestId('funds-wallet')).toHaveText(account.address);
  // the Overview's cash agrees before the transfers, as after them
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('equity-cash')).toHaveText('$1,000.00');
  // the faucet's 1000 pUSD is this wallet's one deposit so far
  await expect(page.getByTestId('equity-net-deposits')).toHaveText('$1,000.00');
  await page.getByRole('link', { name: 'Deposit or withdraw' }).click();
  await expect(page).toHaveURL('/funds');

  // deposit: the Base address of this wallet (the same the service hands out to anyone asking for it)
  const depositButton = page.getByRole('button', { name: 'Deposit', exact: true });
  await depositButton.click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Chain').selectOption({ label: 'Base' });
  await deposit.getByLabel('Token').selectOption(BASE_USDC);
  await expect(deposit.getByTestId('asset-minimum')).toHaveText('Deposits of USDC on Base start at $2.00.');
  const answer = (await (await request.post('/bridge/deposit', { data: { address: account.address } })).json()) as {
    address: { evm: string };
  };
  await expect(deposit.getByTestId('deposit-address')).toHaveText(answer.address.evm);
  await expect(deposit.getByRole('img', { name: `QR code of the deposit address ${answer.address.evm}` })).toBeVisible();
  await expect(deposit).toContainText('Send only USDC on Base to this address.');
  await expect(deposit.getByTestId('transfer-status-text')).toHaveText('Waiting for a deposit: none has arrived at this address yet.');
  await page.mouse.move(0, 0);
  await expectAccessible(page, testInfo);

  const amount = deposit.getByLabel('Amount (USDC)');
  await amount.fill('25.0000001');
  await deposit.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(deposit.getByTestId('field-error')).toHaveText('USDC has at most 6 decimals.');
  // under the minimum: the bridge takes it and fails it, and nothing is credited
  const status = deposit.getByTestId('transfer-status-text');
  await amount.fill('1');
  await deposit.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(status).toHaveAttribute('data-status', 'FAILED', { timeout: 30_000 });
  await expect(status).toHaveText('1 USDC on Base: failed.');
  await expect(deposit.locator('li[data-state="failed"]')).toHaveText('Failed (failed)');
  await expect(deposit.getByRole('alert')).toContainText('The bridge could not complete this transfer.');
  await expect(cash).toHaveText('$1,000.00');

  await amount.fill('25');
  await deposit.getByRole('button', { name: 'Simulate deposit' }).click();
  // the walk is shown step by step (a poll a second over a step a second), then completes
  await expect(deposit.locator('li[data-state="current"]').first()).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await expect(status).toHaveText('25 USDC on Base: completed.');
  await expect(deposit.locator('li[data-state="done"]')).toHaveCount(5);
  await expect(cash).toHaveText('$1,025.00');
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();
  await expect(depositButton).toBeFocused();

  // withdraw: the form refuses what the bridge would not take, then quotes what it would
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByLabel('Chain').selectOption({ label: 'Base' });
  await withdraw.getByLabel('Token').selectOption(BASE_USDC);
  await expect(withdraw.getByTestId('withdraw-cash')).toHaveText('1,025 pUSD');
  const recipientField = withdraw.getByLabel('Recipient on Base');
  await recipientField.fill('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
  await expect(withdraw.getByTestId('field-error')).toHaveText(
    'Not an address Base pays out to: enter an EVM address: 0x and 40 hex digits.',
  );
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await recipientField.fill(recipient);
  const pusd = withdraw.getByLabel('Amount (pUSD)');
  await pusd.fill('1025.000001');
  await expect(withdraw.getByTestId('field-error')).toHaveText('Your cash is 1,025 pUSD; withdraw at most that.');
  await pusd.fill('1.999999');
  await expect(withdraw.getByTestId('field-error')).toHaveText('Withdrawals to USDC on Base start at $2.00.');
  await pusd.fill('10');
  await expect(withdraw.getByTestId('field-error')).toHaveCount(0);
  const quote = withdraw.getByTestId('withdraw-quote');
  await expect(quote.getByTestId('quote-estimated-output')).toHaveText('10 USDC ($10.00)');
  await expect(quote.getByTestId('quote-minimum-received')).toHaveText('$9.95');
  await expect(quote.getByTestId('quote-estimated-time')).toContainText('about');
  await page.mouse.move(0, 0);
  await expectAccessible(page, testInfo);

  await withdraw.getByRole('button', { name: 'Review withdrawal' }).click();
  const routed = (await (
    await request.post('/bridge/withdraw', {
      data: { address: account.address, toChainId: '8453', toTokenAddress: BASE_USDC, recipientAddr: recipient },
    })
  ).json()) as { address: { evm: string } };
  const signs = withdraw.getByTestId('withdraw-signs');
  await expect(signs).toContainText(
    `A transfer of 10 pUSD from your address (${account.address}) to the bridge address ${routed.address.evm}`,
  );
  await expect(signs).toContainText(`The bridge pays USDC on Base to ${recipient}.`);
  await expect(recipientField).toBeDisabled();
  const signed = wallet.signingRequests.length;
  await withdraw.getByRole('button', { name: 'Sign and withdraw' }).click();
  await expect(withdraw.getByTestId('chain-progress')).toHaveAttribute('data-state', 'mined');
  const walked = withdraw.getByTestId('transfer-status-text');
  await expect(walked).toHaveAttribute('data-status', 'COMPLETED', { timeout: 30_000 });
  await expect(walked).toHaveText('10 pUSD: completed.');
  await expect(cash).toHaveText('$1,015.00');
  // one ordinary transaction, to pUSD; nothing else reached the wallet
  expect(wallet.signingRequests.slice(signed).map((r) => ({ method: r.method, to: r.to?.toLowerCase() }))).toEqual([
    { method: 'eth_sendTransaction', to: CONTRACTS.collateral.toLowerCase() },
  ]);
  await attachScreenshots(page, testInfo, 'funds-withdrawn');
  await withdraw.getByRole('button', { name: 'Close' }).click();

  // the Overview's cash, and Activity's rows, say the same
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/portfolio/${account.address}`);
  await expect(page.getByTestId('equity-cash')).toHaveText('$1,015.00');
  await expect(page.getByTestId('equity-net-deposits')).toHaveText('$1,015.00');
  // Accounting lists each transfer with the totals, and exports them
  await nav.getByRole('link', { name: 'Accounting' }).click();
  const transfers = page.getByTestId('cash-transfers');
  await expect(transfers.getByTestId('transfer-row')).toHaveCount(3);
  await expect(transfers.getByTestId('transfers-deposited')).toHaveText('$1,025.00');
  await expect(transfers.getByTestId('transfers-withdrawn')).toHaveText('$10.00');
  await expect(transfers.getByTestId('transfers-net')).toHaveText('$1,015.00');
  const [transfersCsv] = await Promise.all([page.waitForEvent('download'), transfers.getByRole('button', { name: 'Export CSV' }).click()]);
  const [, ...transferRows] = parseCsv(await readFile((await transfersCsv.path())!, 'utf8'));
  expect(transferRows.map((r) => [r[1], r[2]])).toEqual([
    ['WITHDRAWAL', '-10'],
    ['DEPOSIT', '25'],
    ['DEPOSIT', '1000'],
  ]);
  await nav.getByRole('link', { name: 'Activity' }).click();
  const list = page.getByTestId('activity-list');
  await expect(list).toContainText('Deposited $25.00');
  await expect(list).toContainText('Withdrew $10.00');
  // and the export carries both, the cash flow signed from the trader's side
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
  const moves = records.filter((r) => r.type === 'DEPOSIT' || r.type === 'WITHDRAWAL').map((r) => [r.type, r.cash_flow_usdc]);
  expect(moves).toEqual(
    expect.arrayContaining([
      ['DEPOSIT', '25'],
      ['WITHDRAWAL', '-10'],
    ]),
  );
});

test('a trader trading as their Safe deposits to the Safe and withdraws from it with one relayed Safe transaction', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { safe, wallet } = await onboardSafe(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Funds' }).click();
  await expect(page.getByRole('heading', { name: 'Cash (pUSD) of your Safe' })).toBeVisible();
  await expect(page.getByTestId('funds-wallet')).toHaveText(safe);
  const cash = page.getByTestId('funds-cash');
  await expect(cash).toHaveText('$1,000.00');

  // the deposit address is the Safe's: what arrives is credited to the wallet that trades
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  const forSafe = (await (await request.post('/bridge/deposit', { data: { address: safe } })).json()) as { address: { evm: string } };
  await expect(deposit.getByTestId('deposit-address')).toHaveText(forSafe.address.evm);
  await deposit.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByLabel('Chain').selectOption({ label: 'Base' });
  await withdraw.getByLabel('Token').selectOption(BASE_USDC);
  await withdraw.getByLabel('Recipient on Base').fill(privateKeyToAccount(generatePrivateKey()).address);
  await withdraw.getByLabel('Amount (pUSD)').fill('12.345678');
  await expect(withdraw.getByTestId('withdraw-quote').getByTestId('quote-estimated-output')).toHaveText('12.345678 USDC ($12.35)');
  await withdraw.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(withdraw.getByTestId('withdraw-signs')).toContainText(`A transfer of 12.345678 pUSD from your Safe (${safe})`);
  const signed = wallet.signingRequests.length;
  await withdraw.getByRole('button', { name: 'Sign and withdraw' }).click();
  await expect(withdraw.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(withdraw.getByTestId('transfer-status-text')).toHaveText('12.345678 pUSD: completed.', { timeout: 30_000 });
  // the cash to the cent; one Safe transaction hash signed, nothing sent from the EOA
  await expect(cash).toHaveText('$987.65');
  expect(wallet.signingRequests.slice(signed)).toEqual([{ method: 'personal_sign' }]);
});
