import { Worker } from 'node:worker_threads';
import { recoverSigner } from './order-signature';

/*
 * The signers of a batch's orders, recovered on a worker thread. A recovery costs the event loop
 * about 45 µs natively, a sixth of a batched order's cost there; handing a whole batch's fifteen
 * to the other core costs one message each way. A single order's one recovery would cost about
 * what its hand-off does, so single orders recover on the event loop (check-order.ts).
 * A thread that fails hands its pending and later batches to the event loop.
 */

/** A batch item's digest and signature (r ‖ s ‖ v, hex). */
export type Signed = { digest: Uint8Array; signature: string };
/** Each item's lower-case signer, or undefined where the signature is refused (signatures.ts). */
export type SignersOf = (items: readonly Signed[]) => Promise<(string | undefined)[]>;

export const signersHere: SignersOf = (items) => Promise.resolve(items.map((i) => recoverSigner(i.digest, i.signature)));

// a worker does not inherit the host's --import hooks (Node 20), so tsx loads its TypeScript entry
const BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

type Pending = { items: readonly Signed[]; resolve: (signers: (string | undefined)[]) => void };

export function createSignerThread(): { signersOf: SignersOf; close: () => Promise<void> } {
  const pending = new Map<number, Pending>();
  let next = 0;
  let failed = false;
  const worker = new Worker(BOOT, { eval: true, workerData: { entry: new URL('./signer-worker.ts', import.meta.url).href } });
  worker.unref();
  worker.on('message', (m: { id: number; signers: (string | undefined)[] }) => {
    pending.get(m.id)?.resolve(m.signers);
    pending.delete(m.id);
  });
  const fail = (why: unknown) => {
    if (failed) return;
    failed = true;
    console.error(
      `signature thread stopped (${why instanceof Error ? why.message : `exit ${String(why)}`}); batches recover on the event loop`,
    );
    void worker.terminate();
    for (const p of pending.values()) void signersHere(p.items).then(p.resolve);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', fail);
  const signersOf: SignersOf = (items) => {
    if (failed) return signersHere(items);
    const id = next++;
    return new Promise((resolve) => {
      pending.set(id, { items, resolve });
      worker.postMessage({ id, items: items.map((i) => ({ digest: i.digest, signature: i.signature })) });
    });
  };
  const close = async () => {
    failed = true;
    for (const p of pending.values()) void signersHere(p.items).then(p.resolve);
    pending.clear();
    await worker.terminate();
  };
  return { signersOf, close };
}
