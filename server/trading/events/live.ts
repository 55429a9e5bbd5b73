import type { WsAuth } from '../../../src/api/trading/ws-messages';
import type { WsBook } from '../../../src/api/trading/ws-events';
import { createSocketAuth, type SocketIdentity } from '../auth/socket-auth';
import type { BookStore } from '../books/store';
import type { TradingContext } from '../context';
import type { MatchingEngine } from '../engine/matching-engine';
import { bookPrice, isBookBid, type EngineOrder } from '../engine/types';
import type { DeskCommit } from '../orders/order-desk';
import type { OrderRow, OrderStore } from '../orders/store';
import { createEventBus, type BatchListener, type LiveEvent } from './event-bus';
import { createMarketEvents, type TouchedLevel } from './market-events';
import { createMarketFacts } from './market-facts';
import { createMarketLifecycle } from './market-lifecycle';
import { createTradeStatus } from './trade-status';
import { createUserEvents } from './user-events';

/*
 * The trading service's live side: turns each commit the order desk reports into the events of
 * both channels and publishes them as one batch, and gives the WebSocket channels what they read
 * (snapshots, credentials). The events are built after the commit returned, from the engine and the
 * rows as committed, so a rolled-back match never reaches a client, and synchronously, before any
 * later order can run, so each batch is numbered in commit order.
 */

export type TradingLiveOptions = {
  /** Milliseconds from MATCHED to MINED and from MINED to CONFIRMED (default 1000). */
  tradeStepMs?: number;
};

/** What the WebSocket channels need from the trading service, and nothing more. */
export type TradingLive = {
  subscribe(listener: BatchListener): () => void;
  /** A token's book now, numbered as of the asset's last event; undefined when it has no book. */
  snapshot(tokenId: string): WsBook | undefined;
  authenticate(auth: WsAuth): SocketIdentity | undefined;
  /** Calls `listener` with each trading key deleted from now on, so the sockets it opened can close. */
  onKeyRevoked(listener: (apiKey: string) => void): () => void;
  /** Stops the trade status timers (shutdown). */
  stop(): void;
};

type Level = Pick<EngineOrder, 'outcome' | 'side' | 'price'>;
const levelOf = (o: Level): TouchedLevel => ({ bid: isBookBid(o), price: bookPrice(o) });
const levelOfRow = (r: OrderRow) => levelOf({ outcome: r.outcome_index, side: r.side, price: r.price });

export function createTradingLive(
  ctx: TradingContext,
  engine: MatchingEngine,
  books: BookStore,
  orders: OrderStore,
  o: TradingLiveOptions = {},
) {
  const bus = createEventBus();
  const facts = createMarketFacts(ctx.db);
  const market = createMarketEvents(engine, facts, books.lastTrade);
  const user = createUserEvents(facts);
  const status = createTradeStatus((t, s) => bus.publish(user.tradeEvents(t, s, ctx.nowMs())), o.tradeStepMs ?? 1000);
  const txHash = ctx.db.prepare<[number], { tx_hash: string }>('SELECT tx_hash FROM trades WHERE id = ?');
  const hashOf = (tradeId: number) => txHash.get(tradeId)?.tx_hash ?? '';

  /** The levels, one entry each: a fill and a rest at one price are one level. */
  const distinct = (levels: TouchedLevel[]) => [...new Map(levels.map((l) => [`${l.bid}|${l.price}`, l])).values()];

  function accepted({ row, result: r, tradeIds }: Extract<DeskCommit, { kind: 'accepted' }>): LiveEvent[] {
    const m = facts.market(row.condition_id);
    if (!m) return [];
    const now = ctx.nowMs();
    const nowS = Math.floor(now / 1000);
    const touched = [
      ...(r.rested ? [levelOfRow(row)] : []),
      ...r.fills.map((f) => levelOf({ outcome: f.makerOutcome, side: f.makerSide, price: f.makerPrice })),
      ...r.expired.map(levelOf),
    ];
    const out: LiveEvent[] = [];
    if (touched.length) out.push(market.priceChange(m, distinct(touched), row.id, now));
    const hashes = tradeIds.map(hashOf);
    r.fills.forEach((f, i) => out.push(...market.lastTrades(m, f, hashes[i]!, now)));
    if (r.fills.length) out.push(...market.booksAfterTrade(m, r.fills[r.fills.length - 1]!, now));
    out.push(...market.bestBidAsk(m, now));

    out.push(user.order(row, 'PLACEMENT', now, tradeIds.length ? tradeIds.map(String) : null));
    r.fills.forEach((f, i) => {
      const maker = orders.get(f.makerOrderId);
      if (!maker) return;
      out.push(user.order(maker, 'UPDATE', now, [String(tradeIds[i])]));
      const trade = user.trade(m, f, tradeIds[i]!, row, maker, hashes[i]!, nowS);
      out.push(...user.tradeEvents(trade, 'MATCHED', now));
      status.matched(trade);
    });
    out.push(
      ...cancellations(
        r.expired.map((x) => x.id),
        now,
      ),
    );
    return out;
  }

  const cancellations = (ids: readonly string[], now: number) =>
    ids.flatMap((id) => {
      const row = orders.get(id);
      return row ? [user.order(row, 'CANCELLATION', now)] : [];
    });

  /** A cancel, or GTD makers a refused order found expired: levels lowered, CANCELLATION to each owner. */
  function removed(rows: OrderRow[], cause: string): LiveEvent[] {
    const m = rows[0] && facts.market(rows[0].condition_id);
    if (!m) return [];
    const now = ctx.nowMs();
    return [
      market.priceChange(m, distinct(rows.map(levelOfRow)), cause, now),
      ...market.bestBidAsk(m, now),
      ...rows.map((row) => user.order(row, 'CANCELLATION', now)),
    ];
  }

  function eventsOf(c: DeskCommit): LiveEvent[] {
    if (c.kind === 'accepted') return accepted(c);
    if (c.kind === 'canceled') return removed([{ ...c.row, status: 'CANCELED' }], c.row.id);
    return removed(
      c.orders.map((x) => orders.get(x.id)).filter((x) => x !== undefined),
      c.cause,
    );
  }

  const onCommit = (c: DeskCommit) => {
    try {
      bus.publish(eventsOf(c));
    } catch (err) {
      // the commit stands either way; a fault here must not turn an acknowledged order into a 500
      console.error('trading live events:', err);
    }
  };

  const authenticate = createSocketAuth(ctx);
  const revokeListeners = new Set<(apiKey: string) => void>();
  const live: TradingLive = {
    subscribe: bus.subscribe,
    snapshot(tokenId) {
      const book = market.snapshot(tokenId, ctx.nowMs());
      if (book) book.seq = bus.seqOf(tokenId);
      return book;
    },
    authenticate,
    onKeyRevoked(listener) {
      revokeListeners.add(listener);
      return () => revokeListeners.delete(listener);
    },
    stop: status.stop,
  };
  return {
    live,
    onCommit,
    statusOf: status.statusOf,
    /** The auth routes call this after a trading key is deleted. */
    keyRevoked: (apiKey: string) => {
      for (const l of revokeListeners) l(apiKey);
    },
    lifecycle: createMarketLifecycle(facts, bus, ctx.nowMs),
  };
}
