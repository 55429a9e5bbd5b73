import { createHash } from 'node:crypto';
import { formatUnits } from 'viem';
import type { Depth, DepthLevel } from '../engine/types';
import type { LastTrade, TokenMarket } from './store';

/* A token's book and last trade as the wire shows them. */

const MICRO = 1_000_000;

export const micros = (n: number) => formatUnits(BigInt(n), 6);

/** The last trade, seen from this token: a trade of the other outcome at p is this one's at 1 − p, other side. */
export function lastTradeOf(t: TokenMarket, last: LastTrade | undefined): { price: number; side: 'BUY' | 'SELL' | '' } {
  if (!last) return { price: 0, side: '' };
  if (last.asset === t.token_id) return { price: last.price, side: last.taker_side };
  return { price: MICRO - last.price, side: last.taker_side === 'BUY' ? 'SELL' : 'BUY' };
}

/** The wire book; `hash` is the SHA-1 of the book's JSON with an empty hash, as the official client recomputes it. */
/** `own` is the token's depth, best first, in its own prices. */
export function bookBody(t: TokenMarket, own: Depth, last: LastTrade | undefined, nowMs: number) {
  const level = (l: DepthLevel) => ({ price: micros(l.price), size: micros(l.size) });
  const book = {
    market: t.condition_id,
    asset_id: t.token_id,
    timestamp: String(nowMs),
    hash: '',
    // best price LAST on both sides, as the public service sends them
    bids: own.bids.map(level).reverse(),
    asks: own.asks.map(level).reverse(),
    min_order_size: micros(t.min_order_size),
    tick_size: t.tick_size,
    neg_risk: t.neg_risk === 1,
    last_trade_price: micros(lastTradeOf(t, last).price),
  };
  book.hash = createHash('sha1').update(JSON.stringify(book)).digest('hex');
  return book;
}
