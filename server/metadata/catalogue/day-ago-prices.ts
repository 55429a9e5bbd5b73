import type { Db } from '../../db/connection';
import type { MarketFacts } from './catalogue';

/*
 * The price of outcome 0 a day before `now` (the latest price point at or before it, micro), for
 * the open markets of one page: the base of their one-day price change. A closed market's price
 * no longer moves, so it is not looked up. One indexed lookup per market, in one statement.
 */

const DAY = 86_400;

export function createDayAgoReader(db: Db) {
  const stmt = db.prepare<[number, string], { cid: string; p: number | null }>(`
    SELECT j.value AS cid, (SELECT pp.p FROM price_points pp WHERE pp.condition_id = j.value AND pp.t <= ? ORDER BY pp.t DESC LIMIT 1) AS p
    FROM json_each(?) j`);
  return (markets: readonly MarketFacts[], now: number): Map<string, number> => {
    const open = markets.filter((m) => m.active && !m.closed).map((m) => m.conditionId);
    const out = new Map<string, number>();
    if (open.length === 0) return out;
    for (const r of stmt.all(now - DAY, JSON.stringify(open))) if (r.p !== null) out.set(r.cid, r.p);
    return out;
  };
}
export type DayAgoReader = ReturnType<typeof createDayAgoReader>;
