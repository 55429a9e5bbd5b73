import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TRADER } from '../src/api/config';
import { runClosedLoop, type ClosedLoopResult } from './closed-loop';
import { topFrames, type Frame } from './cpu-profile';
import { runOpenLoop, sleep, type Stream } from './open-loop';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';
import { l2, pickMarkets, planResting, setUp, type PlannedOrder, type Trader } from './trading-setup';

/*
 * The trading service end to end over HTTP: the real server on the demo dataset (temporary DB_FILE,
 * RATE_LIMIT=off, LIQUIDITY=off), 20 traders funded by the sandbox faucet,
 * each with an API key. Every order is a resting BUY signed before the clock starts (signing is
 * client CPU on the same machine); the L2 HMAC is made at send time and every signature is checked.
 *   1. closed loop: 32 clients post orders back to back for 10 s (the service's throughput);
 *   2. open loop: 1,500 orders/s offered for 30 s, with cancels of acknowledged orders and
 *      /data/v2/positions reads beside them, latency counted from each request's scheduled time;
 *   3. batches: POST /orders of 15, 8 clients back to back for 5 s.
 */

export type StreamStats = {
  /** Requests scheduled (open loop) in the measured window. */
  scheduled: number;
  /** Answered 2xx. */
  ok: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Not sent: the client's in-flight bound was reached (the service had fallen behind). */
  dropped: number;
  /** Answers per second over the measured window. */
  achievedPerSec: number;
  p50: number;
  p99: number;
  maxMs: number;
  /** A few distinct non-2xx answers, for the report. */
  sampleFailures: string[];
};

export type TradingResult = {
  traders: number;
  markets: number;
  signedOrders: number;
  signingS: number;
  startMs: number;
  closed: ClosedLoopResult & { concurrency: number; cpuPercent?: number };
  open: {
    rate: number;
    durationS: number;
    orders: StreamStats;
    cancels: StreamStats & { notCanceled: number };
    positions: StreamStats;
    cpuPercent?: number;
  };
  batch: ClosedLoopResult & { size: number; concurrency: number };
  /** The busiest thread of a service under a 10 s closed loop, by self time. */
  frames: Frame[];
  profiledPerSec: number;
};

export type TradingOptions = { durationS?: number; log: (msg: string) => void };

const PROFILE_S = 10;
const CLOSED_S = 10;
const CLOSED_CONCURRENCY = 32;
const OPEN_RATE = 1_500;
const WARMUP_S = 3;
const BATCH = 15;
const BATCH_S = 5;
const BATCH_CONCURRENCY = 8;

const post = (p: PlannedOrder) => ({ method: 'POST', path: '/clob/order', headers: l2(p.trader, 'POST', '/order', p.body), body: p.body });

/** The desk takes resting orders back before it accepts orders and cancels (425 meanwhile): wait for a cancel to be answered. */
async function untilAccepting(server: ServerHandle, t: Trader): Promise<void> {
  const body = JSON.stringify({ orderID: `0x${'0'.repeat(64)}` });
  for (let tries = 0; tries < 600; tries++) {
    const res = await fetch(`${server.base}/clob/order`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', ...l2(t, 'DELETE', '/order', body) },
      body,
    });
    await res.arrayBuffer();
    if (res.status === 200) return;
    await sleep(50);
  }
  throw new Error('the service did not take orders within 30 s of starting');
}

async function cpuWhile<T>(server: ServerHandle, run: () => Promise<T>): Promise<{ value: T; cpuPercent?: number }> {
  const before = await cpuSeconds(server.pid);
  const t0 = performance.now();
  const value = await run();
  const after = await cpuSeconds(server.pid);
  const s = (performance.now() - t0) / 1000;
  return { value, cpuPercent: before !== undefined && after !== undefined ? ((after - before) / s) * 100 : undefined };
}

export async function measureTrading(o: TradingOptions): Promise<TradingResult> {
  const durationS = o.durationS ?? 30;
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-trading-'));
  const file = join(dir, 'demo.sqlite');
  let server: ServerHandle | undefined;
  try {
    // generated once; then a profiled service takes a short closed loop (its top frames), and an
    // unprofiled one on the same file (keys and resting orders kept) is measured against the targets
    const env = { DATASET: 'demo', DB_FILE: file, LIQUIDITY: 'off', RATE_LIMIT: 'off' };
    await (await startServer({ env, timeoutMs: 180_000 })).stop();
    server = await startServer({ env, timeoutMs: 60_000, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    const markets = pickMarkets(file, 8);
    const traders = await setUp(server, 20, o.log);

    // enough for every row at twice its target, so a fast service never runs dry
    const counts = {
      profile: 3_000 * PROFILE_S,
      closed: 3_000 * CLOSED_S,
      open: OPEN_RATE * (durationS + WARMUP_S) + 10,
      batch: 10_000 * BATCH_S,
    };
    const total = counts.profile + counts.closed + counts.open + counts.batch;
    o.log(`signing ${total.toLocaleString('en-US')} resting orders on ${markets.length} markets before the clock starts`);
    const t0 = performance.now();
    const plan = planResting(traders, markets, counts.profile + counts.closed + counts.open);
    // a batch is one key's: fifteen orders of one trader at a time
    const batchPlan = planResting(traders, markets, counts.batch, BATCH);
    const signingS = (performance.now() - t0) / 1000;
    const profilePlan = plan.slice(0, counts.profile);
    const closedPlan = plan.slice(counts.profile, counts.profile + counts.closed);
    const openPlan = plan.slice(counts.profile + counts.closed);
    o.log(`signed in ${signingS.toFixed(1)} s`);

    const profiled = await runClosedLoop(new URL(server.base), profilePlan.length, (i) => post(profilePlan[i]!), CLOSED_CONCURRENCY, {
      seconds: PROFILE_S,
    });
    o.log(`profiled closed loop: ${profiled.perSec.toFixed(0)} accepted/s under --cpu-prof`);
    await server.stop();
    const frames = topFrames(dir, 5);
    // the closed loop and the open loop each on a service started afresh over the same file (the
    // resting orders of the rows before kept), so the open loop does not pay for the garbage the
    // closed loop left to its first major GC
    const fresh = async () => {
      await server?.stop();
      server = await startServer({ env, timeoutMs: 60_000 });
      await untilAccepting(server, traders[0]!);
      return server;
    };
    const startMs = (await fresh()).readyMs;
    o.log(`service ready in ${(startMs / 1000).toFixed(1)} s with the profiled run's resting orders`);
    let base = new URL(server.base);

    const closedRun = await cpuWhile(server!, () =>
      runClosedLoop(base, closedPlan.length, (i) => post(closedPlan[i]!), CLOSED_CONCURRENCY, { seconds: CLOSED_S }),
    );
    const closed = { ...closedRun.value, concurrency: CLOSED_CONCURRENCY, cpuPercent: closedRun.cpuPercent };
    o.log(`closed loop: ${closed.perSec.toFixed(0)} accepted/s, p99 ${closed.p99} ms, ${closed.failed} failed`);
    base = new URL((await fresh()).base);

    const resting: { trader: Trader; id: string }[] = [];
    let notCanceled = 0;
    const orders: Stream = {
      name: 'orders',
      rate: OPEN_RATE,
      make: (i) => (openPlan[i] ? post(openPlan[i]) : undefined),
      onAnswer: (i, a) => {
        if ('error' in a || a.status !== 200) return;
        resting.push({ trader: openPlan[i]!.trader, id: (JSON.parse(a.body) as { orderID: string }).orderID });
      },
    };
    const cancels: Stream = {
      name: 'cancels',
      rate: 50,
      make: () => {
        const victim = resting.shift();
        if (!victim) return undefined;
        const body = JSON.stringify({ orderID: victim.id });
        return { method: 'DELETE', path: '/clob/order', headers: l2(victim.trader, 'DELETE', '/order', body), body };
      },
      onAnswer: (_i, a) => {
        if ('error' in a || a.status !== 200) return;
        notCanceled += Object.keys((JSON.parse(a.body) as { not_canceled?: object }).not_canceled ?? {}).length;
      },
    };
    const readers = [DEMO_TRADER.toLowerCase(), ...traders.map((t) => t.address.toLowerCase())];
    const positions: Stream = {
      name: 'positions',
      rate: 50,
      make: (i) => ({ method: 'GET', path: `/data/v2/positions?user=${readers[i % readers.length]!}&limit=50`, headers: {} }),
    };
    o.log(`open loop: ${OPEN_RATE} orders/s + 50 cancels/s + 50 positions reads/s for ${durationS} s after ${WARMUP_S} s of warm-up`);
    const openRun = await cpuWhile(server, () => runOpenLoop(base, [orders, cancels, positions], WARMUP_S + durationS, WARMUP_S));
    const [os, cs, ps] = openRun.value;
    const open = {
      rate: OPEN_RATE,
      durationS,
      orders: os!,
      cancels: { ...cs!, notCanceled },
      positions: ps!,
      cpuPercent: openRun.cpuPercent,
    };
    o.log(`open loop: orders ${os!.achievedPerSec.toFixed(0)}/s p99 ${os!.p99} ms; cancels p99 ${cs!.p99} ms; positions p99 ${ps!.p99} ms`);
    await sleep(1_000);

    const batches = Math.floor(batchPlan.length / BATCH);
    const batchBody = (k: number) => {
      const items = batchPlan.slice(k * BATCH, (k + 1) * BATCH);
      return { trader: items[0]!.trader, body: `[${items.map((p) => p.body).join(',')}]` };
    };
    const batch = await runClosedLoop(
      base,
      batches,
      (k) => {
        const b = batchBody(k);
        return { method: 'POST', path: '/clob/orders', headers: l2(b.trader, 'POST', '/orders', b.body), body: b.body };
      },
      BATCH_CONCURRENCY,
      {
        seconds: BATCH_S,
        done: (a) => (a.status === 200 ? (JSON.parse(a.body) as { success: boolean }[]).filter((r) => r.success).length : 0),
      },
    );
    o.log(`batches of ${BATCH}: ${batch.perSec.toFixed(0)} orders/s, p99 ${batch.p99} ms, ${batch.failed} failed`);
    return {
      traders: traders.length,
      markets: markets.length,
      signedOrders: total,
      signingS,
      startMs,
      closed,
      open,
      batch: { ...batch, size: BATCH, concurrency: BATCH_CONCURRENCY },
      frames,
      profiledPerSec: profiled.perSec,
    };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
