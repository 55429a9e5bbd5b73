import type { Outcome } from './report';
import type { StreamStats, TradingResult } from './trading-load';

/* BENCHMARKS.md's "Trading service over HTTP" section and its target rows (bench/trading-load.ts). */

export const TRADING_TARGETS = {
  tradingOrdersPerSec: 500,
  tradingDurationS: 30,
  tradingCancelP99Ms: 20,
  tradingPositionsP99Ms: 50,
} as const;

const T = TRADING_TARGETS;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const failures = (s: StreamStats) => s.non2xx + s.errors + s.dropped;

const ORDERS_TEXT = `trading, POST /order ≥ ${T.tradingOrdersPerSec} orders/s sustained ${T.tradingDurationS} s over HTTP, signatures verified, no failures`;
const CANCEL_TEXT = `trading, DELETE /order p99 ≤ ${T.tradingCancelP99Ms} ms under the order stream`;
const POSITIONS_TEXT = `trading, GET /data/positions p99 ≤ ${T.tradingPositionsP99Ms} ms during the order stream`;

export function tradingTargetRows(o: Outcome<TradingResult>): string[] {
  if (!o.ok) return [ORDERS_TEXT, CANCEL_TEXT, POSITIONS_TEXT].map((t) => `| ${t} | not measured | n/a |`);
  const v = o.value;
  const ordersPass =
    v.durationS >= T.tradingDurationS &&
    v.orderRate >= T.tradingOrdersPerSec &&
    v.orders.achievedPerSec >= T.tradingOrdersPerSec * 0.99 &&
    failures(v.orders) === 0;
  const cancelPass = v.cancels.p99 <= T.tradingCancelP99Ms && failures(v.cancels) === 0 && v.cancels.ok > 0;
  const positionsPass = v.positions.p99 <= T.tradingPositionsP99Ms && failures(v.positions) === 0 && v.positions.ok > 0;
  return [
    `| ${ORDERS_TEXT} | ${num(v.orders.achievedPerSec)} orders/s of ${num(v.orderRate)} offered for ${v.durationS} s, p50 ${v.orders.p50} ms, p99 ${v.orders.p99} ms, ${num(failures(v.orders))} failures | ${verdict(ordersPass)} |`,
    `| ${CANCEL_TEXT} | p99 ${v.cancels.p99} ms (${num(v.cancels.ok)} cancels, ${num(failures(v.cancels))} failures) | ${verdict(cancelPass)} |`,
    `| ${POSITIONS_TEXT} | p99 ${v.positions.p99} ms (${num(v.positions.ok)} reads, ${num(failures(v.positions))} failures) | ${verdict(positionsPass)} |`,
  ];
}

const row = (name: string, rate: number, s: StreamStats) =>
  `| ${name} | ${num(rate)}/s | ${s.achievedPerSec.toFixed(0)}/s | ${s.p50} / ${s.p99} / ${s.maxMs} ms | ${num(s.ok)} | ${num(s.non2xx)} / ${num(s.errors)} / ${num(s.dropped)} |`;

export function tradingSection(o: Outcome<TradingResult>): string[] {
  const lines = ['## Trading service over HTTP', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const st = Object.entries(v.orders.statuses)
    .map(([k, n]) => `${k} ${num(n)}`)
    .join(', ');
  lines.push(
    `The real service (\`node --import tsx server/main.ts\`, demo dataset in a temporary DB_FILE, RATE_LIMIT=off, LIQUIDITY=off; ready after ${(v.startMs / 1000).toFixed(1)} s) on 127.0.0.1, driven by the bench process over keep-alive HTTP. ` +
      `${v.traders} traders funded by \`POST /clob/sandbox/faucet\`, each with an API key from \`POST /clob/auth/api-key\`; every request carries L2 headers (HMAC made at send time) and every order's EIP-712 signature is recovered by the service. ` +
      `${num(v.signedOrders)} orders were signed before the clock started (${v.signingS.toFixed(1)} s of client CPU), on ${v.markets} open markets (${v.negRiskMarkets} neg-risk).`,
    '',
    `Three open-loop streams at fixed rates run together for ${v.warmupS} s of warm-up and ${v.durationS} s measured: POST /order (half resting BUYs at 0.01–0.05, half pairs of BUYs on both outcomes from two traders that cross by minting: ${num(v.orders.resting)} resting and ${num(v.orders.crossing)} crossing in the measured window), ` +
      'DELETE /order of the oldest acknowledged resting order, and GET /data/positions of the traders in turn. Latency counts from each request\'s scheduled time, so a service that falls behind shows in it; "dropped" = not sent because 400 requests were already in flight.',
    '',
    '| stream | offered | achieved (2xx) | p50 / p99 / max | 2xx | non-2xx / errors / dropped |',
    '|---|---|---|---|---|---|',
    row('POST /order', v.orderRate, v.orders),
    row('DELETE /order', v.cancelRate, v.cancels),
    row('GET /data/positions', v.positionsRate, v.positions),
    '',
    `| fact | value |`,
    '|---|---|',
    `| order answers by status (warm-up included) | ${st || 'none'} |`,
    `| cancels answered not_canceled / slots with no resting order to cancel | ${num(v.cancels.notCanceled)} / ${num(v.cancels.starved)} |`,
    `| service CPU (all its threads) during the run | ${v.serverCpuPercent === undefined ? 'n/a' : `${v.serverCpuPercent.toFixed(0)} % of one core`} |`,
    `| bench process CPU during the run | ${v.clientCpuPercent.toFixed(0)} % of one core |`,
    ...[v.orders, v.cancels, v.positions].flatMap((s, k) =>
      s.sampleFailures.length
        ? [`| ${['orders', 'cancels', 'positions'][k]}: most frequent failures | ${s.sampleFailures.join('; ').replace(/\|/g, '\\|')} |`]
        : [],
    ),
    '',
  );
  if (v.ramp.length) {
    lines.push(
      `Ramp: the order stream alone, a few seconds per rate, stopping at the first rate not kept (achieved < 97 % of offered, p99 > 1 s, or any failure). Highest rate kept: ${v.maxSustained === undefined ? 'none' : `**${num(v.maxSustained)} orders/s**`}.`,
      '',
      '| offered | achieved | p50 / p99 | failures | kept |',
      '|---|---|---|---|---|',
      ...v.ramp.map(
        (s) =>
          `| ${num(s.offered)}/s | ${s.achieved.toFixed(0)}/s | ${s.p50} / ${s.p99} ms | ${num(s.failures)} | ${s.kept ? 'yes' : 'no'} |`,
      ),
      '',
    );
  }
  lines.push(
    'The bench shares the 2-core machine with the service. Signatures are checked on a worker thread (server/trading/orders/signer-thread.ts), started with the service: the first order of each signer is recovered and its public key kept, later orders are checked against the kept key with a precomputed table (signer-keys.ts). The EIP-712 hash, the L2 check, the engine, the SQLite transaction and the answer run on the event loop, so cancels and reads wait behind no signature check. Measured before the thread: cancel p99 74 ms, positions p99 75 ms, order p50 11 ms.',
    '',
  );
  return lines;
}
