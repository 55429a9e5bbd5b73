import { ApiError } from '../../api/http';
import { AlreadyReceived } from '../../api/perps/client';

/*
 * The gateway's error ids (facts §5–§9) in plain words with what to do. The transport already
 * waited out a 503's Retry-After and resent the same signed bytes; what reaches here is what is left.
 */

export type Explained = { title: string; detail: string };

const TEXT: Record<string, Explained> = {
  signature_already_used: {
    title: 'Already received',
    detail:
      'The gateway had already received this exact signed request (a retry after a busy moment landed on the first one). Nothing was sent twice: check your orders before placing it again.',
  },
  cancel_only_mode: { title: 'Cancel-only mode', detail: 'The exchange accepts only cancels for now. Try again once trading resumes.' },
  insufficient_margin: {
    title: 'Not enough margin',
    detail: 'The order needs more margin than is free. Fund the account, lower the size or raise the leverage.',
  },
  order_below_min_notional: { title: 'Order too small', detail: "The order's value is under the instrument's minimum notional." },
  reduce_only_invalid: { title: 'Nothing to reduce', detail: 'A reduce-only order must close part of an open position on the other side.' },
  invalid_leverage: { title: 'Leverage refused', detail: "The leverage is above this instrument's cap for the size." },
  open_orders_exist: {
    title: 'Open orders first',
    detail: 'The margin mode changes only with no open orders on the instrument: cancel them first.',
  },
  position_exists: { title: 'Position open', detail: 'The margin mode changes only with no position on the instrument.' },
  account_liquidating: { title: 'Account in liquidation', detail: 'No new orders while the account is being liquidated.' },
  service_unavailable: {
    title: 'Gateway busy',
    detail: 'The gateway stayed busy after the retries it asked for. Nothing was executed: try again shortly.',
  },
  ip_rate_limited: { title: 'Too many requests', detail: 'Slow down a little and try again.' },
  action_rate_limited: { title: 'Too many actions', detail: 'This account sent too many actions this minute; try again shortly.' },
  internal_error: {
    title: 'Outcome unknown',
    detail: 'The gateway failed while placing it: the order may or may not exist. Check your orders before trying again.',
  },
};

export function explainPerpsError(e: unknown): Explained {
  if (e instanceof AlreadyReceived) return TEXT.signature_already_used!;
  if (e instanceof ApiError) {
    const known = TEXT[e.code ?? ''] ?? TEXT[e.message];
    if (known) return known;
    return { title: e.status === 400 ? 'Refused' : 'The gateway refused this', detail: e.message };
  }
  if (e instanceof Error && e.name === 'WrongChainError') return { title: 'Wrong network', detail: e.message };
  return { title: 'Something went wrong', detail: e instanceof Error ? e.message : String(e) };
}

/** A per-order rejection inside a 200 (an ack with status err). */
export const explainAck = (error: string): string => TEXT[error]?.detail ?? error.replaceAll('_', ' ');
