import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRADER, expect, test } from './fixtures';

/*
 * Issue 28, "Figures that reconcile on screen": for the demo trader, the equity, the positions value
 * and the row counts read on Overview, Positions and Accounting agree, and where two figures differ
 * the reason is on screen (open combos, resolved markets); no resolved market sits in the Open tab
 * or the allocation chart; a wallet has one name wherever it is shown.
 */

const BASE = `/portfolio/${DEMO_TRADER}`;
type Held = { token_id: string; condition_id: string; status: 'OPEN' | 'REDEEMABLE'; current_value: number };
type Holder = { proxy_wallet: string; name: string; pseudonym: string; display_username_public: boolean };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/data${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Whole cents of a shown dollar amount ("$50,934.35" → 5093435n). */
const cents = (text: string) => BigInt(text.replace(/[$,\s]/g, '').replace('.', ''));
/** Exact micro-dollars of an API number, summed without floats. */
const micro = (v: number) => {
  const [int, frac = ''] = String(v).split('.');
  return BigInt(int!) * 1_000_000n + (v < 0 ? -1n : 1n) * BigInt((frac + '000000').slice(0, 6));
};

const dollars = (c: bigint) => `$${Number(c / 100n).toLocaleString('en-US')}.${String(c % 100n).padStart(2, '0')}`;

async function shown(page: Page, scope: string, id: string): Promise<bigint> {
  const cell = page.getByTestId(scope).getByTestId(id);
  await expect(cell).toHaveText(/^-?\$[\d,]+\.\d\d$/);
  return cents((await cell.textContent())!);
}

/** Every held position, as the positions value counts it: archived markets and dust included. */
const held = (request: APIRequestContext) =>
  json<{ data: Held[] }>(
    request,
    `/v2/positions?user=${DEMO_TRADER}&status=OPEN&include_archived=true&filter_type=TOKENS&filter_amount=0.000001&limit=1000`,
  ).then((r) => r.data);

test('equity, positions value and row counts agree between Overview, Positions and Accounting, or show why they differ', async ({
  page,
  request,
}) => {
  const rows = await held(request);
  const open = rows.filter((r) => r.status === 'OPEN');
  const resolved = rows.filter((r) => r.status === 'REDEEMABLE');
  expect(resolved.length, 'the demo trader holds positions of resolved markets').toBeGreaterThan(0);

  // Overview: cash + market positions (Accounting's total), + open combos = equity, each line labelled
  await page.goto(BASE);
  const equity = page.getByTestId('equity');
  const cash = await shown(page, 'equity', 'equity-cash');
  const positions = await shown(page, 'equity', 'equity-positions');
  const market = await shown(page, 'equity', 'equity-market');
  const combos = await shown(page, 'equity', 'equity-combos');
  const total = await shown(page, 'equity', 'equity-total');
  expect(cash + positions).toBe(market);
  expect(market + combos).toBe(total);
  expect(combos, 'open combos make the two totals differ').toBeGreaterThan(0n);
  await expect(equity).toContainText('Cash and market positions');
  await expect(equity).toContainText('Equity, open combos included');

  // Overview's allocation: markets still trading, with the claimable part and the positions value beside it
  const byEvent = page.getByTestId('allocation-by-event');
  await expect(byEvent).toHaveAttribute('data-count', String(open.length));
  const openMicro = open.reduce((s, r) => s + micro(r.current_value), 0n);
  const resolvedMicro = resolved.reduce((s, r) => s + micro(r.current_value), 0n);
  expect(micro(Number(await byEvent.getAttribute('data-total')))).toBe(openMicro);
  const reconcile = byEvent.getByTestId('allocation-reconcile');
  await expect(reconcile).toContainText(`claimable in ${resolved.length} positions of resolved markets`);
  await expect(reconcile).toContainText(`in ${rows.length} positions`);
  await expect(reconcile).toContainText(`positions value ${dollars(positions)}`);

  // Accounting: the same cash, positions value and cash + market positions; the same rows, split the same way
  await page.goto(`${BASE}/accounting`);
  const summary = page.getByTestId('equity-summary');
  await expect(summary.getByTestId('equity-cash')).toHaveText(/\$/);
  expect(await shown(page, 'equity-summary', 'equity-cash')).toBe(cash);
  expect(await shown(page, 'equity-summary', 'equity-positions')).toBe(positions);
  expect(await shown(page, 'equity-summary', 'equity-total')).toBe(market);
  await expect(summary).toContainText('Equity, cash and market positions');
  await expect(summary).toContainText('open combos are not in the snapshot');
  await expect(page.getByTestId('snapshot-position-count')).toHaveText(`${rows.length} rows`);
  await expect(page.getByTestId('equity-open-count')).toHaveText(String(open.length));
  await expect(page.getByTestId('equity-resolved-count')).toHaveText(String(resolved.length));
  // the positions value to the cent is the open and the claimable parts together
  const valueCents = (openMicro + resolvedMicro + 5_000n) / 10_000n;
  expect(positions).toBe(valueCents);

  // Positions, archived markets included: the Open tab has the allocation's rows, Redeemable the rest
  await page.goto(`${BASE}/positions?include_archived=true&limit=100`);
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('position-row')).toHaveCount(open.length);
  await expect(page.getByTestId('open-tab-scope')).toHaveAttribute('data-resolved', String(resolved.length));
  await page.goto(`${BASE}/positions?status=REDEEMABLE&include_archived=true&limit=100`);
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('position-row')).toHaveCount(resolved.length);
});

test('no resolved market in the Open tab or in the allocation chart', async ({ page, request }) => {
  const rows = await held(request);
  const resolvedAssets = new Set(rows.filter((r) => r.status === 'REDEEMABLE').map((r) => r.token_id));

  // the default Open tab (archived markets hidden) lists no resolved market's position, and says where they are
  await page.goto(`${BASE}/positions?limit=100`);
  await expect(page.getByTestId('positions-table')).toHaveAttribute('aria-busy', 'false');
  const assets = await page.getByTestId('position-row').evaluateAll((r) => r.map((x) => x.getAttribute('data-asset') ?? ''));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((a) => resolvedAssets.has(a))).toEqual([]);
  await expect(page.getByTestId('open-tab-scope')).toContainText('under Redeemable');

  // the allocation chart sums markets still trading only: each event's slice is its unresolved positions
  await page.goto(BASE);
  const slices = page.getByTestId('allocation-by-event').getByTestId('allocation-slice');
  await expect(slices.first()).toBeVisible();
  const shownSlices = await slices.evaluateAll((li) => li.map((l) => [l.getAttribute('data-key')!, l.getAttribute('data-value')!]));
  const events = await json<{ data: (Held & { event_id: string })[] }>(
    request,
    `/v2/positions?user=${DEMO_TRADER}&status=OPEN&include_archived=true&filter_type=TOKENS&filter_amount=0.000001&limit=1000`,
  );
  for (const [key, value] of shownSlices) {
    if (key === '__other__') continue;
    const unresolved = events.data.filter((r) => r.event_id === key && r.status === 'OPEN');
    expect(micro(Number(value)), `event ${key}`).toBe(unresolved.reduce((s, r) => s + micro(r.current_value), 0n));
  }
});

test('a wallet whose name is private shows its pseudonym in every place', async ({ page, request }) => {
  // a holder of one of the demo trader's markets who keeps their name private
  const rows = await held(request);
  let found: { condition: string; holder: Holder } | undefined;
  for (const condition of [...new Set(rows.map((r) => r.condition_id))]) {
    const groups = await json<{ data: { holders: Holder[] }[] }>(request, `/v2/holders?condition=${condition}&include_pnl=true&limit=20`);
    const holder = groups.data.flatMap((g) => g.holders).find((h) => !h.display_username_public && h.name && h.pseudonym);
    if (holder) {
      found = { condition, holder };
      break;
    }
  }
  expect(found, 'a holder with a private name').toBeDefined();
  const { condition, holder } = found!;

  // the services serve no private name where they carry no flag: the boards' name is the pseudonym
  const board = await json<{ userName: string }[]>(request, `/v1/leaderboard?user=${holder.proxy_wallet}&timePeriod=ALL`);
  for (const r of board) expect(r.userName).toBe(holder.pseudonym);

  await page.goto(`/market/${condition}`);
  const row = page.locator(`[data-testid="holder-row"][data-address="${holder.proxy_wallet}"]`).first();
  await expect(row.getByRole('link', { name: holder.pseudonym, exact: true })).toBeVisible();
  await expect(page.getByText(holder.name, { exact: true })).toHaveCount(0);

  await page.goto(`/portfolio/${holder.proxy_wallet}`);
  await expect(page.getByTestId('profile-name')).toHaveText(holder.pseudonym);
});
