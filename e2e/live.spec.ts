import { dollarsToCents } from '../src/lib/cents';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AMOY, connectAndEnable, fundedAccount, liquidMarket, type Book } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * Real time (issue 19): one tab places and cancels orders, another tab's book shows each change by
 * itself, with no read of the book over HTTP while its socket is live; a maker's fill reaches its
 * own tab over the user channel (open orders, trade history, and the portfolio's positions).
 */

const bookReads = (page: Page) => {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/clob/book') n += 1;
  });
  return () => n;
};

/** Shares shown at a price on one side of the book panel ('' when the level is absent). */
const levelShares = async (page: Page, side: 'bids' | 'asks', cents: string) => {
  const rows = await page.getByTestId(`${side}-level`).allTextContents();
  const row = rows.find((r) => r.startsWith(cents));
  return row ? row.slice(cents.length) : '';
};

test('another tab’s market view shows each order placed and cancelled in its book, without reading the book again', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const market = await liquidMarket(request);
  const url = `/trade?market=${market.condition_id}`;

  const watcher = await (await browser.newContext()).newPage();
  const reads = bookReads(watcher);
  await watcher.goto(`/market/${market.condition_id}`);
  const panel = watcher.getByTestId('market-book');
  await expect(panel.getByRole('heading', { name: `Order book · ${market.tokens[0]!.outcome}` })).toBeVisible();
  await expect(panel.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  await expect(panel.getByTestId('last-trade')).toContainText('Last trade');
  const before = await levelShares(watcher, 'bids', '3.0¢');
  const readsWhenLive = reads();

  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  await connectAndEnable(page, url);
  await page.getByLabel(/Limit price/).fill('3');
  await page.getByLabel(/Shares \(minimum/).fill('11');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');

  await expect.poll(() => levelShares(watcher, 'bids', '3.0¢')).toBe(String(Number(before || 0) + 11));
  await page.getByTestId('open-order').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => levelShares(watcher, 'bids', '3.0¢')).toBe(before);
  expect(reads(), 'no book read over HTTP while the socket is live').toBe(readsWhenLive);
});

test('a maker’s fill reaches its tab by itself: open orders, trade history, then its positions', async ({ page, browser, request }) => {
  test.slow();
  // a book with a cent of room inside its spread (earlier tests' fills can leave a spread of one tick)
  const bestBidOf = (b: Book) => Number(b.bids.at(-1)?.price ?? 0);
  const market = await liquidMarket(request, (b) => Number(b.asks.at(-1)!.price) - bestBidOf(b) >= 0.0199);
  const url = `/trade?market=${market.condition_id}`;
  const book = (await (await request.get(`/clob/book?token_id=${market.tokens[0]!.token_id}`)).json()) as Book;
  // between the best bid and the best ask, so the taker below meets this order first
  const bestBid = bestBidOf(book);
  const bestAsk = Number(book.asks.at(-1)!.price);
  const price = (Math.floor(Math.round(bestBid * 1000) / 10) / 100 + 0.01).toFixed(2);
  expect(Number(price)).toBeGreaterThan(bestBid);
  expect(Number(price)).toBeLessThan(bestAsk);

  const maker = await fundedAccount(request);
  await injectTestWallet(page, maker, { chainId: AMOY });
  await connectAndEnable(page, url);
  await expect(page.getByTestId('live-status').last()).toHaveAttribute('data-status', 'live');
  await page.getByLabel(/Limit price/).fill(dollarsToCents(price)!);
  await page.getByLabel(/Shares \(minimum/).fill('5');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('open-order')).toHaveCount(1);
  // while the user channel is live, open orders are not polled (over HTTP they are read every 10 s)
  const orderReads = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/clob/data/orders')) orderReads.n += 1;
  });
  await page.waitForTimeout(11_000);
  expect(orderReads.n, 'no poll of open orders in 11 s').toBe(0);

  // another trader buys shares from the asks, then sells 5 at the maker's price: the maker's bid is the best
  const taker = await (await browser.newContext()).newPage();
  await injectTestWallet(taker, await fundedAccount(request), { chainId: AMOY });
  await connectAndEnable(taker, url);
  await taker.getByLabel('Order type').selectOption('FOK');
  await taker.getByLabel('Dollars to spend').fill('10');
  await taker.getByRole('button', { name: 'Place order' }).click();
  await expect(taker.getByTestId('order-result')).toContainText('Your order matched.');
  await taker.getByLabel('Order type').selectOption('GTC');
  await taker.getByLabel(`Sell ${market.tokens[0]!.outcome}`).check();
  await taker.getByLabel(/Limit price/).fill(dollarsToCents(price)!);
  await taker.getByLabel(/Shares \(minimum/).fill('5');
  await taker.getByRole('button', { name: 'Place order' }).click();
  await expect(taker.getByTestId('order-result')).toContainText('Your order matched.');

  // the maker's tab: nothing clicked, nothing reloaded
  await expect(page.getByTestId('open-order')).toHaveCount(0);
  await expect(page.getByTestId('trade-row').first()).toContainText('Maker');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Positions' }).click();
  await expect(page.getByTestId('position-row').filter({ hasText: market.question }).first()).toBeVisible();
});
