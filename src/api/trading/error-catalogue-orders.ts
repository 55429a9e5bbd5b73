import {
  ADDRESS_BANNED,
  CANCELED_BEFORE_ACCEPT,
  CANCELED_ON_CHAIN,
  CLOSED_ONLY,
  CROSSES_BOOK,
  DUPLICATED,
  FAK_NO_MATCH,
  FOK_KILLED,
  FOK_UNFILLED,
  INVALID_EXPIRATION,
  INVALID_FUNDER,
  MARKET_NOT_READY,
  MATCH_DELAYED,
  NO_MATCHING_ORDERS,
  NOT_ENOUGH_BALANCE,
  OFF_TICK,
  ORDER_ALREADY_TERMINAL,
  ORDER_IN_FLIGHT,
  ORDER_VERSION_MISMATCH,
  OWNER_NOT_KEY,
  POST_ONLY_CROSSES,
  PRICE_DISCREPANCY,
  ROUNDING_ISSUES,
  SIGNER_NOT_KEY,
  TOO_MANY_CANCELS,
  TOO_MANY_ORDERS,
  UNDER_MIN_SIZE,
} from '../error-messages';
import { matches, retryLater, type Rule } from './error-rule';
import { RULE_TEXT } from './order-rules';

/*
 * The order rows of the spec's trading error tables: placement and processing refusals (also the
 * per-order errorMsg of a batch) and the reasons a cancel gives in not_canceled.
 */

export const ORDER_RULES: Rule[] = [
  {
    kind: 'insufficient_balance',
    when: matches(NOT_ENOUGH_BALANCE),
    say: () => ({
      title: 'Not enough funds',
      detail: 'Your balance free of open orders, or the allowance the exchange may spend, is less than this order needs.',
      action: 'Lower the size, cancel open orders, or add and approve funds.',
    }),
  },
  {
    kind: 'tick_size',
    when: matches(OFF_TICK),
    say: (m) => ({
      title: 'Price off the tick',
      detail: RULE_TEXT.tick(m?.groups?.tick ?? 'the tick size'),
      action: 'Pick a price on a step.',
    }),
  },
  {
    kind: 'min_size',
    when: matches(UNDER_MIN_SIZE),
    say: (m) => ({
      title: 'Order too small',
      detail: RULE_TEXT.minSize(m?.groups?.min ?? 'larger'),
      action: 'Raise the size.',
    }),
  },
  {
    kind: 'duplicate',
    when: matches(DUPLICATED),
    say: () => ({
      title: 'Order already placed',
      detail: 'The exchange already has this very order.',
      action: 'Check your open orders; to place another, sign a new one.',
    }),
  },
  {
    kind: 'crosses_book',
    when: matches(POST_ONLY_CROSSES, CROSSES_BOOK),
    say: () => ({
      title: 'Order would trade at once',
      detail: 'A post-only order must rest on the book, and this price would match an order already there.',
      action: 'Move the price away from the other side, or drop post-only.',
    }),
  },
  {
    kind: 'fok_unfilled',
    when: matches(FOK_UNFILLED, FOK_KILLED),
    say: () => ({
      title: 'Not enough to fill it all',
      detail: 'A fill-or-kill order trades in full or not at all, and the book could not fill all of it. Nothing traded.',
      action: 'Lower the amount, or allow a partial fill.',
    }),
  },
  {
    kind: 'fak_no_match',
    when: matches(FAK_NO_MATCH, NO_MATCHING_ORDERS),
    say: () => ({
      title: 'Nothing to match',
      detail: 'No order on the other side was at your price. Nothing traded.',
      action: 'Adjust the price, or place a limit order to rest on the book.',
    }),
  },
  {
    kind: 'market_not_ready',
    when: matches(MARKET_NOT_READY),
    say: () => ({ title: 'Market not open for orders', detail: 'This market is not taking orders yet (or any more).' }),
  },
  {
    kind: 'invalid_expiration',
    when: matches(INVALID_EXPIRATION),
    say: () => ({
      title: 'Expiry too soon',
      detail: RULE_TEXT.expiration,
      action: 'Pick a later expiry.',
    }),
  },
  {
    kind: 'address_banned',
    when: matches(ADDRESS_BANNED),
    say: () => ({ title: 'Address not allowed to trade', detail: 'The exchange does not accept orders from this address.' }),
  },
  {
    kind: 'closed_only',
    when: matches(CLOSED_ONLY),
    say: () => ({
      title: 'Closing positions only',
      detail: 'This address may only sell what it holds; new buys are refused.',
      action: 'Place a sell, or cancel open orders.',
    }),
  },
  {
    kind: 'version_mismatch',
    when: matches(ORDER_VERSION_MISMATCH),
    say: () => ({
      title: 'Order format changed',
      detail: 'The exchange expects orders signed in a newer format, or the signature does not match the order.',
      action: 'Reload and sign the order again.',
    }),
  },
  {
    kind: 'order_in_flight',
    // the bare identifier, as a cancel's not_canceled gives it
    when: (f) => f.message === ORDER_IN_FLIGHT,
    say: () => ({
      title: 'Order still being accepted',
      detail: 'The exchange is still taking this order in, so it cannot be canceled this instant.',
      action: 'Cancel again in a moment.',
    }),
  },
  {
    kind: 'order_already_terminal',
    when: (f) => f.message === ORDER_ALREADY_TERMINAL,
    say: () => ({
      title: 'Nothing left to cancel',
      detail: 'The order already filled, expired, was canceled or was rejected.',
      action: 'Check your trades and open orders.',
    }),
  },
  {
    kind: 'canceled_before_accept',
    when: matches(CANCELED_BEFORE_ACCEPT),
    say: () => ({
      title: 'Canceled before it was placed',
      detail: 'A cancel reached the exchange first; the order never entered the book.',
    }),
  },
  {
    kind: 'canceled_on_chain',
    when: matches(CANCELED_ON_CHAIN),
    say: () => ({ title: 'Order canceled on chain', detail: 'This order was canceled in the exchange contract and cannot trade.' }),
  },
  {
    kind: 'match_delayed',
    when: matches(MATCH_DELAYED),
    say: () => ({ title: 'Match delayed', detail: 'The exchange delayed matching because of market conditions.', action: retryLater }),
  },
  {
    kind: 'match_failed',
    when: matches(ROUNDING_ISSUES, PRICE_DISCREPANCY),
    say: () => ({ title: 'The match failed', detail: 'The exchange could not settle this match.', action: retryLater }),
  },
  {
    kind: 'wrong_account',
    when: matches(OWNER_NOT_KEY, SIGNER_NOT_KEY),
    say: () => ({
      title: 'Credentials of another wallet',
      detail: 'The trading credentials in use belong to a different wallet than the one signing.',
      action: 'Enable trading again with the connected wallet.',
    }),
  },
  {
    kind: 'invalid_funder',
    when: matches(INVALID_FUNDER),
    say: () => ({
      title: 'Wrong funding wallet',
      detail: 'The order names a funding wallet the signer does not control.',
      action: 'Check the wallet type in your settings.',
    }),
  },
  {
    kind: 'too_many_orders',
    when: matches(TOO_MANY_ORDERS, TOO_MANY_CANCELS),
    say: () => ({ title: 'Too many orders at once', detail: 'The exchange takes at most 15 orders per request.', action: 'Send fewer.' }),
  },
];
