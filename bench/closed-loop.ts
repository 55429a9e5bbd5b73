import { Agent, request } from 'node:http';

/*
 * A closed-loop driver: `concurrency` clients each send the next request as soon as their last one
 * is answered, so the rate achieved is what the service sustains (its throughput), not what was
 * offered. The WebSocket step measures orders/s this way with and without subscribers.
 */

export type Req = { method: string; path: string; headers: Record<string, string>; body: string };

export type ClosedLoopResult = { sent: number; ok: number; failed: number; seconds: number; perSec: number };

function send(agent: Agent, base: URL, r: Req): Promise<number> {
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
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end(r.body);
  });
}

/** Sends every request of `reqs` (made at send time by `make`), `concurrency` at a time. */
export async function runClosedLoop(base: URL, count: number, make: (i: number) => Req, concurrency: number): Promise<ClosedLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  let ok = 0;
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const status = await send(agent, base, make(next++));
        if (status >= 200 && status < 300) ok++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { sent: count, ok, failed, seconds, perSec: ok / seconds };
}
