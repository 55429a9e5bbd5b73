import { parentPort } from 'node:worker_threads';
import type { Hex } from 'viem';
import { signerOf } from './signer-keys';

/* The worker end of signer-thread.ts: the kept public keys live in the thread that checks against them. */

type Job = { id: number; hash: Hex; signature: Hex; expected: string };

parentPort?.on('message', (job: Job) => {
  void signerOf(job.hash, job.signature, job.expected).then((signer) => parentPort!.postMessage({ id: job.id, signer }));
});
