import { INVALID_ORDER_ID, INVALID_ORDER_PARAMS, INVALID_TRADE_PARAMS, ORDER_NOT_FOUND } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { formatUnits } from 'viem';
import type { TradingContext, TradingEnv } from '../context';
import { TradingError } from '../../kit/errors';
import type { OrderRow } from './store';
import { offsetOf, pageOf } from '../shared/offset-cursor';
import { BYTES32_ID } from '../shared/wire-ids';
import { readUint } from '../../../src/api/wire-integer';

/*
 * The caller's orders and trades: those its keys posted (clob_orders.owner), whoever signs or funds
 * them. Paged the public service's way: the cursor is base64 of an offset, "MA==" the first page and
 * "LTE=" (base64 of -1) the end.
 */

type Ctx = Context<TradingEnv>;

const PAGE = 100;
const d = (micro: number) => formatUnits(BigInt(micro), 6);

type TradeRow = {
  id: number;
  ts: number;
  condition_id: string;
  asset: string;
  outcome_index: number;
  taker_side: string;
  size: number;
  price: number;
  tx_hash: string;
  taker_order_id: string;
  maker_order_id: string;
  kind: string;
  fee_bps: number;
  outcome0: string;
  outcome1: string;
  t_key: string;
  t_maker: string;
  t_owner: string;
  m_key: string;
  m_maker: string;
  m_price: number;
  m_asset: string;
  m_outcome: number;
  m_side: string;
};

/** A fill's status while the live side still steps it (MATCHED, MINED); undefined once CONFIRMED. */
export type TradeStatusOf = (tradeId: number) => string | undefined;

export function readHandlers(ctx: TradingContext, statusOf: TradeStatusOf) {
  const { db } = ctx;
  const outcomeName = db.prepare<[string], { outcome0: string; outcome1: string }>(
    'SELECT outcome0, outcome1 FROM markets WHERE condition_id = ?',
  );
  const openOf = db.prepare<[Record<string, string | number>], OrderRow>(`
    SELECT * FROM clob_orders WHERE owner = @me AND status = 'LIVE'
      AND (@id = '' OR id = @id) AND (@market = '' OR condition_id = @market) AND (@asset = '' OR asset = @asset)
    ORDER BY seq LIMIT @limit OFFSET @offset`);
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM clob_orders WHERE id = ?');
  const fillsOf = db.prepare<[string, string], { trade_id: number }>(
    'SELECT trade_id FROM clob_fills WHERE taker_order_id = ? UNION SELECT trade_id FROM clob_fills WHERE maker_order_id = ? ORDER BY trade_id',
  );
  const tradesOf = db.prepare<[Record<string, string | number>], TradeRow>(`
    SELECT t.id, t.ts, t.condition_id, t.asset, t.outcome_index, t.taker_side, t.size, t.price, t.tx_hash,
           f.taker_order_id, f.maker_order_id, f.kind, m.fee_bps, m.outcome0, m.outcome1,
           tk.api_key AS t_key, tk.maker AS t_maker, tk.owner AS t_owner,
           mk.api_key AS m_key, mk.maker AS m_maker, mk.price AS m_price, mk.asset AS m_asset,
           mk.outcome_index AS m_outcome, mk.side AS m_side
    FROM clob_fills f JOIN trades t ON t.id = f.trade_id JOIN markets m ON m.condition_id = t.condition_id
    JOIN clob_orders tk ON tk.id = f.taker_order_id JOIN clob_orders mk ON mk.id = f.maker_order_id
    WHERE (tk.owner = @me OR mk.owner = @me) AND (@id = '' OR t.id = @id) AND (@market = '' OR t.condition_id = @market)
      AND (@asset = '' OR t.asset = @asset OR mk.asset = @asset) AND t.ts >= @after AND t.ts <= @before
    ORDER BY t.id DESC LIMIT @limit OFFSET @offset`);

  const outcome = (market: string, index: number) => {
    const m = outcomeName.get(market);
    return m ? (index === 0 ? m.outcome0 : m.outcome1) : '';
  };
  const openOrder = (o: OrderRow) => ({
    id: o.id,
    status: o.status,
    owner: o.api_key,
    maker_address: o.maker,
    market: o.condition_id,
    asset_id: o.asset,
    side: o.side,
    original_size: d(o.original_size),
    size_matched: d(o.size_matched),
    price: d(o.price),
    associate_trades: fillsOf.all(o.id, o.id).map((f) => String(f.trade_id)),
    outcome: outcome(o.condition_id, o.outcome_index),
    created_at: o.created_at,
    expiration: String(o.expiration),
    order_type: o.order_type,
  });
  const trade = (t: TradeRow, me: string) => ({
    id: String(t.id),
    taker_order_id: t.taker_order_id,
    market: t.condition_id,
    asset_id: t.asset,
    side: t.taker_side,
    size: d(t.size),
    fee_rate_bps: String(t.fee_bps),
    price: d(t.price),
    // the ledger settled it at the commit; the status steps as the user channel tells it (events/trade-status.ts)
    status: statusOf(t.id) ?? 'CONFIRMED',
    match_time: String(t.ts),
    last_update: String(t.ts),
    outcome: t.outcome_index === 0 ? t.outcome0 : t.outcome1,
    bucket_index: 0,
    owner: t.t_key,
    maker_address: t.t_maker,
    maker_orders: [
      {
        order_id: t.maker_order_id,
        owner: t.m_key,
        maker_address: t.m_maker,
        matched_amount: d(t.size),
        price: d(t.m_price),
        fee_rate_bps: '0',
        asset_id: t.m_asset,
        outcome: t.m_outcome === 0 ? t.outcome0 : t.outcome1,
        side: t.m_side,
      },
    ],
    transaction_hash: t.tx_hash,
    trader_side: t.t_owner === me ? 'TAKER' : 'MAKER',
  });

  return {
    openOrders: (c: Ctx) => {
      const q = c.req.query();
      const offset = offsetOf(q.next_cursor, INVALID_ORDER_PARAMS);
      const me = c.var.l2.address;
      // every filter in the query itself, so the page is a page of the matching orders
      const rows = openOf.all({
        me,
        id: (q.id ?? '').toLowerCase(),
        market: (q.market ?? '').toLowerCase(),
        asset: q.asset_id ?? '',
        limit: PAGE + 1,
        offset,
      });
      return c.json(pageOf(rows.map(openOrder), offset, PAGE));
    },
    order: (c: Ctx) => {
      const id = c.req.param('id') ?? '';
      if (!BYTES32_ID.test(id)) throw new TradingError(400, INVALID_ORDER_ID);
      const o = byId.get(id.toLowerCase());
      if (!o || o.owner !== c.var.l2.address) throw new TradingError(404, ORDER_NOT_FOUND);
      return c.json(openOrder(o));
    },
    trades: (c: Ctx) => {
      const q = c.req.query();
      const offset = offsetOf(q.next_cursor, INVALID_TRADE_PARAMS);
      const num = (v: string | undefined, dflt: number) => {
        if (v === undefined || v === '') return dflt;
        const n = readUint(v);
        if (n === undefined) throw new TradingError(400, INVALID_TRADE_PARAMS);
        return n;
      };
      const rows = tradesOf.all({
        me: c.var.l2.address,
        id: q.id ?? '',
        market: (q.market ?? '').toLowerCase(),
        asset: q.asset_id ?? '',
        after: num(q.after, 0),
        before: num(q.before, Number.MAX_SAFE_INTEGER),
        limit: PAGE + 1,
        offset,
      });
      return c.json(
        pageOf(
          rows.map((t) => trade(t, c.var.l2.address)),
          offset,
          PAGE,
        ),
      );
    },
  };
}
