import type { Context } from 'hono';
import { instrumentById } from '../../../src/api/perps/instruments';
import type { ServedRoutes } from '../../kit/mount';
import { accountQueries } from '../account/portfolio';
import { ADDRESS, badQuery, intQuery, PerpsError, type PerpsContext } from '../context';
import { fillRow, type FillRow } from '../orders/fill-rows';
import { pusd } from '../market/units';

/*
 * The public reads of any address: its portfolio (positions at mark and equity) and the fills of
 * its current position cycle (since the position last stood at zero), 100 a page with an opaque
 * cursor that names the cycle, so a cursor outlived by a position change is refused (400).
 */

const PAGE = 100;

export function addressQuery(c: Context): string {
  const a = c.req.query('address');
  if (a === undefined || a === '') throw badQuery('missing field `address`');
  if (!ADDRESS.test(a)) throw badQuery('address: invalid address');
  return a.toLowerCase();
}

export function positionsResource(ctx: PerpsContext): ServedRoutes {
  const q = accountQueries(ctx);
  const cycleStart = ctx.db
    .prepare<[string, number], number>(
      'SELECT COALESCE(MAX(id), 0) FROM perps_fills WHERE account = ? AND instrument_id = ? AND position_size = 0',
    )
    .pluck();
  const cycleFills = ctx.db.prepare<[string, number, number, number], FillRow>(
    'SELECT * FROM perps_fills WHERE account = ? AND instrument_id = ? AND id > ? AND id > ? ORDER BY id LIMIT 101',
  );
  return {
    portfolio: (c: Context) => {
      const account = addressQuery(c);
      const p = q.portfolio(account);
      return c.json({
        positions: p.body.positions.map(({ instrument_id, symbol, size, entry_price, unrealized_pnl, return_on_equity }) => ({
          instrument_id,
          symbol,
          size,
          entry_price,
          unrealized_pnl,
          return_on_equity,
        })),
        equity: pusd(p.equity),
        timestamp: ctx.nowMs(),
      });
    },
    positionFills: (c: Context) => {
      const account = addressQuery(c);
      const iid = intQuery(c, 'instrument_id', true);
      const i = instrumentById(iid);
      if (!i) throw new PerpsError(404, 'instrument_not_found');
      const start = cycleStart.get(account, iid) ?? 0;
      let after = 0;
      const cursor = c.req.query('cursor');
      if (cursor !== undefined) {
        const m = /^(\d+)\.(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
        if (!m || Number(m[1]) !== start) throw new PerpsError(400, 'invalid cursor');
        after = Number(m[2]);
      }
      const rows = cycleFills.all(account, iid, start, after);
      const page = rows.slice(0, PAGE);
      const next = rows.length > PAGE ? Buffer.from(`${start}.${page.at(-1)!.id}`).toString('base64url') : null;
      return c.json({ data: page.map((r) => fillRow(r)), cursor: next });
    },
  };
}
