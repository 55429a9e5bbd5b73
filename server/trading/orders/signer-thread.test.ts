import { keccak256, toHex } from 'viem';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ALICE, BOB } from '../../testing/trading-kit';
import { signerThread } from './signer-thread';

/* The worker thread answers what the event loop's check answers, many checks in flight at once. */

const alice = ALICE.address.toLowerCase();
// the thread says so when it stops and its checks fall back to the event loop: here it must not
const stopped = vi.spyOn(console, 'error');
const thread = signerThread();
afterAll(async () => {
  expect(stopped).not.toHaveBeenCalled();
  await thread.close();
});

describe('the signer thread', () => {
  it('finds the signer of each of many concurrent checks, keeping each answer with its own check', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const hash = keccak256(toHex(`thread order ${i}`));
        const account = i % 2 === 0 ? ALICE : BOB;
        return { hash, signature: await account.sign({ hash }), signer: account.address.toLowerCase() };
      }),
    );
    const answers = await Promise.all(jobs.map((j) => thread.check(j.hash, j.signature, alice)));
    expect(answers).toEqual(jobs.map((j) => j.signer));
  });

  it('answers undefined for a signature that recovers no key', async () => {
    const hash = keccak256(toHex('thread order x'));
    expect(await thread.check(hash, `0x${'0'.repeat(130)}`, alice)).toBeUndefined();
  });
});
