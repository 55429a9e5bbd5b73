import type { Context } from 'hono';
import { parseV2, V2ParamError } from '../../http/v2-query';
import { pricesHistoryV2Query, resolutionsV2Query, type PriceInterval } from '../../../src/api/data/contract/params-v2';
import { CHAIN_ID } from '../../../src/api/config';
import type { DataContext } from '../context';
import { isIntFields, pageOf, readCursor } from '../../http/paging';
import { MICRO, rfc3339 } from '../shared/wire-values';
import type { ReferenceStore, ResolutionRow } from './store';

/* /health, /v2/status, /v2/resolutions and /v2/prices-history: reads about the data itself and about markets. */

/** GET /: the v1 health check. */
export function healthV1() {
  return (c: Context) => c.json({ data: 'OK' });
}

export function statusV2(ctx: DataContext, store: ReferenceStore) {
  return (c: Context) => {
    const now = ctx.now();
    const k = store.clocks();
    // every projection here is written by the ledger in the same transaction as the fill, so each
    // clock is simply its newest row; the pnl figures are computed on read from the same rows
    const mechanisms = [
      { name: 'activity_feed', age_seconds: Math.max(0, now - (k.activity ?? now)) },
      { name: 'custody_balances', age_seconds: Math.max(0, now - (k.custody ?? now)) },
      { name: 'pnl', age_seconds: Math.max(0, now - (k.trades ?? now)) },
    ];
    const worst = mechanisms.reduce((a, b) => (b.age_seconds > a.age_seconds ? b : a));
    return c.json({
      data: {
        computed_at: rfc3339(now),
        age_seconds: 0,
        serving: { lag_seconds: worst.age_seconds, worst: worst.name, mechanisms },
        // no chain is crawled: the ledger is the source, so there are no ingestion cursors to report
        ingestion: {
          cursors: 0,
          chain_id: CHAIN_ID.polygon,
          lagging: [],
          max_synced_block: null,
          min_synced_block: null,
          most_lagged: null,
          network: null,
        },
      },
    });
  };
}

export function resolutionsV2(store: ReferenceStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(resolutionsV2Query, raw);
    const given = [q.question_id, q.condition, q.event_id].filter((x) => x !== undefined).length;
    if (given !== 1) throw new V2ParamError("provide exactly one of 'question_id', 'condition', or 'event_id'", 'condition');
    if (q.question_id) {
      const m = store.marketByQuestion(q.question_id);
      if (!m) return c.json({ data: [] });
      const last = store.lastRevision(q.question_id);
      const row = base(m);
      // question-keyed rows: no condition_id, epoch-seconds string clock
      return c.json({
        data: [{ question_id: m.question_id, ...row, last_update_timestamp: String(Math.max(m.resolved_at ?? m.start_date, last ?? 0)) }],
      });
    }
    const rows = q.condition ? store.marketsByCondition(q.condition) : store.marketsByEvent(q.event_id!);
    return c.json({
      data: rows.map((m) => ({
        condition_id: m.condition_id,
        question_id: m.question_id,
        ...base(m),
        last_update_timestamp: rfc3339(m.resolved_at ?? m.start_date),
        market_type: m.neg_risk ? 'ATOMIC_NEGRISK' : 'BINARY',
        ...(m.resolved_at !== null
          ? { payouts: [m.payout0 ?? 0, m.payout1 ?? 0], resolved_at: rfc3339(m.resolved_at), resolution_source: 'reported' }
          : {}),
      })),
    });
  };
}

function base(m: ResolutionRow) {
  return {
    status: m.resolved_at !== null ? 'resolved' : 'active',
    extended_review: false,
    was_disputed: false,
    new_version_q: false,
    transaction_hash: '',
    log_index: '',
  };
}

const SPAN: Record<PriceInterval, number | undefined> = {
  max: undefined,
  all: undefined,
  '1m': 30 * 86_400,
  '1w': 7 * 86_400,
  '1d': 86_400,
  '6h': 6 * 3_600,
  '1h': 3_600,
};
const DEFAULT_BUCKET: Record<PriceInterval, number> = { max: 43_200, all: 43_200, '1m': 1_800, '1w': 300, '1d': 60, '6h': 60, '1h': 60 };
const FLOOR: Partial<Record<PriceInterval, number>> = { max: 600, all: 600, '1m': 600, '1w': 300 };
const WINDOW_CAP = 15 * 86_400;
const PRICES = 'v2/prices-history';

type Point = { timestamp: number; price: number; resolution_seconds: number };

export function pricesHistoryV2(ctx: DataContext, store: ReferenceStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(pricesHistoryV2Query, raw);
    const forms = [q.start > 0 || q.end > 0, q.interval !== undefined, q.as_of > 0].filter(Boolean).length;
    if (forms !== 1) throw new V2ParamError("provide exactly one of 'start', 'interval', or 'as_of'", 'interval');
    if (q.end > 0 && q.start === 0) throw new V2ParamError('invalid end: requires start', 'end');
    const filters = {
      token_id: q.token_id,
      start: q.start,
      end: q.end,
      interval: q.interval ?? null,
      bucket_seconds: q.bucket_seconds,
      fidelity: q.fidelity,
      as_of: q.as_of,
    };
    // key: [window start, window end, bucket]: the resolved window, so a walk keeps it across pages
    const cur = readCursor(ctx, q.cursor, PRICES, filters, isIntFields('from', 'to', 'bucket'));
    const tok = store.token(q.token_id);
    const priceOf = (p: number) => (tok!.outcome_index === 0 ? p : MICRO - p) / MICRO;

    if (q.as_of > 0) {
      const p = tok ? store.asOf(tok.condition_id, q.as_of) : undefined;
      const data: Point[] = p ? [{ timestamp: p.t, price: priceOf(p.p), resolution_seconds: 0 }] : [];
      return c.json({ data, pagination: { limit: q.limit, offset: 0, has_more: false, next_cursor: null } });
    }

    const now = ctx.now();
    let lo: number, hi: number, bucket: number;
    if (cur) ({ from: lo, to: hi, bucket } = cur.key);
    else {
      const explicit = q.bucket_seconds || q.fidelity * 60;
      if (q.interval) {
        const span = SPAN[q.interval];
        lo = span === undefined ? 0 : now - span;
        hi = now + 1;
        bucket = Math.max(explicit || DEFAULT_BUCKET[q.interval], FLOOR[q.interval] ?? 0);
      } else {
        lo = q.start;
        hi = q.end > 0 ? q.end : now + 1;
        if (hi <= lo) throw new V2ParamError('invalid end: must be after start', 'end');
        if (hi - lo > WINDOW_CAP)
          throw new V2ParamError('invalid start: explicit windows cap at 15 days; use interval for longer ranges', 'start');
        bucket = explicit || defaultBucket(hi - lo);
      }
    }
    const series: Point[] = [];
    if (tok) {
      const rows = store.points(tok.condition_id, lo, hi);
      // one point per bucket: its last observation, stamped with the bucket start
      let lastBucket = -1;
      for (const r of rows) {
        const b = Math.floor(r.t / bucket) * bucket;
        const pt = { timestamp: b, price: priceOf(r.p), resolution_seconds: bucket };
        if (b === lastBucket) series[series.length - 1] = pt;
        else series.push(pt);
        lastBucket = b;
      }
      const tail = rows[rows.length - 1];
      if (tail) series.push({ timestamp: tail.t, price: priceOf(tail.p), resolution_seconds: 0 });
      // a resolved market's series ends on its settlement: the token's payout
      if (tok.resolved_at !== null && tok.resolved_at >= lo && tok.resolved_at < hi) {
        const payout = (tok.outcome_index === 0 ? tok.payout0 : tok.payout1) ?? 0;
        const at = Math.max(tok.resolved_at, tail ? (Math.floor(tail.t / bucket) + 1) * bucket : tok.resolved_at);
        series.push({ timestamp: Math.min(at, hi - 1), price: payout / MICRO, resolution_seconds: 0 });
      }
    }
    const limit = cur?.limit ?? q.limit;
    const offset = cur?.offset ?? 0;
    const span = { from: lo, to: hi, bucket };
    const page = pageOf(ctx, series.slice(offset, offset + limit + 1), limit, offset, PRICES, filters, () => span);
    return c.json({ data: page.rows, pagination: page.pagination });
  };
}

/** The finest grain keeping the series under about 2,500 points; 60 s only up to 12 hours. */
function defaultBucket(span: number): number {
  for (const g of [60, 300, 1_800, 10_800, 43_200]) {
    if (g === 60 && span > 12 * 3_600) continue;
    if (span / g <= 2_500) return g;
  }
  return 43_200;
}
