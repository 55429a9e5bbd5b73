import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

type MetadataMarket = { conditionId: string; question: string };
type MetadataEvent = { id: string; markets: MetadataMarket[] };

async function metadata<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/gamma${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const choice = (page: Page, group: string, label: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) });

async function attrs(page: Page, testId: string, attr: string, busyTestId?: string): Promise<string[]> {
  if (busyTestId) await expect(page.getByTestId(busyTestId)).toHaveAttribute('aria-busy', 'false');
  return page.getByTestId(testId).evaluateAll((els, a) => els.map((e) => e.getAttribute(a) ?? ''), attr);
}

test.describe('markets browser', () => {
  test('events are the API events, busiest first, and narrow by tag through the URL', async ({ page, request }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).click();
    await expect(page).toHaveURL('/markets');

    const events = await metadata<MetadataEvent[]>(request, '/events?order=volume&ascending=false&limit=20&offset=0&closed=false');
    await expect.poll(() => attrs(page, 'event-card', 'data-event')).toEqual(events.map((e) => e.id));
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'markets-events');

    const [tag] = await metadata<{ id: string; label: string }[]>(request, '/tags');
    await page.getByLabel('Category tag').selectOption(tag!.id);
    await expect(page).toHaveURL(`/markets?tag=${tag!.id}`);
    const tagged = await metadata<MetadataEvent[]>(
      request,
      `/events?order=volume&ascending=false&limit=20&offset=0&tag_id=${tag!.id}&closed=false`,
    );
    await expect.poll(() => attrs(page, 'event-card', 'data-event')).toEqual(tagged.map((e) => e.id));
    await page.reload();
    await expect(page.getByLabel('Category tag')).toHaveValue(tag!.id);
    await expect.poll(() => attrs(page, 'event-card', 'data-event')).toEqual(tagged.map((e) => e.id));
  });

  test('search finds a market by a word of its title and opens it', async ({ page, request }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    const [target] = await metadata<MetadataMarket[]>(request, '/markets?order=volume&ascending=false&closed=false&limit=1');
    // the longest word of the question: distinctive enough to find it among few results
    const word = target!.question
      .replace(/[?,.:"“”]/g, ' ')
      .split(/\s+/)
      .sort((a, b) => b.length - a.length)[0]!;
    const found = await metadata<{ events: MetadataEvent[] }>(request, `/public-search?q=${encodeURIComponent(word)}&limit_per_type=10`);
    expect(found.events.some((e) => e.markets.some((m) => m.conditionId === target!.conditionId))).toBe(true);

    await page.goto('/markets');
    await page.getByLabel('Search markets and events').fill(word);
    await expect(page).toHaveURL(`/markets?q=${encodeURIComponent(word)}`);
    const results = page.getByTestId('search-results');
    await expect.poll(() => attrs(page, 'found-event', 'data-event')).toEqual(found.events.map((e) => e.id));
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'markets-search');

    await page.reload();
    await expect(page.getByLabel('Search markets and events')).toHaveValue(word);
    await results.locator(`[data-testid="market-line"][data-condition="${target!.conditionId}"] a`).click();
    await expect(page).toHaveURL(`/market/${target!.conditionId}`);
    await expect(page.getByTestId('market-title')).toHaveText(target!.question);
  });

  test('markets ranked by volume and by open interest follow the API order, state in the URL', async ({ page, request }, testInfo) => {
    test.slow(); // many states, an axe run and screenshots, on a shared 2-core machine
    await page.goto('/markets');
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Top by volume' }).click();
    await expect(page).toHaveURL('/markets?tab=volume');
    const byVolume = await metadata<MetadataMarket[]>(request, '/markets?order=volume&ascending=false&limit=20&offset=0&closed=false');
    await expect.poll(() => attrs(page, 'ranked-row', 'data-condition', 'ranked-table')).toEqual(byVolume.map((m) => m.conditionId));

    await choice(page, 'State', 'All').click();
    await expect(page).toHaveURL('/markets?tab=volume&status=all');
    const all = await metadata<MetadataMarket[]>(request, '/markets?order=volume&ascending=false&limit=20&offset=0');
    await expect.poll(() => attrs(page, 'ranked-row', 'data-condition', 'ranked-table')).toEqual(all.map((m) => m.conditionId));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/markets?tab=volume&status=all&page=2');
    const second = await metadata<MetadataMarket[]>(request, '/markets?order=volume&ascending=false&limit=20&offset=20');
    await expect.poll(() => attrs(page, 'ranked-row', 'data-condition', 'ranked-table')).toEqual(second.map((m) => m.conditionId));
    await page.reload();
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect.poll(() => attrs(page, 'ranked-row', 'data-condition', 'ranked-table')).toEqual(second.map((m) => m.conditionId));

    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Top by open interest' }).click();
    await expect(page).toHaveURL('/markets?tab=oi&status=all');
    const byOi = await metadata<MetadataMarket[]>(request, '/markets?order=openInterest&ascending=false&limit=20&offset=0');
    await expect.poll(() => attrs(page, 'ranked-row', 'data-condition', 'ranked-table')).toEqual(byOi.map((m) => m.conditionId));
    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'markets-ranked');

    await page.getByTestId('ranked-row').first().getByRole('link').click();
    await expect(page).toHaveURL(`/market/${byOi[0]!.conditionId}`);
  });

  test('an event opens with all its markets', async ({ page, request }) => {
    const [event] = await metadata<MetadataEvent[]>(request, '/events?order=volume&ascending=false&limit=1&closed=false');
    await page.goto('/markets');
    await page.locator(`[data-testid="event-card"][data-event="${event!.id}"]`).getByRole('link').first().click();
    await expect(page).toHaveURL(`/markets?event=${event!.id}`);
    const detail = page.getByTestId('event-detail');
    await expect(detail.getByTestId('market-line')).toHaveCount(event!.markets.length);
    await detail.getByRole('link', { name: 'Back to the lists' }).click();
    await expect(page).toHaveURL('/markets');
  });
});
