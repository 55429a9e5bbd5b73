import type { TradingContext } from '../context';
import { bookBody } from '../books/book-view';
import type { DepthSource } from '../books/handlers';
import type { LastTrade, TokenMarket } from '../books/store';

/*
 * The books /orderbook-history answers from. The order desk calls recordBookSnapshot after each
 * commit that may have changed a market's book; it keeps at most one row per token and minute,
 * REPLACING the minute's row, so each minute holds the book as it stood after that minute's last
 * commit (keeping the first instead would lose the final state of a market that then goes quiet).
 * Each row carries the hash /book gives that book at the row's time (second precision).
 */

const MINUTE = 60;

const TOKENS_SQL = `
  SELECT t.token_id, t.condition_id, t.outcome_index, m.tick_size, m.min_order_size, m.neg_risk, m.fee_bps,
         m.resolved_at, m.archived, m.end_date, m.price0
  FROM tokens t JOIN markets m ON m.condition_id = t.condition_id WHERE t.condition_id = ? ORDER BY t.outcome_index`;
const LAST_SQL = 'SELECT asset, price, taker_side FROM trades WHERE condition_id = ? ORDER BY ts DESC, id DESC LIMIT 1';
const CLEAR_SQL = 'DELETE FROM clob_book_snapshots WHERE asset_id = ? AND ts >= ?';
const INSERT_SQL = 'INSERT INTO clob_book_snapshots (condition_id, ts, asset_id, hash, bids, asks) VALUES (?, ?, ?, ?, ?, ?)';

/**
 * Records the current book of both tokens of `market` (a condition id) at the service clock.
 * Cheap enough to call after every commit: two small writes per token, statements cached.
 * An unknown market records nothing.
 */
export function recordBookSnapshot(ctx: TradingContext, engine: DepthSource, market: string): void {
  const tokens = ctx.prepare<TokenMarket>(TOKENS_SQL).all(market);
  if (tokens.length === 0) return;
  const last = ctx.prepare<LastTrade>(LAST_SQL).get(market);
  const ts = Math.floor(ctx.nowMs() / 1000);
  const minute = ts - (ts % MINUTE);
  ctx.db.transaction(() => {
    for (const t of tokens) {
      // the book at whole seconds, so the stored time reproduces the hashed timestamp
      const book = bookBody(t, engine.depth(market, t.outcome_index), last, ts * 1000);
      ctx.prepare(CLEAR_SQL).run(t.token_id, minute);
      ctx.prepare(INSERT_SQL).run(market, ts, t.token_id, book.hash, JSON.stringify(book.bids), JSON.stringify(book.asks));
    }
  })();
}
