import type { z } from 'zod/mini';
import { NotificationPayload, type Notification } from '../../api/trading/contract/schemas-account';
import { formatCents } from '../../lib/format';
import { formatMicro, subMicro } from '../../lib/decimal';
import { formatExact } from '../../lib/format-exact';

/*
 * A notification in words: what happened to which order, on which market (the caller links the
 * market by its id), and, for a fill, the anchor of its row in the trade history.
 */

const KIND: Record<number, string> = { 1: 'Order canceled', 2: 'Order filled' };

export type NotificationText = {
  kind: string;
  /** "Buy 5 Yes at 73.0¢", or empty when the payload says nothing of the order. */
  order: string;
  market: string | undefined;
  /** For a fill: the trade id and side the trade history row is anchored by. */
  fill: { tradeId: string; traderSide: string } | undefined;
};

export function notificationText(
  n: Pick<z.infer<typeof Notification>, 'type' | 'payload'>,
  outcomeOf: Readonly<Record<string, string>> = {},
): NotificationText {
  const parsed = NotificationPayload.safeParse(n.payload);
  const p = parsed.success ? parsed.data : {};
  const side = p.side ? (p.side.toUpperCase() === 'BUY' ? 'Buy' : 'Sell') : '';
  // a cancel's size is what was left of the order; a fill's, what matched
  const size = n.type === 2 ? p.size : p.original_size && (p.size_matched ? remaining(p.original_size, p.size_matched) : p.original_size);
  const outcome = p.asset_id ? outcomeOf[p.asset_id] : undefined;
  const price = p.price !== undefined && p.price !== '' ? `at ${formatCents(Number(p.price))}` : '';
  return {
    kind: KIND[n.type] ?? `Notice ${n.type}`,
    order: [side, size && formatExact(size), outcome, price].filter(Boolean).join(' '),
    market: p.market,
    fill: n.type === 2 && p.trade_id && p.trader_side ? { tradeId: p.trade_id, traderSide: p.trader_side } : undefined,
  };
}

/** What was left of an order when it was canceled, exactly; the order's size if the figures do not read. */
function remaining(original: string, matched: string): string {
  try {
    return formatMicro(subMicro(original, matched));
  } catch {
    return original;
  }
}
