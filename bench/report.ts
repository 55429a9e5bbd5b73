import type { BundleResult } from './bundle-size';
import type { StartResult } from './cold-start';
import type { Machine } from './machine';
import type { PageLoadResult } from './page-load';
import type { LoadResult } from './positions-load';
import type { RouteLoadResult, RouteName } from './routes-load';
import type { WalkResult } from './activity-walk';
import type { ReaderResult } from './reader-pace';
import type { ListsResult } from './long-lists';
import { listsSection, listsTargetRows } from './report-lists';
import type { MatchingResult } from './matching';
import { MATCHING_TARGETS, matchingSection, matchingTargetRow } from './report-matching';
import type { TradingResult } from './trading-load';
import { TRADING_TARGETS, tradingSection, tradingTargetRows } from './report-trading';
import { TICKET_TARGETS, ticketSection, ticketTargetRow } from './report-ticket';
import type { TicketSignResult } from './ticket-sign';
import { WS_TARGETS, wsSection, wsTargetRows } from './report-ws';
import type { WsResult } from './ws-fanout';
import type { StepPlace } from './report-merge';
import {
  ROUTE_TARGETS,
  ROUTE_TITLES,
  routeSection,
  routeTargetRow,
  readerSection,
  readerTargetRows,
  walkSection,
  walkTargetRow,
} from './report-routes';

export const TARGETS = {
  coldStartS: 15,
  positionsReqPerSec: 3_000,
  positionsP99Ms: 50,
  connections: 50,
  initialJsGzipKb: 150,
  allJsGzipKb: 300,
  tradingJsGzipKb: 120,
  cssGzipKb: 10,
  lcpUnthrottledS: 1.0,
  lcpMobileS: 2.5,
  ...ROUTE_TARGETS,
  ...MATCHING_TARGETS,
  ...TRADING_TARGETS,
  ...TICKET_TARGETS,
  ...WS_TARGETS,
} as const;

/** A step either measured, or says why not: skipped on purpose, or failed with its error. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; why: string };

export type Report = {
  command: string;
  date: Date;
  machine: Machine;
  durationS: number;
  starts: Outcome<StartResult>;
  positions: Outcome<LoadResult>;
  bundle: Outcome<BundleResult>;
  routes: Record<RouteName, Outcome<RouteLoadResult>>;
  walk: Outcome<WalkResult>;
  reader: Outcome<ReaderResult>;
  pageLoad: Outcome<PageLoadResult>;
  lists: Outcome<ListsResult>;
  matching: Outcome<MatchingResult>;
  trading: Outcome<TradingResult>;
  ticket: Outcome<TicketSignResult>;
  ws: Outcome<WsResult>;
};

/** Where each step of bench/run.ts shows in the rendered file (for keeping the sections of steps not run). */
export const STEP_PLACES: StepPlace[] = [
  { step: 'starts', heading: '## Start of the service', rowPrefix: '| cold start' },
  { step: 'positions', heading: '## GET /data/positions under load', rowPrefix: '| positions ≥' },
  ...Object.entries(ROUTE_TITLES).map(([step, title]) => ({ step, heading: `## ${title} under load`, rowPrefix: `| ${title} ≥` })),
  { step: 'walk', heading: "## Cursor walk of the whale's activity (/data/v2/activity)", rowPrefix: '| /data/v2/activity cursor walk' },
  { step: 'reader', heading: '## History reader against the local rate limits', rowPrefix: '| history reader (' },
  { step: 'bundle', heading: '## Bundle of the built app', rowPrefix: '| bundle,' },
  { step: 'pageload', heading: '## Page load (LCP)', rowPrefix: '| LCP,' },
  { step: 'lists', heading: '## Long lists', rowPrefix: '| activity list' },
  { step: 'matching', heading: '## Matching engine', rowPrefix: '| matching engine' },
  { step: 'trading', heading: '## Trading service over HTTP', rowPrefix: '| trading,' },
  { step: 'ticket', heading: '## Order ticket', rowPrefix: '| ticket,' },
  { step: 'ws', heading: '## WebSocket channels', rowPrefix: '| ws,' },
];

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');

export function renderMarkdown(r: Report): string {
  const m = r.machine;
  const lines: string[] = [
    '# Benchmarks',
    '',
    `Written by \`${r.command}\` (bench/run.ts) on ${r.date.toISOString()}. Re-run it to refresh this file; numbers move with the machine and with whatever else it is running.`,
    '',
    '## Machine',
    '',
    `| nproc | memory | CPU | node | OS | load average at start (1/5/15 min) |`,
    `|---|---|---|---|---|---|`,
    `| ${m.cpus} | ${m.memoryGiB.toFixed(1)} GiB | ${m.cpuModel} | ${m.node} | ${m.platform} | ${m.loadAvg.map((x) => x.toFixed(2)).join(' / ')} |`,
    '',
    '## Targets',
    '',
    '| target | measured | result |',
    '|---|---|---|',
    ...targetRows(r),
    '',
  ];

  lines.push('## Start of the service', '');
  if (r.starts.ok) {
    const v = r.starts.value;
    lines.push(
      '`node --import tsx server/main.ts` on 127.0.0.1 with a free PORT, STATIC_DIR=dist and DB_FILE in a temporary directory; timed from spawn to the first 200 of `GET /data/`.',
      '',
      '| case | time |',
      '|---|---|',
      `| cold: no database file, the demo dataset is generated | ${s(v.coldMs)} |`,
      `| warm: database already on disk (median of ${v.warmRuns.length}: ${v.warmRuns.map((x) => s(x)).join(', ')}) | ${s(v.warmMs)} |`,
      '',
    );
  } else lines.push(`Not measured: ${r.starts.why}`, '');

  lines.push('## GET /data/positions under load', '');
  if (r.positions.ok) {
    const v = r.positions.value;
    lines.push(
      `autocannon in the bench process, ${TARGETS.connections} connections, ${r.durationS} s measured after a 2 s warm-up, against the service on the LARGE dataset (\`${relativeData(v.datasetFile)}\`, ${v.datasetExisted ? 'existing file' : 'generated by this run'}; service ready after ${s(v.startMs)}).`,
      `Requests rotate over ${v.paths} distinct 100-row pages: sorts CURRENT, TOKENS, CASHPNL, TITLE, PRICE, RESOLVING in both directions, for these users, with offsets 0, 100, 2000 and the last page for the whale:`,
      '',
      '| user | role | open positions |',
      '|---|---|---|',
      ...v.users.map((u) => `| \`${u.address}\` | ${u.role} | ${u.positions} |`),
      '',
      '| metric | value |',
      '|---|---|',
      `| requests/s (mean of 1 s samples) | ${Math.round(v.reqPerSec)} |`,
      `| latency p50 / p97.5 / p99 / max | ${v.p50} / ${v.p97_5} / ${v.p99} / ${v.maxMs} ms |`,
      `| requests | ${v.requests} |`,
      `| errors / timeouts / non-2xx | ${v.errors} / ${v.timeouts} / ${v.non2xx} |`,
      `| mean response size | ${(v.bytesPerRequest / 1024).toFixed(1)} KiB |`,
      `| service CPU during the run | ${v.serverCpuPercent === undefined ? 'n/a' : `${v.serverCpuPercent.toFixed(0)} % of one core`} |`,
      `| whale's first page (per-user snapshot built) / the same page again | ${v.whaleFirstPageMs.toFixed(0)} ms / ${v.whaleSecondPageMs.toFixed(1)} ms |`,
      '',
      "The service reads a user's open positions with one query, keeps that snapshot and its sort orders until the next database write, and serves pages from it; the first page after a write pays for the snapshot (the whale row above). " +
        'The load generator shares the machine with the service: when the service CPU is well under 100 % of a core, the client side was the limit.',
      '',
    );
  } else lines.push(`Not measured: ${r.positions.why}`, '');

  for (const [name, outcome] of Object.entries(r.routes)) lines.push(...routeSection(name as RouteName, outcome, r.durationS));
  lines.push(...walkSection(r.walk), ...readerSection(r.reader));

  const servedKb = (n: number | undefined) => (n === undefined ? 'no .br copies in dist' : `${n.toFixed(1)} KB`);
  lines.push('## Bundle of the built app', '');
  const b = r.bundle;
  if (!b.ok) lines.push(`Not measured: ${b.why}`, '');
  else if (!b.value.built) lines.push(`Not measured: ${b.value.reason}`, '');
  else {
    const v = b.value;
    lines.push(
      'gzip (node:zlib, default level) of the files in dist/. Initial JS = the entry script (carried inline by dist/index.html) plus its modulepreload links and static imports, transitively; lazy routes are not included.',
      '',
      'The served column is what the local service sends a browser that accepts brotli: the build writes a .br (quality 11) and a .gz (level 9) copy of each file (server/precompress.ts) and the service sends those as they are. The targets are judged on the gzip column.',
      '',
      '| measure | gzip | served (brotli) |',
      '|---|---|---|',
      `| initial JS (${files(v.initialJs.length)}) | ${v.initialJsGzipKb.toFixed(1)} KB | ${servedKb(v.served?.initialJsKb)} |`,
      `| initial CSS | ${v.initialCssGzipKb.toFixed(1)} KB | ${servedKb(v.served?.initialCssKb)} |`,
      `| all JS (${files(v.jsFiles)}) | ${v.totalJsGzipKb.toFixed(1)} KB | ${servedKb(v.served?.totalJsKb)} |`,
      `| of which the wallet and trading chunks | ${v.tradingJsGzipKb.toFixed(1)} KB | |`,
      `| all CSS (${files(v.cssFiles)}) | ${v.totalCssGzipKb.toFixed(1)} KB | ${servedKb(v.served?.totalCssKb)} |`,
      '',
      '| initial file | gzip |',
      '|---|---|',
      ...v.initialJs.map((f) => `| ${f.file} | ${(f.gzipBytes / 1024).toFixed(1)} KB |`),
      '',
    );
  }

  lines.push('## Page load (LCP)', '');
  if (!r.pageLoad.ok) lines.push(`Not measured: ${r.pageLoad.why}`, '');
  else {
    lines.push(
      "Largest Contentful Paint in Debian's Chromium on the local service (demo dataset, built app), a fresh browser context per run (empty cache and IndexedDB), median of 5 after one warm-up visit. Mobile = Lighthouse's throttling through DevTools: 562.5 ms latency, 1.47 Mbps down, 0.675 Mbps up, CPU ×4. Targets: ≤ 1.0 s unthrottled, ≤ 2.5 s mobile.",
      '',
      '| page | profile | median LCP | runs (ms) | verdict |',
      '|---|---|---|---|---|',
      ...r.pageLoad.value.samples.map(
        (x) =>
          `| ${x.page} | ${x.profile} | ${(x.medianMs / 1000).toFixed(2)} s | ${x.runs.map((v) => v.toFixed(0)).join(', ')} | ${verdict(x.medianMs <= (x.profile === 'mobile' ? 2500 : 1000))} |`,
      ),
      '',
    );
  }

  lines.push(
    ...listsSection(r.lists),
    ...matchingSection(r.matching),
    ...tradingSection(r.trading),
    ...ticketSection(r.ticket),
    ...wsSection(r.ws),
  );
  return lines.join('\n');
}

function targetRows(r: Report): string[] {
  const rows: string[] = [];
  rows.push(
    r.starts.ok
      ? `| cold start ≤ ${TARGETS.coldStartS} s | ${s(r.starts.value.coldMs)} | ${verdict(r.starts.value.coldMs <= TARGETS.coldStartS * 1000)} |`
      : `| cold start ≤ ${TARGETS.coldStartS} s | not measured | n/a |`,
  );
  const posTarget = `positions ≥ ${TARGETS.positionsReqPerSec.toLocaleString('en-US')} req/s at p99 ≤ ${TARGETS.positionsP99Ms} ms, ${TARGETS.connections} connections, no errors`;
  if (r.positions.ok) {
    const v = r.positions.value;
    const pass = v.reqPerSec >= TARGETS.positionsReqPerSec && v.p99 <= TARGETS.positionsP99Ms && v.errors === 0 && v.non2xx === 0;
    rows.push(`| ${posTarget} | ${Math.round(v.reqPerSec)} req/s, p99 ${v.p99} ms, ${v.errors + v.non2xx} errors | ${verdict(pass)} |`);
  } else rows.push(`| ${posTarget} | not measured | n/a |`);
  for (const [name, outcome] of Object.entries(r.routes)) rows.push(routeTargetRow(name as RouteName, outcome));
  rows.push(walkTargetRow(r.walk), ...readerTargetRows(r.reader));
  const b = r.bundle.ok ? r.bundle.value : undefined;
  if (b?.built) {
    rows.push(
      `| bundle, initial JS ≤ ${TARGETS.initialJsGzipKb} KB gzip | ${b.initialJsGzipKb.toFixed(1)} KB | ${verdict(b.initialJsGzipKb <= TARGETS.initialJsGzipKb)} |`,
      `| bundle, all JS of the read views (without the wallet and trading chunks) ≤ ${TARGETS.allJsGzipKb} KB gzip | ${(b.totalJsGzipKb - b.tradingJsGzipKb).toFixed(1)} KB | ${verdict(b.totalJsGzipKb - b.tradingJsGzipKb <= TARGETS.allJsGzipKb)} |`,
      `| bundle, wallet and trading chunks ≤ ${TARGETS.tradingJsGzipKb} KB gzip | ${b.tradingJsGzipKb.toFixed(1)} KB | ${verdict(b.tradingJsGzipKb <= TARGETS.tradingJsGzipKb)} |`,
      `| bundle, CSS ≤ ${TARGETS.cssGzipKb} KB gzip | ${b.totalCssGzipKb.toFixed(1)} KB | ${verdict(b.totalCssGzipKb <= TARGETS.cssGzipKb)} |`,
    );
  } else
    rows.push(
      `| bundle, initial JS ≤ ${TARGETS.initialJsGzipKb} KB gzip | not measured (${b && !b.built ? 'app not built' : r.bundle.ok ? '' : r.bundle.why}) | n/a |`,
    );
  if (r.pageLoad.ok) {
    for (const sample of r.pageLoad.value.samples) {
      const bound = sample.profile === 'mobile' ? TARGETS.lcpMobileS : TARGETS.lcpUnthrottledS;
      rows.push(
        `| LCP, ${sample.page}, ${sample.profile} ≤ ${bound.toFixed(1)} s | median ${(sample.medianMs / 1000).toFixed(2)} s | ${verdict(sample.medianMs <= bound * 1000)} |`,
      );
    }
    // a row in its place even when not measured, where a later run's merge puts the last measured rows back
  } else
    rows.push(
      `| LCP, every page ≤ ${TARGETS.lcpUnthrottledS.toFixed(1)} s unthrottled, ≤ ${TARGETS.lcpMobileS.toFixed(1)} s mobile | not measured (${r.pageLoad.why}) | n/a |`,
    );
  rows.push(
    ...listsTargetRows(r.lists),
    matchingTargetRow(r.matching),
    ...tradingTargetRows(r.trading),
    ticketTargetRow(r.ticket),
    ...wsTargetRows(r.ws),
  );
  return rows;
}

function relativeData(file: string): string {
  const i = file.lastIndexOf('.data');
  return i >= 0 ? file.slice(i) : file;
}
