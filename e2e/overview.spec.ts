import { DEMO_TRADER, apiPositions, expect, money, signedMoney, test } from './fixtures';

/** Exact sum of API amounts in micro-dollars, the way the app sums them. */
function exactSum(values: number[]): number {
  const micro = values.reduce((acc, v) => acc + BigInt(Math.round(v * 1_000_000)), 0n);
  return Number(micro) / 1_000_000;
}

test('the overview summarises every open position exactly and lists the five largest', async ({ page, request }) => {
  const all = [];
  for (let offset = 0; ; offset += 500) {
    const page = await apiPositions(request, `user=${DEMO_TRADER}&sizeThreshold=0&sortBy=CURRENT&sortDirection=DESC&limit=500&offset=${offset}`);
    all.push(...page);
    if (page.length < 500 || offset >= 10_000) break;
  }

  await page.goto(`/portfolio/${DEMO_TRADER}`);
  const summary = page.getByTestId('overview-summary');
  await expect(summary).toContainText(`Open positions (of any size)${new Intl.NumberFormat('en-US').format(all.length)}`);
  await expect(summary).toContainText(money(exactSum(all.map((p) => p.currentValue))));
  await expect(summary).toContainText(signedMoney(exactSum(all.map((p) => p.cashPnl))));

  const top = page.getByTestId('top-positions').getByRole('listitem');
  await expect(top).toHaveCount(Math.min(5, all.length));
  const shown = await top.evaluateAll((items) => items.map((i) => i.getAttribute('data-asset')));
  expect(shown).toEqual(all.slice(0, 5).map((p) => p.asset));

  await page.getByRole('link', { name: 'All positions →' }).click();
  await expect(page).toHaveURL(`/portfolio/${DEMO_TRADER}/positions?sortBy=CURRENT&sizeThreshold=0`);
  await expect(page.getByTestId('position-row').first()).toHaveAttribute('data-asset', all[0]!.asset);
});
