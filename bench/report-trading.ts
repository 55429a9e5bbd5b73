import { SERVICE_ARGS } from '../server/service-command';
import type { Outcome } from './report';
import type { MakersStartResult } from './makers-start';
import type { StreamStats, TradingResult } from './trading-load';

/* BENCHMARKS.md's "Trading service over HTTP" section and its target rows (bench/trading-load.ts). */

export const TRADING_TARGETS = {
  tradingClosedPerSec: 1_500,
  tradingOpenRate: 1_500,
  tradingDurationS: 30,
  tradingOrderP99Ms: 50,
  tradingCancelP99Ms: 20,
  tradingPositionsP99Ms: 50,
  tradingBatchPerSec: 5_000,
} as const;

const T = TRADING_TARGETS;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const failures = (s: StreamStats) => s.non2xx + s.errors + s.dropped;

const TEXTS = [
  `trading, closed loop of 32 clients, pre-signed resting orders: ≥ ${num(T.tradingClosedPerSec)} accepted orders/s over 10 s, every signature checked, 0 failures`,
  `trading, ${num(T.tradingOpenRate)} orders/s offered for ${T.tradingDurationS} s: all accepted, p99 ≤ ${T.tradingOrderP99Ms} ms`,
  `trading, DELETE /order p99 ≤ ${T.tradingCancelP99Ms} ms under that stream`,
  `trading, GET /data/v2/positions p99 ≤ ${T.tradingPositionsP99Ms} ms under that stream`,
  `trading, batch POST /orders of 15: ≥ ${num(T.tradingBatchPerSec)} orders/s`,
];

export function tradingTargetRows(o: Outcome<TradingResult>): string[] {
  if (!o.ok) return TEXTS.map((t) => `| ${t} | not measured | n/a |`);
  const { closed, open, batch } = o.value;
  const allAccepted = open.orders.ok === open.orders.scheduled && failures(open.orders) === 0;
  const pass = [
    closed.perSec >= T.tradingClosedPerSec && closed.failed === 0 && closed.seconds >= 9.5,
    open.rate >= T.tradingOpenRate && open.durationS >= T.tradingDurationS && allAccepted && open.orders.p99 <= T.tradingOrderP99Ms,
    open.cancels.p99 <= T.tradingCancelP99Ms && failures(open.cancels) === 0 && open.cancels.ok > 0,
    open.positions.p99 <= T.tradingPositionsP99Ms && failures(open.positions) === 0 && open.positions.ok > 0,
    batch.perSec >= T.tradingBatchPerSec && batch.failed === 0,
  ];
  const measured = [
    `${num(closed.perSec)} accepted/s over ${closed.seconds.toFixed(1)} s (${num(closed.ok)} orders), p99 ${closed.p99} ms, ${num(closed.failed)} failures`,
    `${num(open.orders.ok)} of ${num(open.orders.scheduled)} accepted (${num(open.orders.achievedPerSec)}/s), p50 ${open.orders.p50} ms, p99 ${open.orders.p99} ms, ${num(failures(open.orders))} failures`,
    `p99 ${open.cancels.p99} ms (${num(open.cancels.ok)} cancels, ${num(failures(open.cancels))} failures)`,
    `p99 ${open.positions.p99} ms (${num(open.positions.ok)} reads, ${num(failures(open.positions))} failures)`,
    `${num(batch.perSec)} orders/s (${num(batch.ok)} orders in ${batch.seconds.toFixed(1)} s), batch p99 ${batch.p99} ms, ${num(batch.failed)} failures`,
  ];
  return TEXTS.map((t, k) => `| ${t} | ${measured[k]} | ${verdict(pass[k]!)} |`);
}

const row = (name: string, rate: number, s: StreamStats) =>
  `| ${name} | ${num(rate)}/s | ${s.achievedPerSec.toFixed(0)}/s | ${s.p50} / ${s.p99} / ${s.maxMs} ms | ${num(s.ok)} | ${num(s.non2xx)} / ${num(s.errors)} / ${num(s.dropped)} |`;

const cpu = (p: number | undefined) => (p === undefined ? 'n/a' : `${p.toFixed(0)} % of one core`);

export function tradingSection(o: Outcome<TradingResult>): string[] {
  const lines = ['## Trading service over HTTP', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  lines.push(
    `The real service (\`node ${SERVICE_ARGS.join(' ')}\`, demo dataset in a temporary DB_FILE, RATE_LIMIT=off, LIQUIDITY=off; ready after ${(v.startMs / 1000).toFixed(1)} s) on 127.0.0.1, driven by the bench process on the same machine over keep-alive HTTP. ` +
      `${v.traders} traders funded by \`POST /clob/sandbox/faucet\`, each with an API key from \`POST /clob/auth/api-key\`; every request carries L2 headers (HMAC made at send time) and the service recovers every order's EIP-712 signature. ` +
      `${num(v.signedOrders)} resting BUYs (5 shares at 0.01–0.05 on ${v.markets} open markets) were signed before the clock started (${v.signingS.toFixed(1)} s of client CPU, libsecp256k1). ` +
      'The closed loop and the open loop each run on a service started afresh over the same file (the resting orders of the rows before kept), so the open loop does not pay for the garbage the closed loop left to its first major GC; the batches follow the open loop on its service.',
    '',
    `**Closed loop**: ${v.closed.concurrency} clients, each posting its next order as soon as the last is answered, for 10 s: ${num(v.closed.perSec)} accepted orders/s, p99 ${v.closed.p99} ms, service CPU ${cpu(v.closed.cpuPercent)}.`,
    '',
    `**Open loop**: three streams at fixed rates for ${WARMUP_TEXT} then ${v.open.durationS} s measured; latency counts from each request's scheduled time, so a service that falls behind shows in it ("dropped" = not sent because 400 requests were already in flight). Service CPU ${cpu(v.open.cpuPercent)}.`,
    '',
    '| stream | offered | achieved (2xx) | p50 / p99 / max | 2xx | non-2xx / errors / dropped |',
    '|---|---|---|---|---|---|',
    row('POST /order', v.open.rate, v.open.orders),
    row('DELETE /order (oldest acknowledged order)', 50, v.open.cancels),
    row('GET /data/v2/positions (demo trader and the traders)', 50, v.open.positions),
    '',
    `Cancels answered not_canceled: ${num(v.open.cancels.notCanceled)}.`,
    ...[v.open.orders, v.open.cancels, v.open.positions].flatMap((s, k) =>
      s.sampleFailures.length
        ? [`${['Orders', 'Cancels', 'Positions'][k]}: most frequent failures: ${s.sampleFailures.join('; ').replace(/\|/g, '\\|')}.`]
        : [],
    ),
    '',
    `**Batches**: POST /orders of ${v.batch.size} resting orders of one trader, ${v.batch.concurrency} clients back to back for 5 s: ${num(v.batch.perSec)} orders/s, batch p99 ${v.batch.p99} ms.`,
    '',
    `**Where the service's time goes**: before the rows above, the same service started with \`--cpu-prof\` took a 10 s closed loop of 32 clients (${num(v.profiledPerSec)} accepted orders/s under the profiler); the top frames by self time of its busiest thread (the event loop), from V8's CPU profile, as shares of that thread's busy time over its whole run (start and set-up included). ` +
      "V8 charges a native method's time to its JS caller: `sqliteTransaction` is SQLite's BEGIN and COMMIT (the WAL writes), and the one-line store functions (`orders/store.ts`, `books/store.ts`) are SQLite executing the order's prepared statements.",
    '',
    '| frame | where | self time | share |',
    '|---|---|---|---|',
    ...v.frames.map((f) => `| \`${f.name}\` | ${f.where || 'native'} | ${num(f.selfMs)} ms | ${(f.share * 100).toFixed(1)} % |`),
    '',
  );
  return lines;
}

const WARMUP_TEXT = '3 s of warm-up';

const MAKERS_TEXT =
  'makers, first round on the large dataset: /clob/ok and a v2 positions page of the whale answer within 50 ms at all times from start';

export function makersTargetRow(o: Outcome<MakersStartResult>): string {
  if (!o.ok) return `| ${MAKERS_TEXT} | not measured | n/a |`;
  const { ok, positions, windowS } = o.value;
  const pass = ok.maxMs <= 50 && positions.maxMs <= 50 && ok.failures + positions.failures === 0 && ok.count > 0;
  return `| ${MAKERS_TEXT} | over ${windowS} s: /clob/ok max ${ok.maxMs} ms, positions p99 ${positions.p99} ms, max ${positions.maxMs} ms, ${ok.failures + positions.failures} failures | ${verdict(pass)} |`;
}

export function makersSection(o: Outcome<MakersStartResult>): string[] {
  const lines = ["## Synthetic makers' first round", ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const probe = (name: string, p: MakersStartResult['ok']) =>
    `| ${name} | ${num(p.count)} | ${p.p50} / ${p.p99} / ${p.maxMs} ms | ${num(p.failures)} |`;
  return [
    ...lines,
    `The service on the large dataset (\`DATASET=large\`, makers on, RATE_LIMIT=off; ready after ${(v.startMs / 1000).toFixed(1)} s) with the makers' live quotes withdrawn in the file first, so their first round quotes all ~6,000 active markets again (server/trading/liquidity/synthetic-makers.ts works in 8 ms slices that yield to I/O). From its first answer, one client asks, one request at a time with 20 ms between, for GET /clob/ok and a 50-row page of the whale's /data/v2/positions in turn, for ${v.windowS} s. The makers had ${num(v.quotesPlaced)} quotes resting at the end of the window.`,
    '',
    '| probe | answers | p50 / p99 / max | failures |',
    '|---|---|---|---|',
    probe('GET /clob/ok', v.ok),
    probe('GET /data/v2/positions (whale, 50 rows)', v.positions),
    '',
  ];
}
