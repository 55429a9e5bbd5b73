/*
 * The sandbox's instruments (facts §4, markets page): ids 1–9, their decimals, price bands,
 * leverage caps and risk tiers. The public gateway lists many more; these nine are the ones its
 * markets page names. Figures the sheet does not give (decimals, caps other than SOL's and SPCX's,
 * minimums) are chosen to respect its precision rule: a price at the seed level has ≤ 5 significant
 * figures at `price_decimals`. Prices and sizes are decimal strings, as on the wire.
 */

export type Category = 'equity' | 'commodity' | 'index' | 'crypto';

export type RiskTier = { lower_bound: string; max_leverage: number };

export type Instrument = {
  instrument_id: number;
  instrument_type: 'perpetual';
  category: Category;
  symbol: string;
  base_asset: string;
  quote_asset: 'pUSD';
  funding_interval: '1h';
  quantity_decimals: number;
  price_decimals: number;
  /** Mark-relative band an order's price must sit in. */
  price_bounds: string;
  liquidation_fee: string;
  max_order_count: number;
  min_notional: string;
  max_market_notional: string;
  max_limit_notional: string;
  max_leverage: number;
  isolated_only: boolean;
  risk_tiers: RiskTier[];
  ui_live_time: number | null;
  close_only: boolean;
};

/** The sandbox feed's starting index price of each instrument (decimal, at its price decimals). */
export type SeededInstrument = Instrument & { seed_price: string };

// leverage caps fall by tier as the worst-case notional grows (facts §6.2)
const tiers = (max: number): RiskTier[] => [
  { lower_bound: '0', max_leverage: max },
  { lower_bound: '1000000', max_leverage: Math.max(1, Math.floor(max / 2)) },
  { lower_bound: '5000000', max_leverage: Math.max(1, Math.floor(max / 5)) },
];

type Row = [id: number, base: string, category: Category, pd: number, qd: number, lev: number, seed: string, isolatedOnly?: boolean];

const ROWS: Row[] = [
  [1, 'SP500', 'index', 1, 3, 20, '6800.0'],
  [2, 'GOLD', 'commodity', 1, 3, 20, '4000.0'],
  [3, 'WTIOIL', 'commodity', 2, 2, 10, '62.00'],
  [4, 'NAS100', 'index', 0, 3, 20, '25000'],
  [5, 'SILVER', 'commodity', 3, 2, 10, '48.000'],
  [6, 'BTC', 'crypto', 0, 5, 50, '95000'],
  [7, 'ETH', 'crypto', 1, 4, 50, '3500.0'],
  [8, 'SOL', 'crypto', 2, 2, 20, '180.00'],
  [9, 'SPCX', 'equity', 2, 2, 10, '400.00', true],
];

export const INSTRUMENTS: readonly SeededInstrument[] = ROWS.map(([id, base, category, pd, qd, lev, seed, isolatedOnly]) => ({
  instrument_id: id,
  instrument_type: 'perpetual',
  category,
  symbol: `${base}-USD`,
  base_asset: base,
  quote_asset: 'pUSD',
  funding_interval: '1h',
  quantity_decimals: qd,
  price_decimals: pd,
  price_bounds: category === 'crypto' ? '0.05' : '0.03',
  liquidation_fee: '0.005',
  max_order_count: 1000,
  min_notional: '10',
  max_market_notional: '1000000',
  max_limit_notional: '5000000',
  max_leverage: lev,
  isolated_only: isolatedOnly === true,
  risk_tiers: tiers(lev),
  ui_live_time: null,
  close_only: false,
  seed_price: seed,
}));

const BY_ID = new Map(INSTRUMENTS.map((i) => [i.instrument_id, i]));

export const instrumentById = (id: number): SeededInstrument | undefined => BY_ID.get(id);

/** The instrument as the gateway lists it (no sandbox seed). */
export function publicInstrument(i: SeededInstrument): Instrument {
  const { seed_price: _seed, ...rest } = i;
  return rest;
}

/** The $0 volume tier (facts §6.5), in basis points × 100 so 1.25 bp stays an integer. */
export const FEE_TIERS = [
  { volume: '0', taker_bp100: 400, maker_bp100: 125 },
  { volume: '1000000', taker_bp100: 370, maker_bp100: 100 },
  { volume: '5000000', taker_bp100: 350, maker_bp100: 80 },
  { volume: '25000000', taker_bp100: 300, maker_bp100: 50 },
  { volume: '100000000', taker_bp100: 270, maker_bp100: 20 },
  { volume: '500000000', taker_bp100: 250, maker_bp100: 0 },
  { volume: '1000000000', taker_bp100: 200, maker_bp100: -50 },
] as const;
