import type { Context } from 'hono';
import { formatUnits } from 'viem';
import { TradingError } from '../../kit/errors';
import { END_OF_TIME, positiveInt, unixSeconds } from './params';
import type { HistoryStore, PricePoint } from './store';
import { TOKEN_ID } from '../shared/wire-ids';

/*
 * GET /prices-history?market=<token id>&startTs&endTs&fidelity|interval → {history: [{t, p}]}.
 * The dataset keeps outcome 0's path (price_points); outcome 1 is its complement, so the two
 * tokens' histories sum to 1 at every t. A window that starts after the first point opens with the
 * price then in force, stamped at the window's start. `fidelity` (minutes) keeps the last point
 * of each bucket of that width; the default of 1 keeps every point of the (sparse) path.
 */

const ONE = 1_000_000;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Look-backs of `interval`; max and all are the whole path. 1m is a month, as the public service
 * reads it. A Map, so a name every object inherits ('constructor') is no interval.
 */
const INTERVALS = new Map<string, number | undefined>([
  ['max', undefined],
  ['all', undefined],
  ['1m', 30 * DAY],
  ['1w', 7 * DAY],
  ['1d', DAY],
  ['6h', 6 * HOUR],
  ['1h', HOUR],
]);

const bad = (why: string) => new TradingError(400, `invalid filters: ${why}`);

type Window = { from: number; to: number };

function windowOf(c: Context, nowS: number): Window {
  const q = (k: string) => c.req.query(k);
  const start = unixSeconds(q('startTs'), 'invalid filters: startTs must be a unix timestamp in seconds');
  const end = unixSeconds(q('endTs'), 'invalid filters: endTs must be a unix timestamp in seconds');
  const interval = q('interval');
  if (interval !== undefined && interval !== '') {
    if (!INTERVALS.has(interval)) throw bad(`interval must be one of ${[...INTERVALS.keys()].join(', ')}`);
    if (start !== undefined || end !== undefined) throw bad('interval cannot be combined with startTs or endTs');
    const back = INTERVALS.get(interval);
    return back === undefined ? { from: 0, to: END_OF_TIME } : { from: nowS - back, to: nowS };
  }
  if (start !== undefined && end !== undefined && start > end) throw bad('startTs must not be after endTs');
  return { from: start ?? 0, to: end ?? END_OF_TIME };
}

/** The last point of each `width`-second bucket. */
function thin(points: PricePoint[], width: number): PricePoint[] {
  if (width <= 1) return points;
  const out: PricePoint[] = [];
  for (const pt of points) {
    const last = out[out.length - 1];
    if (last && Math.floor(last.t / width) === Math.floor(pt.t / width)) out[out.length - 1] = pt;
    else out.push(pt);
  }
  return out;
}

export function pricesHistory(store: HistoryStore, nowS: () => number) {
  return (c: Context) => {
    const market = c.req.query('market');
    if (!market) throw bad('market is required');
    if (!TOKEN_ID.test(market)) throw bad('market must be a token id');
    const { from, to } = windowOf(c, nowS());
    const fidelity = positiveInt(c.req.query('fidelity'), 1, 'invalid filters: fidelity must be a positive number of minutes');
    const token = store.token(market);
    if (!token) return c.json({ history: [] });
    const path = store.points(token.condition_id, from, to);
    const opening = from > 0 && path[0]?.t !== from ? store.pointBefore(token.condition_id, from) : undefined;
    if (opening) path.unshift({ t: from, p: opening.p });
    const own = (p: number) => (token.outcome_index === 0 ? p : ONE - p);
    const history = thin(path, fidelity * 60).map((pt) => ({ t: pt.t, p: Number(formatUnits(BigInt(own(pt.p)), 6)) }));
    return c.json({ history });
  };
}
