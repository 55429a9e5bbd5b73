import { ApiError } from '../../../api/http';
import { AlreadyReceived } from '../../../api/perps/client';

/*
 * The gateway answers 422s and per-item rejections with a stable snake_case id (facts §1); a person
 * reads words. Each id the account panel's writes can meet gets a sentence saying what happened and,
 * where there is one, what to do. An id not listed is shown as the gateway spells it, so nothing is
 * hidden behind a vague "something went wrong".
 */

const WORDS: Record<string, string> = {
  // modify (facts §5.4)
  modify_no_op: 'Nothing to change: that is already the order’s price and quantity.',
  modify_would_cross:
    'At that price the order would trade at once; a change can only leave it resting. Pick a price behind the best opposite order.',
  modify_quantity_not_above_filled: 'The new total quantity must be more than what has already filled.',
  modify_already_pending: 'A change of this order is still being applied; wait for it, then try again.',
  modify_limit_reached: 'This order has been changed as many times as allowed; cancel it and place a new one.',
  order_has_tpsl: 'An order with take-profit or stop-loss legs cannot be changed: cancel it and place it again.',
  order_not_modifiable: 'Only a resting limit order (good till cancelled) can be changed.',
  duplicate_order_in_batch: 'The same order was asked for twice in one request.',
  invalid_command: 'The gateway could not read that change (price or quantity).',
  // cancel (facts §5.5)
  order_not_in_orderbook: 'The order is no longer in the book (filled, cancelled, or not this account’s).',
  order_already_terminal: 'The order had already ended (filled or cancelled).',
  order_in_flight: 'The order was still matching; it was tried again and is still busy. Try once more in a moment.',
  order_unknown: 'The gateway does not know this order yet; try again in a moment.',
  order_not_pending_engine: 'A cancel of this order is already on its way.',
  order_not_found: 'The take-profit or stop-loss leg was not found; it may have triggered or been cancelled.',
  // margin (facts §6.3)
  position_not_found: 'There is no open position on this instrument any more.',
  invalid_margin_mode: 'Margin can be added or removed only on an isolated position; a cross position shares the account’s margin.',
  invalid_margin_amount: 'Enter an amount other than zero, with at most 6 decimals.',
  insufficient_margin: 'The account has not enough free margin for that.',
  account_liquidating: 'The position is being liquidated: its margin cannot change now.',
  margin_below_required_initial: 'Removing that much would leave less than the position’s required initial margin.',
  invalid_margin_signature_timestamp: 'The request’s time was refused (is this device’s clock right?). Check the account, then try again.',
  signature_already_used: 'This request was already received; check the account before trying again.',
  // auto-cancel (facts §7)
  auto_cancel_deadline_too_soon: 'The deadline must be at least 5 seconds ahead when it reaches the gateway: choose a longer time.',
  auto_cancel_daily_limit_reached: 'The switch has been armed as many times as allowed today (UTC); it resets at midnight UTC.',
  auto_cancel_in_flight: 'The switch is cancelling orders right now; try again in a moment.',
  // account-wide
  cancel_only_mode: 'The exchange is in cancel-only mode: orders can be cancelled, not placed or changed.',
  action_rate_limited: 'Too many actions this minute; wait a little and try again.',
  ip_rate_limited: 'Too many requests from this address; wait a little and try again.',
  open_orders_limit: 'The account has as many open orders as allowed.',
  reduce_only_invalid: 'A reduce-only order cannot grow or flip the position.',
  service_unavailable: 'The gateway is busy and refused the request before running it, even after waiting as it asked. Try again shortly.',
  internal_error: 'The gateway failed while answering: the request may or may not have applied. The account is being read again.',
};

/** The words of one error id. */
export const wordsOf = (id: string): string => WORDS[id] ?? `Refused: ${id.replace(/_/g, ' ')}.`;

/** Whether the text is a gateway id (snake_case), not already a sentence. */
const isId = (text: string) => /^[a-z]+(_[a-z]+)+$/.test(text);

/** Anything a write threw, in words: the client's AlreadyReceived keeps its own message. */
export function explainPerpsError(e: unknown): string {
  if (e instanceof AlreadyReceived) return e.message;
  if (e instanceof ApiError) {
    if (isId(e.message)) return wordsOf(e.message);
    if (e.status === 503) return WORDS.service_unavailable!;
    if (e.status === 500) return WORDS.internal_error!;
    return e.message;
  }
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong.';
}

/** Whether a refusal says the exchange only takes cancels now. */
export const isCancelOnly = (e: unknown) => e instanceof ApiError && e.message === 'cancel_only_mode';
