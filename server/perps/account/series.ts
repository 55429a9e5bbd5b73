import type { Context } from 'hono';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { badQuery, intQuery, PerpsError, type PerpsContext } from '../context';
import { INTERVALS } from '../info/candles';
import { pusd } from '../market/units';

/*
 * The account's equity and PnL series (facts §3): `interval` and `start_timestamp` required,
 * `[[ms, "decimal"]…]`, at most 1,000 buckets. PnL is per bucket and sparse: realized PnL, fees and
 * funding that landed in it. Equity is the collateral at each bucket's end, from the movements (the
 * sandbox keeps no marks of the past, so open positions count at their cost, not their uPnL then).
 */

const MAX_BUCKETS = 1000;

export function seriesResource(ctx: PerpsContext): ServedRoutes {
  const moves = ctx.db.prepare<[string, number], { kind: string; delta: number; ts: number }>(
    'SELECT kind, delta, ts FROM perps_movements WHERE account = ? AND ts <= ? ORDER BY ts, id',
  );
  const window = (c: Context) => {
    const interval = c.req.query('interval');
    if (!interval) throw badQuery('missing field `interval`');
    const ms = INTERVALS[interval];
    if (!ms) throw badQuery(`interval: unknown variant \`${interval}\``);
    if (c.req.query('cursor') !== undefined) throw new PerpsError(400, 'invalid cursor');
    const start = Math.floor(intQuery(c, 'start_timestamp', true) / ms) * ms;
    const end = Math.min(intQuery(c, 'end_timestamp') ?? ctx.nowMs(), start + ms * MAX_BUCKETS - 1);
    return { ms, start, end };
  };
  return {
    equity: (c: Context) => {
      const { ms, start, end } = window(c);
      const rows = moves.all(accountOf(c), end);
      const out: [number, string][] = [];
      let k = 0;
      let balance = 0;
      for (let t = start; t <= end; t += ms) {
        for (; k < rows.length && rows[k]!.ts < t + ms; k++) balance += rows[k]!.delta;
        out.push([t, pusd(balance)]);
      }
      return c.json(out);
    },
    pnl: (c: Context) => {
      const { ms, start, end } = window(c);
      const buckets = new Map<number, number>();
      for (const r of moves.all(accountOf(c), end)) {
        if (r.ts < start || !['pnl', 'fee', 'funding'].includes(r.kind)) continue;
        const b = Math.floor(r.ts / ms) * ms;
        buckets.set(b, (buckets.get(b) ?? 0) + r.delta);
      }
      return c.json([...buckets].map(([t, v]) => [t, pusd(v)]));
    },
  };
}
