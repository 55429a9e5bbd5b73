import type { WsBook, WsPriceChange } from '../../../src/api/trading/ws-events';
import { bookBody, lastTradeOf, micros } from '../books/book-view';
import type { LastTrade } from '../books/store';
import type { MatchingEngine } from '../engine/matching-engine';
import { ONE, type Fill } from '../engine/types';
import type { LiveEvent } from './event-bus';
import type { MarketFacts, MarketFactsCache } from './market-facts';

/*
 * The market channel's events, read from the engine right after a commit, so each says what the
 * book is now. The engine keeps one outcome-0 book per market and outcome 1 is its mirror, so every
 * change shows on both tokens: a bid for outcome 0 at p is an ask for outcome 1 at 1 − p.
 */

/** A level of the outcome-0 book that a commit changed: its side and price (micro). */
export type TouchedLevel = { bid: boolean; price: number };

/** An empty side's best, as the wire spells it (the public example reads best_ask "1" with no asks). */
const NO_BID = 0;
const NO_ASK = ONE;

export function createMarketEvents(
  engine: MatchingEngine,
  facts: MarketFactsCache,
  lastTrade: (conditionId: string) => LastTrade | undefined,
) {
  /** The outcome-0 top of book last told per market, so best_bid_ask goes out only when it moves. */
  const tops = new Map<string, string>();

  const best = (cid: string, outcome: 0 | 1) => ({
    bid: engine.bestBid(cid, outcome) ?? NO_BID,
    ask: engine.bestAsk(cid, outcome) ?? NO_ASK,
  });

  /** One price_change for the market: each touched level's new total, on both tokens, best bid and ask after. */
  function priceChange(m: MarketFacts, levels: Iterable<TouchedLevel>, cause: string, nowMs: number): LiveEvent {
    const cid = m.condition_id;
    const [b0, b1] = [best(cid, 0), best(cid, 1)];
    const own: WsPriceChange['price_changes'] = [];
    const mirror: WsPriceChange['price_changes'] = [];
    for (const l of levels) {
      const size = micros(engine.levelSize(cid, l.bid, l.price));
      own.push({
        asset_id: m.token0,
        price: micros(l.price),
        size,
        side: l.bid ? 'BUY' : 'SELL',
        hash: cause,
        best_bid: micros(b0.bid),
        best_ask: micros(b0.ask),
      });
      mirror.push({
        asset_id: m.token1,
        price: micros(ONE - l.price),
        size,
        side: l.bid ? 'SELL' : 'BUY',
        hash: cause,
        best_bid: micros(b1.bid),
        best_ask: micros(b1.ask),
      });
    }
    const body: WsPriceChange = { event_type: 'price_change', market: cid, timestamp: String(nowMs), price_changes: [...own, ...mirror] };
    return { channel: 'market', assets: [m.token0, m.token1], body };
  }

  /** A token's whole book as GET /book answers it at `nowMs` (same hash), as an event. */
  function book(m: MarketFacts, outcome: 0 | 1, last: LastTrade | undefined, nowMs: number): WsBook {
    const t = facts.tokenMarket(m, outcome);
    const b = bookBody(t, engine.depth(m.condition_id, outcome), last, nowMs);
    return { event_type: 'book', ...b, last_trade_price: last ? b.last_trade_price : '' };
  }

  /** After a trade: both tokens' books, the last fill being the market's last trade. */
  function booksAfterTrade(m: MarketFacts, fill: Fill, nowMs: number): LiveEvent[] {
    const last: LastTrade = { asset: fill.takerAsset, price: fill.takerPrice, taker_side: fill.takerSide };
    return ([0, 1] as const).map((outcome) => ({
      channel: 'market',
      assets: [outcome === 0 ? m.token0 : m.token1],
      body: book(m, outcome, last, nowMs),
    }));
  }

  /** One fill on each token, from that token's side (as GET /last-trade-price reads it). */
  function lastTrades(m: MarketFacts, fill: Fill, txHash: string, nowMs: number): LiveEvent[] {
    const last: LastTrade = { asset: fill.takerAsset, price: fill.takerPrice, taker_side: fill.takerSide };
    return ([0, 1] as const).map((outcome) => {
      const seen = lastTradeOf(facts.tokenMarket(m, outcome), last);
      const asset = outcome === 0 ? m.token0 : m.token1;
      return {
        channel: 'market',
        assets: [asset],
        body: {
          event_type: 'last_trade_price',
          asset_id: asset,
          market: m.condition_id,
          price: micros(seen.price),
          size: micros(fill.size),
          side: seen.side || fill.takerSide,
          timestamp: String(nowMs),
          fee_rate_bps: String(m.fee_bps),
          transaction_hash: txHash,
        },
      };
    });
  }

  /** best_bid_ask on both tokens when the top of the book moved since last told (custom subscribers only). */
  function bestBidAsk(m: MarketFacts, nowMs: number): LiveEvent[] {
    const cid = m.condition_id;
    const b0 = best(cid, 0);
    const top = `${b0.bid}|${b0.ask}`;
    if (tops.get(cid) === top) return [];
    tops.set(cid, top);
    return ([0, 1] as const).map((outcome) => {
      const b = outcome === 0 ? b0 : best(cid, 1);
      const asset = outcome === 0 ? m.token0 : m.token1;
      return {
        channel: 'market',
        assets: [asset],
        custom: 'assets',
        body: {
          event_type: 'best_bid_ask',
          asset_id: asset,
          market: cid,
          best_bid: micros(b.bid),
          best_ask: micros(b.ask),
          spread: micros(Math.max(0, b.ask - b.bid)),
          timestamp: String(nowMs),
        },
      };
    });
  }

  /** The book a new subscriber gets; undefined for a token with no book (unknown, resolved or archived). */
  function snapshot(tokenId: string, nowMs: number): WsBook | undefined {
    const t = facts.token(tokenId);
    if (!t || t.market.resolved_at !== null || t.market.archived !== 0) return undefined;
    return book(t.market, t.outcome, lastTrade(t.market.condition_id), nowMs);
  }

  return { priceChange, booksAfterTrade, lastTrades, bestBidAsk, snapshot };
}
