/* The shapes of the ids the trading service's requests carry, checked the same way by every route. */

/** A token id: a uint256 in decimal. */
export const TOKEN_ID = /^\d{1,78}$/;

/** A 0x-prefixed 32-byte hex value: an order id (its EIP-712 hash) or a condition id. */
export const BYTES32_ID = /^0x[0-9a-fA-F]{64}$/;
