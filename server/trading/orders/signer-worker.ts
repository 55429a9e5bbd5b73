import { parentPort } from 'node:worker_threads';
import { recoverSigner } from './order-signature';

/* The signature thread's side (signer-thread.ts): each message is a batch's digests and signatures, each answer their signers. */

type Ask = { id: number; items: { digest: Uint8Array; signature: string }[] };

parentPort!.on('message', ({ id, items }: Ask) => {
  parentPort!.postMessage({ id, signers: items.map((i) => recoverSigner(i.digest, i.signature)) });
});
