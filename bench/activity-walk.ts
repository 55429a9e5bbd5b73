import { V2_LIMIT } from '../src/api/data/contract/params-v2';
import { startLargeService } from './large-dataset';
import { activityCount, largePicks } from './large-picks';
import { percentile } from './load-kit';

/*
 * One client following /v2/activity's next_cursor through the whale's whole history, one page at a
 * time, the way an export or a sync would; the rows it gets must be exactly the ledger's.
 */

export type WalkResult = {
  user: string;
  pageLimit: number;
  /** The walk's window: start=1 (a user-scoped positive start is the full history) up to now. */
  start: number;
  end: number;
  pages: number;
  rows: number;
  /** The whale's activity rows in the window, counted in the database. */
  dbRows: number;
  /** Every page newest first and no row before the one above it. */
  ordered: boolean;
  /** The walk reached has_more=false within the time bound. */
  complete: boolean;
  ms: number;
  rowsPerSec: number;
  pageP50Ms: number;
  pageP99Ms: number;
  pageMaxMs: number;
  mbTransferred: number;
  startMs: number;
};

type Page = { data: { timestamp: number }[]; pagination: { has_more: boolean; next_cursor: string | null } };

export async function measureActivityWalk(opts: { boundS: number; log: (msg: string) => void }): Promise<WalkResult> {
  const { whale } = largePicks();
  const server = await startLargeService({ rateLimits: false, log: opts.log });
  try {
    const limit = V2_LIMIT.max;
    const end = Math.floor(Date.now() / 1000);
    const first = `/data/v2/activity?user=${whale.address}&limit=${limit}&start=1&end=${end}&exclude_deposits_withdrawals=false`;
    opts.log(`walking ${first} (bound ${opts.boundS} s)`);
    const deadline = performance.now() + opts.boundS * 1000;
    const pageMs: number[] = [];
    let rows = 0;
    let bytes = 0;
    let ordered = true;
    let last = Infinity;
    let cursor: string | null = null;
    let complete = false;
    const t0 = performance.now();
    while (performance.now() < deadline) {
      const url: string = server.base + first + (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');
      const t = performance.now();
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      pageMs.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`page ${pageMs.length} answered ${res.status}: ${text.slice(0, 200)}`);
      bytes += Buffer.byteLength(text);
      const page = JSON.parse(text) as Page;
      for (const row of page.data) {
        if (row.timestamp > last) ordered = false;
        last = row.timestamp;
      }
      rows += page.data.length;
      if (!page.pagination.has_more) {
        complete = true;
        break;
      }
      cursor = page.pagination.next_cursor;
      if (!cursor) throw new Error(`page ${pageMs.length} has has_more=true and no next_cursor`);
    }
    const ms = performance.now() - t0;
    const dbRows = activityCount(whale.address, 1, end);
    const sorted = [...pageMs].sort((a, b) => a - b);
    opts.log(
      `walk: ${rows} rows (database: ${dbRows}) in ${pageMs.length} pages, ${(ms / 1000).toFixed(1)} s${complete ? '' : ', NOT complete (time bound)'}`,
    );
    return {
      user: whale.address,
      pageLimit: limit,
      start: 1,
      end,
      pages: pageMs.length,
      rows,
      dbRows,
      ordered,
      complete,
      ms,
      rowsPerSec: rows / (ms / 1000),
      pageP50Ms: percentile(sorted, 0.5),
      pageP99Ms: percentile(sorted, 0.99),
      pageMaxMs: sorted.at(-1) ?? 0,
      mbTransferred: bytes / 1024 ** 2,
      startMs: server.readyMs,
    };
  } finally {
    await server.stop();
  }
}
