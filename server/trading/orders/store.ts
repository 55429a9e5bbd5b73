import type { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import type { TradingContext } from '../context';
import type { EngineOrder } from '../engine/types';

/** One row of clob_orders. */
export type OrderRow = {
  id: string;
  seq: number;
  api_key: string;
  maker: string;
  /** Whose signature the order carries: the key's EOA (types 0 to 2) or its deposit wallet (3). */
  signer: string;
  /**
   * The lower-case EOA of the API key that posted it: whose order it is to list, cancel and keep
   * alive. Not the wire's `owner`, which is the key itself (api_key).
   */
  owner: string;
  condition_id: string;
  asset: string;
  outcome_index: 0 | 1;
  side: 'BUY' | 'SELL';
  price: number;
  original_size: number;
  size_matched: number;
  order_type: 'GTC' | 'GTD' | 'FOK' | 'FAK';
  post_only: number;
  expiration: number;
  status: OrderStatus;
  builder: string;
  signed: string;
  created_at: number;
  updated_at: number;
};

export type OrderStatus = 'LIVE' | 'MATCHED' | 'CANCELED' | 'EXPIRED' | 'UNMATCHED';

/** Who posts an order: the API key and its lower-case EOA, the order's owner. */
export type Caller = { apiKey: string; address: string };

/** What an accepted order's row records beyond the engine's order and the order as posted. */
export type RowFacts = { caller: Caller; matched: number; status: OrderStatus; now: number };

/** The row an accepted order writes, from the engine's order as submitted (the engine fills its own copy) and the order as posted. */
function rowOf(o: EngineOrder, body: SendOrder, f: RowFacts): OrderRow {
  return {
    id: o.id,
    seq: o.seq,
    api_key: f.caller.apiKey,
    maker: o.owner,
    signer: body.order.signer,
    owner: f.caller.address,
    condition_id: o.market,
    asset: o.asset,
    outcome_index: o.outcome,
    side: o.side,
    price: o.price,
    original_size: o.size,
    size_matched: f.matched,
    order_type: o.type,
    post_only: o.postOnly ? 1 : 0,
    expiration: o.expiration,
    status: f.status,
    builder: body.order.builder,
    signed: JSON.stringify(body.order),
    created_at: f.now,
    updated_at: f.now,
  };
}

/** The engine's resting order a live row restores. */
export function restingOf(row: OrderRow): EngineOrder {
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

export type FillRow = { trade_id: number; taker_order_id: string; maker_order_id: string; kind: string; ts: number };

export function createOrderStore(ctx: TradingContext) {
  const { db } = ctx;
  const insert = db.prepare<OrderRow>(`
    INSERT INTO clob_orders (id, seq, api_key, maker, signer, owner, condition_id, asset, outcome_index, side, price, original_size,
      size_matched, order_type, post_only, expiration, status, builder, signed, created_at, updated_at)
    VALUES (@id, @seq, @api_key, @maker, @signer, @owner, @condition_id, @asset, @outcome_index, @side, @price, @original_size,
      @size_matched, @order_type, @post_only, @expiration, @status, @builder, @signed, @created_at, @updated_at)`);
  const progress = db.prepare<[number, string, number, string]>(
    'UPDATE clob_orders SET size_matched = size_matched + ?, status = ?, updated_at = ? WHERE id = ?',
  );
  const status = db.prepare<[string, number, string]>('UPDATE clob_orders SET status = ?, updated_at = ? WHERE id = ?');
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM clob_orders WHERE id = ?');
  const live = db.prepare<[], OrderRow>("SELECT * FROM clob_orders WHERE status = 'LIVE' ORDER BY seq");
  const liveIn = db.prepare<[string], OrderRow>("SELECT * FROM clob_orders WHERE status = 'LIVE' AND condition_id = ? ORDER BY seq");
  const liveOf = db.prepare<[string], OrderRow>("SELECT * FROM clob_orders WHERE owner = ? AND status = 'LIVE' ORDER BY seq");
  const maxSeq = db.prepare<[], { s: number | null }>('SELECT MAX(seq) AS s FROM clob_orders');
  const fill = db.prepare<FillRow>(
    'INSERT INTO clob_fills (trade_id, taker_order_id, maker_order_id, kind, ts) VALUES (@trade_id, @taker_order_id, @maker_order_id, @kind, @ts)',
  );
  const approved = db.prepare<[string, string], { approved: number }>('SELECT approved FROM approvals WHERE user = ? AND contract_id = ?');
  const flag = db.prepare<[string], { flag: string }>('SELECT flag FROM clob_address_flags WHERE address = ?');
  const wallet = db.prepare<[string], { owner: string; signature_type: number }>(
    'SELECT owner, signature_type FROM clob_wallets WHERE wallet = ?',
  );
  return {
    /** Writes an accepted order's row, and returns it. */
    insert: (o: EngineOrder, body: SendOrder, facts: RowFacts) => {
      const row = rowOf(o, body, facts);
      insert.run(row);
      return row;
    },
    /** Adds a fill's size to an order and sets its status. */
    progress: (id: string, size: number, next: OrderStatus, nowS: number) => progress.run(size, next, nowS, id),
    setStatus: (id: string, next: OrderStatus, nowS: number) => status.run(next, nowS, id),
    get: (id: string) => byId.get(id),
    live: () => live.all(),
    liveIn: (market: string) => liveIn.all(market),
    /** The live orders an EOA's keys posted, whoever funds or signs them (itself, or its wallets). */
    liveOf: (owner: string) => liveOf.all(owner),
    maxSeq: () => maxSeq.get()?.s ?? 0,
    insertFill: (f: FillRow) => fill.run(f),
    approved: (user: string, contractId: string) => approved.get(user, contractId)?.approved === 1,
    flag: (address: string) => flag.get(address)?.flag,
    wallet: (address: string) => wallet.get(address),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
