/**
 * Facts both sides (app and local service) read: chains, contracts and the demo
 * trader. One module, so a change lands everywhere at once.
 */

export const CHAIN_ID = { polygon: 137, amoy: 80002 } as const;

export const CONTRACTS = {
  exchange: '0xE111180000d2663C0091e4f400237545B87B996B',
  negRiskExchange: '0xe2222d279d744050d28e00520010520000310F59',
  combosExchange: '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa',
  combosExchangeAmoy: '0x9fE6e61422AdB6F610d8597F9684b16912D50C3D',
  collateral: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB',
  conditionalTokens: '0x4D97DCd97eC945f40cF65F87097ACe5EA0476045',
  negRiskAdapter: '0xd91E80cF2E7be2e162c6513ceD06f1dD0dA35296',
} as const;

/** Collateral (pUSD) and conditional tokens both carry six decimals. */
export const USDC_DECIMALS = 6;

/**
 * The demo trader: the account of the well-known development key, so the local demo wallet signs
 * as this same trader. Never use this key for anything of value.
 */
export const DEMO_TRADER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Same-origin mounts of the local service; the app overrides them with VITE_* variables. */
export const DEFAULT_MOUNTS = { data: '/data', trading: '/clob', metadata: '/gamma' } as const;
