import { Worker } from 'node:worker_threads';

// a worker does not inherit the host's --import hooks (Node 20), so tsx loads its TypeScript entry
const BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

/** A socket-reading worker thread (entry: a bench/*-receivers.ts file) and a question-answer channel to it. */
export function receiverWorker(entry: URL) {
  const worker = new Worker(BOOT, { eval: true, workerData: { entry: entry.href } });
  const ask = <T>(msg: unknown, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (m: { type: string; why?: string }) => {
        if (m.type !== answer && m.type !== 'failed') return;
        worker.off('message', on);
        if (m.type === 'failed') reject(new Error(m.why));
        else resolve(m as T);
      };
      worker.on('message', on);
      worker.postMessage(msg);
    });
  return { worker, ask, post: (msg: unknown) => worker.postMessage(msg) };
}

/** The bucket at quantile q of a histogram holding `total` samples. */
export function histogramBucket(hist: Uint32Array, total: number, q: number): number {
  const want = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i]!;
    if (seen >= want) return i;
  }
  return hist.length - 1;
}
