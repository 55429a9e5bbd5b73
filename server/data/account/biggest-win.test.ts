import { expect, it } from 'vitest';
import { createComboFigures } from '../../money/combos';
import { getData, pinnedDemoApp } from '../../testing/pinned-app';

/*
 * /v2/user-stats' biggest win over settled combos is the Combos view's row PnL (value + paid out −
 * cost), and a won combo not yet redeemed counts what its shares will pay, as a resolved market
 * position counts its payout.
 */

const { db, app } = pinnedDemoApp();
const micro = (s: string) => {
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole + frac.padEnd(6, '0'));
};

it('counts a won, unredeemed combo at what it will pay', async () => {
  const user = db
    .prepare<[], string>(
      `SELECT c.user FROM combo_positions c WHERE c.shares > 0 AND c.resolved_at IS NOT NULL AND c.realized_payout = 0
       AND NOT EXISTS (SELECT 1 FROM combo_legs l JOIN markets m ON m.condition_id = l.condition_id
                       WHERE l.combo_condition_id = c.combo_condition_id
                       AND (CASE l.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END) = 0)
       ORDER BY c.user LIMIT 1`,
    )
    .pluck()
    .get();
  expect(user, 'the demo dataset has a won combo not yet redeemed').toBeTruthy();
  const rows = (await getData(app, `/v2/positions/combos?user=${user}&limit=100`)).body.data as {
    status: string;
    shares_balance: string;
    realized_payout_usdc: string;
    total_cost_usdc: string;
    legs: { leg_current_price: string }[];
  }[];
  const pnls: bigint[] = [];
  for (const r of rows.filter((x) => x.status.startsWith('RESOLVED'))) {
    // shares × Π leg payouts, floored to the micro
    let num = micro(r.shares_balance);
    let scale = 1n;
    for (const l of r.legs) {
      num *= micro(l.leg_current_price);
      scale *= 1_000_000n;
    }
    pnls.push(num / scale + micro(r.realized_payout_usdc) - micro(r.total_cost_usdc));
  }
  // combo by combo, the service's settled PnLs are the rows' value + paid out − cost
  const sorted = (xs: bigint[]) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(sorted(createComboFigures(db).settledPnls(user!).map(BigInt))).toEqual(sorted(pnls));
  const best = pnls.reduce((a, b) => (b > a ? b : a), 0n);
  expect(best, 'that combo is a win').toBeGreaterThan(1_000_000n);
  const stats = (await getData(app, `/v2/user-stats?user=${user}`)).body.data as { biggest_win: number };
  expect(micro(String(stats.biggest_win))).toBeGreaterThanOrEqual(best);
});
