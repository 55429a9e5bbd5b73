import { SERVICE_ARGS } from '../server/service-command';
import type { Outcome } from './report';
import type { WsResult } from './ws-fanout';

/* BENCHMARKS.md's "WebSocket channels" section and its target rows (bench/ws-fanout.ts). */

export const WS_TARGETS = { wsSockets: 1_000, wsOrderRate: 200, wsP99Ms: 100, wsThroughputLoss: 0.1 } as const;

const T = WS_TARGETS;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} %`);

const LATENCY_TEXT = `ws, ${num(T.wsSockets)} subscribed market sockets while ${T.wsOrderRate} orders/s stream: p99 from the order's HTTP answer to the event at each socket ≤ ${T.wsP99Ms} ms`;
const THROUGHPUT_TEXT = `ws, matching throughput (closed loop, orders/s) with ${num(T.wsSockets)} subscribers within ${T.wsThroughputLoss * 100} % of the figure without them`;

export function wsTargetRows(o: Outcome<WsResult>): string[] {
  if (!o.ok) return [LATENCY_TEXT, THROUGHPUT_TEXT].map((t) => `| ${t} | not measured | n/a |`);
  const v = o.value;
  const l = v.latency;
  const latencyPass =
    v.sockets >= T.wsSockets && v.orderRate >= T.wsOrderRate && l.p99 <= T.wsP99Ms && l.missing === 0 && l.samples >= l.expected;
  const median = (xs: { perSec: number }[]) => [...xs].sort((a, b) => a.perSec - b.perSec)[Math.floor(xs.length / 2)]!.perSec;
  return [
    `| ${LATENCY_TEXT} | p50 ${l.p50} ms, p99 ${l.p99} ms over ${num(l.samples)} (order, socket) pairs, ${num(l.missing)} events missing | ${verdict(latencyPass)} |`,
    `| ${THROUGHPUT_TEXT} | median ${num(median(v.throughput.with))} orders/s with, ${num(median(v.throughput.without))} without (${(v.throughput.ratio * 100).toFixed(0)} %) | ${verdict(v.throughput.ratio >= 1 - T.wsThroughputLoss)} |`,
  ];
}

export function wsSection(o: Outcome<WsResult>): string[] {
  const lines = ['## WebSocket channels', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const l = v.latency;
  const t = v.throughput;
  lines.push(
    `The real service (\`node ${SERVICE_ARGS.join(' ')}\`, demo dataset in a temporary DB_FILE, RATE_LIMIT=off so one address may hold ${num(v.sockets)} sockets, LIQUIDITY=off; ready after ${(v.startMs / 1000).toFixed(1)} s) on 127.0.0.1. ` +
      `${num(v.sockets)} sockets on \`/clob/ws/market\`, each subscribed to all ${v.tokensPerSocket} tokens of the ${v.markets} traded markets, so every order reaches every socket; they are read by two worker threads of the bench process, which find each order's hash in the frames with Buffer.indexOf and PING every 10 s. ` +
      `The orders are the trading step's mix (half resting BUYs, half pairs that cross by minting), signed before the clock starts, with L2 headers.`,
    '',
    `Latency: ${v.orderRate} orders/s open loop for ${v.durationS} s after ${v.warmupS} s of warm-up; for each order answered 200 in the measured window and each socket, the time from the HTTP answer reaching the bench to the first frame on that socket naming the order (the price_change its placement or match caused). Events that arrived before the answer count as 0 ms; events that never arrived (conflated into a book by a fan-out that fell behind) count as later than any that did, so the percentiles are over every (order, socket) pair. Clocks: performance.timeOrigin + now() on every thread.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| answer → event at each socket, p50 / p99 / p99.9 (missing = never) / max of those that came | ${l.p50} / ${l.p99} / ${l.p999} / ${l.maxMs} ms |`,
    `| (order, socket) pairs timed / expected / missing | ${num(l.samples)} / ${num(l.expected)} / ${num(l.missing)} |`,
    `| events that arrived before the HTTP answer | ${num(l.beforeAnswer)} |`,
    `| POST /order during the stream: achieved, p50 / p99 | ${v.orders.achievedPerSec.toFixed(0)}/s of ${v.orderRate}/s, ${v.orders.p50} / ${v.orders.p99} ms (${num(v.orders.non2xx + v.orders.errors + v.orders.dropped)} failures) |`,
    `| frames / data received by all sockets (whole run) | ${num(v.frames)} / ${num(v.megabytes)} MB |`,
    `| service CPU during the stream (all threads) | ${pct(v.serverCpuPercent)} of one core |`,
    `| sockets closed by the service | ${num(v.unexpectedCloses)} |`,
    `| load average at the end of the step (1/5/15 min; at the start: the machine table) | ${v.loadAvgEnd.map((x) => x.toFixed(2)).join(' / ')} |`,
    `| ${num(v.sockets)} sockets opened and subscribed (initial dump received) | ${v.openS.toFixed(1)} s |`,
    `| **memory per idle subscribed connection** (the service's JS heap + the C++ memory it holds, after a full GC, before and after ${num(v.memory.sockets)} sockets subscribed to 16 tokens each; in process, clients on a worker thread) | ${v.memory.perConnectionKiB.toFixed(1)} KiB (${v.memory.heapBeforeMiB.toFixed(1)} → ${v.memory.heapAfterMiB.toFixed(1)} MiB) |`,
    '',
    `Throughput: closed loop, ${t.concurrency} requests in flight, ${num(t.orders)} orders a run, after one uncounted warm-up run; runs in turns, the same ${num(v.sockets)} sockets either following nothing ("without") or every token ("with"), so drift of the machine falls on both alike. Judged on the medians.`,
    '',
    '| run | without: orders/s (service / bench CPU) | with: orders/s (service / bench CPU) |',
    '|---|---|---|',
    ...t.without.map(
      (w, i) =>
        `| ${i + 1} | ${w.perSec.toFixed(0)} (${pct(w.serverCpuPercent)} / ${pct(w.benchCpuPercent)}) | ${t.with[i]!.perSec.toFixed(0)} (${pct(t.with[i]!.serverCpuPercent)} / ${pct(t.with[i]!.benchCpuPercent)}) |`,
    ),
    '',
    "How the service keeps subscribers off the matching path (server/trading/ws/): events are built right after each commit and queued; sending happens on later turns of the event loop, each subscriber getting one frame per flush (events serialized once, frames shared by sockets that follow the same tokens, a book superseded within the flush dropped). Flushes are at least 25 ms apart and spaced so that sending takes no more of the event loop than the rest of the service leaves, never less than 5 %; a flush that falls more than 150 ms behind sends the touched tokens' current books instead of the backlog (conflated: the orders it covers count as missing above). A write to a loopback socket costs about 8 µs of CPU on this machine up to a few KB, so 1,000 sockets cost about 8 ms a flush. The bench reads the sockets on the same 2 cores as the service and its signature thread.",
    '',
  );
  return lines;
}
