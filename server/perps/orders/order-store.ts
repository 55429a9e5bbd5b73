import type { Db } from '../../db/connection';
import type { OrderStatus, PerpsOrder, Tif, TpslLeg } from '../engine/types';

/*
 * The traders' orders on disk, each as of its latest change (written on every change the engine
 * reports). The engine keeps live orders and recently ended ones in memory; this table answers the
 * history reads for everything older, and gives a restarted gateway its resting orders, in-flight
 * orders and waiting TP/SL legs back.
 */

type Row = {
  oid: number;
  account: string;
  instrument_id: number;
  buy: number;
  price: string | null;
  qty: string;
  filled: string;
  tif: string;
  post_only: number;
  reduce_only: number;
  client_order_id: string | null;
  status: string;
  created_at: number;
  updated_at: number;
  liquidation: number;
  tpsl: string | null;
};

const LIVE = ['accepted', 'open', 'partial', 'untriggered', 'armed'];

function toOrder(r: Row): PerpsOrder {
  const tpsl = r.tpsl ? (JSON.parse(r.tpsl) as Omit<TpslLeg, 'trp'> & { trp: string }) : undefined;
  return {
    oid: r.oid,
    account: r.account,
    iid: r.instrument_id,
    buy: r.buy === 1,
    price: r.price === null ? null : BigInt(r.price),
    qty: BigInt(r.qty),
    filled: BigInt(r.filled),
    tif: r.tif as Tif,
    po: r.post_only === 1,
    ro: r.reduce_only === 1,
    ...(r.client_order_id ? { coid: r.client_order_id } : {}),
    status: r.status as OrderStatus,
    cts: r.created_at,
    uts: r.updated_at,
    inFlight: false,
    seq: 0,
    ...(r.liquidation ? { liq: true } : {}),
    ...(tpsl ? { tpsl: { ...tpsl, trp: BigInt(tpsl.trp) } } : {}),
  };
}

export function orderStore(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO perps_orders (oid, account, instrument_id, buy, price, qty, filled, tif, post_only, reduce_only, client_order_id,
       status, created_at, updated_at, liquidation, tpsl) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (oid) DO UPDATE SET price = excluded.price, qty = excluded.qty, filled = excluded.filled,
       status = excluded.status, updated_at = excluded.updated_at`,
  );
  const live = db.prepare<string[], Row>(`SELECT * FROM perps_orders WHERE status IN (${LIVE.map(() => '?').join(', ')}) ORDER BY oid`);
  const byId = db.prepare<[number], Row>('SELECT * FROM perps_orders WHERE oid = ?');
  const byCoid = db.prepare<[string, string], Row>(
    'SELECT * FROM perps_orders WHERE account = ? AND client_order_id = ? ORDER BY oid DESC LIMIT 1',
  );
  const ofAccount = db.prepare<[string], Row>('SELECT * FROM perps_orders WHERE account = ? ORDER BY oid DESC');
  const maxOid = db.prepare('SELECT COALESCE(MAX(oid), 0) FROM perps_orders').pluck();

  return {
    save(o: PerpsOrder): void {
      const tpsl = o.tpsl ? JSON.stringify({ ...o.tpsl, trp: o.tpsl.trp.toString() }) : null;
      upsert.run(
        o.oid,
        o.account,
        o.iid,
        o.buy ? 1 : 0,
        o.price === null ? null : o.price.toString(),
        o.qty.toString(),
        o.filled.toString(),
        o.tif,
        o.po ? 1 : 0,
        o.ro ? 1 : 0,
        o.coid ?? null,
        o.status,
        o.cts,
        o.uts,
        o.liq ? 1 : 0,
        tpsl,
      );
    },
    /** The orders a restart puts back, oldest first (their time priority). */
    live: () => live.all(...LIVE).map(toOrder),
    byId: (oid: number) => {
      const r = byId.get(oid);
      return r && toOrder(r);
    },
    byCoid: (account: string, coid: string) => {
      const r = byCoid.get(account, coid);
      return r && toOrder(r);
    },
    /** Every order of an account, newest first. */
    ofAccount: (account: string) => ofAccount.all(account).map(toOrder),
    maxOid: () => maxOid.get() as number,
  };
}

export type OrderStore = ReturnType<typeof orderStore>;
