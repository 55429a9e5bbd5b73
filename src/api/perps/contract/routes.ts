import { z } from 'zod/mini';
import { defineRoute, publicRead, type RouteRecord } from '../../route-record';

/*
 * The perps gateway's routes (facts §3) under its mount (/perps). Info reads are public; account
 * reads carry the proxy headers (auth 'proxy-key'); trading writes carry an Op signed by the proxy
 * key, verified from the body by the handler; the owner-signed proxy routes verify the owner's
 * CreateProxy or deleteProxy signature the same way. Bodies are described by the facts sheet; the
 * records keep the route table in one place for the mount, the client and the document.
 */

const ANY = z.unknown();

const info = (path: string, summary: string) => publicRead({ path: `/v1/info/${path}`, summary, tag: 'info', response: ANY });
const account = (path: string, summary: string) =>
  defineRoute({ method: 'GET', path: `/v1/account/${path}`, summary, tag: 'account', auth: 'proxy-key', response: ANY });
const write = (method: 'POST' | 'DELETE' | 'PATCH', path: string, summary: string, tag: string) =>
  defineRoute({ method, path, summary, tag, auth: 'none', response: ANY });

export const PERPS_INFO_ROUTES = {
  ping: info('ping', 'Liveness'),
  time: info('time', 'Server time in ms, for clock sync'),
  exchange: info('exchange', 'Signing domain, chain id, contract, engine version, cancel-only flag'),
  assets: info('assets', 'Collateral assets'),
  instruments: info('instruments', 'Instruments, filtered by id, type or category'),
  tickers: info('tickers', 'Index, mark, last and mid prices, open interest and funding of every instrument'),
  statistics: info('statistics', '24 h volume, open price and hourly klines of every instrument'),
  bbo: info('bbo', 'Best bid and offer'),
  book: info('book', 'Aggregated depth of one instrument'),
  klines: info('klines', 'Candles of an interval over a window'),
  markHistory: info('mark-history', 'Mark prices of an interval over a window'),
  trades: info('trades', 'Public trades of an instrument'),
  funding: info('funding', 'Hourly funding rates of an instrument'),
  index: info('index', 'Index price of an asset and its constituents'),
  fees: info('fees', 'Fee schedule rows with their volume tiers'),
  limitTiers: info('limit-tiers', 'Account action and open-order limit tiers'),
  portfolio: info('portfolio', "Any address's positions and equity"),
  positionFills: info('position-fills', "Fills of an address's current position cycle, cursor-paged"),
  exchangeStats: info('exchange-stats', 'Volume, trade count and traders over a window of at most 31 days (default the last 24 h)'),
  invite: info('invite', 'Checks an invite code (`code`, `address`): the sandbox accepts none, `{valid:false,error}`'),
} satisfies Record<string, RouteRecord>;

export const PERPS_ACCOUNT_ROUTES = {
  createProxy: write('POST', '/v1/account/proxy', 'Registers a proxy (trading) key; owner-signed CreateProxy', 'account'),
  deleteProxy: write('DELETE', '/v1/account/proxy', 'Revokes a proxy key; owner-signed deleteProxy Op', 'account'),
  internalTransfer: write(
    'POST',
    '/v1/account/internal-transfer',
    'Moves collateral to another perps account (internalTransfer Op)',
    'account',
  ),
  withdraw: write('POST', '/v1/account/withdraw', 'Withdraws pUSD to an address; owner-signed Withdraw', 'account'),
  credentials: account('credentials', "The account's proxy keys"),
  balances: account('balances', 'Collateral balances'),
  accountPortfolio: account('portfolio', 'Committed positions, margins and totals'),
  config: account('config', 'Leverage and margin mode per instrument'),
  openOrders: account('open-orders', 'Resting orders'),
  orders: account('orders', 'Orders by id, client id, instrument or window'),
  fills: account('fills', "The account's fills"),
  accountFunding: account('funding', 'Funding payments received (+) and paid (−)'),
  deposits: account('deposits', 'Deposits with their statuses'),
  withdrawals: account('withdrawals', 'Withdrawals with their statuses'),
  internalTransfers: account('internal-transfers', 'Internal transfers in and out, `direction` to filter'),
  equity: account('equity', 'Collateral at the end of each bucket of an interval'),
  pnl: account('pnl', 'Realized PnL, fees and funding per bucket (sparse)'),
  limits: account('limits', 'Action budget used this minute, open orders, and their limits'),
  autoCancelState: account('auto-cancel', "The dead-man switch's deadline, triggers and daily cap"),
  notifications: account('notifications', 'Position, cancel and margin-call notifications, newest first; `since_seq`, `cursor`'),
  readNotifications: defineRoute({
    method: 'POST',
    path: '/v1/account/notifications/read',
    summary: 'Marks notifications read, by `ids` or all up to `before` (ms)',
    tag: 'account',
    auth: 'proxy-key',
    response: ANY,
  }),
  stats: account('stats', 'Volume of the last 7 days: total, taker, maker, and the maker share'),
  rewards: account('rewards', 'Rewards: the sandbox runs no program (program_active false, zeros)'),
  referral: account('referral', 'Referral code and referrals: none in the sandbox'),
  backstops: account('backstops', 'Insurance-fund backstop fills of the account: none in the sandbox'),
} satisfies Record<string, RouteRecord>;

export const PERPS_TRADE_ROUTES = {
  createOrders: write('POST', '/v1/trade/orders', 'Places orders (createOrders Op); one ack per order', 'trade'),
  modifyOrders: write('PATCH', '/v1/trade/orders', 'Changes price and total quantity of resting orders by id (modifyOrders Op)', 'trade'),
  modifyOrdersCoid: write('PATCH', '/v1/trade/orders-coid', 'Changes resting orders by client order id (modifyOrdersCOID Op)', 'trade'),
  cancelOrders: write('DELETE', '/v1/trade/orders', 'Cancels orders by id (cancelOrders Op)', 'trade'),
  cancelOrdersCoid: write('DELETE', '/v1/trade/orders-coid', 'Cancels orders by client order id (cancelOrdersCOID Op)', 'trade'),
  cancelAll: write('DELETE', '/v1/trade/orders/all', 'Cancels every open order, or one instrument’s (cancelAll Op)', 'trade'),
  autoCancel: write('PATCH', '/v1/trade/auto-cancel', 'Arms (time ms) or disarms (time 0) the dead-man switch (autoCancel Op)', 'trade'),
  updateLeverage: write('PATCH', '/v1/trade/leverage', 'Leverage and margin mode of one instrument (updateLeverage Op)', 'trade'),
  updateLeverages: write('PATCH', '/v1/trade/leverage/batch', 'Leverage of up to 100 instruments (updateLeverages Op)', 'trade'),
  updateMargin: write(
    'PATCH',
    '/v1/trade/margin',
    'Adds (+) or removes (−) isolated margin: amt is a signed delta (updateMargin Op)',
    'trade',
  ),
  faucet: write('POST', '/v1/sandbox/faucet', 'Sandbox: credits test pUSD to an account’s perps collateral (loopback only)', 'sandbox'),
  sandboxFunding: write(
    'POST',
    '/v1/sandbox/funding',
    'Sandbox: settles a funding payment now at the current rates, as at the end of an hour (loopback only)',
    'sandbox',
  ),
  sandboxIndex: write(
    'POST',
    '/v1/sandbox/index',
    'Sandbox: holds an instrument’s index at price for hold_ms, so the mark follows (loopback only)',
    'sandbox',
  ),
  sandboxDeposit: write(
    'POST',
    '/v1/sandbox/deposit',
    'Sandbox: moves pUSD from the trading cash to the perps collateral (loopback only)',
    'sandbox',
  ),
} satisfies Record<string, RouteRecord>;

export const PERPS_ROUTES = { ...PERPS_INFO_ROUTES, ...PERPS_ACCOUNT_ROUTES, ...PERPS_TRADE_ROUTES };
