import { formatUnits, MONEY_DECIMALS, parseUnits } from '../../lib/decimal';
import type { MarketChannelEvent } from './ws-events';

/*
 * The price a list shows for an outcome while the market channel is live, the way the public site
 * shows it: the midpoint of the best bid and ask, or the last trade once the spread is wider than
 * 10¢ (the middle of a thin book says little). Prices are read as exact decimals, never as floats.
 */

/** A token's best bid and ask ("0" and "1" when a side is empty, as price_change writes them) and last trade. */
export type Quote = { bid?: string; ask?: string; last?: string };

const micro = (price: string) => parseUnits(price, MONEY_DECIMALS);
const ONE = 1_000_000n;
const WIDE = 100_000n;

/** The price to show, or undefined when the channel has not said enough (the list keeps its own). */
export function quotePrice(q: Quote): string | undefined {
  if (q.bid !== undefined && q.ask !== undefined) {
    const bid = micro(q.bid);
    const ask = micro(q.ask);
    if (bid > 0n && ask < ONE && ask - bid <= WIDE) return formatUnits((bid + ask) / 2n, MONEY_DECIMALS);
  }
  return q.last;
}

/** Applies a frame's events to the quotes in place; answers the tokens whose quote they set. */
export function applyQuoteEvents(quotes: Map<string, Quote>, events: readonly MarketChannelEvent[]): Set<string> {
  const changed = new Set<string>();
  const set = (token: string, patch: Quote) => {
    quotes.set(token, { ...quotes.get(token), ...patch });
    changed.add(token);
  };
  for (const e of events) {
    if (e.event_type === 'book')
      // the wire lists each side best last
      set(e.asset_id, {
        bid: e.bids.at(-1)?.price ?? '0',
        ask: e.asks.at(-1)?.price ?? '1',
        ...(e.last_trade_price ? { last: e.last_trade_price } : {}),
      });
    else if (e.event_type === 'price_change') {
      for (const c of e.price_changes)
        if (c.best_bid !== undefined && c.best_ask !== undefined) set(c.asset_id, { bid: c.best_bid, ask: c.best_ask });
    } else if (e.event_type === 'last_trade_price') set(e.asset_id, { last: e.price });
    else if (e.event_type === 'best_bid_ask') set(e.asset_id, { bid: e.best_bid, ask: e.best_ask });
  }
  return changed;
}
