import { performance } from 'node:perf_hooks';
import { Rng } from '../server/seed/rng';
import { MatchingEngine } from '../server/trading/engine/matching-engine';
import { ONE, type EngineOrder, type FillKind, type OrderType } from '../server/trading/engine/types';

/*
 * The matching engine in process, on one core: a deterministic stream (seeded Rng) over a few hundred
 * markets, mixing orders that rest near the mid, orders that cross it (GTC, FOK, FAK, both outcomes,
 * so TRADE, MINT and MERGE all happen), post-only and GTD orders, and cancels that keep the books from
 * growing without bound. The stream is built before the clock starts; a warm-up pass on a separate
 * engine lets V8 optimize first. Only submits count as orders; cancels are timed with them.
 */

export type MatchingResult = {
  markets: number;
  owners: number;
  orders: number;
  cancels: number;
  fills: number;
  fillsByKind: Record<FillKind, number>;
  rejected: number;
  restingAtEnd: number;
  seconds: number;
  ordersPerSec: number;
  /** True when the time bound stopped the run before the end of the stream. */
  bounded: boolean;
};

type Op = { order: EngineOrder } | { cancel: string };

const CENT = 10_000;

function buildStream(seed: number, markets: number, owners: number, orders: number): Op[] {
  const rng = Rng.fork(seed, 'bench-matching');
  const mids = Array.from({ length: markets }, () => rng.int(15, 85));
  const recent: string[] = [];
  const ops: Op[] = [];
  for (let n = 1; n <= orders; n++) {
    const m = rng.below(markets);
    // the mid drifts a cent now and then, so resting orders end up crossed by later ones
    if (rng.chance(0.02)) mids[m] = Math.min(90, Math.max(10, mids[m]! + (rng.chance(0.5) ? 1 : -1)));
    const mid = mids[m]!;
    const bid = rng.chance(0.5);
    const roll = rng.float();
    let type: OrderType = 'GTC';
    let cents: number;
    if (roll < 0.6) cents = bid ? mid - rng.int(1, 8) : mid + rng.int(1, 8);
    else {
      cents = bid ? mid + rng.int(0, 3) : mid - rng.int(0, 3);
      type = roll < 0.85 ? 'GTC' : roll < 0.93 ? 'FAK' : 'FOK';
    }
    if (type === 'GTC' && rng.chance(0.1)) type = 'GTD';
    const outcome = rng.chance(0.5) ? 1 : 0;
    const bookPrice = Math.min(99, Math.max(1, cents)) * CENT;
    const order: EngineOrder = {
      id: `o${n}`,
      seq: n,
      owner: `u${rng.below(owners)}`,
      market: `m${m}`,
      asset: `m${m}-${outcome}`,
      outcome,
      // outcome 1: a bid in outcome-0 terms is a SELL of outcome 1 at the complement
      side: bid === (outcome === 0) ? 'BUY' : 'SELL',
      price: outcome === 0 ? bookPrice : ONE - bookPrice,
      size: rng.int(1, 10_000) * CENT,
      type,
      postOnly: type === 'GTC' && roll < 0.6 && rng.chance(0.2),
      expiration: type === 'GTD' ? 1_000 + rng.int(1, 60) : 0,
    };
    ops.push({ order });
    if (type === 'GTC' || type === 'GTD') recent.push(order.id);
    if (recent.length > 0 && rng.chance(0.3)) {
      // cancel a random recent order (it may already have filled: the engine answers undefined)
      const i = rng.below(recent.length);
      ops.push({ cancel: recent[i]! });
      recent[i] = recent[recent.length - 1]!;
      recent.pop();
    }
  }
  return ops;
}

function replay(ops: Op[], boundMs: number, markets: number) {
  const e = new MatchingEngine();
  const fillsByKind: Record<FillKind, number> = { TRADE: 0, MINT: 0, MERGE: 0 };
  let orders = 0;
  let cancels = 0;
  let rejected = 0;
  let bounded = false;
  const t0 = performance.now();
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if ('cancel' in op) {
      e.cancel(op.cancel);
      cancels++;
    } else {
      orders++;
      // the clock runs one second per 2,000 orders, so GTD orders do expire during the stream
      const r = e.submit(op.order, 1_000 + Math.floor(orders / 2_000));
      if (r.rejected) rejected++;
      for (const f of r.fills) fillsByKind[f.kind]++;
    }
    if ((i & 1023) === 0 && performance.now() - t0 > boundMs) {
      bounded = true;
      break;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const restingAtEnd = Array.from({ length: markets }, (_, m) => e.ordersIn(`m${m}`).length).reduce((a, b) => a + b, 0);
  return { orders, cancels, rejected, fillsByKind, seconds, bounded, restingAtEnd };
}

export function measureMatching(opts: { orders?: number; boundS?: number; seed?: number; log?: (m: string) => void } = {}): MatchingResult {
  const markets = 300;
  const owners = 2_000;
  const n = opts.orders ?? 400_000;
  const ops = buildStream(opts.seed ?? 20_240_601, markets, owners, n);
  replay(ops.slice(0, 50_000), 5_000, markets);
  const r = replay(ops, (opts.boundS ?? 20) * 1000, markets);
  const fills = r.fillsByKind.TRADE + r.fillsByKind.MINT + r.fillsByKind.MERGE;
  const ordersPerSec = r.orders / r.seconds;
  opts.log?.(`matching: ${Math.round(ordersPerSec)} orders/s, ${r.orders} orders, ${fills} fills in ${r.seconds.toFixed(2)} s`);
  return { markets, owners, fills, ordersPerSec, ...r };
}
