import type { Context } from 'hono';
import { userStatsV2Query, valueV2Query } from '../../../src/api/data/contract/params-v2';
import { parseV2 } from '../../http/v2-query';
import type { DataContext } from '../context';
import { mulDivRound } from '../shared/micro-math';
import { checksum, MICRO, units } from '../shared/wire-values';
import { inList } from '../shared/sql-lists';
import { MARK_SQL, markedValue, round4 } from '../shared/marked-value';

/*
 * Wallet aggregates of v2: value and user-stats. Sums run over integer micro in SQL or in JS
 * integers; only the final figure becomes a number.
 */

export function valueV2(ctx: DataContext) {
  const combos = ctx.db.prepare<[string], { shares: number; avg: number }>(
    'SELECT shares, entry_avg_price AS avg FROM combo_positions WHERE user = ? AND resolved_at IS NULL AND shares > 0',
  );
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(valueV2Query, raw);
    const args: unknown[] = [q.user];
    let scope = '';
    if (q.condition) {
      scope = ` AND ${inList('p.condition_id', q.condition.length)}`;
      args.push(...q.condition);
    }
    const rows = ctx.db
      .prepare<unknown[], { size: number; mark: number }>(
        `SELECT p.size, ${MARK_SQL} AS mark FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND p.size > 0${scope}`,
      )
      .all(...args);
    let micro = markedValue(rows);
    // unresolved combos count at cost basis; any condition filter scopes them out (reference rule)
    if (!q.condition) for (const cb of combos.all(q.user)) micro += mulDivRound(cb.shares, cb.avg, MICRO);
    return c.json({ data: { proxy_wallet: checksum(q.user), value: round4(micro) } });
  };
}

export function userStatsV2(ctx: DataContext) {
  const user = ctx.db.prepare<[string], { display_address: string; created_at: number }>(
    'SELECT display_address, created_at FROM users WHERE address = ?',
  );
  const traded = ctx.db.prepare<[string], { n: number }>(
    "SELECT COUNT(DISTINCT condition_id) AS n FROM activity WHERE user = ? AND type = 'TRADE' AND condition_id <> ''",
  );
  // a resolved position's win: realized PnL plus what the still-held tokens are worth over their basis
  const marketWins = ctx.db.prepare<[string], { realized: number; size: number; cost: number; payout: number }>(
    `SELECT p.realized_pnl AS realized, p.size, p.cost, COALESCE(CASE p.outcome_index WHEN 0 THEN m.payout0 ELSE m.payout1 END, 0) AS payout
     FROM positions p JOIN markets m ON m.condition_id = p.condition_id WHERE p.user = ? AND m.resolved_at IS NOT NULL`,
  );
  const comboWins = ctx.db.prepare<[string], { win: number }>(
    `SELECT realized_payout - (entry_avg_price * (shares + redeemed_shares)) / 1000000 AS win
     FROM combo_positions WHERE user = ? AND resolved_at IS NOT NULL`,
  );
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(userStatsV2Query, raw);
    const u = user.get(q.user);
    // no such user is a documented miss, not an error
    if (!u) return c.json({ data: null });
    let best = 0;
    for (const r of marketWins.all(q.user)) best = Math.max(best, r.realized + mulDivRound(Math.max(0, r.size), r.payout, MICRO) - r.cost);
    for (const r of comboWins.all(q.user)) best = Math.max(best, Math.trunc(r.win));
    return c.json({
      data: {
        proxy_wallet: u.display_address,
        trades: traded.get(q.user)?.n ?? 0,
        // "no win over $1" reads as 0
        biggest_win: best > MICRO ? units(best) : 0,
        views: 0,
        join_date: u.created_at > 0 ? u.created_at : null,
        // this service persists no PnL series, so there is no observation to serve
        all_time_pnl: null,
      },
    });
  };
}
