import { instrumentById } from '../../../src/api/perps/instruments';
import { writeDecimal } from '../../../src/api/perps/wire-decimal';
import { resting, type PerpsOrder } from '../engine/types';

/** An order as the REST routes give it (facts §5.2 OrderData). */
export function orderData(o: PerpsOrder) {
  const i = instrumentById(o.iid)!;
  const q = (u: bigint) => writeDecimal(u, i.quantity_decimals);
  return {
    order_id: o.oid,
    instrument_id: o.iid,
    buy: o.buy,
    price: o.price === null ? null : writeDecimal(o.price, i.price_decimals),
    quantity: q(o.qty),
    tif: o.tif,
    post_only: o.po,
    ro: o.ro,
    status: o.status,
    resting_quantity: o.status === 'open' || o.status === 'partial' ? q(resting(o)) : '0',
    filled_quantity: q(o.filled),
    created_timestamp: o.cts,
    updated_timestamp: o.uts,
    ...(o.coid ? { client_order_id: o.coid } : {}),
    ...tpslOf(o),
  };
}

/** A TP/SL leg's `tpsl` field (facts §5.2), trigger price in the instrument's decimals. */
const tpslOf = (o: PerpsOrder) => {
  if (!o.tpsl) return {};
  const { kind, scope, trp, parent_oid } = o.tpsl;
  const i = instrumentById(o.iid)!;
  return { tpsl: { kind, scope, trp: writeDecimal(trp, i.price_decimals), ...(parent_oid === undefined ? {} : { parent_oid }) } };
};

export const isOpen = (o: PerpsOrder) => o.status === 'open' || o.status === 'partial' || o.status === 'accepted';

/** The short order form modify answers with and the orders channel pushes (facts §5.2 WS form). */
export function shortForm(o: PerpsOrder) {
  const i = instrumentById(o.iid)!;
  return {
    oid: o.oid,
    iid: o.iid,
    buy: o.buy,
    // a market TP/SL leg has no price until it triggers
    p: o.price === null ? null : writeDecimal(o.price, i.price_decimals),
    qty: writeDecimal(o.qty, i.quantity_decimals),
    tif: o.tif,
    po: o.po,
    ro: o.ro,
    status: o.status,
    rest: writeDecimal(resting(o), i.quantity_decimals),
    fill: writeDecimal(o.filled, i.quantity_decimals),
    cts: o.cts,
    uts: o.uts,
    ...(o.coid ? { coid: o.coid } : {}),
    ...tpslOf(o),
  };
}
