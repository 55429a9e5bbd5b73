import type { Rng } from './rng';
import type { UserPlan } from './users';
import { cents, type World } from './world';

/*
 * Weekly and monthly cash flows. Rebates, referral rewards and yield are derived from the ledger's
 * own numbers (fees paid, cash held), never drawn at random; withdrawals are drawn events.
 */

const MIN_PAYOUT = 10_000; // one cent

export function weeklyRebates(world: World, ts: number): void {
  // makers get a quarter of the taker fees their liquidity earned; takers a tenth of what they paid
  for (const [u, fees] of world.weekMakerFees) world.reward(u, 'MAKER_REBATE', payable(Math.floor(fees / 4)), ts);
  for (const [u, fees] of world.weekTakerFees) world.reward(u, 'TAKER_REBATE', payable(Math.floor(fees / 10)), ts);
  world.weekMakerFees.clear();
  world.weekTakerFees.clear();
}

export function monthlyFlows(world: World, users: readonly UserPlan[], rng: Rng, ts: number): void {
  for (const [u, fees] of world.monthReferralFees) world.reward(u, 'REFERRAL_REWARD', payable(Math.floor(fees / 10)), ts);
  world.monthReferralFees.clear();
  for (const u of users) {
    if (u.createdAt > ts) continue;
    const cash = world.cash[u.idx]!;
    // 4% a year on idle collateral, paid monthly
    if (u.yieldOptIn && cash >= 100_000_000) world.reward(u.idx, 'YIELD', payable(Math.floor(cash / 300)), ts);
    if (u.role === 'trader' && cash >= 200_000_000 && rng.chance(0.08)) {
      world.withdraw(u.idx, Math.min(world.cash[u.idx]!, cents((cash / 1_000_000) * rng.range(0.2, 0.8))), ts);
    }
  }
}

function payable(amount: number): number {
  return amount >= MIN_PAYOUT ? amount : 0;
}
