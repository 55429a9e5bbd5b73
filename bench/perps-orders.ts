import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashTypedData, hexToBytes, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProxyTypedData, opTypedData, type Op } from '../src/api/perps/op-signing';
import { signDigest } from '../server/trading/orders/order-signature';
import { runClosedLoop, type ClosedLoopResult, type Req } from './closed-loop';
import { cpuSeconds, startServer, type ServerHandle } from './server-process';

/*
 * Op-signed orders over HTTP to the perps gateway of the real service (demo dataset in a temporary
 * DB_FILE, RATE_LIMIT=off, LIQUIDITY=off) on 127.0.0.1. Accounts are registered as the SDK does
 * (an owner-signed CreateProxy, then the loopback faucet), and every order is signed with its proxy
 * key before the clock starts: a GTC post-only BUY of 0.001 BTC at 50–70 % of the index (price step
 * 1), so nothing matches and each order rests. An account holds at most 1,000 open orders, so the
 * single-order run and the 20-order batch run each get accounts of their own. Closed loop, 32 in
 * flight, until the time bound or the orders run out; an order counts only when its ack is ok.
 */

const BTC = 6;
const CHAIN = 80002;
const WEEK = 7 * 86_400_000;
const OPEN_ORDERS_CAP = 1_000;

export type PerpsOrdersRun = ClosedLoopResult & {
  /** Orders per request. */
  size: number;
  concurrency: number;
  accounts: number;
  /** Orders signed for the run (the run stops early when the time bound comes first). */
  planned: number;
  serverCpuPercent?: number;
  /** The bench process's own CPU meanwhile (it shares the machine's cores with the service). */
  benchCpuPercent: number;
  /** A few bodies of requests that did not answer every order ok. */
  failures: string[];
  /** Microseconds to build and sign one request, before the clock started. */
  signUs: number;
};

export type PerpsOrdersResult = { single: PerpsOrdersRun; batch: PerpsOrdersRun; indexPrice: number; startMs: number };

type Session = { account: string; proxyKey: Hex; headers: Record<string, string> };

let salts = 1;

async function postJson(base: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** An owner and a proxy key registered through POST /perps/v1/account/proxy, funded through the faucet. */
async function session(base: string, amount: string): Promise<Session> {
  const owner = privateKeyToAccount(generatePrivateKey());
  const proxyKey = generatePrivateKey();
  const proxy = privateKeyToAccount(proxyKey).address;
  const ts = Date.now();
  const expiry = ts + WEEK;
  const salt = salts++;
  const sig = await owner.signTypedData(createProxyTypedData(proxy, expiry, salt, ts, CHAIN));
  const op = { type: 'createProxy', args: { owner: owner.address, proxy, expiry } };
  const created = await postJson(base, '/perps/v1/account/proxy', { op, sig, salt, ts });
  if (created.status !== 200) throw new Error(`createProxy: ${created.status} ${created.body}`);
  const funded = await postJson(base, '/perps/v1/sandbox/faucet', { address: owner.address, amount });
  if (funded.status !== 200) throw new Error(`faucet: ${funded.status} ${funded.body}`);
  const secret = (JSON.parse(created.body) as { secret: string }).secret;
  return { account: owner.address.toLowerCase(), proxyKey, headers: { 'POLYMARKET-PROXY': proxy, 'POLYMARKET-SECRET': secret } };
}

/** A signed createOrders body, through the native signer (~50 µs) rather than viem's signTypedData (~1.5 ms). */
function signed(op: Op<'createOrders'>, key: Hex): string {
  const salt = salts++;
  const ts = Date.now();
  const sig = signDigest(hexToBytes(hashTypedData(opTypedData(op, salt, ts, CHAIN))), key);
  return JSON.stringify({ op, sig, salt, ts });
}

/** `count` orders per account in requests of `size`, each at its own price between 50 % and 70 % of the index. */
function plan(sessions: Session[], perAccount: number, size: number, index: number): Req[] {
  const low = Math.floor(index * 0.5);
  const span = Math.floor(index * 0.2);
  const reqs: Req[][] = sessions.map(() => []);
  sessions.forEach((s, k) => {
    for (let n = 0; n < perAccount; n += size) {
      const args = Array.from({ length: Math.min(size, perAccount - n) }, (_, j) => ({
        iid: BTC,
        buy: true,
        p: String(low + ((n + j) % span)),
        qty: '0.001',
        tif: 'gtc' as const,
        po: true,
      }));
      reqs[k]!.push({
        method: 'POST',
        path: '/perps/v1/trade/orders',
        headers: s.headers,
        body: signed({ type: 'createOrders', args }, s.proxyKey),
      });
    }
  });
  // interleaved, so the accounts take turns as independent clients would
  const out: Req[] = [];
  for (let i = 0; reqs.some((r) => i < r.length); i++) for (const r of reqs) if (i < r.length) out.push(r[i]!);
  return out;
}

/** How many orders an answer accepted: every ack of the array `{"status":"ok","oid":…}`. */
function acceptedBy(failures: string[]) {
  return (a: { status: number; body: string }) => {
    let acks: { status?: string; oid?: unknown }[] | undefined;
    try {
      acks = JSON.parse(a.body) as typeof acks;
    } catch {
      // not JSON: counted as failed below
    }
    const ok = Array.isArray(acks) ? acks.filter((x) => x.status === 'ok' && typeof x.oid === 'number').length : 0;
    const why = a.status === 0 ? 'no answer within the 10 s request timeout, or a connection error' : `${a.status} ${a.body.slice(0, 200)}`;
    if ((!Array.isArray(acks) || ok < acks.length) && failures.length < 5 && !failures.includes(why)) failures.push(why);
    return ok;
  };
}

async function run(
  server: ServerHandle,
  sessions: Session[],
  size: number,
  index: number,
  seconds: number,
  concurrency: number,
  log: (m: string) => void,
) {
  const t0 = performance.now();
  const reqs = plan(sessions, OPEN_ORDERS_CAP, size, index);
  const signUs = ((performance.now() - t0) * 1000) / reqs.length;
  const failures: string[] = [];
  const cpu = await cpuSeconds(server.pid);
  const bench = process.cpuUsage();
  const r = await runClosedLoop(new URL(server.base), reqs.length, (i) => reqs[i]!, concurrency, { seconds, done: acceptedBy(failures) });
  const after = await cpuSeconds(server.pid);
  const mine = process.cpuUsage(bench);
  const serverCpuPercent = cpu !== undefined && after !== undefined ? ((after - cpu) / r.seconds) * 100 : undefined;
  const benchCpuPercent = ((mine.user + mine.system) / 1e6 / r.seconds) * 100;
  log(
    `perps orders ×${size}: ${Math.round(r.perSec)} orders/s (${r.ok} ok of ${r.sent} requests in ${r.seconds.toFixed(1)} s, ${r.failed} failed), p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${serverCpuPercent?.toFixed(0)} %, bench ${benchCpuPercent.toFixed(0)} %`,
  );
  return {
    ...r,
    size,
    concurrency,
    accounts: sessions.length,
    planned: sessions.length * OPEN_ORDERS_CAP,
    serverCpuPercent,
    benchCpuPercent,
    failures,
    signUs,
  };
}

export async function measurePerpsOrders(o: {
  accounts?: number;
  seconds?: number;
  concurrency?: number;
  log: (m: string) => void;
}): Promise<PerpsOrdersResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vantage-bench-perps-'));
  let server: ServerHandle | undefined;
  try {
    server = await startServer({
      env: { DATASET: 'demo', DB_FILE: join(dir, 'demo.sqlite'), LIQUIDITY: 'off', RATE_LIMIT: 'off' },
      timeoutMs: 180_000,
    });
    o.log(`service ready in ${(server.readyMs / 1000).toFixed(1)} s`);
    const accounts = o.accounts ?? 16;
    const seconds = o.seconds ?? 10;
    const concurrency = o.concurrency ?? 32;
    const indexRes = await fetch(`${server.base}/perps/v1/info/index?asset=BTC`);
    const indexPrice = Number(((await indexRes.json()) as { index_price: string }).index_price);
    const single: Session[] = [];
    const batched: Session[] = [];
    for (let k = 0; k < accounts; k++) single.push(await session(server.base, '1000000'));
    for (let k = 0; k < accounts; k++) batched.push(await session(server.base, '1000000'));
    o.log(`${2 * accounts} accounts with a proxy key and 1,000,000 pUSD each; BTC index ${indexPrice}`);
    const singleRun = await run(server, single, 1, indexPrice, seconds, concurrency, o.log);
    const batchRun = await run(server, batched, 20, indexPrice, seconds, concurrency, o.log);
    return { single: singleRun, batch: batchRun, indexPrice, startMs: server.readyMs };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
