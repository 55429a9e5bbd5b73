import type { PriceInterval } from '../../api/data/contract/params-v2';
import { looksLikeAddress } from '../../lib/address-shape';
import { writeParams } from '../../lib/search-params';

/* The Market view's state in the URL: the chart's interval and the wallet whose position is shown. */

/** The chart's choices, shortest first; 'all' reads the same as 'max' here, so it is not offered twice. */
export const CHART_INTERVALS = ['1h', '6h', '1d', '1w', '1m', 'max'] as const satisfies readonly PriceInterval[];
export type ChartInterval = (typeof CHART_INTERVALS)[number];
export const INTERVAL_LABELS: Record<ChartInterval, string> = { '1h': '1H', '6h': '6H', '1d': '1D', '1w': '1W', '1m': '1M', max: 'All' };

export type MarketState = { interval: ChartInterval; address: string };
// the whole life by default: a resolved market has no trades in its last week
export const DEFAULT_MARKET_STATE: MarketState = { interval: 'max', address: '' };

const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

export function isConditionId(value: string | undefined): value is string {
  return value !== undefined && CONDITION_ID.test(value);
}

export function readMarketState(params: URLSearchParams): MarketState {
  const raw = params.get('interval')?.trim().toLowerCase();
  const interval = CHART_INTERVALS.find((i) => i === raw) ?? (raw === 'all' ? 'max' : DEFAULT_MARKET_STATE.interval);
  const address = params.get('address')?.trim() ?? '';
  return { interval, address: looksLikeAddress(address) ? address : '' };
}

export function writeMarketState(state: MarketState): URLSearchParams {
  return writeParams(state, DEFAULT_MARKET_STATE);
}
