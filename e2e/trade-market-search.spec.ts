import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, test } from './fixtures';
import { marketBox, type Market } from './trade-kit';

/*
 * The Trade view's market combobox and deep links, on the real local service with the sandbox's
 * Demo wallet (the demo trader): a market past the first page of /clob/markets is found by its
 * title and traded; a position's "Trade" opens a filled ticket even when its market is not on that
 * first page; and the combobox works by keyboard alone. Serial: the demo trader is one account.
 */

test.describe.configure({ mode: 'serial' });

type ClobMarket = Market & { accepting_orders: boolean; enable_order_book: boolean; closed: boolean };
type MarketPage = { data: ClobMarket[]; next_cursor: string };

const tradable = (m: ClobMarket) => m.accepting_orders && m.enable_order_book && !m.closed;

/** Every page of /clob/markets, in order, following next_cursor to "LTE=". */
async function marketPages(request: APIRequestContext): Promise<ClobMarket[][]> {
  const pages: ClobMarket[][] = [];
  let cursor = 'MA==';
  while (cursor !== 'LTE=') {
    const page = (await (await request.get(`/clob/markets?next_cursor=${cursor}`)).json()) as MarketPage;
    if (page.data.length > 0) pages.push(page.data);
    cursor = page.next_cursor;
  }
  return pages;
}

/** A title the search finds that market alone by: no other market's question contains it. */
const unique = (m: ClobMarket, all: ClobMarket[]) =>
  all.every((o) => o.condition_id === m.condition_id || !o.question.toLowerCase().includes(m.question.toLowerCase()));

/**
 * Connects the Demo wallet and enables trading. The demo trader's key exists after its first
 * enable, so "create or derive" meets the service's 400 for the create and derives it: an ordinary
 * answer the browser still logs, allowed here.
 */
async function connectDemo(page: Page, consoleGuard: { allow: (pattern: RegExp) => void }) {
  consoleGuard.allow(/status of 400 .*\/clob\/auth\/api-key/);
  await page.getByRole('button', { name: 'Demo wallet (sandbox)' }).click();
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByRole('heading', { name: /^Open orders \(\d+\)$/ })).toBeVisible();
}

test('a market from the last page of /clob/markets is found by typing its title, and traded with the Demo wallet', async ({
  page,
  request,
  consoleGuard,
}) => {
  test.slow();
  const pages = await marketPages(request);
  expect(pages.length, 'the service lists markets on more than one page').toBeGreaterThan(1);
  const all = pages.flat();
  const market = pages.at(-1)!.find((m) => tradable(m) && unique(m, all));
  expect(market, 'an open market on the last page').toBeTruthy();
  const { condition_id: id, question } = market!;
  expect(pages[0]!.map((m) => m.condition_id)).not.toContain(id);

  await page.goto('/trade');
  await connectDemo(page, consoleGuard);
  const box = marketBox(page);
  await box.click();
  // typed as a person types: the search goes out once typing pauses, to the metadata service
  const searched = page.waitForRequest((r) => r.url().includes('/gamma/public-search?'));
  await box.pressSequentially(question.slice(0, 40), { delay: 10 });
  expect(new URL((await searched).url()).searchParams.get('events_status')).toBe('active');
  const option = page.getByRole('listbox', { name: 'Market' }).getByRole('option').filter({ hasText: question });
  await expect(option).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /open markets? found/ })).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(`/trade?market=${id}&outcome=0&side=BUY`);
  await expect(box).toHaveValue(question);

  // a resting BUY far below the market, placed, seen open, then cancelled
  const shares = String(Math.max(10, market!.minimum_order_size));
  await page.getByLabel(/Limit price/).fill('2');
  await page.getByLabel(/Shares \(minimum/).fill(shares);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-result')).toContainText('Your order is live in the book.');
  const row = page.getByTestId('open-order').filter({ hasText: `0 / ${shares}` });
  await expect(row.first()).toBeVisible();
  const before = await row.count();
  await row.first().getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(before - 1);
});

test("a position's Trade button opens a filled ticket, also for a market past the first page", async ({ page, request, consoleGuard }) => {
  const [first] = await marketPages(request);
  const onFirst = new Set(first!.map((m) => m.condition_id));
  type Held = { conditionId: string; outcomeIndex: number; outcome: string; title: string; redeemable: boolean };
  const held = (await (await request.get(`/data/positions?user=${DEMO_TRADER}&limit=500&sizeThreshold=1`)).json()) as Held[];
  const tradableIds = new Set(
    (await marketPages(request))
      .flat()
      .filter(tradable)
      .map((m) => m.condition_id),
  );
  const position = held.find((p) => !onFirst.has(p.conditionId) && tradableIds.has(p.conditionId) && !p.redeemable);
  expect(position, 'the demo trader holds an open market past the first page').toBeTruthy();
  const { conditionId, outcomeIndex, outcome, title } = position!;

  await page.goto(`/portfolio/${DEMO_TRADER}/positions?title=${encodeURIComponent(title)}`);
  const link = page.getByRole('link', { name: `Trade ${outcome} of ${title}` });
  await expect(link).toHaveAttribute('href', `/trade?market=${conditionId}&outcome=${outcomeIndex}&side=BUY`);
  await link.click();
  await expect(page).toHaveURL(`/trade?market=${conditionId}&outcome=${outcomeIndex}&side=BUY`);
  // the market is chosen and its outcome checked before any wallet is connected
  await expect(marketBox(page)).toHaveValue(title);
  await expect(page.getByRole('group', { name: 'Outcome' }).getByRole('radio', { name: outcome })).toBeChecked();
  await connectDemo(page, consoleGuard);
  const ticket = page.getByRole('form', { name: 'Order ticket' });
  await expect(ticket.getByRole('radio', { name: `Buy ${outcome}` })).toBeChecked();

  // a link's side is the ticket's side; the Demo wallet is still connected after the page load, and
  // the credentials (kept in memory only) come back from one signature
  await page.goto(`/trade?market=${conditionId}&outcome=${outcomeIndex}&side=SELL`);
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByRole('form', { name: 'Order ticket' }).getByRole('radio', { name: `Sell ${outcome}` })).toBeChecked();
});

test('the combobox by keyboard alone: type, arrows, Enter; Escape gives back the chosen market', async ({ page, request }) => {
  const pages = await marketPages(request);
  const all = pages.flat();
  const market = pages.at(-1)!.find((m) => tradable(m) && unique(m, all))!;
  await page.goto('/trade');
  const box = marketBox(page);
  await page.keyboard.press('Tab');
  // Tab on from the page's start until the combobox has focus (the header's links come first)
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type(market.question.slice(0, 40));
  const listbox = page.getByRole('listbox', { name: 'Market' });
  await expect(listbox.getByRole('option').filter({ hasText: market.question })).toHaveCount(1);
  // Down until the wanted option is the active descendant, then Enter
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes(market.question)) break;
  }
  await expect(page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/trade?market=${market.condition_id}&outcome=0&side=BUY`);
  await expect(box).toHaveValue(market.question);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toBeFocused();

  // typing over it, then Escape twice: the list closes, then the chosen market's title is back
  await page.keyboard.type('zzqq');
  await expect(page.getByRole('status').filter({ hasText: 'No open market matches “zzqq”.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue(market.question);
  await expect(page).toHaveURL(`/trade?market=${market.condition_id}&outcome=0&side=BUY`);
});
