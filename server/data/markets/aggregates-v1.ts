import type { Context } from 'hono';
import { liveVolumeQuery, oiQuery, revisionsQuery } from '../../../src/api/data/contract/params-history';
import type { DataContext } from '../context';
import { MICRO } from '../shared/wire-values';
import { marks } from '../shared/sql-lists';
import { parseV1Query } from '../../http/v1-query';
import type { PrepareCached } from '../../db/statement-cache';

/**
 * GET /oi: open interest per market = outstanding complete sets = supply of outcome 0 (minted −
 * burned), worth 1 USD each. Without a market list: every market.
 */
export function oiRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, oiQuery);
    if (!parsed.ok) return parsed.response;
    const markets = parsed.data.market ? [...new Set(parsed.data.market)] : undefined;
    const filter = markets ? `WHERE m.condition_id IN (${marks(markets.length)})` : '';
    const rows = prepare<{ market: string; supply: number }>(
      `SELECT m.condition_id AS market, COALESCE(s.minted - s.burned, 0) AS supply
       FROM markets m LEFT JOIN token_supply s ON s.asset = m.token0 ${filter} ORDER BY m.condition_id`,
    ).all(...(markets ?? []));
    return c.json(rows.map((r) => ({ market: r.market, value: r.supply / MICRO })));
  };
}

const DAY = 86_400;

/** GET /live-volume: USDC traded in the event's markets over the last 24 hours. */
export function liveVolumeRoute(ctx: DataContext, prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, liveVolumeQuery);
    if (!parsed.ok) return parsed.response;
    const now = ctx.now();
    const markets = prepare<{ market: string; volume: number }>(
      `SELECT m.condition_id AS market,
              (SELECT COALESCE(SUM((t.size * t.price + 500000) / 1000000), 0) FROM trades t
               WHERE t.condition_id = m.condition_id AND t.ts > ? AND t.ts <= ?) AS volume
       FROM markets m WHERE m.event_id = ? ORDER BY m.condition_id`,
    ).all(now - DAY, now, parsed.data.id);
    if (markets.length === 0) return c.json([]);
    // summed in integer micro (each fill rounded to the micro), divided at the edge
    const total = markets.reduce((s, m) => s + m.volume, 0);
    return c.json([{ total: total / MICRO, markets: markets.map((m) => ({ market: m.market, value: m.volume / MICRO })) }]);
  };
}

/** GET /revisions: the moderated revisions of one question, oldest first. */
export function revisionsRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, revisionsQuery);
    if (!parsed.ok) return parsed.response;
    const { questionID, limit } = parsed.data;
    const rows = prepare<{ revision: string; ts: number }>(
      'SELECT revision, ts FROM revisions WHERE question_id = ? ORDER BY ts ASC, rowid ASC LIMIT ?',
    ).all(questionID, limit);
    if (rows.length === 0) return c.json([]);
    return c.json([{ questionID, revisions: rows.map((r) => ({ revision: r.revision, timestamp: r.ts })) }]);
  };
}
