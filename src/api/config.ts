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
  // the wallets the relayer deploys and runs (src/api/relayer/): the same factories on both chains
  safeFactory: '0xaacFeEa03eb1561C4e67d661e40682Bd20E3541b',
  safeMultisend: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
  proxyFactory: '0xaB45c5A4B0c941a2F231C04C3f49182e1A254052',
  depositWalletFactory: '0x00000000000Fb5C9ADea0298D729A0CB3823Cc07',
  // the deposit wallet's implementation differs per chain, and with it every UUPS wallet address
  depositWalletImplementation: '0x58CA52ebe0DadfdF531Cde7062e76746de4Db1eB',
  depositWalletImplementationAmoy: '0x50a88fE9a441cB4c9c2aD6A2207CE2795C7D7Fbd',
} as const;

/** Collateral (pUSD) and conditional tokens both carry six decimals. */
export const USDC_DECIMALS = 6;

/**
 * The demo trader: the account of the well-known development key, so the local demo wallet signs
 * as this same trader. Never use this key for anything of value.
 */
export const DEMO_TRADER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * The app's own pages under an API mount: the Perps view's /perps and /perps/:symbol share their
 * first segment with the gateway's mount, whose routes all start /perps/v1/. The service, its
 * upstream proxy and the dev server hand these paths (GETs) to the app's shell.
 */
export const isAppPage = (path: string): boolean => /^\/perps(?:\/(?!v1(?:\/|$))[^/.]+)?\/?$/.test(path);

/** Same-origin mounts of the local service; the app overrides them with VITE_* variables. */
export const DEFAULT_MOUNTS = {
  data: '/data',
  trading: '/clob',
  metadata: '/gamma',
  relayer: '/relayer',
  bridge: '/bridge',
  perps: '/perps',
} as const;
