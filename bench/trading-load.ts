import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keccak256, toHex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SendOrder } from '../src/api/trading/contract/schemas-orders';
import { l2Message } from '../src/api/trading/hmac';
import { L2_HEADERS } from '../src/api/trading/wire';
import { CHAIN, l1Headers, signedOrder, type Creds } from '../server/testing/trading-kit';
import { runOpenLoop, sleep, type Stream } from './open-loop';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';

/*
 * The trading service end to end over HTTP: the real server on the demo dataset (temporary DB_FILE,
 * RATE_LIMIT=off, LIQUIDITY=off), ~20 traders funded by the sandbox faucet, each with an API key.
 * Every order is signed before the clock starts (signing costs client CPU on the same machine); the
 * L2 HMAC is made at send time. Three open-loop streams at fixed rates run together: POST /order (half
 * resting BUYs far below the market, half pairs of BUYs on both outcomes that cross by minting),
 * DELETE /order of acknowledged resting orders, and GET /data/positions of active traders. Latency is
 * counted from each request's scheduled time, so a client or service falling behind shows in it.
 * Then a short ramp of the order stream alone finds the highest rate the service keeps up with.
 */

export type StreamStats = {
  /** Requests scheduled (open loop) in the measured window. */
  scheduled: number;
  /** Answered 2xx. */
  ok: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Not sent: the client's in-flight bound was reached (the service had fallen behind). */
  dropped: number;
  /** Answers per second over the measured window. */
  achievedPerSec: number;
  p50: number;
  p99: number;
  maxMs: number;
  /** A few distinct non-2xx answers, for the report. */
  sampleFailures: string[];
};

export type RampStep = { offered: number; achieved: number; p50: number; p99: number; failures: number; kept: boolean };

export type TradingResult = {
  traders: number;
  markets: number;
  negRiskMarkets: number;
  durationS: number;
  warmupS: number;
  orderRate: number;
  cancelRate: number;
  positionsRate: number;
  orders: StreamStats & { statuses: Record<string, number>; resting: number; crossing: number };
  cancels: StreamStats & { notCanceled: number; starved: number };
  positions: StreamStats;
  serverCpuPercent?: number;
  clientCpuPercent: number;
  signedOrders: number;
  signingS: number;
  ramp: RampStep[];
  /** The highest ramp rate kept (achieved ≥ 97 % of offered, p99 ≤ 1 s, no failures); undefined when none was. */
  maxSustained?: number;
  startMs: number;
};

export type TradingOptions = {
  durationS?: number;
  warmupS?: number;
  orderRate?: number;
  cancelRate?: number;
  positionsRate?: number;
  traders?: number;
  /** Rates of the ramp steps (orders/s, the order stream alone), each `rampStepS` long; [] skips the ramp. */
  ramp?: number[];
  rampStepS?: number;
  log: (msg: string) => void;
};

type Trader = { account: LocalAccount; address: string; creds: Creds };
type Market = { conditionId: string; token0: string; token1: string; negRisk: boolean; pairPrice: number };
type PlannedOrder = { trader: Trader; body: string; kind: 'rest' | 'cross' };

function l2(trader: Trader, method: string, path: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(trader.creds.secret.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const mac = createHmac('sha256', key).update(l2Message({ timestamp, method, path, body }), 'utf8').digest('base64');
  return {
    [L2_HEADERS.address]: trader.address,
    [L2_HEADERS.signature]: mac.replace(/\+/g, '-').replace(/\//g, '_'),
    [L2_HEADERS.timestamp]: timestamp,
    [L2_HEADERS.apiKey]: trader.creds.apiKey,
    [L2_HEADERS.passphrase]: trader.creds.passphrase,
  };
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Open markets on a 0.01 tick whose minimum size is at most 5 shares, a mix of plain and neg-risk. */
function pickMarkets(file: string, count: number): Market[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<[number], { condition_id: string; token0: string; token1: string; neg_risk: number }>(
        `SELECT condition_id, token0, token1, neg_risk FROM markets
         WHERE resolved_at IS NULL AND archived = 0 AND end_date > ? AND tick_size = '0.01' AND min_order_size <= 5000000
         ORDER BY condition_id`,
      )
      .all(Math.floor(Date.now() / 1000) + 3_600);
    const plain = rows.filter((r) => r.neg_risk === 0);
    const neg = rows.filter((r) => r.neg_risk === 1);
    const picked = [...plain.slice(0, Math.ceil(count / 2)), ...neg.slice(0, Math.floor(count / 2))];
    if (picked.length < Math.min(count, 2)) throw new Error(`only ${picked.length} open markets to trade on`);
    // each market's pairs cross at its own price: BUY outcome 0 at p, BUY outcome 1 at 1 − p + 0.01
    return picked.map((r, k) => ({
      conditionId: r.condition_id,
      token0: r.token0,
      token1: r.token1,
      negRisk: r.neg_risk === 1,
      pairPrice: 0.35 + (k % 7) * 0.05,
    }));
  } finally {
    db.close();
  }
}

/**
 * `n` orders in the stream's order: per four, two resting BUYs at 0.01–0.05 (either outcome) and a
 * crossing pair from two traders, so the pairs mint and nobody's cash runs dry.
 */
async function planOrders(traders: Trader[], markets: Market[], n: number): Promise<PlannedOrder[]> {
  const out: PlannedOrder[] = [];
  const price = (x: number) => x.toFixed(2);
  for (let i = 0; out.length < n; i++) {
    const m = markets[i % markets.length]!;
    const a = traders[i % traders.length]!;
    const b = traders[(i + 7) % traders.length]!;
    const c = traders[(i + 3) % traders.length]!;
    const sign = async (t: Trader, tokenId: string, p: number, kind: PlannedOrder['kind']) => {
      const body: SendOrder = await signedOrder(t.account, t.creds.apiKey, CHAIN, {
        tokenId,
        side: 'BUY',
        price: price(p),
        size: '5',
        negRisk: m.negRisk,
      });
      out.push({ trader: t, body: JSON.stringify(body), kind });
    };
    await sign(a, i % 2 ? m.token0 : m.token1, 0.01 + (i % 5) * 0.01, 'rest');
    await sign(b, m.token0, m.pairPrice, 'cross');
    await sign(c, i % 2 ? m.token1 : m.token0, 0.01 + ((i + 2) % 5) * 0.01, 'rest');
    await sign(traders[(i + 11) % traders.length]!, m.token1, 1 - m.pairPrice + 0.01, 'cross');
  }
  return out.slice(0, n);
}

async function setUp(server: ServerHandle, count: number, log: (m: string) => void): Promise<Trader[]> {
  const traders: Trader[] = [];
  for (let k = 0; k < count; k++) {
    const account = privateKeyToAccount(keccak256(toHex(`vantage-bench-trader-${k}`)));
    await json(
      await fetch(`${server.base}/clob/sandbox/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, amount: '100000' }),
      }),
      'faucet',
    );
    const creds = await json<Creds>(
      await fetch(`${server.base}/clob/auth/api-key`, { method: 'POST', headers: await l1Headers(account, CHAIN) }),
      'POST /auth/api-key',
    );
    traders.push({ account, address: account.address, creds });
  }
  log(`${count} traders funded (100,000 pUSD each) with API keys`);
  return traders;
}

export async function measureTrading(o: TradingOptions): Promise<TradingResult> {
  const durationS = o.durationS ?? 30;
  const warmupS = o.warmupS ?? 3;
  const orderRate = o.orderRate ?? 500;
  const cancelRate = o.cancelRate ?? 50;
  const positionsRate = o.positionsRate ?? 50;
  const ramp = o.ramp ?? [200, 300, 400, 500, 600, 800, 1_000];
  const rampStepS = o.rampStepS ?? 4;
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-trading-'));
  const file = join(dir, 'demo.sqlite');
  let server: ServerHandle | undefined;
  try {
    server = await startServer({ env: { DATASET: 'demo', DB_FILE: file, LIQUIDITY: 'off', RATE_LIMIT: 'off' }, timeoutMs: 180_000 });
    const startMs = server.readyMs;
    o.log(`service ready in ${(startMs / 1000).toFixed(1)} s (demo dataset in a temporary directory)`);
    const markets = pickMarkets(file, 8);
    const traders = await setUp(server, o.traders ?? 20, o.log);

    const mainCount = Math.ceil(orderRate * (durationS + warmupS)) + 4;
    const rampCounts = ramp.map((r) => Math.ceil(r * rampStepS) + 4);
    const total = mainCount + rampCounts.reduce((a, b) => a + b, 0);
    o.log(
      `signing ${total} orders on ${markets.length} markets (${markets.filter((m) => m.negRisk).length} neg-risk) before the clock starts`,
    );
    const t0 = performance.now();
    const plan = await planOrders(traders, markets, total);
    const signingS = (performance.now() - t0) / 1000;
    o.log(`signed in ${signingS.toFixed(1)} s (${((signingS * 1000) / total).toFixed(2)} ms per order)`);

    const base = new URL(server.base);
    const mainPlan = plan.slice(0, mainCount);
    const resting: { trader: Trader; id: string }[] = [];
    const statuses: Record<string, number> = {};
    let notCanceled = 0;
    let starved = 0;
    const orderStream = (orders: PlannedOrder[], rate: number, track: boolean): Stream => ({
      name: 'orders',
      rate,
      make: (i) => {
        const p = orders[i];
        if (!p) return undefined;
        return { method: 'POST', path: '/clob/order', headers: l2(p.trader, 'POST', '/order', p.body), body: p.body };
      },
      onAnswer: (i, a) => {
        if (!track || 'error' in a || a.status !== 200) return;
        const r = JSON.parse(a.body) as { orderID: string; status: string };
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        const p = orders[i]!;
        if (p.kind === 'rest' && r.status === 'live') resting.push({ trader: p.trader, id: r.orderID });
      },
    });
    const cancelStream: Stream = {
      name: 'cancels',
      rate: cancelRate,
      make: () => {
        // the oldest acknowledged resting order not yet cancelled
        const victim = resting.shift();
        if (!victim) {
          starved++;
          return undefined;
        }
        const body = JSON.stringify({ orderID: victim.id });
        return { method: 'DELETE', path: '/clob/order', headers: l2(victim.trader, 'DELETE', '/order', body), body };
      },
      onAnswer: (_i, a) => {
        if ('error' in a || a.status !== 200) return;
        const r = JSON.parse(a.body) as { not_canceled: Record<string, string> };
        notCanceled += Object.keys(r.not_canceled ?? {}).length;
      },
    };
    const positionsStream: Stream = {
      name: 'positions',
      rate: positionsRate,
      make: (i) => ({ method: 'GET', path: `/data/positions?user=${traders[i % traders.length]!.address.toLowerCase()}`, headers: {} }),
    };

    o.log(
      `measuring: ${orderRate} orders/s + ${cancelRate} cancels/s + ${positionsRate} positions reads/s, open loop, ${durationS} s after a ${warmupS} s warm-up`,
    );
    const cpuBefore = await cpuSeconds(server.pid);
    const clientBefore = process.cpuUsage();
    const wall = performance.now();
    const [orders, cancels, positions] = await runOpenLoop(
      base,
      [orderStream(mainPlan, orderRate, true), cancelStream, positionsStream],
      warmupS + durationS,
      warmupS,
    );
    const elapsedS = (performance.now() - wall) / 1000;
    const cpuAfter = await cpuSeconds(server.pid);
    const client = process.cpuUsage(clientBefore);
    const serverCpuPercent = cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / elapsedS) * 100 : undefined;
    const clientCpuPercent = ((client.user + client.system) / 1e6 / elapsedS) * 100;
    const kinds = mainPlan.slice(Math.ceil(orderRate * warmupS));
    o.log(
      `orders: ${orders!.achievedPerSec.toFixed(0)}/s, p50 ${orders!.p50} ms, p99 ${orders!.p99} ms, non-2xx ${orders!.non2xx}, errors ${orders!.errors}, dropped ${orders!.dropped}`,
    );
    o.log(`cancels: p50 ${cancels!.p50} ms, p99 ${cancels!.p99} ms; positions: p50 ${positions!.p50} ms, p99 ${positions!.p99} ms`);
    o.log(`CPU: service ${serverCpuPercent?.toFixed(0) ?? 'n/a'} % of one core, bench process ${clientCpuPercent.toFixed(0)} %`);

    const steps: RampStep[] = [];
    let offset = mainCount;
    for (let k = 0; k < ramp.length; k++) {
      const rate = ramp[k]!;
      const slice = plan.slice(offset, offset + rampCounts[k]!);
      offset += rampCounts[k]!;
      await sleep(1_000);
      const [r] = await runOpenLoop(base, [orderStream(slice, rate, false)], rampStepS, 1);
      const failures = r!.non2xx + r!.errors + r!.dropped;
      const kept = r!.achievedPerSec >= rate * 0.97 && r!.p99 <= 1_000 && failures === 0;
      steps.push({ offered: rate, achieved: r!.achievedPerSec, p50: r!.p50, p99: r!.p99, failures, kept });
      o.log(
        `ramp ${rate}/s: ${r!.achievedPerSec.toFixed(0)}/s, p50 ${r!.p50} ms, p99 ${r!.p99} ms, failures ${failures}${kept ? '' : ' (not kept)'}`,
      );
      if (!kept) break;
    }
    const keptSteps = steps.filter((s) => s.kept);
    return {
      traders: traders.length,
      markets: markets.length,
      negRiskMarkets: markets.filter((m) => m.negRisk).length,
      durationS,
      warmupS,
      orderRate,
      cancelRate,
      positionsRate,
      orders: {
        ...orders!,
        statuses,
        resting: kinds.filter((p) => p.kind === 'rest').length,
        crossing: kinds.filter((p) => p.kind === 'cross').length,
      },
      cancels: { ...cancels!, notCanceled, starved },
      positions: positions!,
      serverCpuPercent,
      clientCpuPercent,
      signedOrders: total,
      signingS,
      ramp: steps,
      maxSustained: keptSteps.length ? keptSteps[keptSteps.length - 1]!.offered : undefined,
      startMs,
    };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
