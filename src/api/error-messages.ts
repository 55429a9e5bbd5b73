/*
 * The services' error texts, written once: the server answers with them (server/kit/errors.ts) and
 * the client's error catalogue (error-catalogue*.ts) recognises refusals by them. Most are the
 * spec's catalogue word for word; official clients and their interop tests match on these texts, so
 * none may be reworded. A text that carries values is a `valued` template: `make` writes it,
 * `pattern` finds it inside a message and reads the values back by name.
 */

/** A text with values in it: `make(values)` writes it; `pattern` matches it (case-insensitive) with one named group per value. */
export type Valued<K extends string> = { make: (values: Record<K, string | number>) => string; pattern: RegExp };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function valued<K extends string>(parts: TemplateStringsArray, ...keys: K[]): Valued<K> {
  // a value is one word (an id, an address, a number); the last one, with no text after it, runs to the end of the word
  const group = (key: K, i: number) => `(?<${key}>\\S+${parts[i + 1] === '' ? '' : '?'})`;
  const source = keys.reduce((acc, key, i) => acc + group(key, i) + escape(parts[i + 1]!), escape(parts[0]!));
  return {
    make: (values) => keys.reduce((acc, key, i) => acc + String(values[key]) + parts[i + 1]!, parts[0]!),
    pattern: new RegExp(source, 'i'),
  };
}

/* Every service */

export const NOT_FOUND = 'not found';
export const TOO_MANY_REQUESTS = 'Too Many Requests';
/** The 500 of the app and the data and metadata services; the trading service's is INTERNAL_ERROR, as the spec spells it. */
export const INTERNAL = 'internal server error';
export const UNAUTHORIZED = 'unauthorized';

/** The spec's status overrides of the trading service: a message containing these words answers this status, whatever else. */
export const STATUS_OVERRIDES = [
  [NOT_FOUND, 404],
  [UNAUTHORIZED, 401],
  ['context canceled', 400],
] as const;

/* Trading service: any authenticated route */

export const INVALID_API_KEY = 'Unauthorized/Invalid api key';
export const INVALID_L1_HEADERS = 'Invalid L1 Request headers';
export const TRADING_DISABLED = 'Trading is currently disabled. Check the service site for updates';
export const CANCEL_ONLY = 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.';
export const POST_ONLY_MODE = 'post-only mode: only post-only orders and cancels are allowed';
/** The `code` of the post-only refusal, which also carries retry_after_seconds. */
export const POST_ONLY_CODE = 'post_only_mode';
export const INTERNAL_ERROR = 'Internal server error';

/* Trading service: books, prices, trades, markets, history */

export const INVALID_TOKEN_ID = 'Invalid token id';
export const NO_ORDERBOOK = 'No orderbook exists for the requested token id';
export const INVALID_SIDE = 'Invalid side';
export const INVALID_PRICE_SIDE = 'Invalid side (side must be BUY or SELL)';
export const INVALID_PAYLOAD = 'Invalid payload';
export const PAYLOAD_TOO_LARGE = 'Payload exceeds the limit';
export const INVALID_TRADE_PARAMS = 'Invalid trade params payload';
export const INVALID_ORDER_PARAMS = 'invalid order params payload';
export const INVALID_ORDER_ID = 'Invalid orderID';
export const INVALID_MARKET = 'Invalid market';
export const MARKET_NOT_FOUND = 'market not found';
export const ORDER_NOT_FOUND = 'order not found';
export const START_TS_REQUIRED = 'startTs is required';
export const ASSET_ID_REQUIRED = 'asset_id is required';
export const MARKET_OR_ASSET_REQUIRED = 'either market or asset_id must be provided';
export const INVALID_FIDELITY = valued`invalid fidelity: ${'fidelity'}`;
export const LIMIT_TOO_HIGH = valued`limit cannot exceed ${'max'}`;

/* Trading service: placing orders (the 400 of POST /order, or a per-order errorMsg of POST /orders) */

export const INVALID_ORDER_PAYLOAD = 'Invalid order payload';
export const OWNER_NOT_KEY = 'the order owner has to be the owner of the API KEY';
export const SIGNER_NOT_KEY = 'the order signer address has to be the address of the API KEY';
export const ADDRESS_BANNED = valued`'${'address'}' address banned`;
export const CLOSED_ONLY = valued`'${'address'}' address in closed only mode`;
export const TOO_MANY_ORDERS = valued`Too many orders in payload: ${'count'}, max allowed: ${'max'}`;
export const POST_ONLY_CROSSES = 'invalid post-only order: order crosses book (post-only order would match immediately)';
export const OFF_TICK = valued`order ${'id'} is invalid. Price (${'price'}) breaks minimum tick size rule: ${'tick'}`;
export const UNDER_MIN_SIZE = valued`order ${'id'} is invalid. Size (${'size'}) lower than the minimum: ${'min'}`;
export const DUPLICATED = valued`order ${'id'} is invalid. Duplicated.`;
export const CROSSES_BOOK = valued`order ${'id'} crosses the book`;
export const NOT_ENOUGH_BALANCE = 'not enough balance / allowance';
export const INVALID_EXPIRATION = 'invalid expiration (expiration in the past or invalid)';
export const CANCELED_ON_CHAIN = 'order canceled in the CTF exchange contract';
export const MATCH_DELAYED = 'order match delayed due to market conditions';
export const FOK_UNFILLED = "order couldn't be fully filled. FOK orders are fully filled or killed.";
export const FAK_NO_MATCH = 'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.';
export const MARKET_NOT_READY = 'the market is not yet ready to process new orders';

/* Trading service: the matching engine (a 425 restart carries no message) */

export const NO_MATCHING_ORDERS = 'there are no matching orders';
export const FOK_KILLED = 'FOK orders are filled or killed';
export const ROUNDING_ISSUES = 'the trade contains rounding issues';
export const PRICE_DISCREPANCY = "the price of the taker's order has a discrepancy greater than allowed with the worst maker order";

/* Trading service: cancels (and a cancel's not_canceled reasons) */

export const TOO_MANY_CANCELS = valued`Too many orders in payload, max allowed: ${'max'}`;

/* Trading service: credentials and keys */

export const COULD_NOT_CREATE_API_KEY = 'Could not create api key';
/** The `code` of a create refused because the nonce already made a key. */
export const NONCE_ALREADY_USED = 'NONCE_ALREADY_USED';
export const COULD_NOT_DERIVE_API_KEY = 'Could not derive api key!';
export const COULD_NOT_RETRIEVE_API_KEYS = 'Could not retrieve API keys';
export const COULD_NOT_DELETE_API_KEY = 'Could not delete API key';
export const COULD_NOT_CREATE_BUILDER_KEY = 'could not create builder api key';
export const COULD_NOT_GET_BUILDER_KEYS = 'could not get builder api keys';
export const INVALID_REVOKE_BODY = 'invalid revoke builder api key body';
export const INVALID_REVOKE_HEADERS = 'invalid revoke builder api key headers';
export const COULD_NOT_REVOKE_BUILDER_KEY = valued`could not revoke the builder api key: ${'key'}`;
export const INVALID_BUILDER_TRADE_PARAMS = 'invalid builder trade params';
export const COULD_NOT_FETCH_BUILDER_TRADES = 'could not fetch builder trades';
export const INVALID_ASSET_TYPE = 'Invalid asset type';
export const INVALID_SIGNATURE_TYPE = 'Invalid signature_type';

/* The local trading service's own texts (the spec names the failure, not its words) */

/** An order signed for another protocol version, chain or exchange: its signature recovers a stranger. */
export const ORDER_VERSION_MISMATCH = 'order_version_mismatch';
/** The spec's invalid-funder failure; the text after it says which rule the order broke. */
export const INVALID_FUNDER = 'invalid funder';
export const invalidFunder = (why: string) => `${INVALID_FUNDER}: ${why}`;
export const CANCELED_BEFORE_ACCEPT = valued`order ${'id'} was canceled before it was accepted`;
/** The 413 of a request body over the service's limit (the spec names no such refusal). */
export const BODY_TOO_LARGE = 'Request body too large';
/** Why a cancel did not cancel (not_canceled), with the perpetuals gateway's identifiers. */
export const ORDER_IN_FLIGHT = 'order_in_flight';
export const ORDER_ALREADY_TERMINAL = 'order_already_terminal';

/* Relayer service (/relayer): every body is {error}; the texts are the relayer's documented ones */

/** A /submit body that is not JSON or not one of the transaction shapes. */
export const RELAYER_INVALID_PAYLOAD = 'invalid transaction request payload';
/** A well-formed /submit the relayer refuses: signature, nonce, wallet, deadline, or an unsupported type. */
export const RELAYER_BAD_REQUEST = 'bad request';
export const RELAYER_UNAUTHORIZED = 'invalid authorization';
export const RELAYER_QUOTA_EXCEEDED = 'quota exceeded';
export const RELAYER_INTERNAL = 'internal error';
export const RELAYER_INVALID_ADDRESS = 'invalid address';
export const RELAYER_INVALID_TYPE = 'invalid type';
export const RELAYER_INVALID_ID = 'invalid id';
export const RELAYER_TX_NOT_FOUND = 'transaction not found';

/* Bridge service (/bridge): every body is {error}; the texts the facts sheet documents (§2), and ours beside them */

/** `<field> is required`: a body field of /quote or /withdraw missing, empty or not a string. */
export const bridgeRequired = (field: string) => `${field} is required`;
export const BRIDGE_INVALID_ADDRESS = 'invalid address';
export const BRIDGE_ADDRESS_REQUIRED = 'address is required';
export const BRIDGE_INVALID_LIMIT = 'limit must be an integer between 1 and 100';
export const BRIDGE_STATUS_FAILED = 'cannot get transaction status';
export const BRIDGE_QUOTE_FAILED = 'cannot get quote';
export const BRIDGE_INVALID_BODY = 'invalid request body';
export const BRIDGE_INVALID_BUILDER_CODE = 'invalid builder code';
export const BRIDGE_INVALID_CURSOR = 'invalid cursor';
export const BRIDGE_INTERNAL = 'internal error';
