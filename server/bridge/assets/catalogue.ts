import { CHAIN_ID, CONTRACTS } from '../../../src/api/config';
import { normalAddress, type Family } from '../../../src/api/bridge/families';
import type { SupportedAsset } from '../../../src/api/bridge/contract/schemas';

/*
 * The sandbox bridge's chains and tokens (bridge facts §3: chains, ids, minimums; token addresses
 * only where they are the real contracts) and the price table quotes and credits convert at.
 * Prices are exact decimals in USD, read into micro-dollars as bigints: no float ever touches an
 * amount.
 */

/** The sentinel address of a chain's native coin. */
export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** Polygon, where pUSD lives: deposits arrive there, withdrawals leave from there. */
export const POLYGON = String(CHAIN_ID.polygon);

type Token = { name: string; symbol: string; address: string; decimals: number; usd: string };
type Chain = { chainId: string; chainName: string; family: Family; minCheckoutUsd: number; tokens: Token[] };

const usdc = (address: string, decimals = 6): Token => ({ name: 'USD Coin', symbol: 'USDC', address, decimals, usd: '1' });
const usdt = (address: string, decimals = 6): Token => ({ name: 'Tether USD', symbol: 'USDT', address, decimals, usd: '1' });
const native = (name: string, symbol: string, usd: string, decimals = 18): Token => ({ name, symbol, address: NATIVE, decimals, usd });
const ETH = native('Ether', 'ETH', '3000');

const CHAINS: readonly Chain[] = [
  {
    chainId: '1',
    chainName: 'Ethereum',
    family: 'evm',
    minCheckoutUsd: 7,
    tokens: [
      ETH,
      usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
      usdt('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
      { name: 'Dai Stablecoin', symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18, usd: '1' },
      { name: 'Wrapped BTC', symbol: 'WBTC', address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', decimals: 8, usd: '60000' },
    ],
  },
  {
    chainId: POLYGON,
    chainName: 'Polygon',
    family: 'evm',
    minCheckoutUsd: 2,
    tokens: [
      native('Polygon Ecosystem Token', 'POL', '0.25'),
      usdc('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
      { ...usdc('0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174'), name: 'USD Coin (PoS)', symbol: 'USDC.e' },
      usdt('0xc2132D05D31c914a87C6611C10748AEb04B58e8F'),
    ],
  },
  {
    chainId: '42161',
    chainName: 'Arbitrum',
    family: 'evm',
    minCheckoutUsd: 2,
    tokens: [ETH, usdc('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')],
  },
  {
    chainId: '8453',
    chainName: 'Base',
    family: 'evm',
    minCheckoutUsd: 2,
    tokens: [ETH, usdc('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')],
  },
  {
    chainId: '10',
    chainName: 'Optimism',
    family: 'evm',
    minCheckoutUsd: 2,
    tokens: [ETH, usdc('0x0b2C639c533813f4Aa9D7837cAf62653d097Ff85')],
  },
  {
    chainId: '56',
    chainName: 'BNB Smart Chain',
    family: 'evm',
    minCheckoutUsd: 2,
    // BSC's pegged stablecoins carry 18 decimals
    tokens: [
      native('BNB', 'BNB', '600'),
      usdt('0x55d398326f99059fF775485246999027B3197955', 18),
      usdc('0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18),
    ],
  },
  {
    chainId: '1151111081099710',
    chainName: 'Solana',
    family: 'svm',
    minCheckoutUsd: 2,
    tokens: [
      native('Solana', 'SOL', '150', 9),
      usdc('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
      usdt('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'),
    ],
  },
  { chainId: '8253038', chainName: 'Bitcoin', family: 'btc', minCheckoutUsd: 9, tokens: [native('Bitcoin', 'BTC', '60000', 8)] },
  { chainId: '728126428', chainName: 'Tron', family: 'tron', minCheckoutUsd: 9, tokens: [usdt('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')] },
  { chainId: '999', chainName: 'HyperEVM', family: 'evm', minCheckoutUsd: 2, tokens: [native('Hyperliquid', 'HYPE', '25')] },
];

export const ASSETS_NOTE = 'These are the currently supported chains and assets for deposits and withdrawals.';

export const SUPPORTED_ASSETS: readonly SupportedAsset[] = CHAINS.flatMap((c) =>
  c.tokens.map((t) => ({
    chainId: c.chainId,
    chainName: c.chainName,
    token: { name: t.name, symbol: t.symbol, address: t.address, decimals: t.decimals },
    minCheckoutUsd: c.minCheckoutUsd,
  })),
);

/** A token the bridge can price: every listed asset, and pUSD on Polygon (what deposits become). */
export type PricedAsset = {
  chainId: string;
  family: Family;
  address: string;
  decimals: number;
  /** USD per whole token, in micro-dollars. */
  usdMicros: bigint;
  /** USD-pegged: a stable-to-stable route costs no fill or swap. */
  stable: boolean;
  /** undefined for pUSD, which is not listed (no minimum of its own). */
  minCheckoutUsd?: number;
};

/** '0.25' → 250000n: the price table's decimals as exact micro-dollars. */
function micros(usd: string): bigint {
  const [whole, frac = ''] = usd.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
}

const key = (chainId: string, address: string) => `${chainId}|${normalAddress(address)}`;

const PRICED = new Map<string, PricedAsset>(
  CHAINS.flatMap((c) =>
    c.tokens.map((t): [string, PricedAsset] => [
      key(c.chainId, t.address),
      {
        chainId: c.chainId,
        family: c.family,
        address: t.address,
        decimals: t.decimals,
        usdMicros: micros(t.usd),
        stable: t.usd === '1',
        minCheckoutUsd: c.minCheckoutUsd,
      },
    ]),
  ),
);
PRICED.set(key(POLYGON, CONTRACTS.collateral), {
  chainId: POLYGON,
  family: 'evm',
  address: CONTRACTS.collateral,
  decimals: 6,
  usdMicros: 1_000_000n,
  stable: true,
});

/** The asset at (chain, token address), EVM addresses compared in any case. */
export const pricedAsset = (chainId: string, address: string): PricedAsset | undefined => PRICED.get(key(chainId, address));

/** The address family of a listed chain. */
export const familyOfChain = (chainId: string): Family | undefined => CHAINS.find((c) => c.chainId === chainId)?.family;
