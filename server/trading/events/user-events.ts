import type { WsOrder, WsTrade } from '../../../src/api/trading/ws-events';
import { micros } from '../books/book-view';
import type { Fill } from '../engine/types';
import type { OrderRow } from '../orders/store';
import type { LiveEvent } from './event-bus';
import type { MarketFacts, MarketFactsCache } from './market-facts';

/*
 * The user channel's events. An order belongs to the EOA of the API key that posted it
 * (clob_orders.owner), as every order route reads it, so that is who an event goes to; the wire's
 * `owner` is the key itself. A trade goes to both sides' owners, each told which side it was
 * (trader_side); fields are those GET /data/trades answers for the same fill.
 */

export type OrderEventType = WsOrder['type'];

/** One fill as the user channel tells it; kept by the status timers until CONFIRMED. */
export type TradeFacts = {
  body: Omit<WsTrade, 'status' | 'trader_side' | 'trade_owner' | 'timestamp' | 'last_update'>;
  taker: Side;
  maker: Side;
};
type Side = { owner: string; apiKey: string };

export function createUserEvents(facts: MarketFactsCache) {
  function order(row: OrderRow, type: OrderEventType, nowMs: number, trades: string[] | null = null): LiveEvent {
    const m = facts.market(row.condition_id);
    const body: WsOrder = {
      event_type: 'order',
      type,
      id: row.id,
      owner: row.api_key,
      order_owner: row.api_key,
      market: row.condition_id,
      asset_id: row.asset,
      side: row.side,
      original_size: micros(row.original_size),
      size_matched: micros(row.size_matched),
      price: micros(row.price),
      timestamp: String(nowMs),
      associate_trades: trades,
      outcome: m ? facts.outcomeName(m, row.outcome_index) : '',
      created_at: String(row.created_at),
      expiration: String(row.expiration),
      order_type: row.order_type,
      status: row.status,
      maker_address: row.maker,
    };
    return { channel: 'user', owner: row.owner, market: row.condition_id, body };
  }

  /** What every status of one fill repeats. */
  function trade(m: MarketFacts, fill: Fill, tradeId: number, taker: OrderRow, maker: OrderRow, txHash: string, nowS: number): TradeFacts {
    return {
      taker: { owner: taker.owner, apiKey: taker.api_key },
      maker: { owner: maker.owner, apiKey: maker.api_key },
      body: {
        event_type: 'trade',
        type: 'TRADE',
        id: String(tradeId),
        taker_order_id: taker.id,
        market: m.condition_id,
        asset_id: fill.takerAsset,
        side: fill.takerSide,
        size: micros(fill.size),
        price: micros(fill.takerPrice),
        owner: taker.api_key,
        fee_rate_bps: String(m.fee_bps),
        match_time: String(nowS),
        outcome: facts.outcomeName(m, fill.takerOutcome),
        maker_address: taker.maker,
        transaction_hash: txHash,
        bucket_index: 0,
        maker_orders: [
          {
            order_id: maker.id,
            owner: maker.api_key,
            maker_address: maker.maker,
            matched_amount: micros(fill.size),
            price: micros(fill.makerPrice),
            fee_rate_bps: '0',
            asset_id: fill.makerAsset,
            outcome: facts.outcomeName(m, fill.makerOutcome),
            side: fill.makerSide,
          },
        ],
      },
    };
  }

  /** A fill at one status, to the taker's owner and the maker's (once when one EOA holds both). */
  function tradeEvents(t: TradeFacts, status: WsTrade['status'], nowMs: number): LiveEvent[] {
    const at = (side: Side, traderSide: 'TAKER' | 'MAKER'): LiveEvent => ({
      channel: 'user',
      owner: side.owner,
      market: t.body.market,
      body: {
        ...t.body,
        status,
        trader_side: traderSide,
        trade_owner: side.apiKey,
        timestamp: String(nowMs),
        last_update: String(Math.floor(nowMs / 1000)),
      },
    });
    const out = [at(t.taker, 'TAKER')];
    if (t.maker.owner !== t.taker.owner) out.push(at(t.maker, 'MAKER'));
    return out;
  }

  return { order, trade, tradeEvents };
}
