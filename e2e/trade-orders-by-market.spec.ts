import { dollarsToCents } from '../src/lib/cents';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './quality';
import { injectTestWallet } from './test-wallet';
import { AMOY, connectAndEnable, fundedAccount, type Book, type Market } from './trade-kit';

/*
 * Open orders, trade history and notifications name their market, on the real local service: a
 * fresh funded account (the test wallet signs as the demo wallet does, with its own key, so no other
 * spec's orders are in its lists) rests orders on two markets and fills one.
 */

/** Two markets whose first outcome has asks deep enough for a $5 market buy. */
async function twoLiquidMarkets(request: APIRequestContext): Promise<[Market, Market]> {
  const found: Market[] = [];
  await expect
    .poll(async () => {
      found.length = 0;
      const { data } = (await (await request.get('/clob/markets')).json()) as { data: (Market & { accepting_orders: boolean })[] };
      for (const m of data.filter((x) => x.accepting_orders)) {
        const book = (await (await request.get(`/clob/book?token_id=${m.tokens[0]!.token_id}`)).json()) as Book;
        const depth = book.asks.reduce((sum, a) => sum + Number(a.price) * Number(a.size), 0);
        if (depth > 20) found.push(m);
        if (found.length === 2) return true;
      }
      return false;
    })
    .toBe(true);
  return [found[0]!, found[1]!];
}

/** A word of `title` that `other` lacks: typing it finds the one market and not the other. */
function distinctWord(title: string, other: string): string {
  const words = title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  return words.find((w) => !other.toLowerCase().includes(w.toLowerCase())) ?? title;
}

/** The ticket on another market, within the tab (a reload would forget the tab's trading key). */
async function openTicket(page: Page, conditionId: string) {
  await page.evaluate((id) => history.pushState(null, '', `/trade?market=${id}`), conditionId);
  await expect(page.getByLabel(/Limit price/)).toBeVisible();
}

async function restBuy(page: Page, price: string) {
  await page.getByLabel(/Limit price/).fill(dollarsToCents(price)!);
  await page.getByLabel(/Shares \(minimum/).fill('10');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** Cells of the header row and of the first row whose content runs into the next one's (less than 8 px apart) or out of its cell. */
async function collidingCells(table: Locator): Promise<string[]> {
  const rows = [table.locator('thead tr'), table.locator('tbody tr').first()];
  return (await Promise.all(rows.map((row) => collidingInRow(row)))).flat();
}

async function collidingInRow(row: Locator): Promise<string[]> {
  return row.locator('th, td').evaluateAll((cells) => {
    // a header read to screen readers only (the select and cancel columns) draws nothing to collide
    const boxes = cells
      .filter((c) => !c.querySelector('.sr-only'))
      .map((c) => {
        const range = document.createRange();
        range.selectNodeContents(c);
        return { text: c.textContent ?? '', box: range.getBoundingClientRect(), overflow: c.scrollWidth > c.clientWidth };
      });
    const bad: string[] = [];
    boxes.forEach((b, i) => {
      if (b.overflow) bad.push(`${b.text} overflows its cell`);
      const next = boxes[i + 1];
      if (next && b.box.width > 0 && next.box.width > 0 && next.box.left - b.box.right < 8) bad.push(`${b.text}|${next.text}`);
    });
    return bad;
  });
}

/** The three lists at `width`, attached to the report for the screenshots. */
async function attachLists(page: Page, testInfo: TestInfo, width: number) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  for (const id of ['open-orders-title', 'trade-history-title', 'notifications-title']) {
    const shot = await page.locator(`section[aria-labelledby="${id}"]`).screenshot();
    await testInfo.attach(`${id.replace('-title', '')}-${width}px.png`, { body: shot, contentType: 'image/png' });
  }
}

test('orders and fills named by market: titles, filter, a fill notification, cancels asked and counted', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  const [a, b] = await twoLiquidMarkets(request);
  const titleRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/gamma/markets' && url.searchParams.has('condition_ids')) titleRequests.push(url.search);
  });

  await page.goto(`/trade?market=${a.condition_id}`);
  await connectAndEnable(page, '');
  await restBuy(page, '0.02');
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  await restBuy(page, '0.03');
  const rows = page.getByTestId('open-order');
  await expect(rows).toHaveCount(2);
  await openTicket(page, b.condition_id);
  await restBuy(page, '0.02');
  await expect(rows).toHaveCount(3);

  // each order names its market, linked to the market's page
  await expect(rows.filter({ hasText: a.question })).toHaveCount(2);
  await expect(rows.filter({ hasText: b.question })).toHaveCount(1);
  await expect(rows.filter({ hasText: b.question }).getByRole('link', { name: b.question })).toHaveAttribute(
    'href',
    `/market/${b.condition_id}`,
  );
  await expect(rows.filter({ hasText: b.question })).toContainText(b.tokens[0]!.outcome);
  // titles come in batches of ids (one request per new set of markets), never one request per row
  expect(titleRequests.length).toBeLessThanOrEqual(2);

  // the filter finds a market's orders by a word of its title
  const orderFilter = page.getByLabel('Filter open orders by title');
  await orderFilter.fill(distinctWord(a.question, b.question).toUpperCase());
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('2 of 3 orders')).toBeVisible();
  await orderFilter.fill('no such market zzz');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No open order on a market matching')).toBeVisible();
  await orderFilter.fill('');
  await expect(rows).toHaveCount(3);

  // header cells and a row's cells keep apart on a desktop
  await expect.poll(() => collidingCells(page.getByTestId('open-orders'))).toEqual([]);

  // a market buy on B fills: its row in trade history names B, and so does its notification
  await page.getByLabel('Order type').selectOption('FOK');
  await page.getByLabel('Dollars to spend').fill('5');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order matched.');
  const trade = page.getByTestId('trade-row').first();
  await expect(trade).toContainText(b.question);
  await expect(trade.getByRole('link', { name: b.question })).toHaveAttribute('href', `/market/${b.condition_id}`);
  await expect.poll(() => collidingCells(page.getByTestId('trade-history'))).toEqual([]);
  const tradeFilter = page.getByLabel('Filter trades by title');
  await tradeFilter.fill(distinctWord(a.question, b.question));
  await expect(page.getByTestId('trade-row')).toHaveCount(0);
  await tradeFilter.fill(distinctWord(b.question, a.question));
  await expect(page.getByTestId('trade-row').first()).toContainText(b.question);
  await tradeFilter.fill('');

  const filled = page.getByTestId('notification').filter({ hasText: 'Order filled' }).first();
  await expect(filled).toContainText(b.question);
  await expect(filled).toContainText(new RegExp(`Buy [\\d.,]+ ${b.tokens[0]!.outcome} at \\d+\\.\\d¢`));
  await filled.getByRole('link', { name: /^View fill/ }).click();
  await expect(page).toHaveURL(/#fill-\d+-TAKER$/);
  await expect(page.locator('tr:target')).toContainText(b.question);

  await attachLists(page, testInfo, 1440);
  // at 375 px the lists read as cards that need no more than the phone's width: none of them is what
  // makes the page scroll sideways (the market picker is, until its combobox lands: a separate change)
  await page.setViewportSize({ width: 375, height: 812 });
  for (const id of ['open-orders', 'trade-history', 'notifications']) {
    const { needs, room } = await page.getByTestId(id).evaluate((el) => {
      const section = el.closest('section')!;
      const before = section.style.width;
      section.style.width = 'min-content';
      const needs = section.getBoundingClientRect().width;
      section.style.width = before;
      // the page's side margins are the section's distance from the left edge, on both sides
      return { needs, room: 375 - 2 * section.getBoundingClientRect().left };
    });
    expect(needs, `${id} needs ${needs} px at 375 px`).toBeLessThanOrEqual(room);
  }
  await attachLists(page, testInfo, 375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // "Cancel this market" asks first, with the count; Escape keeps the orders and gives focus back
  const cancelMarket = page.getByRole('button', { name: 'Cancel this market' });
  await cancelMarket.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('1 order on “');
  await expect(dialog).toContainText(b.question);
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancelMarket).toBeFocused();
  await expect(rows).toHaveCount(3);
  await cancelMarket.click();
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click();
  await expect(rows).toHaveCount(2);
  const result = page.getByTestId('cancel-result');
  await expect(result).toHaveText('Canceled 1 order.');
  await expect(result).toBeFocused();
  await expect(result).toHaveAttribute('aria-live', 'polite');

  // "Cancel all" says how many go, in every market; the keyboard alone confirms it
  await page.getByRole('button', { name: 'Cancel all' }).click();
  await expect(dialog.getByTestId('cancel-count')).toHaveText('2 orders, in every market, will be canceled.');
  await expectAccessible(page, testInfo);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel 2 orders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(0);
  await expect(result).toHaveText('Canceled 2 orders.');
  await expect(result).toBeFocused();

  // the cancellations are notified by market too
  await expect(page.getByTestId('notification').filter({ hasText: 'Order canceled' }).filter({ hasText: a.question })).toHaveCount(2);
});
