import type { PerpsTrade } from '../../api/perps/contract/schemas';
import type { TradeFrame } from '../../api/perps/socket';

/*
 * The trades panel's list: the REST read of the latest trades and the socket's new ones are one
 * list. Either may arrive first and both may carry the same trade (one that happened between the
 * subscription and the read), so the union is keyed on the trade id.
 */

/** How many trades the panel keeps. */
export const TRADES_SHOWN = 30;

/** A REST trade in the socket's short keys, so the panel draws one shape. */
export const tradeFrameOf = (t: PerpsTrade): TradeFrame => ({
  tid: t.trade_id,
  iid: t.instrument_id,
  side: t.side,
  p: t.price,
  qty: t.quantity,
  ts: t.timestamp,
});

/** Both lists as one, each trade once, newest first (ids rise with time, so they break ties), at most `limit`. */
export function mergeTrades(a: readonly TradeFrame[], b: readonly TradeFrame[], limit = TRADES_SHOWN): TradeFrame[] {
  const byId = new Map<number, TradeFrame>();
  for (const t of [...a, ...b]) if (!byId.has(t.tid)) byId.set(t.tid, t);
  return [...byId.values()].sort((x, y) => y.ts - x.ts || y.tid - x.tid).slice(0, limit);
}
