import { dollarsToCents } from '../src/lib/cents';
import type { APIRequestContext, Locator } from '@playwright/test';
import { cents, DEMO_TRADER, expect, test } from './fixtures';
import { AMOY, connectAndEnable, fundedAccount, type Book } from './trade-kit';
import { injectTestWallet } from './test-wallet';

/*
 * Live prices for what is on screen (issue 19): the markets browser's quotes and the Overview's
 * largest positions follow the market channel, priced as the public site prices them (the midpoint,
 * or the last trade when the spread is wider than 10¢), and move when another tab's order moves a book.
 */

type WireBook = Book & { last_trade_price?: string };

/** The token's book, or an empty one when the service keeps none (a resolved market). */
async function bookOf(request: APIRequestContext, token: string): Promise<WireBook> {
  const res = await request.get(`/clob/book?token_id=${token}`);
  return res.ok() ? ((await res.json()) as WireBook) : { bids: [], asks: [] };
}
const best = (b: Book) => ({ bid: Number(b.bids.at(-1)?.price ?? 0), ask: Number(b.asks.at(-1)?.price ?? 1) });

/** What the page should show for a book: the midpoint of a spread of 10¢ or less, else the last trade. */
function shown(b: WireBook): string | undefined {
  const { bid, ask } = best(b);
  if (bid > 0 && ask < 1 && ask - bid <= 0.1 + 1e-9) return cents((bid + ask) / 2);
  return b.last_trade_price ? cents(Number(b.last_trade_price)) : undefined;
}

const firstQuote = (row: Locator) => row.getByTestId('outcome-quote').first();

/** The chip shows the token's book as it is now (re-read while polling: the other worker trades too). */
const showsBook = (request: APIRequestContext, chip: Locator, token: string) =>
  expect
    .poll(async () => {
      const expected = shown(await bookOf(request, token));
      return expected !== undefined && ((await chip.textContent()) ?? '').endsWith(expected);
    })
    .toBe(true);

test('the markets browser prices its rows from the live books, and a row moves when another tab’s order moves its book', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto('/markets?tab=volume');
  await expect(watcher.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const rows = watcher.getByTestId('ranked-row');
  await expect(firstQuote(rows.first())).toHaveAttribute('data-live', 'true');

  // a listed market whose book has two cents of room inside its spread, so a bid can go between
  let condition = '';
  let token = '';
  let before: WireBook | undefined;
  for (const row of await rows.all()) {
    const id = (await row.getAttribute('data-condition'))!;
    const market = (await (await request.get(`/clob/markets/${id}`)).json()) as {
      tokens: { token_id: string }[];
      accepting_orders: boolean;
    };
    if (!market.accepting_orders) continue;
    const book = await bookOf(request, market.tokens[0]!.token_id);
    const { bid, ask } = best(book);
    if (bid > 0 && ask - bid >= 0.0199 && ask - bid <= 0.1) [condition, token, before] = [id, market.tokens[0]!.token_id, book];
    if (before) break;
  }
  expect(before, 'a listed market with room inside its spread').toBeDefined();
  const quote = firstQuote(watcher.locator(`[data-testid="ranked-row"][data-condition="${condition}"]`));
  await showsBook(request, quote, token);
  const shownBefore = await quote.textContent();

  const trader = await fundedAccount(request);
  await injectTestWallet(page, trader, { chainId: AMOY });
  await connectAndEnable(page, `/trade?market=${condition}`);
  const price = (best(before!).bid + 0.01).toFixed(2);
  await page.getByLabel(/Limit price/).fill(dollarsToCents(price)!);
  await page.getByLabel(/Shares \(minimum/).fill('10');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');

  // our bid is the best now, so the midpoint moved by half a cent
  expect(best(await bookOf(request, token)).bid).toBeGreaterThanOrEqual(Number(price) - 1e-9);
  await showsBook(request, quote, token);
  expect(await quote.textContent()).not.toBe(shownBefore);
  await page.getByTestId('open-order').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(async () => best(await bookOf(request, token)).bid).toBeLessThan(Number(price) - 1e-9);
  await showsBook(request, quote, token);
});

test('the Overview shows each largest position’s live price beside the price its value is marked at', async ({ page, request }) => {
  await page.goto(`/portfolio/${DEMO_TRADER}`);
  const list = page.getByTestId('top-positions');
  await expect(list.locator('li').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Largest positions' }).getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  // a row whose book prices it shows its live price; a row of a market without a book keeps the mark alone
  let live = 0;
  for (const row of await list.locator('li').all()) {
    const token = (await row.getAttribute('data-asset'))!;
    if (shown(await bookOf(request, token)) === undefined) await expect(row.getByTestId('live-price')).toHaveCount(0);
    else {
      await showsBook(request, row.getByTestId('live-price'), token);
      await expect(row.getByTestId('live-price')).toHaveText(/^\s*· live [\d.]+¢$/);
      live += 1;
    }
  }
  expect(live, 'at least one of the largest positions has a live book').toBeGreaterThan(0);
});

test('search results are priced live too, and keep a price the list below also shows when the search is cleared', async ({ page }) => {
  await page.goto('/markets?tab=volume');
  const listed = firstQuote(page.getByTestId('ranked-row').first());
  await expect(listed).toHaveAttribute('data-live', 'true');
  const question = await page.getByTestId('ranked-row').first().getByRole('link').first().innerText();
  const word = question
    .replace(/[?,.:"“”]/g, ' ')
    .split(/\s+/)
    .sort((a, b) => b.length - a.length)[0]!;

  await page.getByLabel('Search markets and events').fill(word);
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  await expect(results.getByTestId('outcome-quote').first()).toHaveAttribute('data-live', 'true');
  const shownBefore = (await listed.textContent())!;

  await page.getByLabel('Search markets and events').fill('');
  await expect(results).toHaveCount(0);
  // the list still follows its rows: their prices stay live after the search's feed let go
  await expect(listed).toHaveAttribute('data-live', 'true');
  await expect(listed).toHaveText(shownBefore);
});
