import { formatUnits, parseUnits } from 'viem';
import { dollarsToCents } from '../src/lib/cents';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { AMOY, connectAndEnable, fundedAccount, liquidMarket, type Book, type Market } from './trade-kit';

/*
 * The ticket and the book of the Trade view (issue 28): prices in cents, the holdings the ticket is
 * checked against (an order above them is refused before the wallet is asked), quick amounts and
 * Max, both outcomes' books whose levels fill the ticket, and a fee market's total equal to the cash
 * that moves. Each test trades as a fresh account funded by the sandbox faucet (1000 pUSD).
 */

type FeeMarket = Market & { accepting_orders: boolean; taker_base_fee: number };

/**
 * The account's cash in micro pUSD as the service's ledger has it: the faucet answers with the
 * balance after its credit, here of one micro pUSD, which stays in the account from then on.
 */
async function cashAfterOneMicro(request: APIRequestContext, address: string): Promise<bigint> {
  const res = await request.post('/clob/sandbox/faucet', { data: { address, amount: '0.000001' } });
  expect(res.status()).toBe(200);
  return BigInt(((await res.json()) as { balance: string }).balance);
}

const ticket = (page: Page) => page.getByRole('form', { name: 'Order ticket' });

test('a limit order above the cash is refused before signing, saying what is missing; Max fits it', async ({ page, request }) => {
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  await connectAndEnable(page, `/trade?market=${market.condition_id}&outcome=0&side=BUY`);
  const form = ticket(page);
  await expect(form.getByTestId('ticket-holdings')).toHaveText('Cash available $1,000.00');

  // 1¢ a share, in cents: 200,000 shares cost $2,000 and nothing fills at 1¢, so no fee
  await form.getByLabel(/Limit price/).fill('1');
  const shares = form.getByLabel(/Shares \(minimum/);
  await shares.fill('200000');
  await expect(form.getByTestId('signed-amounts')).toContainText('makerAmount 2000000000');
  const message = form.getByTestId('field-error');
  await expect(message).toHaveText('You need $1,000.00 more: the total is above your cash available.');
  await expect(shares).toHaveAttribute('aria-invalid', 'true');
  await expect(shares).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
  await expect(form.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await form.getByRole('button', { name: 'Place order' }).click({ force: true });
  expect(wallet.signingRequests.filter((r) => r.primaryType === 'Order')).toEqual([]);

  // Max: the most shares the cash pays for at 1¢
  await form.getByRole('button', { name: /^Max/ }).click();
  await expect(shares).toHaveValue('100000');
  await expect(message).toHaveCount(0);
  await expect(shares).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await form.getByRole('button', { name: /^50 %/ }).click();
  await expect(shares).toHaveValue('50000');

  // a price off the range says so in cents, in the same place and style
  await form.getByLabel(/Limit price/).fill('100');
  await expect(form.getByTestId('field-error')).toHaveText('Price must be between 1¢ and 99¢.');
  await expect(form.getByLabel(/Limit price/)).toHaveAttribute('aria-invalid', 'true');
});

test('selling shows the shares held and refuses more; a market buy offers $10 / $50 / $100', async ({ page, request }) => {
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  await connectAndEnable(page, `/trade?market=${market.condition_id}&outcome=0&side=SELL`);
  const form = ticket(page);
  await expect(form.getByTestId('ticket-holdings')).toHaveText(`${market.tokens[0]!.outcome} shares available 0.00`);
  await form.getByLabel(/Limit price/).fill('60');
  await form.getByLabel(/Shares \(minimum/).fill('10');
  await expect(form.getByTestId('field-error')).toHaveText(
    'You need 10 more shares: fewer are available (held, less your open sell orders).',
  );
  await expect(form.getByRole('button', { name: 'Place order' })).toBeDisabled();

  await form.getByText(`Buy ${market.tokens[0]!.outcome}`).click();
  await form.getByLabel('Order type').selectOption('FAK');
  await form.getByRole('button', { name: '$50: 50' }).click();
  await expect(form.getByLabel('Dollars to spend')).toHaveValue('50');
  await expect(form.getByRole('button', { name: /^Max/ })).toBeVisible();
});

test('both outcomes’ books, with spread and midpoint; a level fills the ticket with its price and the shares up to it', async ({
  page,
  request,
}) => {
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request, (b) => b.asks.length >= 2);
  await connectAndEnable(page, `/trade?market=${market.condition_id}&outcome=0&side=SELL`);
  const books = page.getByTestId('outcome-book');
  await expect(books).toHaveCount(2);
  await expect(books.first().getByTestId('book-spread')).toContainText('¢');
  await expect(books.first().getByTestId('book-mid')).toContainText('¢');

  const book = (await (await request.get(`/clob/book?token_id=${market.tokens[0]!.token_id}`)).json()) as Book;
  const [best, next] = [book.asks.at(-1)!, book.asks.at(-2)!];
  // both levels' shares, cut to the two decimals an order's size carries
  const upTo = formatUnits((parseUnits(best.size, 6) + parseUnits(next.size, 6)) / 10_000n, 2);
  // the second-best ask, by keyboard: a BUY at its price, of both levels' shares
  const level = books.first().getByTestId('asks-level').nth(1);
  await level.focus();
  await page.keyboard.press('Enter');
  const form = ticket(page);
  await expect(form.getByLabel(`Buy ${market.tokens[0]!.outcome}`)).toBeChecked();
  await expect(form.getByLabel(/Limit price/)).toHaveValue(dollarsToCents(next.price)!);
  await expect(form.getByLabel(/Shares \(minimum/)).toHaveValue(upTo);

  // a level of the other outcome switches the ticket to it
  await books.nth(1).getByTestId('bids-level').first().click();
  await expect(page).toHaveURL(/outcome=1/);
  await expect(ticket(page).getByLabel(`Sell ${market.tokens[1]!.outcome}`)).toBeChecked();
  await expect(ticket(page).getByLabel(/Limit price/)).not.toHaveValue('');
});

test('on a fee market, a marketable order moves the cash by exactly the previewed total', async ({ page, request }) => {
  test.slow();
  let market: FeeMarket | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/clob/markets')).json()) as { data: FeeMarket[] };
      for (const m of data.filter((x) => x.accepting_orders && x.taker_base_fee > 0)) {
        const book = (await (await request.get(`/clob/book?token_id=${m.tokens[0]!.token_id}`)).json()) as Book;
        // $10 within the best ask alone: what fills is then the level's price, as the preview walks it
        const best = book.asks.at(-1);
        if (best && Number(best.price) * Number(best.size) >= 20) return (market = m);
      }
      return undefined;
    })
    .toBeTruthy();
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  await connectAndEnable(page, `/trade?market=${market!.condition_id}&outcome=0&side=BUY`);
  const form = ticket(page);
  await form.getByLabel('Order type').selectOption('FOK');
  await form.getByRole('button', { name: '$10: 10' }).click();
  await expect(form.getByTestId('preview-fee')).not.toHaveText('$0.00');
  const total = (await form.getByTestId('preview-total').getAttribute('data-exact'))!;
  const before = await cashAfterOneMicro(request, account.address);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order matched.');
  const after = (await cashAfterOneMicro(request, account.address)) - 1n;
  expect(before - after).toBe(parseUnits(total, 6));
});

test('at 375 px the ticket and the book fit the screen, and the desk passes axe', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  await connectAndEnable(page, `/trade?market=${market.condition_id}&outcome=0&side=BUY`);
  await ticket(page)
    .getByLabel(/Limit price/)
    .fill('2');
  await ticket(page)
    .getByLabel(/Shares \(minimum/)
    .fill('10');
  await expect(ticket(page).getByTestId('ticket-preview')).toBeVisible();
  // the page folds the book on a phone (trade-page.tsx); unfolded, it shows one outcome's book at a time, switched in one click
  await page.getByRole('button', { name: 'Order book' }).click();
  await expect(page.getByTestId('outcome-book').filter({ visible: true })).toHaveCount(1);
  await page.getByRole('group', { name: 'Outcome shown' }).getByText(market.tokens[1]!.outcome, { exact: true }).click();
  await expect(page.getByTestId('outcome-book').filter({ visible: true })).toContainText(market.tokens[1]!.outcome);
  for (const part of [ticket(page), page.getByRole('region', { name: 'Order book' })]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(375);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth), 'no sideways scroll inside').toBe(true);
  }
  await expectAccessible(page, testInfo);
});
