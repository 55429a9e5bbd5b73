import { formatUnits } from 'viem';
import type { OrderAnswer, SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { notional, type Ledger } from '../../ledger';
import type { TradingContext } from '../context';
import type { MatchingEngine } from '../engine/matching-engine';
import type { EngineOrder, SubmitResult } from '../engine/types';
import type { BookStore } from '../books/store';
import { checkOrder, OrderRefused, type CheckedOrder } from './check-order';
import { settleFills } from './settle-fills';
import type { OrderRow, OrderStore } from './store';

/*
 * The desk between the HTTP routes and the engine: checks an order, matches it, and commits the
 * order rows and the fills' settlement in ONE SQLite transaction, so an acknowledged order and its
 * fills are durable together and a crash leaves neither half-done. Everything after the signature
 * recovery (the only await) runs synchronously, so two requests never interleave between the
 * balance check and the commit.
 */

const REJECTIONS: Record<NonNullable<SubmitResult['rejected']>, string> = {
  POST_ONLY_CROSSES: 'invalid post-only order: order crosses book (post-only order would match immediately)',
  FOK_UNFILLED: "order couldn't be fully filled. FOK orders are fully filled or killed.",
  FAK_NO_MATCH: 'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
  EXPIRED: 'invalid expiration (expiration in the past or invalid)',
};

const APPROVAL = {
  BUY: { plain: 'trading-collateral-exchange', negRisk: 'trading-collateral-neg-risk-exchange' },
  SELL: { plain: 'trading-ctf-exchange', negRisk: 'trading-ctf-neg-risk-exchange' },
} as const;

const decimal = (micro: number) => formatUnits(BigInt(micro), 6);

export function createOrderDesk(ctx: TradingContext, engine: MatchingEngine, ledger: Ledger, orders: OrderStore, books: BookStore) {
  let seq = orders.maxSeq();
  const nowS = () => Math.floor(ctx.nowMs() / 1000);
  const txHashes = ctx.db.prepare<[number], { tx_hash: string }>('SELECT tx_hash FROM trades WHERE id = ?');

  const enough = (o: CheckedOrder) => {
    const negRisk = o.market.neg_risk === 1;
    if (!orders.approved(o.maker, APPROVAL[o.side][negRisk ? 'negRisk' : 'plain'])) return false;
    const free =
      o.side === 'BUY'
        ? ledger.cashOf(o.maker) - engine.reservedCash(o.maker)
        : (ledger.positionOf(o.maker, o.market.token_id)?.size ?? 0) - engine.reservedShares(o.maker, o.market.token_id);
    return free >= o.needs;
  };

  const commit = ctx.db.transaction((row: OrderRow, o: CheckedOrder, r: SubmitResult, builder: string, now: number) => {
    orders.insert(row);
    for (const f of r.fills) orders.progress(f.makerOrderId, f.size, f.makerRemaining === 0 ? 'MATCHED' : 'LIVE', now);
    for (const x of r.expired) orders.setStatus(x.id, 'EXPIRED', now);
    return settleFills(ledger, orders, {
      fills: r.fills,
      conditionId: o.market.condition_id,
      feeBps: o.market.fee_bps,
      builder,
      nowS: now,
      negRisk: o.market.neg_risk === 1,
    });
  });

  /** Rebuilds one market's book from the database: after a refused commit, the engine must forget what it did. */
  const reload = (market: string) => engine.replaceMarket(market, orders.liveIn(market).map(engineOrderOf));

  async function place(body: SendOrder, raw: Record<string, unknown>, caller: { apiKey: string; address: string }): Promise<OrderAnswer> {
    const market = books.token(body.order.tokenId);
    const o = await checkOrder(orders, {
      body,
      raw,
      apiKey: caller.apiKey,
      keyAddress: caller.address,
      market,
      chainId: ctx.chainId,
      nowS: nowS(),
    });
    // from here on nothing awaits: the checks below and the commit see one state of the books
    if (orders.get(o.id) || engine.get(o.id)) throw new OrderRefused(`order ${o.id} is invalid. Duplicated.`);
    if (!enough(o)) throw new OrderRefused('not enough balance / allowance');
    const now = nowS();
    const order: EngineOrder = {
      id: o.id,
      seq: ++seq,
      owner: o.maker,
      market: o.market.condition_id,
      asset: o.market.token_id,
      outcome: o.market.outcome_index,
      side: o.side,
      price: o.price,
      size: o.size,
      type: body.orderType,
      postOnly: body.postOnly === true,
      expiration: o.expiration,
    };
    const r = engine.submit(order, now);
    if (r.rejected) {
      if (r.expired.length > 0) for (const x of r.expired) orders.setStatus(x.id, 'EXPIRED', now);
      throw new OrderRefused(REJECTIONS[r.rejected]);
    }
    const matched = o.size - r.remaining;
    const row: OrderRow = {
      id: o.id,
      seq: order.seq,
      api_key: caller.apiKey,
      maker: o.maker,
      signer: o.signer,
      condition_id: o.market.condition_id,
      asset: o.market.token_id,
      outcome_index: o.market.outcome_index,
      side: o.side,
      price: o.price,
      original_size: o.size,
      size_matched: matched,
      order_type: body.orderType,
      post_only: body.postOnly ? 1 : 0,
      expiration: o.expiration,
      status: r.rested ? 'LIVE' : matched > 0 ? 'MATCHED' : 'UNMATCHED',
      builder: body.order.builder,
      signed: JSON.stringify(body.order),
      created_at: now,
      updated_at: now,
    };
    let tradeIds: number[];
    try {
      tradeIds = commit(row, o, r, body.order.builder, now);
    } catch (err) {
      reload(o.market.condition_id);
      throw err;
    }
    const paid = r.fills.reduce((sum, f) => sum + notional(f.size, f.takerPrice), 0);
    const [making, taking] = o.side === 'BUY' ? [paid, matched] : [matched, paid];
    return {
      success: true,
      errorMsg: '',
      orderID: o.id,
      status: r.rested ? 'live' : matched > 0 ? 'matched' : 'unmatched',
      makingAmount: decimal(making),
      takingAmount: decimal(taking),
      transactionsHashes: [...new Set(tradeIds.map((id) => txHashes.get(id)!.tx_hash))],
      tradeIDs: tradeIds.map(String),
    };
  }

  /** Cancels one order of the caller's; the reason when it cannot. */
  function cancel(id: string, address: string, now = nowS()): string | undefined {
    const row = orders.get(id);
    if (!row || row.signer !== address) return 'order not found';
    if (row.status !== 'LIVE') return 'order_already_terminal';
    engine.cancel(id);
    orders.setStatus(id, 'CANCELED', now);
    return undefined;
  }

  /** Takes back every live order into the engine, in arrival order (start-up). */
  function restore() {
    for (const row of orders.live()) engine.restore(engineOrderOf(row));
    seq = orders.maxSeq();
  }

  return { place, cancel, restore };
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

export type OrderDesk = ReturnType<typeof createOrderDesk>;
