import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';

/*
 * The worker end of bench/ws-fanout.ts: a share of the subscribed market sockets, on a thread of
 * their own so that reading 200 events a second on each of hundreds of sockets does not delay the
 * bench's order stream (on a 2-core machine it still competes with the service for CPU).
 *
 * While recording, each frame's order hashes (a price_change names the order that caused it) are
 * matched to the order's HTTP answer time, which the main thread posts: the first sighting of an
 * order on each socket is one sample, in a histogram of 0.1 ms buckets. Clocks are
 * performance.timeOrigin + now() on both threads, one clock.
 */

type Command =
  | { type: 'open'; base: string; count: number; assets: string[] }
  | { type: 'record'; on: boolean }
  | { type: 'follow'; on: boolean }
  | { type: 'answers'; list: [string, number][] }
  | { type: 'report' }
  | { type: 'close' };

const BUCKETS = 100_000;
const now = () => performance.timeOrigin + performance.now();

type Order = { answeredAt?: number; seen: Uint8Array; early: number[] };

const sockets: WebSocket[] = [];
const orders = new Map<string, Order>();
const hist = new Uint32Array(BUCKETS + 1);
let samples = 0;
let beforeAnswer = 0;
let frames = 0;
let bytes = 0;
let unexpectedCloses = 0;
let recording = false;
let ping: NodeJS.Timeout | undefined;
let assetsFollowed: string[] = [];
let pongsAwaited = 0;
let onPongs: (() => void) | undefined;

const add = (ms: number) => {
  if (ms < 0) beforeAnswer++;
  hist[Math.min(BUCKETS, Math.max(0, Math.round(ms * 10)))]!++;
  samples++;
};

const orderOf = (id: string) => {
  let o = orders.get(id);
  if (!o) orders.set(id, (o = { seen: new Uint8Array(sockets.length), early: [] }));
  return o;
};

const HASH = Buffer.from('"hash":"0x');

/** Finds the order hashes with Buffer.indexOf on the raw frame: decoding and regex-scanning every frame would make the bench, not the service, the bottleneck. */
function onFrame(k: number, frame: Buffer) {
  if (frame.length === 4 && frame.toString('latin1') === 'PONG') {
    if (pongsAwaited > 0 && --pongsAwaited === 0) onPongs?.();
    return;
  }
  frames++;
  bytes += frame.length;
  if (!recording) return;
  const at = now();
  for (let i = frame.indexOf(HASH); i >= 0; i = frame.indexOf(HASH, i + 74)) {
    const o = orderOf(frame.toString('latin1', i + 8, i + 74));
    if (o.seen[k]) continue;
    o.seen[k] = 1;
    if (o.answeredAt === undefined) o.early.push(at);
    else add(at - o.answeredAt);
  }
}

/** Every socket stops (or starts again) following the tokens; resolves once each has answered a PING after it. */
function follow(on: boolean): Promise<void> {
  return new Promise((resolve) => {
    pongsAwaited = sockets.length;
    onPongs = resolve;
    const update = JSON.stringify({ operation: on ? 'subscribe' : 'unsubscribe', assets_ids: assetsFollowed, initial_dump: false });
    for (const ws of sockets) {
      ws.send(update);
      ws.send('PING');
    }
  });
}

async function open(base: string, count: number, assets: string[]) {
  assetsFollowed = assets;
  const opened: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const k = sockets.length;
    // the frames are the service's own JSON: checking their UTF-8 again is the bench's cost, not the service's
    const ws = new WebSocket(`${base}/clob/ws/market`, { skipUTF8Validation: true });
    sockets.push(ws);
    opened.push(
      new Promise<void>((resolve, reject) => {
        ws.once('open', () => ws.send(JSON.stringify({ type: 'market', assets_ids: assets })));
        // the first frame is the initial dump: subscribed
        ws.once('message', () => resolve());
        ws.once('error', reject);
      }),
    );
    ws.on('message', (data) => onFrame(k, data as Buffer));
    ws.on('close', () => unexpectedCloses++);
    // a few at a time, as many clients would arrive
    if (i % 50 === 49) await Promise.all(opened.slice(-50));
  }
  await Promise.all(opened);
  // the service closes a socket silent for 60 s: the heartbeat, as a client sends it
  ping = setInterval(() => sockets.forEach((ws) => ws.send('PING')), 10_000);
}

function report() {
  let missing = 0;
  for (const o of orders.values()) if (o.answeredAt !== undefined) for (const s of o.seen) if (!s) missing++;
  return { hist, samples, beforeAnswer, frames, bytes, missing, unexpectedCloses };
}

parentPort!.on('message', (c: Command) => {
  if (c.type === 'open')
    void open(c.base, c.count, c.assets).then(
      () => parentPort!.postMessage({ type: 'opened' }),
      (err: unknown) => parentPort!.postMessage({ type: 'failed', why: String(err) }),
    );
  else if (c.type === 'record') recording = c.on;
  else if (c.type === 'follow') void follow(c.on).then(() => parentPort!.postMessage({ type: 'following' }));
  else if (c.type === 'answers')
    for (const [id, at] of c.list) {
      const o = orderOf(id);
      o.answeredAt = at;
      for (const t of o.early) add(t - at);
      o.early = [];
    }
  else if (c.type === 'report') parentPort!.postMessage({ type: 'report', ...report() });
  else {
    clearInterval(ping);
    for (const ws of sockets) {
      ws.removeAllListeners('close');
      ws.terminate();
    }
    parentPort!.postMessage({ type: 'closed' });
  }
});
