import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { injectTestWallet } from './test-wallet';
import { AMOY } from './trade-kit';

/*
 * A perps trader's account end to end on the local gateway: a session and funds, a market long
 * with a TP/SL bracket, the position with its liquidation price, margin added, a funding payment
 * (the sandbox's funding tick), a partial close, the dead-man switch cancelling a resting order at
 * its deadline, and a held index move: first the liquidation warning, then the liquidation.
 */

const BTC = 6;
type Position = { instrument_id: number; size: string; entry_price: string };

async function start(page: Page) {
  const owner = privateKeyToAccount(generatePrivateKey());
  await injectTestWallet(page, owner, { chainId: AMOY });
  await page.goto('/perps');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByRole('button', { name: 'Start trading session' }).click();
  await page.getByRole('button', { name: 'Get 1000 test pUSD' }).click();
  await expect(page.getByTestId('perps-equity')).toHaveText('$1,000.00');
  return owner.address;
}

async function order(
  page: Page,
  o: { side: 'Long' | 'Short'; kind: 'Market' | 'Limit'; size: string; price?: string; reduceOnly?: boolean; tp?: string; sl?: string },
) {
  await page.getByRole('group', { name: 'Side' }).getByText(o.side, { exact: true }).click();
  await page.getByRole('group', { name: 'Order type' }).getByText(o.kind, { exact: true }).click();
  if (o.price) await page.getByRole('textbox', { name: /^Price/ }).fill(o.price);
  await page.getByRole('textbox', { name: /^Size/ }).fill(o.size);
  await page.getByRole('textbox', { name: /^Take profit/ }).fill(o.tp ?? '');
  await page.getByRole('textbox', { name: /^Stop loss/ }).fill(o.sl ?? '');
  const ro = page.getByRole('checkbox', { name: 'Reduce-only' });
  if (o.reduceOnly) await ro.check();
  else await ro.uncheck();
  const answered = page.waitForResponse((r) => r.url().endsWith('/perps/v1/trade/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Place ${o.side.toLowerCase()} order` }).click();
  const acks = (await (await answered).json()) as { status: string; error?: string }[];
  expect(
    acks.every((a) => a.status === 'ok'),
    JSON.stringify(acks),
  ).toBe(true);
}

const positionOf = async (request: APIRequestContext, address: string) =>
  ((await (await request.get(`/perps/v1/info/portfolio?address=${address}`)).json()) as { positions: Position[] }).positions.find(
    (p) => p.instrument_id === BTC,
  );

test('perps account: bracket, liquidation price, margin, funding, partial close, auto-cancel, warning then liquidation', async ({
  page,
  request,
}) => {
  test.slow();
  const address = await start(page);
  const mark = Number(((await (await request.get('/perps/v1/info/tickers')).json()) as { mark_price: string }[])[BTC - 1]!.mark_price);

  // a market long with a take profit and a stop loss well away from the mark
  await order(page, { side: 'Long', kind: 'Market', size: '0.01', tp: String(Math.round(mark * 1.2)), sl: String(Math.round(mark * 0.8)) });
  await expect(page.getByTestId('perps-ack')).toHaveCount(3);
  const row = page.getByTestId('perps-account-position');
  await expect(row).toContainText('BTC-USD');
  await expect(row).toContainText('0.01');
  const liqCell = row.locator('td').nth(7);
  await expect(liqCell).toHaveText(/\d/);
  const liqBefore = Number((await liqCell.textContent())!.replace(/[^\d.]/g, ''));
  expect(liqBefore).toBeGreaterThan(mark * 0.9);
  expect(liqBefore).toBeLessThan(mark);

  // 10 pUSD more margin: the liquidation price moves away from the mark
  await page.getByRole('button', { name: 'Add or remove margin: BTC-USD' }).click();
  const dialog = page.getByTestId('margin-dialog');
  await dialog.getByLabel(/Amount in pUSD/).fill('10');
  await dialog.getByRole('button', { name: 'Add margin' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect.poll(async () => Number((await liqCell.textContent())!.replace(/[^\d.]/g, '')), { timeout: 15_000 }).toBeLessThan(liqBefore);

  // the sandbox's funding tick: a payment lands in the funding history (read again after the next write)
  expect((await request.post('/perps/v1/sandbox/funding', { data: {} })).ok()).toBe(true);

  // a partial close: half the long, reduce-only
  await order(page, { side: 'Short', kind: 'Market', size: '0.005', reduceOnly: true });
  await expect(row).toContainText('0.005', { timeout: 15_000 });
  // the notification of the partial close carries its figures: what is left, at which entry, at which leverage
  const reduced = page.getByTestId('perps-notification').filter({ hasText: 'Position reduced · BTC-USD' });
  await expect(reduced.getByTestId('perps-notification-figures')).toHaveText(/^Long 0\.005 · entry [\d,.]+ · \d+×$/);
  await expect(page.getByTestId('perps-funding').locator('tbody tr, li').first()).toBeVisible({ timeout: 15_000 });

  // the dead-man switch: a resting bid below the market (inside the 5 % band), armed for 6 s, cancelled at the deadline
  await order(page, { side: 'Long', kind: 'Limit', size: '0.001', price: String(Math.round(mark * 0.96)) });
  const openOrders = page.getByTestId('perps-open-order');
  await expect(
    openOrders
      .filter({ hasText: 'Limit' })
      .or(openOrders.filter({ hasText: '0.001' }))
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  const panel = page.getByTestId('perps-auto-cancel');
  await panel.getByLabel(/Cancel all open orders in/).fill('6');
  await panel.getByRole('button', { name: 'Arm' }).click();
  await expect(panel.getByTestId('auto-cancel-countdown')).toBeVisible();
  await expect(openOrders.filter({ hasText: '0.001' })).toHaveCount(0, { timeout: 20_000 });

  // a held index move: the warning first, then the liquidation
  const entry = Number((await positionOf(request, address))!.entry_price);
  // 0.005 BTC at 50×, 10 pUSD added: 2,700 below the entry leaves equity ≈ 6, under the midpoint of IM (≈ 9.2) and MM (≈ 4.6)
  const hold = (price: number) =>
    request.post('/perps/v1/sandbox/index', { data: { instrument_id: BTC, price: String(Math.round(price)), hold_ms: 120_000 } });
  expect((await hold(entry - 2_700)).ok()).toBe(true);
  const urgent = page.getByTestId('perps-urgent-notifications');
  await expect(urgent).toContainText('Liquidation warning', { timeout: 20_000 });
  // the warning says how close: equity against the initial and maintenance margins, at the held mark
  await expect(urgent.getByTestId('perps-notification-figures').first()).toHaveText(
    /^Long 0\.005 · entry [\d,.]+ · mark [\d,.]+ · \d+× · equity \$[\d.]+ · initial margin \$[\d.]+ · maintenance margin \$[\d.]+$/,
  );
  await expect(row).toBeVisible();
  expect((await hold(entry - 9_000)).ok()).toBe(true);
  await expect(urgent).toContainText('Position liquidated', { timeout: 20_000 });
  // the liquidation: the size closed, at which price, its (negative) PnL and what is left
  const liquidated = urgent.locator('li').filter({ hasText: 'Position liquidated' }).first();
  await expect(liquidated.getByTestId('perps-notification-figures')).toHaveText(
    /^Long [\d.]+ closed · at [\d,.]+ · \d+× · PnL [-−]\$[\d,.]+ · [\d.]+ left$/,
  );
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  expect(await positionOf(request, address)).toBeUndefined();
  // the index walks again at once for the specs after this one
  await request.post('/perps/v1/sandbox/index', { data: { instrument_id: BTC, price: String(Math.round(mark)), hold_ms: 1 } });
});
