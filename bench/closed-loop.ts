import { Agent, request } from 'node:http';

/*
 * A closed-loop driver: `concurrency` clients each send the next request as soon as their last one
 * is answered, so the rate achieved is what the service sustains (its throughput), not what was
 * offered. The WebSocket step measures orders/s this way with and without subscribers.
 */

export type Req = { method: string; path: string; headers: Record<string, string>; body: string };

export type ClosedLoopResult = { sent: number; ok: number; failed: number; seconds: number; perSec: number; p50: number; p99: number };

type Answer = { status: number; body: string };

function send(agent: Agent, base: URL, r: Req): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: { ...r.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(r.body);
  });
}

export type ClosedLoopOptions = {
  /** Stop sending after this many seconds (the count still bounds it). */
  seconds?: number;
  /** How many things an answer accomplished (a batch answers for many); default 1 for a 2xx, else 0. */
  done?: (a: Answer) => number;
};

/** Sends up to `count` requests (made at send time by `make`), `concurrency` at a time; `ok` counts what they accomplished. */
export async function runClosedLoop(
  base: URL,
  count: number,
  make: (i: number) => Req,
  concurrency: number,
  o: ClosedLoopOptions = {},
): Promise<ClosedLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const done = o.done ?? ((a: Answer) => (a.status >= 200 && a.status < 300 ? 1 : 0));
  let next = 0;
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const start = performance.now();
  const end = o.seconds === undefined ? Infinity : start + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && performance.now() < end) {
        const t0 = performance.now();
        const answer = await send(agent, base, make(next++));
        latencies.push(performance.now() - t0);
        const n = done(answer);
        if (n > 0) ok += n;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(latencies.length * q)] ?? 0) * 10) / 10;
  return { sent: next, ok, failed, seconds, perSec: ok / seconds, p50: at(0.5), p99: at(0.99) };
}
