import { Agent, request } from 'node:http';
import { percentile } from './load-kit';
import type { StreamStats } from './trading-load';

/*
 * An open-loop load driver: streams of requests at fixed rates, each request sent at its scheduled
 * time whatever the answers before it, latency counted from that time, so a service falling behind
 * shows in the figures instead of slowing the load.
 */

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT = 400;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Answer = { status: number; body: string; ms: number } | { error: string; ms: number };

/** One request on a keep-alive agent; `ms` from the scheduled time `t0`. */
function send(
  agent: Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  t0: number,
) {
  return new Promise<Answer>((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers:
          body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - t0 }),
        );
        res.on('error', (err) => resolve({ error: err.message, ms: performance.now() - t0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ error: err.message, ms: performance.now() - t0 }));
    req.end(body);
  });
}

/** An open-loop stream: `rate` requests a second, each made by `make(i)` at its scheduled time. */
export type Stream = {
  name: string;
  rate: number;
  /** The i-th request, or undefined to skip this slot (nothing to send). */
  make: (i: number) => { method: string; path: string; headers: Record<string, string>; body?: string } | undefined;
  onAnswer?: (i: number, a: Answer) => void;
};

type Tally = {
  scheduled: number;
  ok: number;
  non2xx: number;
  errors: number;
  dropped: number;
  skipped: number;
  latencies: number[];
  failures: Map<string, number>;
};

const tally = (): Tally => ({ scheduled: 0, ok: 0, non2xx: 0, errors: 0, dropped: 0, skipped: 0, latencies: [], failures: new Map() });

/**
 * Runs the streams together for `seconds`; only requests scheduled after `measureFromS` count. Waits
 * for the answers of the last requests (each bounded by the request timeout).
 */
export async function runOpenLoop(base: URL, streams: Stream[], seconds: number, measureFromS: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const tallies = streams.map(() => tally());
  const next = streams.map(() => 0);
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const end = start + seconds * 1000;
  const measureFrom = start + measureFromS * 1000;
  while (performance.now() < end) {
    const now = performance.now();
    for (let s = 0; s < streams.length; s++) {
      const stream = streams[s]!;
      // the i-th request is due at start + i / rate; all those due by now go out in this turn
      for (;;) {
        const i = next[s]!;
        const due = start + (i * 1000) / stream.rate;
        if (due > now || due >= end) break;
        next[s] = i + 1;
        const t = due >= measureFrom ? tallies[s]! : undefined;
        if (t) t.scheduled++;
        if (inFlight >= MAX_IN_FLIGHT) {
          if (t) t.dropped++;
          continue;
        }
        const req = stream.make(i);
        if (!req) {
          if (t) t.skipped++;
          continue;
        }
        inFlight++;
        const p = send(agent, base, req.method, req.path, req.headers, req.body, due).then((a) => {
          inFlight--;
          pending.delete(p);
          stream.onAnswer?.(i, a);
          if (!t) return;
          t.latencies.push(a.ms);
          if ('error' in a) {
            t.errors++;
            t.failures.set(a.error, (t.failures.get(a.error) ?? 0) + 1);
          } else if (a.status >= 200 && a.status < 300) t.ok++;
          else {
            t.non2xx++;
            const key = `${a.status} ${a.body.slice(0, 160)}`;
            t.failures.set(key, (t.failures.get(key) ?? 0) + 1);
          }
        });
        pending.add(p);
      }
    }
    await sleep(1);
  }
  await Promise.all(pending);
  agent.destroy();
  const windowS = seconds - measureFromS;
  return tallies.map((t) => stats(t, windowS));
}

function stats(t: Tally, windowS: number): StreamStats & { skipped: number } {
  const sorted = t.latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    scheduled: t.scheduled - t.skipped,
    ok: t.ok,
    non2xx: t.non2xx,
    errors: t.errors,
    dropped: t.dropped,
    skipped: t.skipped,
    achievedPerSec: t.ok / windowS,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    sampleFailures: [...t.failures.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, n]) => `${n}× ${k}`),
  };
}
