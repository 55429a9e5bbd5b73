import autocannon from 'autocannon';
import { cpuSeconds, type ServerHandle } from './server-process';

/*
 * The shared shape of every load step: each path once (checks it answers 200 and fills whatever the
 * service caches), a short warm-up, then the measured autocannon run with the service's CPU beside it.
 */

export type LoadStats = {
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Sent but not answered when the run ended (at most one per connection); their time is in no percentile. */
  unanswered: number;
  /** Share of one core the service used during the measured window; near 100 % = the service was the bottleneck. */
  serverCpuPercent?: number;
  /** The service was still working through warm-up requests after the drain bound, so a fresh one was started to measure on. */
  restarted: boolean;
};

export type ProbeResult = {
  total: number;
  /** Paths requested before the time budget ran out (the rest are still in the load rotation). */
  probed: number;
  timedOut: number;
  meanBytes: number;
  /** Median single-request time over the probed paths, nothing else running. */
  p50Ms: number;
  slowest: Timed[];
  /** The plan's representative paths, timed first. */
  samples: Timed[];
};

export type Timed = { path: string; ms: number; timedOut: boolean };

export type LoadRunOptions = {
  connections: number;
  durationS: number;
  log: (msg: string) => void;
  warmupS?: number;
  timeoutS?: number;
  /** Stops the busy service and starts a fresh one; without it a backlog is measured through. */
  restart?: () => Promise<ServerHandle>;
  /**
   * Each connection starts the rotation at its own place, evenly apart. Otherwise every connection
   * starts at the first path, so they all ask for the same path within moments of each other, and a
   * response cache answers all but the first.
   */
  staggered?: boolean;
};

/**
 * Each path once, one at a time, within a time budget, the representative `samples` first. Any status
 * but 200 is a broken bench path or a broken route, so it stops the step; a request slower than
 * `requestTimeoutMs` is only counted (the service still finishes it, so the next one may wait).
 */
export async function probePaths(
  base: string,
  paths: string[],
  budgetMs: number,
  samples: string[] = [],
  requestTimeoutMs = 30_000,
): Promise<ProbeResult> {
  const deadline = performance.now() + budgetMs;
  const times: Timed[] = [];
  let bytes = 0;
  let timedOut = 0;
  const sampled = new Set(samples);
  for (const path of [...samples, ...paths.filter((p) => !sampled.has(p))]) {
    if (performance.now() > deadline) break;
    const t = performance.now();
    try {
      const res = await fetch(base + path, { signal: AbortSignal.timeout(requestTimeoutMs) });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString('utf8', 0, 200)}`);
      bytes += body.byteLength;
      times.push({ path, ms: performance.now() - t, timedOut: false });
    } catch (err) {
      if (!(err instanceof Error && err.name === 'TimeoutError')) throw err;
      timedOut++;
      times.push({ path, ms: performance.now() - t, timedOut: true });
    }
  }
  const sorted = [...times].sort((a, b) => b.ms - a.ms);
  const ms = times.map((x) => x.ms).sort((a, b) => a - b);
  return {
    total: paths.length,
    probed: times.length,
    timedOut,
    meanBytes: times.length ? Math.round(bytes / Math.max(1, times.length - timedOut)) : 0,
    p50Ms: ms.length ? ms[Math.floor(ms.length / 2)]! : 0,
    slowest: sorted.slice(0, 5),
    samples: times.filter((x) => sampled.has(x.path)),
  };
}

/** Warm-up, then the measured run over the rotating paths (on a fresh service if the warm-up left a backlog). */
export async function loadRun(first: ServerHandle, paths: string[], o: LoadRunOptions): Promise<LoadStats & { server: ServerHandle }> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  let clients = 0;
  const setupClient = o.staggered
    ? (client: autocannon.Client) => {
        const start = Math.floor(((clients++ % o.connections) * requests.length) / o.connections);
        client.setRequests([...requests.slice(start), ...requests.slice(0, start)].map((r) => ({ ...r })));
      }
    : undefined;
  const warmupS = o.warmupS ?? 2;
  const timeout = o.timeoutS ?? 10;
  let server = first;
  o.log(`warm-up: ${warmupS} s, ${o.connections} connections`);
  await autocannon({ url: server.base, connections: o.connections, duration: warmupS, timeout, requests, setupClient });
  const drainBoundMs = 20_000;
  const restarted = !(await drain(server, drainBoundMs)) && o.restart !== undefined;
  if (restarted) {
    o.log(`  the service was still busy with warm-up requests after ${drainBoundMs / 1000} s; measuring on a fresh one`);
    server = await o.restart!();
  }

  o.log(`measuring: ${o.durationS} s, ${o.connections} connections, rotating ${paths.length} paths`);
  const cpuBefore = await cpuSeconds(server.pid);
  const wall = performance.now();
  clients = 0;
  const r = await autocannon({ url: server.base, connections: o.connections, duration: o.durationS, timeout, requests, setupClient });
  const cpuAfter = await cpuSeconds(server.pid);
  const elapsedS = (performance.now() - wall) / 1000;
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    unanswered: Math.max(0, r.requests.sent - r.requests.total - r.errors),
    serverCpuPercent: cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / elapsedS) * 100 : undefined,
    restarted,
    server,
  };
}

/**
 * Waits until the service answers its health route: autocannon drops its connections at the end of
 * a run, but the service still works through requests it had already read, and a slow route would
 * otherwise carry warm-up work into the measured window.
 */
async function drain(server: ServerHandle, boundMs: number): Promise<boolean> {
  const deadline = performance.now() + boundMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`${server.base}/data/`, {
        signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
      });
      await res.arrayBuffer();
      if (res.status === 200) return true;
    } catch {
      // timed out: still busy
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Deterministic shuffle (fixed-seed LCG), so every run rotates the same sequence. */
export function shuffle<T>(xs: T[]): void {
  let s = 42;
  for (let i = xs.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

/** Percentile of an ascending list (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
