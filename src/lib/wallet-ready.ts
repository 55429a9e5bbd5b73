/**
 * Sent on window once wagmi is loaded (a wallet scope mounted): the header's wallet slot then shows
 * the account too. An event, so the header never imports the wallet code (it would put wagmi in
 * every read view's JS).
 */
export const WALLET_READY_EVENT = 'vantage:wallet-ready';
