import type { WalkResult } from './activity-walk';
import type { ReaderCase, ReaderResult } from './reader-pace';
import type { Outcome } from './report';
import type { RouteLoadResult, RouteName } from './routes-load';

/* BENCHMARKS.md sections and target rows of the issue-3 data routes (bench/routes-load.ts, activity-walk.ts, reader-pace.ts). */

export const ROUTE_TARGETS = {
  routeReqPerSec: 2_000,
  routeP99Ms: 50,
  /** The history reader against the local /trades limit: share of the limit's bound, with no 429. */
  readerShareOfBound: 0.9,
} as const;

export const ROUTE_TITLES: Record<RouteName, string> = {
  trades: 'GET /data/trades',
  activity: 'GET /data/activity',
  holders: 'GET /data/holders',
  leaderboard: 'GET /data/v1/leaderboard',
};

const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const ms0 = (ms: number) => `${ms.toFixed(0)} ms`;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const num = (n: number) => n.toLocaleString('en-US');
const short = (id: string) => `${id.slice(0, 10)}…${id.slice(-4)}`;

function pageNote(v: RouteLoadResult): string {
  return v.pageRows === 100 ? '100-row pages' : `${v.pageRows}-row pages (the route's maximum; it serves no 100-row page)`;
}

export function routeTargetRow(name: RouteName, o: Outcome<RouteLoadResult>): string {
  const t = ROUTE_TARGETS;
  const target = (pages: string) =>
    `${ROUTE_TITLES[name]} ≥ ${num(t.routeReqPerSec)} req/s at p99 ≤ ${t.routeP99Ms} ms, ${pages}, no errors`;
  if (!o.ok)
    return `| ${target(name === 'holders' ? '20-row pages' : name === 'leaderboard' ? '50-row pages' : '100-row pages')} | not measured | n/a |`;
  const v = o.value;
  const l = v.load;
  const failures = l.errors + l.non2xx;
  const pass = l.requests > 0 && l.reqPerSec >= t.routeReqPerSec && l.p99 <= t.routeP99Ms && failures === 0;
  const p99 = l.requests ? `p99 ${l.p99} ms` : 'no request answered within the run';
  return `| ${target(`${v.pageRows}-row pages, ${v.connections} connections`)} | ${Math.round(l.reqPerSec)} req/s, ${p99}, ${failures} errors (${l.timeouts} timeouts) | ${verdict(pass)} |`;
}

export function routeSection(name: RouteName, o: Outcome<RouteLoadResult>, durationS: number): string[] {
  const lines = [`## ${ROUTE_TITLES[name]} under load`, ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const l = v.load;
  const p = v.probe;
  lines.push(
    `autocannon in the bench process, ${v.connections} connections, ${durationS} s measured after a 2 s warm-up, against the service on the LARGE dataset (rate limits off; its own process, ready after ${(v.startMs / 1000).toFixed(2)} s).`,
    `Requests rotate over ${v.paths} distinct paths, ${pageNote(v)}:`,
    '',
    ...v.mix.map((m) => `- ${m}`),
    '',
  );
  if (v.users.length) {
    lines.push(
      '| user | role | open positions | fills (either side) | taker fills | activity rows |',
      '|---|---|---|---|---|---|',
      ...v.users.map(
        (u) => `| \`${u.address}\` | ${u.role} | ${num(u.positions)} | ${num(u.fills)} | ${num(u.takerFills)} | ${num(u.activity)} |`,
      ),
      '',
    );
  }
  if (v.markets.length) {
    const what = name === 'holders' ? 'holders (open positions)' : 'fills';
    lines.push(
      `| market | role | ${what} |`,
      '|---|---|---|',
      ...v.markets.map((m) => `| \`${m.conditionId}\` | ${m.role} | ${num(m.count)} |`),
      '',
    );
  }
  lines.push(
    '| metric | value |',
    '|---|---|',
    `| requests/s (mean of 1 s samples) | ${Math.round(l.reqPerSec)} |`,
    `| latency p50 / p97.5 / p99 / max (answered requests) | ${l.requests ? `${l.p50} / ${l.p97_5} / ${l.p99} / ${l.maxMs} ms` : 'n/a: no request was answered within the run'} |`,
    `| requests answered | ${num(l.requests)} |`,
    `| sent but unanswered when the run ended (not in the percentiles) | ${num(l.unanswered)} |`,
    `| errors / timeouts (10 s) / non-2xx | ${l.errors} / ${l.timeouts} / ${l.non2xx} |`,
    `| mean response size | ${(p.meanBytes / 1024).toFixed(1)} KiB |`,
    `| service CPU during the run | ${l.serverCpuPercent === undefined ? 'n/a' : `${l.serverCpuPercent.toFixed(0)} % of one core`} |`,
    `| each path once, alone (before the warm-up) | ${p.probed} of ${p.total} paths within the time budget, median ${ms0(p.p50Ms)}${p.timedOut ? `, ${p.timedOut} over 30 s` : ''} |`,
    '',
  );
  const timed = (x: { ms: number; timedOut: boolean }) => (x.timedOut ? `over ${ms0(x.ms)} (gave up)` : ms0(x.ms));
  if (v.samples.length) {
    lines.push(
      'Single requests, alone, before any load:',
      '',
      '| request | time |',
      '|---|---|',
      ...v.samples.map((x) => `| ${x.label} | ${timed(x)} |`),
      '',
    );
  }
  if (p.slowest.length) {
    lines.push(
      'Slowest paths of the rotation, each alone:',
      '',
      '| path | time |',
      '|---|---|',
      ...p.slowest.map((x) => `| \`${x.path}\` | ${timed(x)} |`),
      '',
    );
  }
  if (l.restarted)
    lines.push(
      'The service was still working through warm-up requests 20 s after the warm-up ended (autocannon drops its connections, the service still answers what it has read), so the measured run went to a fresh service process on the same, OS-cached, file.',
      '',
    );
  return lines;
}

export function walkTargetRow(o: Outcome<WalkResult>): string {
  const target = "/data/v2/activity cursor walk returns every one of the whale's ledger rows, newest first";
  if (!o.ok) return `| ${target} | not measured | n/a |`;
  const v = o.value;
  const pass = v.complete && v.ordered && v.rows === v.dbRows;
  return `| ${target} | ${num(v.rows)} of ${num(v.dbRows)} rows in ${(v.ms / 1000).toFixed(1)} s (${num(Math.round(v.rowsPerSec))} rows/s) | ${verdict(pass)} |`;
}

export function walkSection(o: Outcome<WalkResult>): string[] {
  const lines = ["## Cursor walk of the whale's activity (/data/v2/activity)", ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  lines.push(
    `One client follows \`pagination.next_cursor\` from \`GET /data/v2/activity?user=${v.user}&limit=${v.pageLimit}&start=${v.start}&end=${v.end}&exclude_deposits_withdrawals=false\` until \`has_more\` is false, one request at a time, against the service on the LARGE dataset (rate limits off; ready after ${(v.startMs / 1000).toFixed(2)} s). A positive start on a user-scoped request is the whole history; ${v.pageLimit} is the route's largest page.`,
    '',
    '| metric | value |',
    '|---|---|',
    `| pages | ${num(v.pages)} |`,
    `| rows received / the whale's rows in the database (same window) | ${num(v.rows)} / ${num(v.dbRows)} (${v.rows === v.dbRows ? 'equal' : 'DIFFERENT'}) |`,
    `| walk finished (has_more false) | ${v.complete ? 'yes' : 'no: stopped at the time bound'} |`,
    `| timestamps newest first across all pages | ${v.ordered ? 'yes' : 'NO'} |`,
    `| time | ${(v.ms / 1000).toFixed(2)} s |`,
    `| rows/s | ${num(Math.round(v.rowsPerSec))} |`,
    `| page latency p50 / p99 / max | ${ms0(v.pageP50Ms)} / ${ms0(v.pageP99Ms)} / ${ms0(v.pageMaxMs)} |`,
    `| transferred | ${v.mbTransferred.toFixed(1)} MiB |`,
    '',
  );
  return lines;
}

const share = (r: ReaderResult, c: ReaderCase) => c.reqPerSec / r.boundPerSec;

export function readerTargetRows(o: Outcome<ReaderResult>): string[] {
  const target = (role: string) =>
    `history reader (${role}'s trades) ≥ ${ROUTE_TARGETS.readerShareOfBound * 100} % of the /trades bound with zero 429s`;
  if (!o.ok) return [`| ${target('whale')} | not measured | n/a |`];
  const r = o.value;
  return r.cases.map((c) => {
    const pass = share(r, c) >= ROUTE_TARGETS.readerShareOfBound && c.status429 === 0 && !c.error;
    return `| ${target(c.role)} | ${c.reqPerSec.toFixed(2)} of ${r.boundPerSec} req/s = ${pct(share(r, c))}, ${c.status429} × 429${c.error ? ', stopped by an error' : ''} | ${verdict(pass)} |`;
  });
}

export function readerSection(o: Outcome<ReaderResult>): string[] {
  const lines = ['## History reader against the local rate limits', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const r = o.value;
  const d = r.cases[0]?.durationS ?? 0;
  lines.push(
    "`readFullHistory('trades', …)` (src/api/data/history-reader.ts) through the app's data client (`createDataApi`: one transport with the client limiter's DATA_SERVICE_RULES and full-jitter retry), against the service on the LARGE dataset with its rate limits ON. " +
      `The service's /trades rule is ${r.serverRule} (bound ${r.boundPerSec} req/s); the client's is ${r.clientRule} (${r.clientPerSec} req/s). ` +
      `Each case reads for ${d} s in its own service process with the reader's default 500-row pages; a read that finishes starts over. Page time runs from the request being sent to the page being validated by the client. req/s counts every request sent (retries included) over ${windowsNote(d)}; "peak" is the most sent in any 10 s window, what the service's window counts.`,
    '',
    "| case | user | fills per read | page | requests (req/s) | share of bound | peak per 10 s | 429s | other failures | reads finished (exact) | rows/s | page time mean / p50 / p99 / max | one reader's ceiling (1000 / mean page time) | waiting for the limiter | service CPU |",
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.cases.map(
      (c) =>
        `| ${c.role}${
          Object.keys(c.query).length
            ? ` (${Object.entries(c.query)
                .map(([k, v]) => `${k}=${v}`)
                .join(', ')})`
            : ''
        } | \`${short(c.user)}\` | ${num(c.expectedRows)} | ${c.pageSize} | ${c.requests} (${c.reqPerSec.toFixed(2)}) | ${pct(share(r, c))} | ${c.peak10s} | ${c.status429} | ${c.otherFailures} | ${c.completedReads} (${c.completedReads === 0 ? 'n/a' : c.readsExact ? 'yes' : 'NO'}) | ${num(Math.round(c.rowsPerSec))} | ${ms0(c.pageMeanMs)} / ${ms0(c.pageP50Ms)} / ${ms0(c.pageP99Ms)} / ${ms0(c.pageMaxMs)} | ${c.ceilingPerSec.toFixed(1)} req/s | ${pct(c.limiterWaitShare)} | ${c.serverCpuPercent === undefined ? 'n/a' : `${c.serverCpuPercent.toFixed(0)} %`} |`,
    ),
    '',
  );
  for (const c of r.cases) {
    if (c.error) lines.push(`- ${c.role}: the read stopped early: ${c.error}`);
    lines.push(
      c.ceilingPerSec < r.clientPerSec
        ? `- ${c.role}: bound by the time per page, not by the limits: one reader taking ${ms0(c.pageMeanMs)} per page (service answer plus the client's validation) cannot send more than ${c.ceilingPerSec.toFixed(1)} req/s.`
        : `- ${c.role}: bound by the client limiter (pages take ${ms0(c.pageMeanMs)}, room for ${c.ceilingPerSec.toFixed(0)} req/s; ${pct(c.limiterWaitShare)} of the time spent waiting for a slot).`,
    );
  }
  lines.push(
    '',
    `The client's /trades rule is ${pct(r.clientPerSec / r.boundPerSec)} of the service's, so a reader paced by it can reach ${pct(r.clientPerSec / r.boundPerSec)} of the bound at best, and only while every answer is instant: the ≥ ${ROUTE_TARGETS.readerShareOfBound * 100} % target sits exactly on that ceiling and cannot be passed with margin. ` +
      "Passing it with margin needs the client's rule above 90 % (for example 190 per 10 s, 95 %, leaving the service's one-second hold to absorb clock skew) in src/api/client-rate-limiter.ts, or the target stated against the client's own pace; a reader slower than the limiter (see the ceiling column) additionally needs faster pages from the service.",
    '',
  );
  return lines;
}

function windowsNote(durationS: number): string {
  return durationS >= 10
    ? `${Math.floor(durationS / 10)} whole 10 s window${durationS >= 20 ? 's' : ''} from the start`
    : `the ${durationS} s run`;
}
