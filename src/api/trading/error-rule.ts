import type { Valued } from '../error-messages';

/* The shape of one rule of the trading error catalogue, and the helpers the rules share. */

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

export type Facts = { message: string; status?: number; code?: string; retryAfter?: number };
type Words = Omit<TradingErrorExplanation, 'kind' | 'retryAfterSeconds' | 'silent'>;
export type Rule = {
  kind: TradingErrorKind;
  when: (f: Facts) => RegExpExecArray | boolean | null;
  say: (m: RegExpExecArray | null) => Words;
};

/**
 * A message holding one of these texts (src/api/error-messages.ts), in any case; a valued text's
 * match carries the values it read. Holding, not equal: a client may add words around the service's.
 */
export const matches =
  (...texts: (string | Pick<Valued<string>, 'pattern'>)[]) =>
  (f: Facts): RegExpExecArray | boolean => {
    const lower = f.message.toLowerCase();
    for (const t of texts) {
      const m = typeof t === 'string' ? lower.includes(t.toLowerCase()) : t.pattern.exec(f.message);
      if (m) return m;
    }
    return false;
  };

export const retryLater = 'Try again in a moment.';
