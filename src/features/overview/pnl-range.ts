import type { UserPnlFidelity, UserPnlInterval } from '../../api/data/contract/params-boards';

/*
 * The PnL chart's window (interval) and grid step (fidelity), as they live in the URL. The values
 * are the API's own spellings, so `?interval=1w&fidelity=12h` reads like the request it makes.
 * Not every pair is offered: an hourly grid over a whole history would be tens of thousands of
 * points for a line a few hundred pixels wide, so each window has the steps that draw well.
 */

export const INTERVALS = ['6h', '12h', '1d', '1w', '1m', 'all'] as const satisfies readonly UserPnlInterval[];
export type ChartInterval = (typeof INTERVALS)[number];

export type PnlRange = { interval: ChartInterval; fidelity: UserPnlFidelity };

/** The steps offered per window, finest first; the first of each list keeps the line under ~750 points. */
export const FIDELITIES: Record<ChartInterval, readonly UserPnlFidelity[]> = {
  '6h': ['1h'],
  '12h': ['1h', '3h'],
  '1d': ['1h', '3h', '12h'],
  '1w': ['1h', '3h', '12h', '18h', '1d'],
  '1m': ['1h', '3h', '12h', '18h', '1d'],
  // a whole history is as long as the wallet is old: daily is the finest that stays drawable
  all: ['1d'],
};

/** The step a window starts with when it is picked. */
export const DEFAULT_FIDELITY: Record<ChartInterval, UserPnlFidelity> = {
  '6h': '1h',
  '12h': '1h',
  '1d': '1h',
  '1w': '12h',
  '1m': '1d',
  all: '1d',
};

export const DEFAULT_RANGE: PnlRange = { interval: '1m', fidelity: '1d' };

export const INTERVAL_LABELS: Record<ChartInterval, string> = { '6h': '6H', '12h': '12H', '1d': '1D', '1w': '1W', '1m': '1M', all: 'All' };
export const FIDELITY_LABELS: Record<UserPnlFidelity, string> = { '1h': '1h', '3h': '3h', '12h': '12h', '18h': '18h', '1d': '1d' };

/** The API matches these case-sensitively ('1m' is a month); the URL is read the same way, with a default for anything else. */
export function readRange(params: URLSearchParams): PnlRange {
  const rawInterval = params.get('interval');
  const interval = (INTERVALS as readonly string[]).includes(rawInterval ?? '') ? (rawInterval as ChartInterval) : DEFAULT_RANGE.interval;
  const rawFidelity = params.get('fidelity');
  const allowed = FIDELITIES[interval];
  const fidelity = (allowed as readonly string[]).includes(rawFidelity ?? '')
    ? (rawFidelity as UserPnlFidelity)
    : DEFAULT_FIDELITY[interval];
  return { interval, fidelity };
}

/**
 * Writes the range into a copy of the URL's parameters, leaving the rest of the page's state as it
 * is. A step that is the window's own default stays out of the URL, so a plain link stays plain.
 */
export function writeRange(range: PnlRange, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  out.delete('interval');
  out.delete('fidelity');
  if (range.interval !== DEFAULT_RANGE.interval) out.set('interval', range.interval);
  if (range.fidelity !== DEFAULT_FIDELITY[range.interval]) out.set('fidelity', range.fidelity);
  return out;
}

/** Picking a window starts from its own step: a step that suits one window rarely suits another. */
export function withInterval(interval: ChartInterval): PnlRange {
  return { interval, fidelity: DEFAULT_FIDELITY[interval] };
}
