import type { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import type { EngineOrder } from '../engine/types';
import type { CheckedOrder } from './check-order';
import type { OrderRow } from './store';

/* The order's two stored shapes: the database row an accepted order writes, and the engine's resting order a row restores. */

/** Who posts an order: the API key and its lower-case EOA, the order's owner. */
export type Caller = { apiKey: string; address: string };

type RowFacts = { seq: number; caller: Caller; matched: number; status: OrderRow['status']; now: number };

export function rowOf(body: SendOrder, o: CheckedOrder, f: RowFacts): OrderRow {
  return {
    id: o.id,
    seq: f.seq,
    api_key: f.caller.apiKey,
    maker: o.maker,
    signer: o.signer,
    owner: f.caller.address,
    condition_id: o.market.condition_id,
    asset: o.market.token_id,
    outcome_index: o.market.outcome_index,
    side: o.side,
    price: o.price,
    original_size: o.size,
    size_matched: f.matched,
    order_type: body.orderType,
    post_only: body.postOnly ? 1 : 0,
    expiration: o.expiration,
    status: f.status,
    builder: body.order.builder,
    signed: JSON.stringify(body.order),
    created_at: f.now,
    updated_at: f.now,
  };
}

export function engineOrderOf(row: OrderRow): EngineOrder {
  return {
    id: row.id,
    seq: row.seq,
    owner: row.maker,
    market: row.condition_id,
    asset: row.asset,
    outcome: row.outcome_index,
    side: row.side,
    price: row.price,
    size: row.original_size - row.size_matched,
    type: row.order_type,
    postOnly: row.post_only === 1,
    expiration: row.expiration,
  };
}
