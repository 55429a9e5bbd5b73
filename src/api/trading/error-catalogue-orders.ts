import type { Rule } from './error-rule';
import { retryLater, text } from './error-rule';
import { ORDER_VERSION_MISMATCH } from './wire';

/*
 * The order rows of the spec's trading error tables: placement and processing refusals (also the
 * per-order errorMsg of a batch) and the reasons a cancel gives in not_canceled.
 */

export const ORDER_RULES: Rule[] = [
  {
    kind: 'insufficient_balance',
    when: text(/not enough balance \/ allowance/i),
    say: () => ({
      title: 'Not enough funds',
      detail: 'Your balance free of open orders, or the allowance the exchange may spend, is less than this order needs.',
      action: 'Lower the size, cancel open orders, or add and approve funds.',
    }),
  },
  {
    kind: 'tick_size',
    when: text(/breaks minimum tick size rule: ([\d.]+)/i),
    say: (m) => ({
      title: 'Price off the tick',
      detail: `Prices in this market move in steps of ${m?.[1] ?? 'the tick size'}.`,
      action: 'Pick a price on a step.',
    }),
  },
  {
    kind: 'min_size',
    when: text(/lower than the minimum: ([\d.]+)/i),
    say: (m) => ({
      title: 'Order too small',
      detail: `The smallest order in this market is ${m?.[1] ?? 'larger'} shares.`,
      action: 'Raise the size.',
    }),
  },
  {
    kind: 'duplicate',
    when: text(/is invalid\. Duplicated/i),
    say: () => ({
      title: 'Order already placed',
      detail: 'The exchange already has this very order.',
      action: 'Check your open orders; to place another, sign a new one.',
    }),
  },
  {
    kind: 'crosses_book',
    when: text(/post-only order would match|crosses the book/i),
    say: () => ({
      title: 'Order would trade at once',
      detail: 'A post-only order must rest on the book, and this price would match an order already there.',
      action: 'Move the price away from the other side, or drop post-only.',
    }),
  },
  {
    kind: 'fok_unfilled',
    when: text(/FOK orders are (fully )?filled or killed/i),
    say: () => ({
      title: 'Not enough to fill it all',
      detail: 'A fill-or-kill order trades in full or not at all, and the book could not fill all of it. Nothing traded.',
      action: 'Lower the amount, or allow a partial fill.',
    }),
  },
  {
    kind: 'fak_no_match',
    when: text(/no orders found to match with FAK order|there are no matching orders/i),
    say: () => ({
      title: 'Nothing to match',
      detail: 'No order on the other side was at your price. Nothing traded.',
      action: 'Adjust the price, or place a limit order to rest on the book.',
    }),
  },
  {
    kind: 'market_not_ready',
    when: text(/not yet ready to process new orders/i),
    say: () => ({ title: 'Market not open for orders', detail: 'This market is not taking orders yet (or any more).' }),
  },
  {
    kind: 'invalid_expiration',
    when: text(/invalid expiration/i),
    say: () => ({
      title: 'Expiry too soon',
      detail: 'An order with an expiry must expire at least a minute from now.',
      action: 'Pick a later expiry.',
    }),
  },
  {
    kind: 'address_banned',
    when: text(/address banned/i),
    say: () => ({ title: 'Address not allowed to trade', detail: 'The exchange does not accept orders from this address.' }),
  },
  {
    kind: 'closed_only',
    when: text(/in closed only mode/i),
    say: () => ({
      title: 'Closing positions only',
      detail: 'This address may only sell what it holds; new buys are refused.',
      action: 'Place a sell, or cancel open orders.',
    }),
  },
  {
    kind: 'version_mismatch',
    when: text(new RegExp(ORDER_VERSION_MISMATCH)),
    say: () => ({
      title: 'Order format changed',
      detail: 'The exchange expects orders signed in a newer format, or the signature does not match the order.',
      action: 'Reload and sign the order again.',
    }),
  },
  {
    kind: 'order_in_flight',
    when: text(/^order_in_flight$/),
    say: () => ({
      title: 'Order still being accepted',
      detail: 'The exchange is still taking this order in, so it cannot be canceled this instant.',
      action: 'Cancel again in a moment.',
    }),
  },
  {
    kind: 'order_already_terminal',
    when: text(/^order_already_terminal$/),
    say: () => ({
      title: 'Nothing left to cancel',
      detail: 'The order already filled, expired, was canceled or was rejected.',
      action: 'Check your trades and open orders.',
    }),
  },
  {
    kind: 'canceled_before_accept',
    when: text(/was canceled before it was accepted/i),
    say: () => ({
      title: 'Canceled before it was placed',
      detail: 'A cancel reached the exchange first; the order never entered the book.',
    }),
  },
  {
    kind: 'canceled_on_chain',
    when: text(/canceled in the CTF exchange contract/i),
    say: () => ({ title: 'Order canceled on chain', detail: 'This order was canceled in the exchange contract and cannot trade.' }),
  },
  {
    kind: 'match_delayed',
    when: text(/match delayed/i),
    say: () => ({ title: 'Match delayed', detail: 'The exchange delayed matching because of market conditions.', action: retryLater }),
  },
  {
    kind: 'match_failed',
    when: text(/rounding issues|discrepancy greater than allowed/i),
    say: () => ({ title: 'The match failed', detail: 'The exchange could not settle this match.', action: retryLater }),
  },
  {
    kind: 'wrong_account',
    when: text(/has to be the (owner|address) of the API KEY/i),
    say: () => ({
      title: 'Credentials of another wallet',
      detail: 'The trading credentials in use belong to a different wallet than the one signing.',
      action: 'Enable trading again with the connected wallet.',
    }),
  },
  {
    kind: 'invalid_funder',
    when: text(/invalid funder/i),
    say: () => ({
      title: 'Wrong funding wallet',
      detail: 'The order names a funding wallet the signer does not control.',
      action: 'Check the wallet type in your settings.',
    }),
  },
  {
    kind: 'too_many_orders',
    when: text(/Too many orders in payload/i),
    say: () => ({ title: 'Too many orders at once', detail: 'The exchange takes at most 15 orders per request.', action: 'Send fewer.' }),
  },
];
