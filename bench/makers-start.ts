import Database from 'better-sqlite3';
import { MAKERS } from '../server/trading/liquidity/synthetic-makers';
import { LARGE_FILE, startLargeService } from './large-dataset';
import { largePicks } from './large-picks';
import { percentile } from './load-kit';
import { sleep } from './open-loop';
import type { ServerHandle } from './server-process';

/*
 * The synthetic makers' first round on the large dataset (~6,000 markets, six quotes each) beside
 * the service's answers. Their live orders are withdrawn in the file first, so the round quotes
 * every level again, as on a first start. From the moment the service answers, one client probes
 * GET /clob/ok and a 50-row page of the whale's /data/v2/positions in turn, one request at a time.
 */

export type MakersStartResult = {
  startMs: number;
  windowS: number;
  quotesPlaced: number;
  ok: Probe;
  positions: Probe;
};

type Probe = { count: number; failures: number; p50: number; p99: number; maxMs: number };

const WINDOW_S = 60;

function summary(ms: number[], failures: number): Probe {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    count: ms.length,
    failures,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}

const makerOwners = MAKERS.map((m) => m.address.toLowerCase());

function liveQuotes(): number {
  const db = new Database(LARGE_FILE, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare(`SELECT COUNT(*) AS n FROM clob_orders WHERE status = 'LIVE' AND owner IN (?, ?)`).get(...makerOwners) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

export async function measureMakersStart(o: { log: (msg: string) => void }): Promise<MakersStartResult> {
  const whale = largePicks().whale.address;
  const db = new Database(LARGE_FILE, { fileMustExist: true });
  try {
    const withdrawn = db
      .prepare(`UPDATE clob_orders SET status = 'CANCELED' WHERE status = 'LIVE' AND owner IN (?, ?)`)
      .run(...makerOwners).changes;
    o.log(`withdrew ${withdrawn.toLocaleString('en-US')} live maker quotes, so the first round quotes every market`);
  } finally {
    db.close();
  }
  let server: ServerHandle | undefined;
  try {
    server = await startLargeService({ rateLimits: false, log: o.log });
    const ok: number[] = [];
    const positions: number[] = [];
    let failures = [0, 0];
    const end = performance.now() + WINDOW_S * 1000;
    for (let k = 0; performance.now() < end; k++) {
      const which = k % 2;
      const path = which === 0 ? '/clob/ok' : `/data/v2/positions?user=${whale}&limit=50`;
      const t0 = performance.now();
      const res = await fetch(`${server.base}${path}`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      await res?.arrayBuffer();
      (which === 0 ? ok : positions).push(performance.now() - t0);
      if (res?.status !== 200) failures = failures.map((f, i) => (i === which ? f + 1 : f));
      await sleep(20);
    }
    await server.stop();
    const quotesPlaced = liveQuotes();
    o.log(`makers placed ${quotesPlaced.toLocaleString('en-US')} quotes in the ${WINDOW_S} s window`);
    return {
      startMs: server.readyMs,
      windowS: WINDOW_S,
      quotesPlaced,
      ok: summary(ok, failures[0]!),
      positions: summary(positions, failures[1]!),
    };
  } finally {
    await server?.stop();
  }
}
