import { Worker } from 'node:worker_threads';
import type { Hex } from 'viem';
import { signerOf } from './signer-keys';

/*
 * Signature checks off the event loop. Even against a kept key, secp256k1 in pure JS is about a third
 * of an order's cost to the service; on the event loop every cancel and read queues behind it, and
 * their p99 under a 500 orders/s stream is several times what it is without it. One worker thread
 * runs signer-keys.ts on the other core and the event loop only hashes, matches and commits.
 *
 * SIGNATURE_THREAD=off keeps the checks on the event loop, as do unit tests (NODE_ENV=test), which
 * start many services. A worker that fails hands its pending and later checks to the event loop.
 */

export type SignerCheck = (hash: Hex, signature: Hex, expected: string) => Promise<string | undefined>;

const BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

type Job = { hash: Hex; signature: Hex; expected: string; resolve: (signer: string | undefined) => void };

/** A worker thread checking signatures; `close` ends it. */
export function signerThread(): { check: SignerCheck; close: () => Promise<void> } {
  const jobs = new Map<number, Job>();
  let nextId = 0;
  let failed = false;
  // a worker does not inherit the host's --import hooks (Node 20), so tsx loads its TypeScript entry
  const entry = new URL('./signer-worker.ts', import.meta.url).href;
  const worker = new Worker(BOOT, { eval: true, workerData: { entry } });
  worker.unref();
  worker.on('message', (m: { id: number; signer?: string }) => {
    const job = jobs.get(m.id);
    jobs.delete(m.id);
    job?.resolve(m.signer);
  });
  const fail = (why: unknown) => {
    if (failed) return;
    failed = true;
    console.error(`signature thread stopped (${why instanceof Error ? why.message : `exit ${String(why)}`}); checks run on the event loop`);
    void worker.terminate();
    for (const job of jobs.values()) void signerOf(job.hash, job.signature, job.expected).then(job.resolve);
    jobs.clear();
  };
  worker.on('error', fail);
  worker.on('exit', fail);

  const check: SignerCheck = (hash, signature, expected) => {
    if (failed) return signerOf(hash, signature, expected);
    const id = nextId++;
    return new Promise((resolve) => {
      jobs.set(id, { hash, signature, expected, resolve });
      worker.postMessage({ id, hash, signature, expected });
    });
  };
  const close = async () => {
    failed = true;
    await worker.terminate();
  };
  return { check, close };
}

let shared: SignerCheck | undefined;

/** Starts the process's signature check now rather than at the first order: the thread takes about a second to load. */
export function startSignerThread(): SignerCheck {
  const offThread = process.env.SIGNATURE_THREAD !== 'off' && process.env.NODE_ENV !== 'test';
  return (shared ??= offThread ? signerThread().check : signerOf);
}

/** The process's signature check: the worker thread, or the event loop where that is configured. */
export function checkSigner(hash: Hex, signature: Hex, expected: string): Promise<string | undefined> {
  return startSignerThread()(hash, signature, expected);
}
