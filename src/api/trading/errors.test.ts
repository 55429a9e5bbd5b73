import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError, REGION_BLOCKED } from '../http';
import type { TradingErrorKind } from './error-rule';
import { explainTradingError } from './errors';

/* The spec's trading errors, as the service words them (ids and values inside), mapped to kinds. */

const ID = '0x' + 'ab'.repeat(32);
const api = (status: number, message: string, code?: string, retryAfter?: number) => new ApiError(status, message, code, retryAfter);

const TABLE: [unknown, TradingErrorKind][] = [
  [api(400, 'not enough balance / allowance'), 'insufficient_balance'],
  [api(400, `order ${ID} is invalid. Price (0.555) breaks minimum tick size rule: 0.01`), 'tick_size'],
  [api(400, `order ${ID} is invalid. Size (1) lower than the minimum: 5`), 'min_size'],
  [api(400, `order ${ID} is invalid. Duplicated.`), 'duplicate'],
  [api(400, 'invalid post-only order: order crosses book (post-only order would match immediately)'), 'crosses_book'],
  [api(400, `order ${ID} crosses the book`), 'crosses_book'],
  [api(400, "order couldn't be fully filled. FOK orders are fully filled or killed."), 'fok_unfilled'],
  [api(500, 'FOK orders are filled or killed'), 'fok_unfilled'],
  [api(400, 'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.'), 'fak_no_match'],
  [api(500, 'there are no matching orders'), 'fak_no_match'],
  [api(400, 'the market is not yet ready to process new orders'), 'market_not_ready'],
  [api(400, 'invalid expiration (expiration in the past or invalid)'), 'invalid_expiration'],
  [api(400, `'0x70997970C51812dc3A010C7d01b50e0d17dc79C8' address banned`), 'address_banned'],
  [api(400, `'0x70997970C51812dc3A010C7d01b50e0d17dc79C8' address in closed only mode`), 'closed_only'],
  [api(503, 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.'), 'cancel_only'],
  [api(503, 'post-only mode: only post-only orders and cancels are allowed', 'post_only_mode', 30), 'post_only_mode'],
  [api(503, 'Trading is currently disabled. Check the service site for updates'), 'trading_disabled'],
  [api(425, 'HTTP 425'), 'engine_restarting'],
  [api(429, 'Too Many Requests'), 'rate_limited'],
  [api(401, 'Unauthorized/Invalid api key'), 'unauthorized'],
  [api(401, 'Invalid L1 Request headers'), 'wallet_signature_refused'],
  [api(400, 'the order owner has to be the owner of the API KEY'), 'wrong_account'],
  [api(400, 'the order signer address has to be the address of the API KEY'), 'wrong_account'],
  [api(400, 'invalid funder: 0xabc is not controlled by 0xdef'), 'invalid_funder'],
  [api(400, 'order_version_mismatch'), 'version_mismatch'],
  [api(400, 'Too many orders in payload: 16, max allowed: 15'), 'too_many_orders'],
  [api(400, 'Invalid order payload'), 'invalid_order'],
  [api(400, 'Invalid orderID'), 'invalid_order'],
  [api(400, 'order canceled in the CTF exchange contract'), 'canceled_on_chain'],
  [api(400, 'order match delayed due to market conditions'), 'match_delayed'],
  [api(500, 'the trade contains rounding issues'), 'match_failed'],
  [api(500, "the price of the taker's order has a discrepancy greater than allowed with the worst maker order"), 'match_failed'],
  [api(400, 'Could not create api key', 'NONCE_ALREADY_USED'), 'nonce_used'],
  [api(400, 'Could not derive api key!'), 'no_credentials'],
  [api(500, 'Could not retrieve API keys'), 'key_service_failed'],
  [api(500, 'Could not delete API key'), 'key_service_failed'],
  [api(404, 'No orderbook exists for the requested token id'), 'not_found'],
  [api(404, 'order not found'), 'not_found'],
  [api(403, 'HTTP 403', REGION_BLOCKED), 'region_blocked'],
  [api(0, 'the service could not be reached'), 'network'],
  [new TypeError('Failed to fetch'), 'network'],
  [api(500, 'internal server error'), 'server_error'],
  [api(400, 'Invalid token id'), 'invalid_request'],
  // per-order results of POST /orders, and cancels' not_canceled reasons
  [{ success: false, errorMsg: 'not enough balance / allowance', orderID: '' }, 'insufficient_balance'],
  [{ success: false, errorMsg: 'post-only mode: only post-only orders and cancels are allowed' }, 'post_only_mode'],
  ['order_in_flight', 'order_in_flight'],
  ['order_already_terminal', 'order_already_terminal'],
  [`order ${ID} was canceled before it was accepted`, 'canceled_before_accept'],
  [{ error: 'something new' }, 'unknown'],
];

describe('explainTradingError', () => {
  it.each(TABLE.map(([e, kind]) => [kind, e] as const))('%s ← %o', (kind, e) => {
    const x = explainTradingError(e);
    expect(x.kind).toBe(kind);
    expect(x.title).not.toBe('');
    expect(x.detail).not.toBe('');
    expect(x.silent).toBeUndefined();
  });

  it('reads the values out of the text', () => {
    expect(explainTradingError(TABLE[1]![0]).detail).toContain('steps of 1¢');
    expect(explainTradingError(TABLE[2]![0]).detail).toContain('is 5 shares');
  });

  it('passes the retry delay on', () => {
    expect(
      explainTradingError(api(503, 'post-only mode: only post-only orders and cancels are allowed', 'post_only_mode', 30)),
    ).toMatchObject({
      kind: 'post_only_mode',
      retryAfterSeconds: 30,
      action: expect.stringMatching(/post-only/),
    });
    expect(explainTradingError(api(429, 'Too Many Requests', undefined, 5)).retryAfterSeconds).toBe(5);
  });

  it('a declined wallet signature is silent, wherever it sits in the cause chain', () => {
    const viemRejection = new UserRejectedRequestError(new Error('User denied'));
    expect(explainTradingError(viemRejection)).toMatchObject({ kind: 'user_rejected', silent: true });
    expect(explainTradingError(new Error('signing failed', { cause: new Error('inner', { cause: viemRejection }) })).silent).toBe(true);
    expect(explainTradingError(new Error('x', { cause: { code: 4001, message: 'rejected' } })).kind).toBe('user_rejected');
    expect(explainTradingError({ name: 'UserRejectedRequestError' }).kind).toBe('user_rejected');
  });

  it('anything else is unknown, with its own message as detail', () => {
    expect(explainTradingError(new Error('boom'))).toMatchObject({ kind: 'unknown', detail: 'boom' });
    expect(explainTradingError(undefined)).toMatchObject({ kind: 'unknown' });
  });
});
