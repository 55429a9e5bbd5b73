import { ApiError } from '../http';
import { RULES } from './error-catalogue';
import type { Facts, TradingErrorExplanation } from './error-rule';

/*
 * The spec's trading error catalogue in a trader's words. Refusals are recognised by the very texts
 * the service sends (src/api/error-messages.ts); a text that carries ids and values ("order 0x… is
 * invalid. Price (0.555) breaks minimum tick size rule: 0.01") by its pattern, which reads the values
 * worth showing out of it. Accepts an ApiError, a per-order
 * errorMsg (or the answer holding it), a cancel's not_canceled reason, or a wallet's error.
 */

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
