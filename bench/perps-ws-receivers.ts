import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';

/*
 * The worker end of bench/perps-ws.ts: a share of the perps sockets subscribed to `book::6`, on a
 * thread of their own. While recording, each book frame is one sample: its receipt time (Date.now(),
 * the service's clock too) less the frame's `ts`, which the gateway stamps once per snapshot round;
 * a histogram of 1 ms buckets. The rounds seen (distinct `ts`) are counted too, so that frames a
 * socket never got show as missing.
 */

type Command = { type: 'open'; base: string; count: number } | { type: 'record'; on: boolean } | { type: 'report' } | { type: 'close' };

const BUCKETS = 60_000;
const BOOK = Buffer.from('{"ch":"book::6"');
const TS = Buffer.from('"ts":');

const sockets: WebSocket[] = [];
const hist = new Uint32Array(BUCKETS + 1);
const rounds = new Set<number>();
let perSocket = new Uint32Array(0);
let samples = 0;
let frames = 0;
let bytes = 0;
let unexpectedCloses = 0;
let recording = false;

/** Reads `ts` from the raw frame (the last key but one): parsing 10,000 book frames a second would make the bench the bottleneck. */
function tsOf(frame: Buffer): number {
  let i = frame.lastIndexOf(TS) + TS.length;
  let ts = 0;
  for (let c = frame[i]!; c >= 48 && c <= 57; c = frame[++i]!) ts = ts * 10 + (c - 48);
  return ts;
}

function onFrame(k: number, frame: Buffer) {
  const at = Date.now();
  frames++;
  bytes += frame.length;
  if (!recording || frame.compare(BOOK, 0, BOOK.length, 0, BOOK.length) !== 0) return;
  const ts = tsOf(frame);
  rounds.add(ts);
  perSocket[k]!++;
  hist[Math.min(BUCKETS, Math.max(0, at - ts))]!++;
  samples++;
}

async function open(base: string, count: number) {
  const opened: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const k = sockets.length;
    // the frames are the service's own JSON: checking their UTF-8 again is the bench's cost, not the service's
    const ws = new WebSocket(`${base}/perps/v1/ws`, { skipUTF8Validation: true });
    sockets.push(ws);
    opened.push(
      new Promise<void>((resolve, reject) => {
        ws.once('open', () => ws.send(JSON.stringify({ id: 1, req: 'sub', chs: ['book::6'] })));
        // the reply, then the snapshot a new subscriber gets at once: subscribed
        const first = (data: Buffer) => {
          if (data.compare(BOOK, 0, BOOK.length, 0, BOOK.length) !== 0) return;
          ws.off('message', first);
          resolve();
        };
        ws.on('message', first);
        ws.once('error', reject);
      }),
    );
    ws.on('message', (data) => onFrame(k, data as Buffer));
    ws.on('close', () => unexpectedCloses++);
    // a few at a time, as many clients would arrive
    if (i % 50 === 49) await Promise.all(opened.slice(-50));
  }
  await Promise.all(opened);
  perSocket = new Uint32Array(sockets.length);
}

const report = () => ({
  type: 'report',
  hist,
  samples,
  frames,
  bytes,
  rounds: [...rounds],
  perSocket: [...perSocket],
  unexpectedCloses,
});

parentPort!.on('message', (c: Command) => {
  if (c.type === 'open')
    void open(c.base, c.count).then(
      () => parentPort!.postMessage({ type: 'opened' }),
      (err: unknown) => parentPort!.postMessage({ type: 'failed', why: String(err) }),
    );
  else if (c.type === 'record') {
    recording = c.on;
    if (c.on) {
      hist.fill(0);
      rounds.clear();
      perSocket.fill(0);
      samples = frames = bytes = 0;
    }
  } else if (c.type === 'report') parentPort!.postMessage(report());
  else {
    for (const ws of sockets) {
      ws.removeAllListeners('close');
      ws.terminate();
    }
    parentPort!.postMessage({ type: 'closed' });
  }
});
