import { SERVICE_ARGS } from '../server/service-command';
import type { StartResult } from './cold-start';
import type { Machine } from './machine';
import type { ViewsResult } from './views';
import { VIEW_TARGETS, viewsSection, viewTargetRows } from './report-views';
import type { LoadResult } from './positions-load';
import { POSITIONS_TARGETS, positionsSection, positionsTargetRows } from './report-positions';
import type { RouteLoadResult, RouteName } from './routes-load';
import type { WalkResult } from './activity-walk';
import type { ReaderResult } from './reader-pace';
import type { ListsResult } from './long-lists';
import { listsSection, listsTargetRows } from './report-lists';
import type { MatchingResult } from './matching';
import { MATCHING_TARGETS, matchingSection, matchingTargetRow } from './report-matching';
import type { TradingResult } from './trading-load';
import { makersSection, makersTargetRow, TRADING_TARGETS, tradingSection, tradingTargetRows } from './report-trading';
import type { MakersStartResult } from './makers-start';
import { TICKET_TARGETS, ticketSection, ticketTargetRow } from './report-ticket';
import type { TicketSignResult } from './ticket-sign';
import { WS_TARGETS, wsSection, wsTargetRows } from './report-ws';
import type { WsResult } from './ws-fanout';
import type { StepPlace } from './report-merge';
import type { PerpsResult } from './perps-load';
import { PERPS_TARGETS, perpsSection, perpsTargetRows } from './report-perps';
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
  connections: 50,
  ...POSITIONS_TARGETS,
  ...ROUTE_TARGETS,
  ...VIEW_TARGETS,
  ...MATCHING_TARGETS,
  ...TRADING_TARGETS,
  ...TICKET_TARGETS,
  ...WS_TARGETS,
  ...PERPS_TARGETS,
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
  routes: Record<RouteName, Outcome<RouteLoadResult>>;
  walk: Outcome<WalkResult>;
  reader: Outcome<ReaderResult>;
  views: Outcome<ViewsResult>;
  lists: Outcome<ListsResult>;
  matching: Outcome<MatchingResult>;
  trading: Outcome<TradingResult>;
  makers: Outcome<MakersStartResult>;
  ticket: Outcome<TicketSignResult>;
  ws: Outcome<WsResult>;
  perps: Outcome<PerpsResult>;
};

/** Where each step of bench/run.ts shows in the rendered file (for keeping the sections of steps not run). */
export const STEP_PLACES: StepPlace[] = [
  { step: 'starts', heading: '## Start of the service', rowPrefix: '| cold start' },
  { step: 'positions', heading: '## GET /data/positions under load', rowPrefix: '| positions ' },
  ...Object.entries(ROUTE_TITLES).map(([step, title]) => ({ step, heading: `## ${title} under load`, rowPrefix: `| ${title} ≥` })),
  { step: 'walk', heading: "## Cursor walk of the whale's activity (/data/v2/activity)", rowPrefix: '| /data/v2/activity cursor walk' },
  { step: 'reader', heading: '## History reader against the local rate limits', rowPrefix: '| history reader (' },
  { step: 'views', heading: '## Per-view budget (bytes and LCP)', rowPrefix: '| view' },
  { step: 'lists', heading: '## Long lists', rowPrefix: '| activity list' },
  { step: 'matching', heading: '## Matching engine', rowPrefix: '| matching engine' },
  { step: 'trading', heading: '## Trading service over HTTP', rowPrefix: '| trading,' },
  { step: 'makers', heading: "## Synthetic makers' first round", rowPrefix: '| makers,' },
  { step: 'ticket', heading: '## Order ticket', rowPrefix: '| ticket,' },
  { step: 'ws', heading: '## WebSocket channels', rowPrefix: '| ws,' },
  { step: 'perps', heading: '## Perps gateway', rowPrefix: '| perps,' },
];

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
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
      `\`node ${SERVICE_ARGS.join(' ')}\` on 127.0.0.1 with a free PORT, STATIC_DIR=dist and DB_FILE in a temporary directory; timed from spawn to the first 200 of \`GET /data/\`.`,
      '',
      '| case | time |',
      '|---|---|',
      `| cold: no database file, the demo dataset is generated | ${s(v.coldMs)} |`,
      `| warm: database already on disk (median of ${v.warmRuns.length}: ${v.warmRuns.map((x) => s(x)).join(', ')}) | ${s(v.warmMs)} |`,
      '',
    );
  } else lines.push(`Not measured: ${r.starts.why}`, '');

  lines.push(...positionsSection(r.positions, r.durationS, TARGETS.connections));

  for (const [name, outcome] of Object.entries(r.routes)) lines.push(...routeSection(name as RouteName, outcome, r.durationS));
  lines.push(...walkSection(r.walk), ...readerSection(r.reader));

  lines.push(...viewsSection(r.views));

  lines.push(
    ...listsSection(r.lists),
    ...matchingSection(r.matching),
    ...tradingSection(r.trading),
    ...makersSection(r.makers),
    ...ticketSection(r.ticket),
    ...wsSection(r.ws),
    ...perpsSection(r.perps),
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
  rows.push(...positionsTargetRows(r.positions, TARGETS.connections));
  for (const [name, outcome] of Object.entries(r.routes)) rows.push(routeTargetRow(name as RouteName, outcome));
  rows.push(walkTargetRow(r.walk), ...readerTargetRows(r.reader));
  rows.push(...viewTargetRows(r.views));
  rows.push(
    ...listsTargetRows(r.lists),
    matchingTargetRow(r.matching),
    ...tradingTargetRows(r.trading),
    makersTargetRow(r.makers),
    ticketTargetRow(r.ticket),
    ...wsTargetRows(r.ws),
    ...perpsTargetRows(r.perps),
  );
  return rows;
}
