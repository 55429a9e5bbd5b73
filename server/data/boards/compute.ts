import { CONTRACTS } from '../../../src/api/config';
import type { Db } from '../../db/connection';
import { createResultCache } from '../../http/result-cache';
import { createComboFigures } from '../../money/combos';
import { builderFills, builders, realizedPnlByUser, windowFills, type BuilderInfo } from './store';

/** The reference's synthetic category of combinatorial positions (PnL boards only). */
const COMBOS = 'combos';

/** The counterparty the ledger records for both sides of a mint or merge (server/ledger/pair-op.ts). */
const EXCHANGES = new Set([CONTRACTS.exchange, CONTRACTS.negRiskExchange].map((a) => a.toLowerCase()));

/*
 * The trader and builder boards, computed from the ledger. Every sum is exact: integer micro
 * amounts summed as bigint, one rounding at the end (a share × price product is micro², so a
 * board-wide sum can pass 2^63 and must never go through a float or SQLite's SUM).
 *
 * PnL (the reference: "finite windows serve the MARKED equity change ... all is the realized-only
 * lifetime ledger"):
 *   - day/week/month: the window's fills marked to the current price (resolution payout once the
 *     market resolved): Σ ±size × (curPrice − fillPrice) / 1e6 − fees paid, BUY +, SELL −.
 *   - all: realized PnL (docs/money-model.md): Σ realized_pnl of the user's positions plus realized
 *     combo PnL (money/combos.ts), combos included as the reference says; category 'combos' is the
 *     combo part alone, a market category the market part alone.
 * Volume: both sides, each party to a fill counts it; shares = Σ size, USDC = Σ size × price / 1e6.
 */

export type Period = 'day' | 'week' | 'month' | 'all';
export const PERIOD_SECONDS: Record<Exclude<Period, 'all'>, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };
const MICRO = 1_000_000n;

/** round(n / d) to nearest, halves away from zero, on bigints. */
export function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return q + (n < 0n ? -1n : 1n);
  return q;
}

export type TraderStat = { user: string; pnl: bigint; volShares: bigint; volUsdc: bigint };

/** The window's lower bound (exclusive) in epoch seconds; -1 for all history. */
export function windowStart(period: Period, now: number): number {
  return period === 'all' ? -1 : now - PERIOD_SECONDS[period];
}

/** Category filter: undefined or 'overall' means every market; otherwise the market's category, case-insensitive. */
function categoryOf(category: string | undefined): string | undefined {
  const c = category?.trim().toLowerCase();
  return !c || c === 'overall' ? undefined : c;
}

const traderCaches = new WeakMap<Db, ReturnType<typeof createResultCache<Map<string, TraderStat>>>>();
const builderCaches = new WeakMap<Db, ReturnType<typeof createResultCache<Map<string, Map<string, BuilderStat>>>>>();

/**
 * A board is a pass over every fill in its window, so it is computed once per database state and
 * minute: rolling windows move with "now", and a minute is the resolution the boards are read at.
 */
const minuteOf = (now: number) => Math.floor(now / 60);

export function traderStats(db: Db, period: Period, now: number, category?: string): Map<string, TraderStat> {
  let cache = traderCaches.get(db);
  if (!cache) traderCaches.set(db, (cache = createResultCache(db)));
  return cache(`${period}|${categoryOf(category) ?? ''}|${minuteOf(now)}`, () => computeTraderStats(db, period, now, category));
}

function computeTraderStats(db: Db, period: Period, now: number, category?: string): Map<string, TraderStat> {
  const cat = categoryOf(category);
  const fills = windowFills(db, windowStart(period, now), now, cat);
  type Acc = { marked: bigint; fees: bigint; shares: bigint; usdc: bigint };
  const acc = new Map<string, Acc>();
  const at = (u: string) => {
    let a = acc.get(u);
    if (!a) acc.set(u, (a = { marked: 0n, fees: 0n, shares: 0n, usdc: 0n }));
    return a;
  };
  for (const f of fills) {
    const size = BigInt(f.size);
    const price = BigInt(f.price);
    const markMove = size * (BigInt(f.cur ?? f.price) - price);
    const takerBuys = f.taker_side === 'BUY';
    const t = at(f.taker);
    t.marked += takerBuys ? markMove : -markMove;
    t.fees += BigInt(f.taker_fee);
    t.shares += size;
    t.usdc += size * price;
    // a mint or merge is recorded against the exchange, which is no trader
    if (EXCHANGES.has(f.maker)) continue;
    const m = at(f.maker);
    m.marked += takerBuys ? -markMove : markMove;
    m.fees += BigInt(f.maker_fee);
    m.shares += size;
    m.usdc += size * price;
  }
  const out = new Map<string, TraderStat>();
  for (const [user, a] of acc) {
    out.set(user, { user, pnl: roundDiv(a.marked, MICRO) - a.fees, volShares: a.shares, volUsdc: roundDiv(a.usdc, MICRO) });
  }
  if (period === 'all') {
    // realized-only lifetime PnL: the positions ledger, which also covers users who never traded (splits, redeems)
    const realized = [
      ...(cat === COMBOS ? [] : realizedPnlByUser(db, cat)),
      ...(cat === undefined || cat === COMBOS ? createComboFigures(db).realizedByUser() : []),
    ];
    for (const s of out.values()) s.pnl = 0n;
    for (const r of realized) {
      const s = out.get(r.user) ?? { user: r.user, pnl: 0n, volShares: 0n, volUsdc: 0n };
      s.pnl += BigInt(r.pnl);
      out.set(r.user, s);
    }
  }
  return out;
}

export type Ranked<T> = { rank: number; row: T };

export type TraderOrder = 'pnl' | 'volShares' | 'volUsdc';
const rankings = new WeakMap<Map<string, TraderStat>, Map<TraderOrder, Ranked<TraderStat>[]>>();

/**
 * A board's ranking, sorted once per computed board: the stats map is itself cached until the next
 * write, so its identity keys the sort and a page request only slices. Volume boards leave out
 * wallets without volume in that unit.
 */
export function rankedTraders(stats: Map<string, TraderStat>, order: TraderOrder): Ranked<TraderStat>[] {
  let byOrder = rankings.get(stats);
  if (!byOrder) rankings.set(stats, (byOrder = new Map()));
  let ranked = byOrder.get(order);
  if (!ranked) {
    const rows = [...stats.values()];
    ranked = rankBy(
      order === 'pnl' ? rows : rows.filter((s) => s[order] > 0n),
      (s) => s[order],
      (s) => s.user,
    );
    byOrder.set(order, ranked);
  }
  return ranked;
}

/** Descending by key, ties by id ascending (stable paging); competition ranks: ties share, the next skips. */
export function rankBy<T>(rows: T[], key: (r: T) => bigint, id: (r: T) => string): Ranked<T>[] {
  const sorted = [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka > kb ? -1 : ka < kb ? 1 : id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0;
  });
  const out: Ranked<T>[] = [];
  for (const [i, row] of sorted.entries()) {
    const prev = out[i - 1];
    out.push({ rank: prev && key(prev.row) === key(row) ? prev.rank : i + 1, row });
  }
  return out;
}

export type BuilderStat = BuilderInfo & { volShares: bigint; volUsdc: bigint; activeUsers: number };

/**
 * Builder volume per bucket. Only codes of registered builders count (the zero code is "no builder").
 * active users = distinct makers (the reference's definition).
 */
export function builderStats(
  db: Db,
  from: number,
  to: number,
  bucketOf: (ts: number) => string,
  bucketName = 'custom',
): Map<string, Map<string, BuilderStat>> {
  let cache = builderCaches.get(db);
  if (!cache) builderCaches.set(db, (cache = createResultCache(db)));
  // an unnamed bucketing function cannot be told apart from another one, so it is never cached
  if (bucketName === 'custom') return computeBuilderStats(db, from, to, bucketOf);
  return cache(`${from < 0 ? from : minuteOf(from)}|${minuteOf(to)}|${bucketName}`, () => computeBuilderStats(db, from, to, bucketOf));
}

function computeBuilderStats(db: Db, from: number, to: number, bucketOf: (ts: number) => string): Map<string, Map<string, BuilderStat>> {
  const infos = new Map(builders(db).map((b) => [b.code, b]));
  const fills = builderFills(db, from, to);
  type Acc = { shares: bigint; usdc: bigint; makers: Set<string> };
  const acc = new Map<string, Map<string, Acc>>();
  for (const f of fills) {
    const bucket = bucketOf(f.ts);
    let byCode = acc.get(bucket);
    if (!byCode) acc.set(bucket, (byCode = new Map()));
    let a = byCode.get(f.builder_code);
    if (!a) byCode.set(f.builder_code, (a = { shares: 0n, usdc: 0n, makers: new Set() }));
    a.shares += BigInt(f.size);
    a.usdc += BigInt(f.size) * BigInt(f.price);
    if (!EXCHANGES.has(f.maker)) a.makers.add(f.maker);
  }
  const out = new Map<string, Map<string, BuilderStat>>();
  for (const [bucket, byCode] of acc) {
    const stats = new Map<string, BuilderStat>();
    for (const [code, a] of byCode) {
      stats.set(code, { ...infos.get(code)!, volShares: a.shares, volUsdc: roundDiv(a.usdc, MICRO), activeUsers: a.makers.size });
    }
    out.set(bucket, stats);
  }
  return out;
}

/** A bigint micro amount as the wire's number of units. */
export const units = (micro: bigint) => Number(micro) / 1e6;

const DAY = 86_400;
/** UTC bucket starts (YYYY-MM-DD): the day, the ISO week's Monday, the month, the year. */
export function bucketStart(ts: number, width: Period): string {
  const d = new Date(Math.floor(ts / DAY) * DAY * 1000);
  if (width === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (width === 'month') d.setUTCDate(1);
  if (width === 'all') d.setUTCMonth(0, 1);
  return d.toISOString().slice(0, 10);
}
