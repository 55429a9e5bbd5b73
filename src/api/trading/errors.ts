import { ApiError } from '../http';
import { RULES } from './error-catalogue';
import type { Facts } from './error-rule';

/*
 * The spec's trading error catalogue in a trader's words. The service's texts carry ids and values
 * ("order 0x… is invalid. Price (0.555) breaks minimum tick size rule: 0.01"), so they are matched
 * by pattern, and the values worth showing are read out of them. Accepts an ApiError, a per-order
 * errorMsg (or the answer holding it), a cancel's not_canceled reason, or a wallet's error.
 */

export type TradingErrorKind =
  | 'user_rejected'
  | 'region_blocked'
  | 'order_unconfirmed'
  | 'insufficient_balance'
  | 'tick_size'
  | 'min_size'
  | 'duplicate'
  | 'crosses_book'
  | 'fok_unfilled'
  | 'fak_no_match'
  | 'market_not_ready'
  | 'invalid_expiration'
  | 'address_banned'
  | 'closed_only'
  | 'cancel_only'
  | 'post_only_mode'
  | 'trading_disabled'
  | 'engine_restarting'
  | 'rate_limited'
  | 'unauthorized'
  | 'wallet_signature_refused'
  | 'wrong_account'
  | 'invalid_funder'
  | 'version_mismatch'
  | 'order_in_flight'
  | 'order_already_terminal'
  | 'canceled_before_accept'
  | 'canceled_on_chain'
  | 'match_delayed'
  | 'match_failed'
  | 'too_many_orders'
  | 'invalid_order'
  | 'nonce_used'
  | 'no_credentials'
  | 'key_service_failed'
  | 'not_found'
  | 'network'
  | 'server_error'
  | 'invalid_request'
  | 'unknown';

export type TradingErrorExplanation = {
  kind: TradingErrorKind;
  title: string;
  detail: string;
  action?: string;
  retryAfterSeconds?: number;
  /** nothing to show: the trader chose it (declined a signature in the wallet) */
  silent?: boolean;
};

/** A wallet's "user rejected" anywhere in the cause chain (viem's UserRejectedRequestError, EIP-1193 code 4001). */
export function isUserRejection(e: unknown): boolean {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 10; depth++) {
    const x = cur as { name?: unknown; code?: unknown; cause?: unknown };
    if (x.name === 'UserRejectedRequestError' || x.code === 4001) return true;
    cur = x.cause;
  }
  return false;
}

function factsOf(e: unknown): Facts {
  if (e instanceof ApiError) return { message: e.message, status: e.status, code: e.code, retryAfter: e.retryAfter };
  if (typeof e === 'string') return { message: e };
  if (e && typeof e === 'object') {
    const o = e as { errorMsg?: unknown; error?: unknown; message?: unknown };
    const message = [o.errorMsg, o.error, o.message].find((m): m is string => typeof m === 'string');
    // fetch's own failure (no answer at all)
    if (e instanceof TypeError) return { message: message ?? '', status: 0 };
    return { message: message ?? '' };
  }
  return { message: '' };
}

export function explainTradingError(e: unknown): TradingErrorExplanation {
  if (isUserRejection(e))
    return { kind: 'user_rejected', title: 'Signature declined', detail: 'You declined the request in your wallet.', silent: true };
  const f = factsOf(e);
  for (const rule of RULES) {
    const m = rule.when(f);
    if (!m) continue;
    const words = rule.say(m === true ? null : m);
    return { kind: rule.kind, ...words, ...(f.retryAfter !== undefined ? { retryAfterSeconds: f.retryAfter } : {}) };
  }
  return { kind: 'unknown', title: 'Something went wrong', detail: f.message || 'The exchange gave no reason.' };
}
