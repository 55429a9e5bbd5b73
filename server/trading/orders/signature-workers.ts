import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { recoverAddress, type Hex } from 'viem';

/*
 * Signature recovery off the event loop. Recovering an order's signer (secp256k1 in pure JS) costs
 * about 2.5 ms of CPU, more than everything else an order costs the service together, so on one
 * thread it caps POST /order near 250 orders/s. A small pool of worker threads runs viem's own
 * recoverAddress, so the answer is the same one the main thread would give, and every core works.
 *
 * SIGNATURE_WORKERS sets the pool's size: 0 recovers on the main thread (the unit tests' default,
 * NODE_ENV=test); unset, one worker per core. The pool starts on first use; its threads are unref'd,
 * so they never keep a process alive. A worker that dies takes the pool down: every pending and later
 * recovery runs on the main thread.
 */

/** The worker: plain CommonJS (no loader needed), requiring the same viem as the service. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { recoverAddress } = require(workerData.viem);
parentPort.on('message', async ({ id, hash, signature }) => {
  try {
    parentPort.postMessage({ id, address: (await recoverAddress({ hash, signature })).toLowerCase() });
  } catch {
    parentPort.postMessage({ id });
  }
});
`;

type Job = { resolve: (address: string | undefined) => void; hash: Hex; signature: Hex };
type Slot = { worker: Worker; busy: number };

async function recoverHere(hash: Hex, signature: Hex): Promise<string | undefined> {
  try {
    return (await recoverAddress({ hash, signature })).toLowerCase();
  } catch {
    return undefined;
  }
}

function poolSize(): number {
  const set = process.env.SIGNATURE_WORKERS;
  if (set !== undefined && set !== '') return Math.max(0, Math.floor(Number(set)) || 0);
  return process.env.NODE_ENV === 'test' ? 0 : availableParallelism();
}

let slots: Slot[] | undefined;
let broken = false;
const jobs = new Map<number, Job>();
let nextId = 0;

function fail() {
  broken = true;
  for (const s of slots ?? []) void s.worker.terminate();
  slots = undefined;
  const stranded = [...jobs.values()];
  jobs.clear();
  for (const j of stranded) void recoverHere(j.hash, j.signature).then(j.resolve);
}

function start(size: number): Slot[] {
  const viem = createRequire(import.meta.url).resolve('viem');
  return Array.from({ length: size }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { viem } });
    const slot: Slot = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (m: { id: number; address?: string }) => {
      slot.busy--;
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      job?.resolve(m.address);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (slots?.includes(slot) && code !== 0) fail();
    });
    return slot;
  });
}

/** The lower-case address that made the signature over the hash (undefined when it does not recover), from the pool when there is one. */
export function recoverSigner(hash: Hex, signature: Hex): Promise<string | undefined> {
  if (broken) return recoverHere(hash, signature);
  if (!slots) {
    const size = poolSize();
    if (size === 0) return recoverHere(hash, signature);
    slots = start(size);
  }
  let slot = slots[0]!;
  for (const s of slots) if (s.busy < slot.busy) slot = s;
  slot.busy++;
  const id = nextId++;
  return new Promise((resolve) => {
    jobs.set(id, { resolve, hash, signature });
    slot.worker.postMessage({ id, hash, signature });
  });
}
