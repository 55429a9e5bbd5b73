import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runClosedLoop, type ClosedLoopResult } from './closed-loop';
import { runOpenLoop, sleep } from './open-loop';
import { histogramBucket, receiverWorker } from './receiver-worker';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';
import type { StreamStats } from './trading-load';
import { l2, pickMarkets, planOrders, setUp, type PlannedOrder } from './trading-setup';
import { measureIdleMemory, type MemoryResult } from './ws-memory';

/*
 * The WebSocket channels under load: the real service (demo dataset in a temporary DB_FILE,
 * RATE_LIMIT=off so one address may open 1,000 sockets, LIQUIDITY=off) on 127.0.0.1, 1,000 market
 * sockets each subscribed to every token of the traded markets (so every order reaches every
 * socket), held by two worker threads. While 200 signed orders/s stream over HTTP, each socket
 * times the first event naming an order (its price_change hash) against the order's HTTP answer.
 * Closed-loop runs of orders with the sockets following nothing and following every token, in
 * turns, give the matching throughput the subscribers cost; ws-memory.ts weighs an idle connection.
 */

export type WsOptions = {
  sockets?: number;
  orderRate?: number;
  durationS?: number;
  warmupS?: number;
  /** Orders per closed-loop throughput run. */
  throughputOrders?: number;
  /** Pairs of throughput runs (without, then with subscribers). */
  rounds?: number;
  concurrency?: number;
  /** The service's WS_FLUSH_MS (the least time between two sends of queued events); its default when unset. */
  flushMs?: number;
  /** The whole step's time bound. */
  boundS?: number;
  log: (msg: string) => void;
};

export type WsResult = {
  sockets: number;
  tokensPerSocket: number;
  markets: number;
  orderRate: number;
  durationS: number;
  warmupS: number;
  orders: StreamStats;
  latency: {
    samples: number;
    expected: number;
    missing: number;
    beforeAnswer: number;
    p50: number;
    p99: number;
    p999: number;
    maxMs: number;
  };
  frames: number;
  megabytes: number;
  unexpectedCloses: number;
  openS: number;
  memory: MemoryResult;
  /** The machine's load average when the step ended (1/5/15 min): other work on a shared machine shows here. */
  loadAvgEnd: number[];
  serverCpuPercent?: number;
  /** Closed-loop runs in turns; ratio = median with / median without. */
  throughput: { concurrency: number; orders: number; without: Throughput[]; with: Throughput[]; ratio: number };
  startMs: number;
};

/** A closed-loop run and the CPU each side used meanwhile (% of one core; the bench's includes its socket threads). */
type Throughput = ClosedLoopResult & { serverCpuPercent?: number; benchCpuPercent: number };

type Report = {
  hist: Uint32Array;
  samples: number;
  beforeAnswer: number;
  frames: number;
  bytes: number;
  missing: number;
  unexpectedCloses: number;
};

const receiver = () => receiverWorker(new URL('./ws-receivers.ts', import.meta.url));

/** Percentiles of a histogram of 0.1 ms buckets. */
const quantile = (hist: Uint32Array, total: number, q: number) => histogramBucket(hist, total, q) / 10;

function bounded<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the ws step passed its bound of ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export async function measureWs(o: WsOptions): Promise<WsResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-ws-'));
  let server: ServerHandle | undefined;
  const workers = [receiver(), receiver()];
  try {
    return await bounded(
      run(o, dir, workers, (s) => (server = s)),
      o.boundS ?? 600,
    );
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function run(
  o: WsOptions,
  dir: string,
  workers: ReturnType<typeof receiver>[],
  started: (s: ServerHandle) => void,
): Promise<WsResult> {
  const sockets = o.sockets ?? 1_000;
  // first, apart: what an idle subscribed connection weighs (ws-memory.ts), with a receiver of its own
  const weigher = receiver();
  const tokens = Array.from({ length: 16 }, (_, i) => String(10n ** 76n + BigInt(i)));
  const memory = await measureIdleMemory(weigher, sockets, tokens).finally(() => weigher.worker.terminate());
  o.log(`memory per idle subscribed connection: ${memory.perConnectionKiB.toFixed(1)} KiB (service heap + external after GC)`);
  const orderRate = o.orderRate ?? 200;
  const durationS = o.durationS ?? 20;
  const warmupS = o.warmupS ?? 3;
  const throughputOrders = o.throughputOrders ?? 3_000;
  const concurrency = o.concurrency ?? 32;
  const file = join(dir, 'demo.sqlite');
  const env: Record<string, string> = { DATASET: 'demo', DB_FILE: file, LIQUIDITY: 'off', RATE_LIMIT: 'off' };
  if (o.flushMs !== undefined) env.WS_FLUSH_MS = String(o.flushMs);
  const server = await startServer({ env, timeoutMs: 180_000 });
  started(server);
  o.log(`service ready in ${(server.readyMs / 1000).toFixed(1)} s (demo dataset in a temporary directory)`);
  const markets = pickMarkets(file, 8);
  const assets = markets.flatMap((m) => [m.token0, m.token1]);
  const traders = await setUp(server, 20, o.log);
  const streamCount = Math.ceil(orderRate * (durationS + warmupS)) + 4;
  const rounds = o.rounds ?? 3;
  // one more run first warms the service up (JIT, the signer thread's kept keys, the statement cache): not counted
  const total = streamCount + (1 + 2 * rounds) * throughputOrders;
  o.log(`signing ${total} orders on ${markets.length} markets before the clock starts`);
  const plan = await planOrders(traders, markets, total);
  const base = new URL(server.base);
  const request = (p: PlannedOrder) => ({
    method: 'POST',
    path: '/clob/order',
    headers: l2(p.trader, 'POST', '/order', p.body),
    body: p.body,
  });
  let used = streamCount;
  const throughput = async (what: string): Promise<Throughput> => {
    const slice = plan.slice(used, (used += throughputOrders));
    const cpu = await cpuSeconds(server.pid);
    const bench = process.cpuUsage();
    const r = await runClosedLoop(base, slice.length, (i) => request(slice[i]!), concurrency);
    const after = await cpuSeconds(server.pid);
    const mine = process.cpuUsage(bench);
    const serverCpuPercent = cpu !== undefined && after !== undefined ? ((after - cpu) / r.seconds) * 100 : undefined;
    const benchCpuPercent = ((mine.user + mine.system) / 1e6 / r.seconds) * 100;
    o.log(
      `throughput ${what}: ${r.perSec.toFixed(0)} orders/s (${r.ok} of ${r.sent} in ${r.seconds.toFixed(1)} s, ${r.failed} failed; CPU service ${serverCpuPercent?.toFixed(0)} %, bench ${benchCpuPercent.toFixed(0)} %)`,
    );
    return { ...r, serverCpuPercent, benchCpuPercent };
  };

  await throughput('warm-up (not counted)');
  const t0 = performance.now();
  const wsBase = server.base.replace(/^http/, 'ws');
  const share = Math.ceil(sockets / workers.length);
  await Promise.all(
    workers.map((w, k) => w.ask({ type: 'open', base: wsBase, count: Math.min(share, sockets - k * share), assets }, 'opened')),
  );
  const openS = (performance.now() - t0) / 1000;
  await sleep(1_000);
  o.log(`${sockets} sockets subscribed to ${assets.length} tokens in ${openS.toFixed(1)} s`);

  const warmCount = Math.ceil(orderRate * warmupS);
  workers.forEach((w) => w.post({ type: 'record', on: true }));
  const cpuBefore = await cpuSeconds(server.pid);
  const wall = performance.now();
  const [orders] = await runOpenLoop(
    base,
    [
      {
        name: 'orders',
        rate: orderRate,
        make: (i) => (i < streamCount ? request(plan[i]!) : undefined),
        onAnswer: (i, a) => {
          const at = performance.timeOrigin + performance.now();
          if (i < warmCount || 'error' in a || a.status !== 200) return;
          const id = (JSON.parse(a.body) as { orderID: string }).orderID;
          workers.forEach((w) => w.post({ type: 'answers', list: [[id, at]] }));
        },
      },
    ],
    warmupS + durationS,
    warmupS,
  );
  const cpuAfter = await cpuSeconds(server.pid);
  const serverCpuPercent =
    cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / ((performance.now() - wall) / 1000)) * 100 : undefined;
  await sleep(1_500);
  workers.forEach((w) => w.post({ type: 'record', on: false }));
  const reports = await Promise.all(workers.map((w) => w.ask<Report>({ type: 'report' }, 'report')));
  const hist = new Uint32Array(reports[0]!.hist.length);
  for (const r of reports) r.hist.forEach((n, i) => (hist[i]! += n));
  const sum = (f: (r: Report) => number) => reports.reduce((a, r) => a + f(r), 0);
  const samples = sum((r) => r.samples);
  const missing = sum((r) => r.missing);
  let max = 0;
  hist.forEach((n, i) => n && (max = i / 10));
  // an event that never came (conflated into a book, or lost) counts as later than any that did: the percentiles are over all pairs
  hist[hist.length - 1]! += missing;
  const latency = {
    samples,
    expected: orders!.ok * sockets,
    missing,
    beforeAnswer: sum((r) => r.beforeAnswer),
    p50: quantile(hist, samples + missing, 0.5),
    p99: quantile(hist, samples + missing, 0.99),
    p999: quantile(hist, samples + missing, 0.999),
    maxMs: max,
  };
  o.log(
    `orders: ${orders!.achievedPerSec.toFixed(0)}/s, HTTP p99 ${orders!.p99} ms; answer → event at each socket: p50 ${latency.p50} ms, p99 ${latency.p99} ms (${samples} samples, ${latency.missing} missing)`,
  );

  // with and without subscribers in turns, so a drift of the machine (other work, a warming JIT) falls on both alike;
  // "without": the same sockets, connected but following nothing
  const without: Throughput[] = [];
  const withSubs: Throughput[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(workers.map((w) => w.ask({ type: 'follow', on: false }, 'following')));
    without.push(await throughput(`round ${round + 1}, sockets following nothing`));
    await Promise.all(workers.map((w) => w.ask({ type: 'follow', on: true }, 'following')));
    withSubs.push(await throughput(`round ${round + 1}, ${sockets} subscribers`));
  }
  const final = await Promise.all(workers.map((w) => w.ask<Report>({ type: 'report' }, 'report')));
  const unexpectedCloses = final.reduce((a, r) => a + r.unexpectedCloses, 0);
  await Promise.all(workers.map((w) => w.ask({ type: 'close' }, 'closed')));
  const median = (xs: Throughput[]) => [...xs].sort((a, b) => a.perSec - b.perSec)[Math.floor(xs.length / 2)]!;
  return {
    sockets,
    tokensPerSocket: assets.length,
    markets: markets.length,
    orderRate,
    durationS,
    warmupS,
    orders: orders!,
    latency,
    frames: sum((r) => r.frames),
    megabytes: sum((r) => r.bytes) / 1e6,
    unexpectedCloses,
    openS,
    memory,
    loadAvgEnd: loadavg(),
    serverCpuPercent,
    throughput: { concurrency, orders: throughputOrders, without, with: withSubs, ratio: median(withSubs).perSec / median(without).perSec },
    startMs: server.readyMs,
  };
}
