import {
  CANCEL_ONLY,
  COULD_NOT_CREATE_API_KEY,
  COULD_NOT_DELETE_API_KEY,
  COULD_NOT_DERIVE_API_KEY,
  COULD_NOT_RETRIEVE_API_KEYS,
  INVALID_L1_HEADERS,
  INVALID_ORDER_ID,
  INVALID_ORDER_PAYLOAD,
  NO_ORDERBOOK,
  NONCE_ALREADY_USED,
  NOT_FOUND,
  POST_ONLY_CODE,
  POST_ONLY_MODE,
  TOO_MANY_REQUESTS,
  TRADING_DISABLED,
  UNAUTHORIZED,
} from '../error-messages';
import { REGION_BLOCKED } from '../http';
import { ORDER_RULES } from './error-catalogue-orders';
import { matches, retryLater, type Rule } from './error-rule';

/*
 * The spec's trading error tables (and the local service's few additions), one rule each: how to
 * recognise it (status, code, or a pattern over a text that carries ids and values) and what to
 * tell the trader. First match wins: the exchange's modes, then the order texts, then credentials,
 * then status-wide rules.
 */

const FIRST: Rule[] = [
  {
    kind: 'order_unconfirmed',
    when: (f) => f.code === 'order_unconfirmed',
    say: () => ({
      title: 'Order status unknown',
      detail: 'The exchange did not answer, and whether it took the order could not be checked.',
      action: 'Check your open orders and trades before placing it again.',
    }),
  },
  {
    kind: 'region_blocked',
    when: (f) => f.code === REGION_BLOCKED,
    say: () => ({
      title: 'Trading is not available in your region',
      detail: 'The exchange refused the connection from where you are (its network answered with a block page).',
    }),
  },
  {
    kind: 'post_only_mode',
    when: (f) => f.code === POST_ONLY_CODE || matches(POST_ONLY_MODE)(f),
    say: () => ({
      title: 'Only post-only orders for now',
      detail: 'The exchange accepts only orders that rest on the book (post-only) and cancels at the moment.',
      action: 'Mark the order post-only, or wait and place it again.',
    }),
  },
  {
    kind: 'cancel_only',
    when: matches(CANCEL_ONLY),
    say: () => ({
      title: 'The exchange is taking cancels only',
      detail: 'No new orders are accepted for now; open orders can still be canceled.',
      action: 'Wait and try the order again later.',
    }),
  },
  {
    kind: 'trading_disabled',
    when: matches(TRADING_DISABLED),
    say: () => ({
      title: 'Trading is paused',
      detail: 'The exchange accepts nothing for now, cancels included.',
      action: 'Check the exchange status and try again later.',
    }),
  },
];

const LAST: Rule[] = [
  {
    kind: 'wallet_signature_refused',
    when: matches(INVALID_L1_HEADERS),
    say: () => ({
      title: 'Wallet signature not accepted',
      detail: 'The exchange did not accept the signature that enables trading; the clock may be off or the wallet on another network.',
      action: "Check your computer's clock and the wallet's network, then enable trading again.",
    }),
  },
  {
    kind: 'nonce_used',
    when: (f) => f.code === NONCE_ALREADY_USED || matches(COULD_NOT_CREATE_API_KEY)(f),
    say: () => ({ title: 'Credentials already exist', detail: 'This wallet already created trading credentials with this nonce.' }),
  },
  {
    kind: 'no_credentials',
    when: matches(COULD_NOT_DERIVE_API_KEY),
    say: () => ({
      title: 'No trading credentials to restore',
      detail: 'There are no live trading credentials for this wallet and nonce.',
      action: 'Enable trading to create new ones.',
    }),
  },
  {
    kind: 'key_service_failed',
    when: matches(COULD_NOT_RETRIEVE_API_KEYS, COULD_NOT_DELETE_API_KEY),
    say: () => ({ title: 'Could not manage the keys', detail: 'The exchange failed to list or delete API keys.', action: retryLater }),
  },
  {
    kind: 'unauthorized',
    when: (f) => f.status === 401 || matches(UNAUTHORIZED)(f),
    say: () => ({
      title: 'Trading credentials expired',
      detail: 'The exchange no longer accepts the credentials this app holds for your wallet.',
      action: 'Enable trading again (one signature in your wallet).',
    }),
  },
  {
    kind: 'invalid_order',
    when: matches(INVALID_ORDER_PAYLOAD, INVALID_ORDER_ID),
    say: () => ({ title: 'Order not understood', detail: 'The exchange could not read this order or cancel request.' }),
  },
  {
    kind: 'engine_restarting',
    when: (f) => f.status === 425,
    say: () => ({ title: 'Exchange restarting', detail: 'The matching engine is restarting; nothing was done.', action: retryLater }),
  },
  {
    kind: 'rate_limited',
    when: (f) => f.status === 429 || matches(TOO_MANY_REQUESTS)(f),
    say: () => ({ title: 'Too many requests', detail: 'The exchange is limiting how fast this app may call it.', action: retryLater }),
  },
  {
    kind: 'not_found',
    when: (f) => f.status === 404 || matches(NOT_FOUND, NO_ORDERBOOK)(f),
    say: () => ({ title: 'Not found', detail: 'The exchange has no such market, order or token (for you).' }),
  },
  {
    kind: 'network',
    when: (f) => f.status === 0,
    say: () => ({
      title: 'No answer from the exchange',
      detail: 'The request did not get an answer; it may or may not have reached the exchange.',
      action: 'Check your connection and your open orders, then try again.',
    }),
  },
  {
    kind: 'server_error',
    when: (f) => (f.status ?? 0) >= 500,
    say: () => ({ title: 'Exchange error', detail: 'The exchange failed to handle the request.', action: retryLater }),
  },
  {
    kind: 'invalid_request',
    when: (f) => f.status === 400,
    say: () => ({ title: 'Request refused', detail: 'The exchange refused the request as invalid.' }),
  },
];

export const RULES: Rule[] = [...FIRST, ...ORDER_RULES, ...LAST];
