import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './open-loop';
import { histogramBucket, receiverWorker } from './receiver-worker';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';

/*
 * The perps gateway's book fan-out: the real service (demo dataset in a temporary DB_FILE,
 * RATE_LIMIT=off, which also lifts the perps socket's per-IP limits; LIQUIDITY=off) on 127.0.0.1,
 * 1,000 sockets on /perps/v1/ws each subscribed to `book::6` (BTC), held by two worker threads
 * (perps-ws-receivers.ts). Nothing is sent: the makers requote as the index walks with real time,
 * and every 100 ms the gateway pushes a snapshot to each socket when the book moved, all of one
 * round stamped with one `ts`. Latency = receipt − ts, over every frame of the measured window.
 */

export type PerpsWsResult = {
  sockets: number;
  warmupS: number;
  durationS: number;
  openS: number;
  /** Snapshot rounds seen in the window (distinct ts) and frames that reached the sockets. */
  rounds: number;
  samples: number;
  /** rounds × sockets − samples: frames of a round some socket never got (a round at the window's edge may count). */
  missing: number;
  /** Sockets that got no frame in the window. */
  silentSockets: number;
  unexpectedCloses: number;
  p50: number;
  p99: number;
  maxMs: number;
  framesPerSocketPerSec: number;
  frameBytes: number;
  serverCpuPercent?: number;
  benchCpuPercent: number;
  loadAvgEnd: number[];
};

type Report = {
  hist: Uint32Array;
  samples: number;
  frames: number;
  bytes: number;
  rounds: number[];
  perSocket: number[];
  unexpectedCloses: number;
};

const receiver = () => receiverWorker(new URL('./perps-ws-receivers.ts', import.meta.url));

export async function measurePerpsWs(o: {
  sockets?: number;
  durationS?: number;
  warmupS?: number;
  log: (m: string) => void;
}): Promise<PerpsWsResult> {
  const sockets = o.sockets ?? 1_000;
  const durationS = o.durationS ?? 15;
  const warmupS = o.warmupS ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-perps-ws-'));
  let server: ServerHandle | undefined;
  const workers = [receiver(), receiver()];
  const bound = setTimeout(() => void server?.stop(), (durationS + warmupS + 240) * 1000);
  try {
    server = await startServer({
      env: { DATASET: 'demo', DB_FILE: join(dir, 'demo.sqlite'), LIQUIDITY: 'off', RATE_LIMIT: 'off' },
      timeoutMs: 180_000,
    });
    o.log(`service ready in ${(server.readyMs / 1000).toFixed(1)} s`);
    const wsBase = server.base.replace(/^http/, 'ws');
    const t0 = performance.now();
    const share = Math.ceil(sockets / workers.length);
    await Promise.all(workers.map((w, k) => w.ask({ type: 'open', base: wsBase, count: Math.min(share, sockets - k * share) }, 'opened')));
    const openS = (performance.now() - t0) / 1000;
    o.log(`${sockets} sockets subscribed to book::6 in ${openS.toFixed(1)} s`);
    await sleep(warmupS * 1000);

    workers.forEach((w) => w.post({ type: 'record', on: true }));
    const cpuBefore = await cpuSeconds(server.pid);
    const bench = process.cpuUsage();
    const wall = performance.now();
    await sleep(durationS * 1000);
    workers.forEach((w) => w.post({ type: 'record', on: false }));
    const seconds = (performance.now() - wall) / 1000;
    const cpuAfter = await cpuSeconds(server.pid);
    const mine = process.cpuUsage(bench);
    const reports = await Promise.all(workers.map((w) => w.ask<Report>({ type: 'report' }, 'report')));

    const hist = new Uint32Array(reports[0]!.hist.length);
    for (const r of reports) r.hist.forEach((n, i) => (hist[i]! += n));
    const sum = (f: (r: Report) => number) => reports.reduce((a, r) => a + f(r), 0);
    const samples = sum((r) => r.samples);
    const rounds = new Set(reports.flatMap((r) => r.rounds)).size;
    const perSocket = reports.flatMap((r) => r.perSocket);
    let maxMs = 0;
    hist.forEach((n, i) => n && (maxMs = i));
    const result: PerpsWsResult = {
      sockets,
      warmupS,
      durationS,
      openS,
      rounds,
      samples,
      missing: Math.max(0, rounds * sockets - samples),
      silentSockets: perSocket.filter((n) => n === 0).length,
      unexpectedCloses: sum((r) => r.unexpectedCloses),
      p50: histogramBucket(hist, samples, 0.5),
      p99: histogramBucket(hist, samples, 0.99),
      maxMs,
      framesPerSocketPerSec: samples / sockets / seconds,
      frameBytes:
        sum((r) => r.bytes) /
        Math.max(
          1,
          sum((r) => r.frames),
        ),
      serverCpuPercent: cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / seconds) * 100 : undefined,
      // the bench's own, socket threads included: on a 2-core machine they compete with the service
      benchCpuPercent: ((mine.user + mine.system) / 1e6 / seconds) * 100,
      loadAvgEnd: loadavg(),
    };
    o.log(
      `book fan-out: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${maxMs} ms over ${samples} frames (${rounds} rounds, ${result.missing} missing, ${result.silentSockets} silent sockets); ${result.framesPerSocketPerSec.toFixed(1)} frames/socket/s; CPU service ${result.serverCpuPercent?.toFixed(0)} %, bench ${result.benchCpuPercent.toFixed(0)} %`,
    );
    await Promise.all(workers.map((w) => w.ask({ type: 'close' }, 'closed')));
    return result;
  } finally {
    clearTimeout(bound);
    await Promise.all(workers.map((w) => w.worker.terminate()));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
