import { DATA_SERVICE_RULES } from '../src/api/client-rate-limiter';
import { createDataApi } from '../src/api/data/data-api';
import { readFullHistory, type HistoryFetch } from '../src/api/data/history-reader';
import type { Trade } from '../src/api/data/contract/schemas-history';
import { dataRateRules } from '../server/data/rate-limits';
import { startLargeService } from './large-dataset';
import { largePicks, type HistoryUser } from './large-picks';
import { percentile } from './load-kit';
import { cpuSeconds } from './server-process';

/*
 * The history reader (src/api/data/history-reader.ts) through the app's real data client against the
 * service with its rate limits ON: how close to the /trades limit it runs, and whether it is ever
 * refused. Reads start over until the time bound, so the rate is measured on a steady walk.
 */

export type ReaderCase = {
  role: string;
  user: string;
  /** Fills the reader must return for one full read (takerOnly as in `query`). */
  expectedRows: number;
  query: Record<string, boolean>;
  durationS: number;
  pageSize: number;
  /** Requests sent in the whole 10 s windows from the start (every attempt, retries included). */
  requests: number;
  reqPerSec: number;
  /** The most requests sent in any 10 s window: what the service's sliding window counts. */
  peak10s: number;
  status429: number;
  otherFailures: number;
  completedReads: number;
  /** Whether every completed read returned exactly `expectedRows` rows with no gap. */
  readsExact: boolean;
  rows: number;
  rowsPerSec: number;
  /** Request sent → page received and validated by the client (zod), per page: the reader's own work besides waiting for the limiter. */
  pageMeanMs: number;
  pageP50Ms: number;
  pageP99Ms: number;
  pageMaxMs: number;
  /** One reader waits for each page: it cannot pass 1000 / mean page time requests per second. */
  ceilingPerSec: number;
  /** Share of the run the reader spent waiting for a slot of the client limiter (or a retry's delay). */
  limiterWaitShare: number;
  serverCpuPercent?: number;
  error?: string;
};

export type ReaderResult = {
  /** The service's /trades rule, per second. */
  boundPerSec: number;
  serverRule: string;
  /** The client limiter's /trades rule, per second. */
  clientPerSec: number;
  clientRule: string;
  cases: ReaderCase[];
};

const TRADES_SERVER = dataRateRules().find((r) => r.name === 'trades')!;
const TRADES_CLIENT = DATA_SERVICE_RULES.find((r) => r.pathPrefix === '/trades')!;

export async function measureReader(opts: { durationS: number; log: (msg: string) => void }): Promise<ReaderResult> {
  const picks = largePicks();
  const cases: ReaderCase[] = [];
  // as asked: the whale's trades (maker-side fills, so takerOnly=false); then the busiest taker's, whose pages are cheap
  // enough that the limiter, not the service, sets the pace
  cases.push(await runCase('whale', picks.whale, { takerOnly: false }, picks.whale.fills, opts));
  cases.push(await runCase('top taker', picks.topTaker, {}, picks.topTaker.takerFills, opts));
  return {
    boundPerSec: (TRADES_SERVER.limit * 1000) / TRADES_SERVER.windowMs,
    serverRule: `${TRADES_SERVER.limit} per ${TRADES_SERVER.windowMs / 1000} s`,
    clientPerSec: (TRADES_CLIENT.limit * 1000) / TRADES_CLIENT.windowMs,
    clientRule: `${TRADES_CLIENT.limit} per ${TRADES_CLIENT.windowMs / 1000} s`,
    cases,
  };
}

type Sent = { at: number; status: number };

async function runCase(
  role: string,
  user: HistoryUser,
  query: Record<string, boolean>,
  expectedRows: number,
  opts: { durationS: number; log: (msg: string) => void },
): Promise<ReaderCase> {
  const server = await startLargeService({ rateLimits: true, log: opts.log });
  try {
    const sent: Sent[] = [];
    // the reader has one request in flight at a time, so the last fetch start belongs to the page being read
    let fetchStart = 0;
    const counting: typeof fetch = async (input, init) => {
      const entry: Sent = { at: (fetchStart = performance.now()), status: 0 };
      sent.push(entry);
      const res = await fetch(input, init);
      entry.status = res.status;
      return res;
    };
    const api = createDataApi(`${server.base}/data`, { fetch: counting });
    const pageMs: number[] = [];
    let waitMs = 0;
    const trades: HistoryFetch<Trade> = async (p, o) => {
      const called = performance.now();
      fetchStart = 0;
      const page = await api.v1.trades(p, o);
      const done = performance.now();
      pageMs.push(done - fetchStart);
      waitMs += fetchStart - called;
      return page;
    };

    const stop = new AbortController();
    const pageSize = 500;
    let completedReads = 0;
    let readsExact = true;
    let rows = 0;
    let partial = 0;
    let error: string | undefined;
    opts.log(`reader (${role} ${user.address.slice(0, 10)}…, ${expectedRows} fills): ${opts.durationS} s against the rate-limited service`);
    const cpuBefore = await cpuSeconds(server.pid);
    const t0 = performance.now();
    const timer = setTimeout(() => stop.abort(), opts.durationS * 1000);
    try {
      while (!stop.signal.aborted) {
        const r = await readFullHistory('trades', trades, {
          user: user.address,
          signal: stop.signal,
          pageSize,
          query,
          onProgress: (p) => (partial = p.rows),
        });
        completedReads++;
        rows += r.rows.length;
        partial = 0;
        if (r.rows.length !== expectedRows || !r.complete) readsExact = false;
        opts.log(
          `  read ${completedReads}: ${r.rows.length} rows, ${r.requests} requests, ${r.windows} windows, ${((performance.now() - t0) / 1000).toFixed(1)} s in`,
        );
      }
    } catch (err) {
      if (!stop.signal.aborted) error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    } finally {
      clearTimeout(timer);
    }
    const cpuAfter = await cpuSeconds(server.pid);
    const elapsedS = (performance.now() - t0) / 1000;
    rows += partial;

    // whole windows of the service's rule: a partial window after a burst would read as a rate over the bound
    const windowS = TRADES_SERVER.windowMs / 1000;
    const measuredS = opts.durationS >= windowS ? Math.floor(opts.durationS / windowS) * windowS : opts.durationS;
    const inBound = sent.filter((s) => s.at - t0 < measuredS * 1000);
    const answered = sent.filter((s) => s.status > 0);
    const lat = [...pageMs].sort((a, b) => a - b);
    const mean = lat.length ? lat.reduce((a, b) => a + b, 0) / lat.length : 0;
    const result: ReaderCase = {
      role,
      user: user.address,
      expectedRows,
      query,
      durationS: opts.durationS,
      pageSize,
      requests: inBound.length,
      reqPerSec: inBound.length / measuredS,
      peak10s: peakInWindow(
        sent.map((s) => s.at),
        TRADES_SERVER.windowMs,
      ),
      status429: sent.filter((s) => s.status === 429).length,
      otherFailures: answered.filter((s) => s.status !== 200 && s.status !== 429).length,
      completedReads,
      readsExact,
      rows,
      rowsPerSec: rows / opts.durationS,
      pageMeanMs: mean,
      pageP50Ms: percentile(lat, 0.5),
      pageP99Ms: percentile(lat, 0.99),
      pageMaxMs: lat.at(-1) ?? 0,
      ceilingPerSec: mean > 0 ? 1000 / mean : Infinity,
      limiterWaitShare: waitMs / (elapsedS * 1000),
      serverCpuPercent: cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / elapsedS) * 100 : undefined,
      error,
    };
    opts.log(
      `  ${role}: ${result.requests} requests in ${measuredS} s = ${result.reqPerSec.toFixed(2)} req/s, peak ${result.peak10s} per 10 s, ` +
        `${result.status429} × 429, mean page ${mean.toFixed(0)} ms, limiter waits ${(result.limiterWaitShare * 100).toFixed(0)} % of the time${error ? `, stopped by ${error}` : ''}`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

/** The most of these instants inside any window of `windowMs`. */
function peakInWindow(times: number[], windowMs: number): number {
  const t = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; j < t.length; j++) {
    while (t[j]! - t[i]! >= windowMs) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}
