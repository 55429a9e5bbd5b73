import { POSITION_SORT_V2, POSITION_STATUS } from '../src/api/data/contract/params-v2';
import { loadRun, percentile, shuffle, type LoadStats } from './load-kit';
import type { ServerHandle } from './server-process';

/*
 * /data/v2/positions for the whale: every status × sort × direction walked to its end by following
 * next_cursor, one request at a time (the sequential latency), then the first and later pages those
 * walks reached rotated under load. The walks run round-robin, one page of each in turn, so a slow
 * service that hits the time bound has still served every walk's first pages. The rotation of a few
 * pages per walk is what a view re-reading its pages asks for (repeats come from the response cache);
 * a second run over every page walked, more than that cache keeps, measures the reads themselves.
 */

export type V2Walk = { status: string; sortBy: string; direction: string; pages: number; rows: number; complete: boolean };

export type PositionsV2Result = {
  user: string;
  pageLimit: number;
  walks: V2Walk[];
  /** Rows a complete walk of each status returned (the same for every sort and direction). */
  rowsByStatus: Record<string, number>;
  /** Every walk reached has_more=false within the bound and returned no row twice. */
  complete: boolean;
  duplicates: number;
  boundS: number;
  pages: number;
  seqP50: number;
  seqP99: number;
  seqMax: number;
  slowest: { path: string; ms: number }[];
  /** Distinct first and later pages rotated under load. */
  paths: number;
  bytesPerRequest: number;
  load: LoadStats;
  /** The same load over every page the walks reached: more distinct pages than the response cache keeps, so each is read from SQLite. */
  uncachedPaths: number;
  uncached: LoadStats;
};

export type V2Options = { durationS: number; connections: number; boundS: number; log: (msg: string) => void };

type Page = { data: { token_id: string; proxy_wallet: string }[]; pagination: { has_more: boolean; next_cursor: string | null } };
type Walk = V2Walk & { next: string | null; seen: Set<string>; loadPaths: string[] };

const LIMIT = 100;
/** The walk's pages kept for the load rotation: the first ones, a few deep ones and the last. */
const KEPT_PAGES = new Set([1, 2, 3, 10, 40, 80]);

export async function measurePositionsV2(server: ServerHandle, user: string, o: V2Options): Promise<PositionsV2Result> {
  const walks: Walk[] = [];
  for (const status of POSITION_STATUS)
    for (const sortBy of POSITION_SORT_V2)
      for (const direction of ['DESC', 'ASC']) {
        const first = `/data/v2/positions?user=${user}&status=${status}&sort_by=${sortBy}&sort_direction=${direction}&limit=${LIMIT}`;
        walks.push({ status, sortBy, direction, pages: 0, rows: 0, complete: false, next: first, seen: new Set(), loadPaths: [] });
      }
  o.log(`v2: walking ${walks.length} status × sort × direction cursors for ${user.slice(0, 10)}… (bound ${o.boundS} s)`);

  const times: { path: string; ms: number }[] = [];
  let bytes = 0;
  let duplicates = 0;
  const deadline = performance.now() + o.boundS * 1000;
  let open = walks.filter((w) => w.next);
  while (open.length && performance.now() < deadline) {
    for (const w of open) {
      if (performance.now() >= deadline) break;
      const path = w.next!;
      const t = performance.now();
      const res = await fetch(server.base + path, { signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      times.push({ path, ms: performance.now() - t });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
      bytes += Buffer.byteLength(text);
      const page = JSON.parse(text) as Page;
      w.pages++;
      w.rows += page.data.length;
      for (const r of page.data) {
        const key = `${r.proxy_wallet}:${r.token_id}`;
        if (w.seen.has(key)) duplicates++;
        w.seen.add(key);
      }
      if (KEPT_PAGES.has(w.pages) || !page.pagination.has_more) w.loadPaths.push(path);
      w.next = page.pagination.has_more
        ? `/data/v2/positions?user=${user}&cursor=${encodeURIComponent(page.pagination.next_cursor!)}`
        : null;
      w.complete = w.next === null;
    }
    open = open.filter((w) => w.next);
  }

  const rowsByStatus: Record<string, number> = {};
  for (const w of walks) if (w.complete) rowsByStatus[w.status] = Math.max(rowsByStatus[w.status] ?? 0, w.rows);
  const complete = walks.every((w) => w.complete) && duplicates === 0 && walks.every((w) => w.rows === rowsByStatus[w.status]);
  const sorted = times.map((x) => x.ms).sort((a, b) => a - b);
  o.log(
    `v2 walks: ${times.length} pages, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
      `${walks.filter((w) => w.complete).length}/${walks.length} complete, rows ${JSON.stringify(rowsByStatus)}`,
  );

  const paths = [...new Set(walks.flatMap((w) => w.loadPaths))];
  shuffle(paths);
  const run = async (rotation: string[], staggered: boolean) => {
    const opts = { connections: o.connections, durationS: o.durationS, log: o.log, staggered };
    const { server: _measured, ...stats } = await loadRun(server, rotation, opts);
    return stats;
  };
  const load = await run(paths, false);
  // staggered: one page comes round again only after thousands of others, long after the cache let it go
  const every = [...new Set(times.map((x) => x.path))];
  shuffle(every);
  const uncached = await run(every, true);
  return {
    user,
    pageLimit: LIMIT,
    walks: walks.map(({ status, sortBy, direction, pages, rows, complete }) => ({ status, sortBy, direction, pages, rows, complete })),
    rowsByStatus,
    complete,
    duplicates,
    boundS: o.boundS,
    pages: times.length,
    seqP50: percentile(sorted, 0.5),
    seqP99: percentile(sorted, 0.99),
    seqMax: sorted.at(-1) ?? 0,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 3),
    paths: paths.length,
    bytesPerRequest: times.length ? Math.round(bytes / times.length) : 0,
    load,
    uncachedPaths: every.length,
    uncached,
  };
}
