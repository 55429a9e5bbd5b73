import { SERVICE_ARGS } from '../server/service-command';
import type { PerpsResult } from './perps-load';
import type { PerpsOrdersResult, PerpsOrdersRun } from './perps-orders';
import type { PerpsPassesResult } from './perps-passes';
import type { PerpsWsResult } from './perps-ws';
import type { Outcome } from './report';

/* BENCHMARKS.md's "Perps gateway" section and its target rows (bench/perps-load.ts; issue 31). */

export const PERPS_TARGETS = {
  perpsOrdersPerSec: 1_000,
  perpsOrdersGoalPerSec: 1_500,
  perpsPositions: 10_000,
  perpsPassMs: 100,
  perpsSockets: 1_000,
  perpsBookP99Ms: 100,
} as const;

const T = PERPS_TARGETS;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (x: number) => `${x.toFixed(1)} ms`;
const pct = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} %`);

const ORDERS_TEXT = `perps, Op-signed orders accepted over HTTP, one per request, closed loop: ≥ ${num(T.perpsOrdersPerSec)}/s (goal ${num(T.perpsOrdersGoalPerSec)})`;
const IDLE_TEXT = `perps, liquidation pass over ${num(T.perpsPositions)} open positions, none due: ≤ ${T.perpsPassMs} ms`;
const DUE_TEXT = `perps, liquidation pass over ${num(T.perpsPositions)} open positions, 1 % due: ≤ ${T.perpsPassMs} ms`;
const FUNDING_TEXT = `perps, hourly funding settlement over ${num(T.perpsPositions)} open positions: ≤ ${T.perpsPassMs} ms`;
const WS_TEXT = `perps, book snapshots fanned out to ${num(T.perpsSockets)} sockets: p99 ≤ ${T.perpsBookP99Ms} ms`;

const na = (text: string) => `| ${text} | not measured | n/a |`;

export function perpsTargetRows(o: Outcome<PerpsResult>): string[] {
  const r: Partial<PerpsResult> = o.ok ? o.value : {};
  const rows: string[] = [];
  if (r.orders?.ok) {
    const s = r.orders.value.single;
    const goal = s.perSec >= T.perpsOrdersGoalPerSec ? ', goal met' : '';
    rows.push(
      `| ${ORDERS_TEXT} | ${num(s.perSec)} orders/s${goal} (${num(s.ok)} in ${s.seconds.toFixed(1)} s), p50 ${s.p50} ms, p99 ${s.p99} ms, ${num(s.failed)} failures | ${verdict(s.perSec >= T.perpsOrdersPerSec && s.failed === 0)} |`,
    );
  } else rows.push(na(ORDERS_TEXT));
  if (r.passes?.ok) {
    const p = r.passes.value;
    const enough = p.positions >= T.perpsPositions;
    const row = (text: string, x: { medianMs: number }, extra: string) =>
      `| ${text} | median ${ms(x.medianMs)}${extra} | ${verdict(enough && x.medianMs <= T.perpsPassMs)} |`;
    rows.push(
      row(IDLE_TEXT, p.liquidationIdle, ''),
      row(DUE_TEXT, p.liquidationDue, ` (${num(p.liquidationDue.due)} due a run)`),
      row(FUNDING_TEXT, p.funding, ` (${num(p.funding.payments)} payments)`),
    );
  } else rows.push(na(IDLE_TEXT), na(DUE_TEXT), na(FUNDING_TEXT));
  if (r.ws?.ok) {
    const w = r.ws.value;
    const pass = w.sockets >= T.perpsSockets && w.p99 <= T.perpsBookP99Ms && w.missing === 0 && w.silentSockets === 0 && w.samples > 0;
    rows.push(
      `| ${WS_TEXT} | p50 ${w.p50} ms, p99 ${w.p99} ms over ${num(w.samples)} frames, ${num(w.missing)} missing | ${verdict(pass)} |`,
    );
  } else rows.push(na(WS_TEXT));
  return rows;
}

const ordersRow = (what: string, v: PerpsOrdersRun) =>
  `| ${what} | ${num(v.perSec)} | ${num(v.ok)} of ${num(v.planned)} signed (${num(v.sent)} requests) in ${v.seconds.toFixed(1)} s | ${v.p50} / ${v.p99} ms | ${num(v.failed)} | ${pct(v.serverCpuPercent)} / ${pct(v.benchCpuPercent)} | ${num(v.signUs)} µs |`;

function ordersPart(o: Outcome<PerpsOrdersResult>): string[] {
  const lines = ['### Op-signed orders over HTTP', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const failures = [...v.single.failures, ...v.batch.failures];
  lines.push(
    `The real service (\`node ${SERVICE_ARGS.join(' ')}\`, demo dataset in a temporary DB_FILE, RATE_LIMIT=off, LIQUIDITY=off; ready after ${(v.startMs / 1000).toFixed(1)} s) on 127.0.0.1. ` +
      `${v.single.accounts} accounts for each run, registered as the SDK does (owner-signed CreateProxy, then the loopback faucet: 1,000,000 pUSD each). ` +
      `Every order is a GTC post-only BUY of 0.001 BTC (iid 6) at 50–70 % of the index (${num(v.indexPrice)}), price step 1, so none matches and each rests; at most 1,000 per account (the open-order cap). ` +
      'All are signed before the clock starts (an Op over the msgpack of the compact op, EIP-712 hashed by viem and signed with native libsecp256k1). ' +
      `\`POST /perps/v1/trade/orders\`, closed loop with ${v.single.concurrency} in flight, until the time bound or the signed orders run out; an order counts only when its ack is \`{"status":"ok","oid":…}\`.`,
    '',
    '| run | accepted orders/s | orders | request p50 / p99 | failed requests | CPU, service / bench (one core = 100 %) | signing, per request |',
    '|---|---|---|---|---|---|---|',
    ordersRow('one order per request', v.single),
    ordersRow(`${v.batch.size} orders per request (informative)`, v.batch),
    '',
  );
  if (failures.length) lines.push('Failed requests (distinct answers):', '', ...failures.map((f) => `- ${f}`), '');
  if (v.batch.failed > 0 && v.batch.failures.every((f) => f.startsWith('no answer')))
    lines.push(
      "The batch run's timeouts: with the service's main thread saturated by requests of 50–100 ms each, some requests of the first wave were answered one at a time over the whole run while later requests on other connections went through (seen with a debug print of the closed loop's latencies, 2026-11-28); those still unanswered after 10 s count as failed.",
      '',
    );
  lines.push(
    "Where the service's time goes (a --cpu-prof of the service under this loop, taken apart from the run on 2026-11-28): about 45 % of its CPU is the per-order risk check (server/perps/orders/risk.ts `refusal` and `fitsMargin`, server/perps/account/portfolio.ts `orderMargin`), which walks every open order of the engine to find the account's and reads the leverage row once per open order of the account; so an order costs more the more orders its account and the engine hold, and the rate falls as a run goes on; a batch does not help, since each of its orders pays the same check. One thread (the service's event loop) runs every order; the CPU column shows how much of a core it got on this shared 2-core machine, where the bench and other work take the rest.",
    '',
  );
  return lines;
}

function passesPart(o: Outcome<PerpsPassesResult>): string[] {
  const lines = ['### Liquidation and funding passes', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const runs = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
  lines.push(
    `In the bench process: \`createPerpsApp\` over an in-memory database with the makers on and the clock held still (the index, the quotes and the mark stay put). ${num(v.positions)} accounts, each funded with 10,000 pUSD and holding a long 0.01 BTC position (isolated, 50×, the defaults) bought at the mark straight through the ledger (\`ledger.perps.fill\`) against the makers' account (built in ${v.setupS.toFixed(1)} s). ` +
      'Each pass is timed on its own after one untimed warm-up; the target is judged on the median.',
    '',
    '| pass | median | runs |',
    '|---|---|---|',
    `| liquidation pass (\`liquidationPass(ctx)\`), no position due | ${ms(v.liquidationIdle.medianMs)} | ${runs(v.liquidationIdle.runs)} |`,
    `| liquidation pass, ${num(v.liquidationDue.due)} fresh accounts due each run (isolated margin taken down to 85 % of the maintenance margin): flagged, orders cancelled, a reduce-only close sent (${num(v.liquidationDue.closes)} closes over the runs) | ${ms(v.liquidationDue.medianMs)} | ${runs(v.liquidationDue.runs)} |`,
    `| hourly funding settlement of BTC (\`fundingSettlement\`), rate 0.000000125, ${num(v.funding.payments)} payments through the ledger (the makers' position included) | ${ms(v.funding.medianMs)} | ${runs(v.funding.runs)} |`,
    '',
    "The closes of a due run stay in their taker delay (no timer runs between passes), so a later run skips those scopes as the gateway does while a close is pending. The gateway runs the liquidation pass before every request (the app's middleware), and the funding settlement once an hour from the market's sync. " +
      "Where the time goes (a --cpu-prof of this step, 2026-11-28): the funding settlement is one ledger transaction per position (the payer's collateral read, then the balance update, the movement row and the position's cumulative funding, each position committed on its own), about 8–9 µs a position; the liquidation pass is the portfolio figures of each account (its positions and leverage rows, the mark), about 5 µs an account.",
    '',
  );
  return lines;
}

function wsPart(o: Outcome<PerpsWsResult>): string[] {
  const lines = ['### Book fan-out over the WebSocket', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  lines.push(
    `The real service as above (RATE_LIMIT=off also lifts the perps socket's per-IP limits). ${num(v.sockets)} sockets on \`/perps/v1/ws\`, each subscribed to \`book::6\` (BTC), read by two worker threads of the bench process. Nothing is sent: the makers requote as the index walks with real time, and every 100 ms the gateway pushes a snapshot to each socket whose book moved, every push of one round stamped with the one \`ts\` taken when the round's timer fired. ` +
      `Latency per frame = receipt (Date.now() on the receiving thread) − the frame's \`ts\`, in 1 ms steps: the whole round's delay to that socket. ${v.durationS} s measured after ${v.warmupS} s of warm-up.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| round → socket, p50 / p99 / max | ${v.p50} / ${v.p99} / ${v.maxMs} ms |`,
    `| snapshot rounds / frames received / missing (rounds × sockets − frames) | ${num(v.rounds)} / ${num(v.samples)} / ${num(v.missing)} |`,
    `| frames per socket per second (mean frame ${num(v.frameBytes)} bytes) | ${v.framesPerSocketPerSec.toFixed(2)} |`,
    `| sockets that got no frame / closed by the service | ${num(v.silentSockets)} / ${num(v.unexpectedCloses)} |`,
    `| service CPU / bench CPU (its socket threads included) during the window | ${pct(v.serverCpuPercent)} / ${pct(v.benchCpuPercent)} of one core |`,
    `| ${num(v.sockets)} sockets opened and subscribed (first snapshot received) | ${v.openS.toFixed(1)} s |`,
    `| load average at the end (1/5/15 min; at the start: the machine table) | ${v.loadAvgEnd.map((x) => x.toFixed(2)).join(' / ')} |`,
    '',
  );
  return lines;
}

export function perpsSection(o: Outcome<PerpsResult>): string[] {
  const lines = ['## Perps gateway', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  return [...lines, ...ordersPart(o.value.orders), ...passesPart(o.value.passes), ...wsPart(o.value.ws)];
}
