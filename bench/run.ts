import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureStarts } from './cold-start';
import os from 'node:os';
import { machine } from './machine';
import { measureLongLists } from './long-lists';
import { measureMatching } from './matching';
import { measureTrading } from './trading-load';
import { measureMakersStart } from './makers-start';
import { measureTicketSign } from './ticket-sign';
import { measureWs } from './ws-fanout';
import { measurePerps } from './perps-load';
import { measureViews } from './views';
import { measurePositions } from './positions-load';
import { measureActivityWalk } from './activity-walk';
import { measureReader } from './reader-pace';
import { renderMarkdown, STEP_PLACES, TARGETS, type Outcome, type Report } from './report';
import { keepSkippedSections } from './report-merge';
import { measureRoute, ROUTE_NAMES, type RouteLoadResult, type RouteName } from './routes-load';
import { ROOT } from './server-process';

/*
 * `npm run bench`: cold/warm start, /data/positions under load on the large dataset, the issue-3 data
 * routes on the large dataset (trades, activity, holders, leaderboard under load; a /v2/activity cursor
 * walk; the history reader against the rate limits), the built app's bytes and LCP per view, and the
 * Activity view's long list in Chromium (DOM size, scroll frames, sort and filter at CPU ×4), the
 * matching engine in process (orders/s), the trading service over HTTP (signed orders, cancels and
 * positions reads as open-loop streams), and its WebSocket channels (1,000 subscribed sockets under an
 * order stream: latency to each socket, memory per connection, throughput with and without them), and
 * the perps gateway (Op-signed orders over HTTP, the liquidation and funding passes over 10,000
 * positions, the book fan-out to 1,000 sockets); writes BENCHMARKS.md, keeping the previous file's sections for steps left out with --only.
 * Everything runs on 127.0.0.1 and every step has a time bound.
 *
 * Flags: --only=starts,positions,trades,activity,holders,leaderboard,walk,reader,views,lists,matching,trading,makers,ticket,ws,perps (default: all)
 *        --view-runs=5 (runs per route and profile in the views step)
 *        --duration=10 (seconds of load per route)   --reader-duration=30 (seconds per reader case)
 *        --trading-duration=30 (seconds of the measured order stream)
 *        --ws-duration=20 (seconds of the measured order stream to the sockets)   --ws-bound=600 (seconds the ws step may take)
 *        --perps-orders-duration=10 (seconds of each closed loop of perps orders)   --perps-ws-duration=15 (seconds of book frames measured)
 *        --walk-bound=180 (seconds the cursor walk may take)   --v2-bound=300 (seconds the v2 positions cursor walks may take)
 *        --list-bound=300 (seconds the app's "Load full history" may take in the lists step)   --no-write
 * Env:   BENCH_START_TIMEOUT_S (default 1800): bound for generating the large dataset on first use
 *        (the positions and lists steps only; the other large-dataset steps refuse to generate it).
 */

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const STEPS = [
  'starts',
  'positions',
  ...ROUTE_NAMES,
  'walk',
  'reader',
  'views',
  'lists',
  'matching',
  'trading',
  'makers',
  'ticket',
  'ws',
  'perps',
];
const only = new Set((flag('only') ?? STEPS.join(',')).split(','));
const unknown = [...only].filter((x) => !STEPS.includes(x));
if (unknown.length) throw new Error(`unknown --only step ${unknown.join(', ')}; steps: ${STEPS.join(', ')}`);
const durationS = Number(flag('duration') ?? 10);
const viewRuns = Number(flag('view-runs') ?? 5);
const readerDurationS = Number(flag('reader-duration') ?? 30);
const walkBoundS = Number(flag('walk-bound') ?? 180);
const v2BoundS = Number(flag('v2-bound') ?? 300);
const listBoundS = Number(flag('list-bound') ?? 300);
const tradingDurationS = Number(flag('trading-duration') ?? 30);
const wsDurationS = Number(flag('ws-duration') ?? 20);
const wsBoundS = Number(flag('ws-bound') ?? 600);
const perpsOrdersS = Number(flag('perps-orders-duration') ?? 10);
const perpsWsS = Number(flag('perps-ws-duration') ?? 15);
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 1_800) * 1000;

const log = (msg: string) => console.log(`[bench] ${msg}`);

async function step<T>(name: string, enabled: boolean, run: () => Promise<T> | T): Promise<Outcome<T>> {
  if (!enabled) return { ok: false, why: 'skipped (--only)' };
  log(`— ${name}`);
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    log(`${name} failed: ${why}`);
    return { ok: false, why: `failed: ${why.split('\n')[0]}` };
  }
}

async function main() {
  const date = new Date();
  const info = machine();
  log(`${info.cpus} CPUs (${info.cpuModel}), ${info.memoryGiB.toFixed(1)} GiB, node ${info.node}`);

  const starts = await step('start of the service (demo dataset)', only.has('starts'), () => measureStarts(log));
  const positions = await step('GET /data/positions on the large dataset', only.has('positions'), () =>
    measurePositions({ durationS, connections: TARGETS.connections, startTimeoutMs, v2BoundS, log }),
  );
  const routes = {} as Record<RouteName, Outcome<RouteLoadResult>>;
  for (const name of ROUTE_NAMES) {
    routes[name] = await step(`GET ${name} on the large dataset`, only.has(name), () =>
      measureRoute(name, { durationS, connections: TARGETS.connections, log }),
    );
  }
  const walk = await step("/v2/activity cursor walk of the whale's history", only.has('walk'), () =>
    measureActivityWalk({ boundS: walkBoundS, log }),
  );
  const reader = await step('history reader against the rate limits', only.has('reader'), () =>
    measureReader({ durationS: readerDurationS, log }),
  );
  const views = await step('per-view bytes and LCP of the built app (demo dataset)', only.has('views'), () =>
    measureViews({ runs: viewRuns, log, loadAvg: () => os.loadavg() }),
  );
  const lists = await step("the Activity view's long list in Chromium (large dataset)", only.has('lists'), () =>
    measureLongLists({ loadBoundS: listBoundS, startTimeoutMs, log }),
  );
  const matching = await step('the matching engine in process', only.has('matching'), () => measureMatching({ log }));
  const trading = await step('the trading service over HTTP (POST /order, DELETE /order, positions)', only.has('trading'), () =>
    measureTrading({
      durationS: tradingDurationS,
      log,
    }),
  );
  const makers = await step("the synthetic makers' first round on the large dataset", only.has('makers'), () =>
    measureMakersStart({ log }),
  );
  const ticket = await step('the order ticket in Chromium (click to signing request)', only.has('ticket'), () =>
    measureTicketSign({ log }),
  );
  const ws = await step('the WebSocket channels (1,000 market sockets under an order stream)', only.has('ws'), () =>
    measureWs({ durationS: wsDurationS, boundS: wsBoundS, log }),
  );
  const perps = await step('the perps gateway (Op-signed orders, liquidation and funding passes, book fan-out)', only.has('perps'), () =>
    measurePerps({ ordersS: perpsOrdersS, wsS: perpsWsS, log }),
  );
  if (positions.ok) {
    const v = positions.value;
    log(`positions: ${Math.round(v.reqPerSec)} req/s, p50 ${v.p50} ms, p99 ${v.p99} ms, errors ${v.errors}, non-2xx ${v.non2xx}`);
    if (v.v2.ok) {
      const w = v.v2.value;
      log(`positions v2: sequential p99 ${w.seqP99.toFixed(1)} ms; ${Math.round(w.load.reqPerSec)} req/s, p99 ${w.load.p99} ms under load`);
    }
  }

  const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const report: Report = {
    command,
    date,
    machine: info,
    durationS,
    starts,
    positions,
    routes,
    walk,
    reader,
    views,
    lists,
    matching,
    trading,
    makers,
    ticket,
    ws,
    perps,
  };
  const file = join(ROOT, 'BENCHMARKS.md');
  const md = keepSkippedSections(renderMarkdown(report), existsSync(file) ? readFileSync(file, 'utf8') : undefined, STEP_PLACES, only);
  if (args.includes('--no-write')) console.log(md);
  else {
    writeFileSync(file, md);
    log('wrote BENCHMARKS.md');
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
