import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_TRADER } from '../src/api/config';
import { loadRun, shuffle } from './load-kit';
import { measurePositionsV2, type PositionsV2Result } from './positions-v2-load';
import { ROOT, startServer, type ServerHandle } from './server-process';

export type LoadOptions = {
  durationS: number;
  connections: number;
  /** Upper bound for starting the service on the large dataset, generation included. */
  startTimeoutMs: number;
  /** Seconds the v2 cursor walks may take before the load run. */
  v2BoundS: number;
  log: (msg: string) => void;
};

export type BenchUser = { address: string; positions: number; role: string };

export type LoadResult = {
  datasetFile: string;
  datasetExisted: boolean;
  startMs: number;
  users: BenchUser[];
  paths: number;
  /** The whale's first page after the start and the same page again. */
  whaleFirstPageMs: number;
  whaleSecondPageMs: number;
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Share of one core the service used during the measured window; near 100 % = the service was the bottleneck. */
  serverCpuPercent?: number;
  bytesPerRequest: number;
  /** /data/v2/positions for the whale on the same service, after the v1 run. */
  v2: { ok: true; value: PositionsV2Result } | { ok: false; why: string };
};

const SORTS = ['CURRENT', 'TOKENS', 'CASHPNL', 'TITLE', 'PRICE', 'RESOLVING'] as const;

/**
 * GET /data/positions under load on the LARGE dataset: 100-row pages, rotating over a whale, users at
 * several account sizes and the demo trader, several sorts in both directions, and deep offsets for the whale.
 */
export async function measurePositions(opts: LoadOptions): Promise<LoadResult> {
  const file = join(ROOT, '.data', 'large.sqlite');
  const existed = existsSync(file);
  opts.log(
    existed ? `large dataset: ${file} (reused if current)` : `large dataset: generating ${file}; this can take minutes the first time`,
  );
  const t0 = performance.now();
  const ticker = setInterval(
    () => opts.log(`  … still starting the service on the large dataset (${((performance.now() - t0) / 1000).toFixed(0)} s)`),
    15_000,
  );
  let server: ServerHandle;
  try {
    server = await startServer({
      env: { DATASET: 'large', DB_FILE: file, STATIC_DIR: 'dist', LIQUIDITY: 'off' },
      timeoutMs: opts.startTimeoutMs,
      onLine: (line) => line.trim() && opts.log(`  [service] ${line}`),
    });
  } finally {
    clearInterval(ticker);
  }
  try {
    opts.log(`service ready on the large dataset after ${(server.readyMs / 1000).toFixed(1)} s`);
    const users = pickUsers(file);
    const whale = users[0]!;
    opts.log(`users: ${users.map((u) => `${u.role} ${u.address.slice(0, 10)}… (${u.positions} positions)`).join(', ')}`);

    const page = (user: string, sort: string, dir: string, offset: number) =>
      `/data/positions?user=${user}&limit=100&offset=${offset}&sortBy=${sort}&sortDirection=${dir}`;
    const timed = async (path: string) => {
      const t = performance.now();
      const res = await fetch(server.base + path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return performance.now() - t;
    };
    const whaleFirstPageMs = await timed(page(whale.address, 'CURRENT', 'DESC', 0));
    const whaleSecondPageMs = await timed(page(whale.address, 'CURRENT', 'DESC', 0));
    opts.log(`whale's first page ${whaleFirstPageMs.toFixed(0)} ms after the start, again ${whaleSecondPageMs.toFixed(1)} ms`);

    const paths: string[] = [];
    for (const u of users) {
      const offsets = u === whale ? [0, 100, 2_000, Math.max(0, Math.min(10_000, u.positions - 100))] : [0];
      for (const sort of SORTS)
        for (const dir of ['DESC', 'ASC']) for (const offset of offsets) paths.push(page(u.address, sort, dir, offset));
    }
    shuffle(paths);
    // every path once: checks each answers 200 and builds the snapshots and sort orders the run will read
    let bytes = 0;
    for (const p of paths) {
      const res = await fetch(server.base + p);
      bytes += (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    }
    // no restart: a fresh service would have to rebuild the per-user snapshots the warm-up made
    const r = await loadRun(server, paths, { connections: opts.connections, durationS: opts.durationS, log: opts.log });
    let v2: LoadResult['v2'];
    try {
      const v2Opts = { connections: opts.connections, durationS: opts.durationS, boundS: opts.v2BoundS, log: opts.log };
      v2 = { ok: true, value: await measurePositionsV2(server, whale.address, v2Opts) };
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      opts.log(`v2 positions failed: ${why}`);
      v2 = { ok: false, why: `failed: ${why.split('\n')[0]}` };
    }
    return {
      datasetFile: file,
      datasetExisted: existed,
      startMs: server.readyMs,
      users,
      paths: paths.length,
      whaleFirstPageMs,
      whaleSecondPageMs,
      reqPerSec: r.reqPerSec,
      p50: r.p50,
      p97_5: r.p97_5,
      p99: r.p99,
      maxMs: r.maxMs,
      requests: r.requests,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      serverCpuPercent: r.serverCpuPercent,
      bytesPerRequest: Math.round(bytes / paths.length),
      v2,
    };
  } finally {
    await server.stop();
  }
}

/** The whale (most open positions), accounts at several sizes, and the demo trader when it holds any. */
export function pickUsers(file: string): BenchUser[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const counts = db.prepare('SELECT user, count(*) AS n FROM positions WHERE size > 0 GROUP BY user ORDER BY n DESC, user').all() as {
      user: string;
      n: number;
    }[];
    if (counts.length === 0) throw new Error(`${file} holds no open positions`);
    const picks: BenchUser[] = [{ address: counts[0]!.user, positions: counts[0]!.n, role: 'whale' }];
    const at = (q: number, role: string) => {
      const row = counts[Math.min(counts.length - 1, Math.floor(counts.length * q))]!;
      if (!picks.some((p) => p.address === row.user)) picks.push({ address: row.user, positions: row.n, role });
    };
    at(0.01, 'top 1 %');
    at(0.1, 'top 10 %');
    at(0.25, 'top 25 %');
    at(0.5, 'median');
    const demo = counts.find((c) => c.user === DEMO_TRADER.toLowerCase());
    if (demo && !picks.some((p) => p.address === demo.user)) picks.push({ address: demo.user, positions: demo.n, role: 'demo trader' });
    return picks;
  } finally {
    db.close();
  }
}
