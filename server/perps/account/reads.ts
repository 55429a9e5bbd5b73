import type { Context } from 'hono';
import { instrumentById, INSTRUMENTS } from '../../../src/api/perps/instruments';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { badQuery, intQuery, PerpsError, type PerpsContext } from '../context';
import { pusd } from '../market/units';
import { fillRow, type FillRow } from '../orders/fill-rows';
import { isOpen, orderData } from '../orders/order-view';
import { dormant } from '../engine/types';
import { accountQueries } from './portfolio';
import { ACTIONS_PER_MINUTE } from '../rate-limits';
import { OPEN_ORDERS_LIMIT } from '../orders/risk';
import { transferRows } from './transfers';

/*
 * The account's private reads (proxy headers): balances, the committed portfolio (no per-request
 * outcome), leverage config, open orders, order history, fills, deposits and withdrawals. Lists
 * answer at most 100 rows, newest first unless `sort=asc`.
 */

const PAGE = 100;

export function accountReadResource(ctx: PerpsContext): ServedRoutes {
  const q = accountQueries(ctx);
  const fills = ctx.db.prepare<[string, number, number, number, number], FillRow>(
    `SELECT * FROM perps_fills WHERE account = ? AND ts >= ? AND ts <= ? AND (? = 0 OR instrument_id = ?)
     ORDER BY ts DESC, id DESC LIMIT ${PAGE + 1}`,
  );
  const transfers = transferRows(ctx);
  const funding = ctx.db.prepare<[string, number, number], { instrument_id: number; delta: number; ref: string | null; ts: number }>(
    `SELECT instrument_id, delta, ref, ts FROM perps_movements WHERE account = ? AND kind = 'funding' AND ts >= ? AND ts <= ?
     ORDER BY ts DESC, id DESC LIMIT ${PAGE + 1}`,
  );
  const window = (c: Context) => ({
    start: intQuery(c, 'start_timestamp') ?? 0,
    end: intQuery(c, 'end_timestamp') ?? Number.MAX_SAFE_INTEGER,
  });

  return {
    balances: (c: Context) => {
      const balance = pusd(ctx.ledger.perps.collateralOf(accountOf(c)));
      return c.json([{ asset: 'pUSD', balance, value: balance }]);
    },
    accountPortfolio: (c: Context) => c.json(q.portfolio(accountOf(c)).body),
    config: (c: Context) => {
      const account = accountOf(c);
      return c.json(INSTRUMENTS.map((i) => ({ instrument_id: i.instrument_id, ...q.leverageOf(account, i) })));
    },
    openOrders: (c: Context) => {
      const iid = intQuery(c, 'instrument_id');
      // waiting TP/SL legs are open orders too, though they sit in no book
      const list = [...ctx.market.engine.liveOf(accountOf(c))].filter(
        (o) => (isOpen(o) || dormant(o)) && (iid === undefined || o.iid === iid),
      );
      return c.json(list.sort((a, b) => b.oid - a.oid).map(orderData));
    },
    orders: (c: Context) => {
      const oid = intQuery(c, 'order_id');
      const coid = c.req.query('client_order_id');
      const iid = intQuery(c, 'instrument_id');
      const { start, end } = window(c);
      const list = ctx.orders
        .history(accountOf(c))
        .filter(
          (o) =>
            (oid === undefined || o.oid === oid) &&
            (coid === undefined || o.coid === coid) &&
            (iid === undefined || o.iid === iid) &&
            o.cts >= start &&
            o.cts <= end,
        )
        .sort((a, b) => b.oid - a.oid);
      return c.json({ data: list.slice(0, PAGE).map(orderData), more: list.length > PAGE });
    },
    fills: (c: Context) => {
      const iid = intQuery(c, 'instrument_id');
      if (iid !== undefined && !instrumentById(iid)) throw new PerpsError(404, 'instrument_not_found');
      const sort = c.req.query('sort') ?? 'desc';
      if (sort !== 'asc' && sort !== 'desc') throw badQuery('sort: unknown variant, expected `asc` or `desc`');
      const { start, end } = window(c);
      const rows = fills.all(accountOf(c), start, end, iid ?? 0, iid ?? 0);
      const page = rows.slice(0, PAGE);
      if (sort === 'asc') page.reverse();
      return c.json({ data: page.map(fillRow), more: rows.length > PAGE });
    },
    accountFunding: (c: Context) => {
      const { start, end } = window(c);
      if (c.req.query('cursor') !== undefined) throw new PerpsError(400, 'invalid cursor');
      const rows = funding.all(accountOf(c), start, end);
      return c.json({
        data: rows
          .slice(0, PAGE)
          .map((r) => ({ instrument_id: r.instrument_id, funding_rate: r.ref, payment: pusd(r.delta), timestamp: r.ts })),
        more: rows.length > PAGE,
      });
    },
    limits: (c: Context) => {
      const account = accountOf(c);
      const { used, reset } = ctx.actionUsage(account);
      const open = [...ctx.market.engine.liveOf(account)].filter(isOpen).length;
      return c.json({
        actions_per_minute: used,
        actions_per_minute_limit: ACTIONS_PER_MINUTE,
        actions_burst: used,
        actions_burst_limit: ACTIONS_PER_MINUTE,
        open_orders: open,
        open_orders_limit: OPEN_ORDERS_LIMIT,
        reset,
        messages_per_minute: 1000,
      });
    },
    deposits: (c: Context) => c.json(transfers.list(accountOf(c), 'deposit', window(c))),
    withdrawals: (c: Context) => c.json(transfers.list(accountOf(c), 'withdrawal', window(c))),
  };
}
