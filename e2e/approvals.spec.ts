import { DEMO_TRADER, expect, test } from './fixtures';
import { attachScreenshots, expectAccessible } from './quality';

const APPROVALS_URL = `/portfolio/${DEMO_TRADER}/approvals`;
const MAX_ALLOWANCE = (2n ** 256n - 1n).toString();

type ApiApproval = { id: string; feature: string; token: string; spender: string; standard: string; amount?: string; approved: boolean };
type ApiApprovals = { data: { address: string; chain_id: number; checked_at: string; contracts: ApiApproval[] } };

test.describe('approvals', () => {
  test('the rows are the API catalogue, grouped by feature, with the right flags, amounts and summary', async ({
    page,
    request,
  }, testInfo) => {
    const res = await request.get(`/data/v2/approvals?user=${DEMO_TRADER}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as ApiApprovals;

    await page.goto(`/portfolio/${DEMO_TRADER}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' }).click();
    await expect(page).toHaveURL(APPROVALS_URL);
    await expect(page).toHaveTitle(/^Approvals · /);

    const rows = page.getByTestId('approval-row');
    await expect(rows).toHaveCount(data.contracts.length);
    const onScreen = await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-id'), e.getAttribute('data-approved')]));
    // grouped by feature in the catalogue's feature order; within a feature, the API's order
    const order = ['trading', 'perps', 'rewards', 'auto-redeem'];
    const expected = order.flatMap((f) => data.contracts.filter((c) => c.feature === f)).map((c) => [c.id, String(c.approved)]);
    expect(onScreen).toEqual(expected);

    for (const feature of order) {
      const group = data.contracts.filter((c) => c.feature === feature);
      if (group.length === 0) continue;
      await expect(page.getByTestId(`approvals-${feature}`).getByTestId('approval-row')).toHaveCount(group.length);
    }

    for (const c of data.contracts) {
      const row = page.locator(`[data-testid="approval-row"][data-id="${c.id}"]`);
      await expect(row.locator('[data-col="standard"]')).toHaveText(c.standard);
      await expect(row.locator('[data-col="status"]')).toHaveText(c.approved ? 'Approved' : 'Missing');
      await expect(row.locator('[data-col="spender"]')).toContainText(`${c.spender.slice(0, 6)}…${c.spender.slice(-4)}`);
      const allowance = row.locator('[data-col="allowance"]');
      if (c.standard === 'ERC1155') await expect(allowance).toHaveText('All tokens (operator)');
      else if (c.amount === MAX_ALLOWANCE) await expect(allowance).toHaveText('Unlimited');
      else {
        const tokens = Number(BigInt(c.amount!)) / 1e6;
        await expect(allowance).toHaveText(`${tokens.toLocaleString('en-US', { maximumFractionDigits: 6 })} pUSD`);
      }
    }
    expect(data.contracts.some((c) => c.amount === MAX_ALLOWANCE)).toBe(true);

    // the summary: ready exactly when every trading approval is in place; what is missing is named
    const ready = data.contracts.filter((c) => c.feature === 'trading').every((c) => c.approved);
    const summary = page.getByTestId('approvals-summary');
    await expect(summary).toHaveAttribute('data-ready', String(ready));
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText(ready ? /Ready to trade/ : /Not ready to trade/);
    const missingElsewhere = data.contracts.filter((c) => c.feature !== 'trading' && !c.approved);
    await expect(page.getByTestId('missing-elsewhere').getByRole('listitem')).toHaveCount(missingElsewhere.length);
    await expect(page.getByTestId('missing-trading')).toHaveCount(ready ? 0 : 1);

    await expect(page.getByTestId('approvals-chain')).toHaveText(`Chain: Polygon Amoy (${data.chain_id})`);
    await expect(page.getByTestId('approvals-checked-at')).toHaveAttribute('dateTime', /^\d{4}-\d\d-\d\dT/);

    await expectAccessible(page, testInfo);
    await attachScreenshots(page, testInfo, 'approvals');
  });

  test('a wallet with nothing approved is told it cannot trade, and what it misses', async ({ page, request }) => {
    const wallet = '0x000000000000000000000000000000000000dEaD';
    const { data } = (await (await request.get(`/data/v2/approvals?user=${wallet}`)).json()) as ApiApprovals;
    await page.goto(`/portfolio/${wallet}/approvals`);
    const summary = page.getByTestId('approvals-summary');
    await expect(summary).toHaveAttribute('data-ready', 'false');
    await expect(summary).toContainText('Not ready to trade');
    const trading = data.contracts.filter((c) => c.feature === 'trading');
    await expect(page.getByTestId('missing-trading').getByRole('listitem')).toHaveCount(trading.length);
    await expect(page.locator('[data-testid="approval-row"][data-approved="true"]')).toHaveCount(0);
  });

  test('a failed check says why and retries in place', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*\/data\/v2\/approvals/);
    let fail = true;
    await page.route('**/data/v2/approvals?*', async (route) => {
      if (!fail) return route.fallback();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'chain node unreachable', code: 'internal', retryable: true, trace_id: 't' }),
      });
    });
    await page.goto(APPROVALS_URL);
    const panel = page.getByRole('alert').filter({ hasText: 'Could not load approvals' });
    await expect(panel).toContainText('chain node unreachable', { timeout: 30_000 });
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('approval-row').first()).toBeVisible();
  });
});
