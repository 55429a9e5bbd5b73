import {
  INVALID_PAYLOAD,
  INVALID_PRICE_SIDE,
  INVALID_SIDE,
  INVALID_TOKEN_ID,
  MARKET_NOT_FOUND,
  NO_ORDERBOOK,
  PAYLOAD_TOO_LARGE,
} from '../../../src/api/error-messages';
import type { Context } from 'hono';
import type { TradingContext } from '../context';
import { TradingError } from '../../kit/errors';
import type { Depth, OutcomeIndex } from '../engine/types';
import { bookBody, lastTradeOf, micros } from './book-view';
import type { BookStore, TokenMarket } from './store';
import { TOKEN_ID } from '../shared/wire-ids';

/* The public book and price reads: one token by query, or up to BATCH_MAX tokens in a POST body. */

/** Where the books live: the matching engine's depth of one token, best first, in its own prices. */
export type DepthSource = { depth(market: string, outcome: OutcomeIndex): Depth };

/** Tokens per batch read (the public service allows 500). */
export const BATCH_MAX = 500;

const SIDES = new Set(['BUY', 'SELL']);

type Item = { token_id: string; side?: string };

export function createBookReads(ctx: TradingContext, store: BookStore, books: DepthSource) {
  const tokenParam = (c: Context) => {
    const id = c.req.query('token_id');
    if (!id || !TOKEN_ID.test(id)) throw new TradingError(400, INVALID_TOKEN_ID);
    return id;
  };
  /** A token whose market trades: resolved and archived markets have no book. */
  const traded = (id: string): TokenMarket | undefined => {
    const t = store.token(id);
    return t && t.resolved_at === null && t.archived === 0 ? t : undefined;
  };
  const known = (id: string) => {
    const t = store.token(id);
    if (!t) throw new TradingError(404, MARKET_NOT_FOUND);
    return t;
  };
  const own = (t: TokenMarket) => books.depth(t.condition_id, t.outcome_index);
  const bestBid = (t: TokenMarket) => own(t).bids[0]?.price;
  const bestAsk = (t: TokenMarket) => own(t).asks[0]?.price;
  const mid = (t: TokenMarket) => {
    const [b, a] = [bestBid(t), bestAsk(t)];
    return b === undefined || a === undefined ? undefined : Math.round((a + b) / 2);
  };
  const spread = (t: TokenMarket) => {
    const [b, a] = [bestBid(t), bestAsk(t)];
    return b === undefined || a === undefined ? undefined : a - b;
  };
  const best = (t: TokenMarket, side: string) => (side === 'BUY' ? bestBid(t) : bestAsk(t));
  const book = (t: TokenMarket) => bookBody(t, own(t), store.lastTrade(t.condition_id), ctx.nowMs());
  const lastTrade = (t: TokenMarket) => {
    const last = lastTradeOf(t, store.lastTrade(t.condition_id));
    return { price: micros(last.price), side: last.side };
  };
  const one = (c: Context, answer: (t: TokenMarket) => number | undefined, key: string) => {
    const t = traded(tokenParam(c));
    const v = t && answer(t);
    if (v === undefined) throw new TradingError(404, NO_ORDERBOOK);
    return c.json({ [key]: micros(v) });
  };

  /** The body of a batch read: a JSON array of {token_id, side?}, every id well formed, at most BATCH_MAX. */
  const items = async (c: Context, withSide = false): Promise<Item[]> => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new TradingError(400, INVALID_PAYLOAD);
    }
    if (!Array.isArray(body)) throw new TradingError(400, INVALID_PAYLOAD);
    if (body.length > BATCH_MAX) throw new TradingError(400, PAYLOAD_TOO_LARGE);
    for (const it of body as unknown[]) {
      const ok = typeof it === 'object' && it !== null && typeof (it as Item).token_id === 'string' && TOKEN_ID.test((it as Item).token_id);
      if (!ok) throw new TradingError(400, INVALID_PAYLOAD);
      if (withSide && !SIDES.has(String((it as Item).side))) throw new TradingError(400, INVALID_SIDE);
    }
    return body as Item[];
  };
  /** Each known, traded token of a batch once; unknown ones are left out of the answer. */
  const each = <T>(list: Item[], f: (t: TokenMarket, item: Item) => T | undefined): [string, T][] => {
    const out: [string, T][] = [];
    for (const item of list) {
      const t = traded(item.token_id);
      const v = t && f(t, item);
      if (v !== undefined) out.push([item.token_id, v]);
    }
    return out;
  };

  return {
    book: (c: Context) => {
      const t = traded(tokenParam(c));
      if (!t) throw new TradingError(404, NO_ORDERBOOK);
      return c.json(book(t));
    },
    books: async (c: Context) => c.json(each(await items(c), book).map(([, b]) => b)),
    price: (c: Context) => {
      tokenParam(c);
      const side = c.req.query('side')?.toUpperCase() ?? '';
      if (!SIDES.has(side)) throw new TradingError(400, INVALID_PRICE_SIDE);
      return one(c, (t) => best(t, side), 'price');
    },
    prices: async (c: Context) => {
      const out: Record<string, Record<string, string>> = {};
      for (const [id, [side, v]] of each(await items(c, true), (t, it) => {
        const side = it.side!.toUpperCase();
        const p = best(t, side);
        return p === undefined ? undefined : ([side, micros(p)] as const);
      }))
        (out[id] ??= {})[side] = v;
      return c.json(out);
    },
    midpoint: (c: Context) => one(c, mid, 'mid'),
    midpoints: async (c: Context) => c.json(Object.fromEntries(each(await items(c), (t) => mapMicros(mid(t))))),
    spread: (c: Context) => one(c, spread, 'spread'),
    spreads: async (c: Context) => c.json(Object.fromEntries(each(await items(c), (t) => mapMicros(spread(t))))),
    lastTradePrice: (c: Context) => c.json(lastTrade(known(tokenParam(c)))),
    lastTradesPrices: async (c: Context) => {
      const list = await items(c);
      const out = list.flatMap((it) => {
        const t = store.token(it.token_id);
        return t ? [{ token_id: it.token_id, ...lastTrade(t) }] : [];
      });
      return c.json(out);
    },
    tickSize: (c: Context) => c.json({ minimum_tick_size: Number(known(tokenParam(c)).tick_size) }),
    negRisk: (c: Context) => c.json({ neg_risk: known(tokenParam(c)).neg_risk === 1 }),
    feeRate: (c: Context) => c.json({ base_fee: known(tokenParam(c)).fee_bps }),
  };
}

const mapMicros = (v: number | undefined) => (v === undefined ? undefined : micros(v));
