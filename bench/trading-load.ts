import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOpenLoop, sleep, type Stream } from './open-loop';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';
import { l2, pickMarkets, planOrders, setUp, type PlannedOrder, type Trader } from './trading-setup';

/*
 * The trading service end to end over HTTP: the real server on the demo dataset (temporary DB_FILE,
 * RATE_LIMIT=off, LIQUIDITY=off), ~20 traders funded by the sandbox faucet, each with an API key.
 * Every order is signed before the clock starts (signing costs client CPU on the same machine); the
 * L2 HMAC is made at send time. Three open-loop streams at fixed rates run together: POST /order (half
 * resting BUYs far below the market, half pairs of BUYs on both outcomes that cross by minting),
 * DELETE /order of acknowledged resting orders, and GET /data/positions of active traders. Latency is
 * counted from each request's scheduled time, so a client or service falling behind shows in it.
 * Then a short ramp of the order stream alone finds the highest rate the service keeps up with.
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

export type RampStep = { offered: number; achieved: number; p50: number; p99: number; failures: number; kept: boolean };

export type TradingResult = {
  traders: number;
  markets: number;
  negRiskMarkets: number;
  durationS: number;
  warmupS: number;
  orderRate: number;
  cancelRate: number;
  positionsRate: number;
  orders: StreamStats & { statuses: Record<string, number>; resting: number; crossing: number };
  cancels: StreamStats & { notCanceled: number; starved: number };
  positions: StreamStats;
  serverCpuPercent?: number;
  clientCpuPercent: number;
  signedOrders: number;
  signingS: number;
  ramp: RampStep[];
  /** The highest ramp rate kept (achieved ≥ 97 % of offered, p99 ≤ 1 s, no failures); undefined when none was. */
  maxSustained?: number;
  startMs: number;
};

export type TradingOptions = {
  durationS?: number;
  warmupS?: number;
  orderRate?: number;
  cancelRate?: number;
  positionsRate?: number;
  traders?: number;
  /** Rates of the ramp steps (orders/s, the order stream alone), each `rampStepS` long; [] skips the ramp. */
  ramp?: number[];
  rampStepS?: number;
  log: (msg: string) => void;
};

export async function measureTrading(o: TradingOptions): Promise<TradingResult> {
  const durationS = o.durationS ?? 30;
  const warmupS = o.warmupS ?? 3;
  const orderRate = o.orderRate ?? 500;
  const cancelRate = o.cancelRate ?? 50;
  const positionsRate = o.positionsRate ?? 50;
  const ramp = o.ramp ?? [200, 300, 400, 500, 600, 800, 1_000];
  const rampStepS = o.rampStepS ?? 4;
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-trading-'));
  const file = join(dir, 'demo.sqlite');
  let server: ServerHandle | undefined;
  try {
    server = await startServer({ env: { DATASET: 'demo', DB_FILE: file, LIQUIDITY: 'off', RATE_LIMIT: 'off' }, timeoutMs: 180_000 });
    const startMs = server.readyMs;
    o.log(`service ready in ${(startMs / 1000).toFixed(1)} s (demo dataset in a temporary directory)`);
    const markets = pickMarkets(file, 8);
    const traders = await setUp(server, o.traders ?? 20, o.log);

    const mainCount = Math.ceil(orderRate * (durationS + warmupS)) + 4;
    const rampCounts = ramp.map((r) => Math.ceil(r * rampStepS) + 4);
    const total = mainCount + rampCounts.reduce((a, b) => a + b, 0);
    o.log(
      `signing ${total} orders on ${markets.length} markets (${markets.filter((m) => m.negRisk).length} neg-risk) before the clock starts`,
    );
    const t0 = performance.now();
    const plan = await planOrders(traders, markets, total);
    const signingS = (performance.now() - t0) / 1000;
    o.log(`signed in ${signingS.toFixed(1)} s (${((signingS * 1000) / total).toFixed(2)} ms per order)`);

    const base = new URL(server.base);
    const mainPlan = plan.slice(0, mainCount);
    const resting: { trader: Trader; id: string }[] = [];
    const statuses: Record<string, number> = {};
    let notCanceled = 0;
    let starved = 0;
    const orderStream = (orders: PlannedOrder[], rate: number, track: boolean): Stream => ({
      name: 'orders',
      rate,
      make: (i) => {
        const p = orders[i];
        if (!p) return undefined;
        return { method: 'POST', path: '/clob/order', headers: l2(p.trader, 'POST', '/order', p.body), body: p.body };
      },
      onAnswer: (i, a) => {
        if (!track || 'error' in a || a.status !== 200) return;
        const r = JSON.parse(a.body) as { orderID: string; status: string };
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        const p = orders[i]!;
        if (p.kind === 'rest' && r.status === 'live') resting.push({ trader: p.trader, id: r.orderID });
      },
    });
    const cancelStream: Stream = {
      name: 'cancels',
      rate: cancelRate,
      make: () => {
        // the oldest acknowledged resting order not yet cancelled
        const victim = resting.shift();
        if (!victim) {
          starved++;
          return undefined;
        }
        const body = JSON.stringify({ orderID: victim.id });
        return { method: 'DELETE', path: '/clob/order', headers: l2(victim.trader, 'DELETE', '/order', body), body };
      },
      onAnswer: (_i, a) => {
        if ('error' in a || a.status !== 200) return;
        const r = JSON.parse(a.body) as { not_canceled: Record<string, string> };
        notCanceled += Object.keys(r.not_canceled ?? {}).length;
      },
    };
    const positionsStream: Stream = {
      name: 'positions',
      rate: positionsRate,
      make: (i) => ({ method: 'GET', path: `/data/positions?user=${traders[i % traders.length]!.address.toLowerCase()}`, headers: {} }),
    };

    o.log(
      `measuring: ${orderRate} orders/s + ${cancelRate} cancels/s + ${positionsRate} positions reads/s, open loop, ${durationS} s after a ${warmupS} s warm-up`,
    );
    const cpuBefore = await cpuSeconds(server.pid);
    const clientBefore = process.cpuUsage();
    const wall = performance.now();
    const [orders, cancels, positions] = await runOpenLoop(
      base,
      [orderStream(mainPlan, orderRate, true), cancelStream, positionsStream],
      warmupS + durationS,
      warmupS,
    );
    const elapsedS = (performance.now() - wall) / 1000;
    const cpuAfter = await cpuSeconds(server.pid);
    const client = process.cpuUsage(clientBefore);
    const serverCpuPercent = cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / elapsedS) * 100 : undefined;
    const clientCpuPercent = ((client.user + client.system) / 1e6 / elapsedS) * 100;
    const kinds = mainPlan.slice(Math.ceil(orderRate * warmupS));
    o.log(
      `orders: ${orders!.achievedPerSec.toFixed(0)}/s, p50 ${orders!.p50} ms, p99 ${orders!.p99} ms, non-2xx ${orders!.non2xx}, errors ${orders!.errors}, dropped ${orders!.dropped}`,
    );
    o.log(`cancels: p50 ${cancels!.p50} ms, p99 ${cancels!.p99} ms; positions: p50 ${positions!.p50} ms, p99 ${positions!.p99} ms`);
    o.log(`CPU: service ${serverCpuPercent?.toFixed(0) ?? 'n/a'} % of one core, bench process ${clientCpuPercent.toFixed(0)} %`);

    const steps: RampStep[] = [];
    let offset = mainCount;
    for (let k = 0; k < ramp.length; k++) {
      const rate = ramp[k]!;
      const slice = plan.slice(offset, offset + rampCounts[k]!);
      offset += rampCounts[k]!;
      await sleep(1_000);
      const [r] = await runOpenLoop(base, [orderStream(slice, rate, false)], rampStepS, 1);
      const failures = r!.non2xx + r!.errors + r!.dropped;
      const kept = r!.achievedPerSec >= rate * 0.97 && r!.p99 <= 1_000 && failures === 0;
      steps.push({ offered: rate, achieved: r!.achievedPerSec, p50: r!.p50, p99: r!.p99, failures, kept });
      o.log(
        `ramp ${rate}/s: ${r!.achievedPerSec.toFixed(0)}/s, p50 ${r!.p50} ms, p99 ${r!.p99} ms, failures ${failures}${kept ? '' : ' (not kept)'}`,
      );
      if (!kept) break;
    }
    const keptSteps = steps.filter((s) => s.kept);
    return {
      traders: traders.length,
      markets: markets.length,
      negRiskMarkets: markets.filter((m) => m.negRisk).length,
      durationS,
      warmupS,
      orderRate,
      cancelRate,
      positionsRate,
      orders: {
        ...orders!,
        statuses,
        resting: kinds.filter((p) => p.kind === 'rest').length,
        crossing: kinds.filter((p) => p.kind === 'cross').length,
      },
      cancels: { ...cancels!, notCanceled, starved },
      positions: positions!,
      serverCpuPercent,
      clientCpuPercent,
      signedOrders: total,
      signingS,
      ramp: steps,
      maxSustained: keptSteps.length ? keptSteps[keptSteps.length - 1]!.offered : undefined,
      startMs,
    };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
