import { privateKeyToAccount } from 'viem/accounts';
import { keccak256, toBytes, type Hex } from 'viem';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signDigest } from './order-signature';
import { createSignerThread, signersHere } from './signer-thread';

const KEY: Hex = `0x${'11'.repeat(32)}`;
const SIGNER = privateKeyToAccount(KEY).address.toLowerCase();
const digest = (n: number) => toBytes(keccak256(toBytes(`order ${n}`)));

// a valid signature, one with v = 0 (the contract refuses it) and one that is not hex
const items = [
  { digest: digest(1), signature: signDigest(digest(1), KEY) },
  { digest: digest(2), signature: `${signDigest(digest(2), KEY).slice(0, -2)}00` },
  { digest: digest(3), signature: '0xnothex' },
  { digest: digest(4), signature: signDigest(digest(4), KEY) },
];

describe('the signature thread', () => {
  // a thread that fails falls back to the event loop with one line: the answers alone cannot tell
  const stopped = vi.spyOn(console, 'error');
  const thread = createSignerThread();
  afterAll(async () => {
    expect(stopped).not.toHaveBeenCalled();
    await thread.close();
  });

  it('recovers a batch as the event loop does, refusals included', async () => {
    const here = await signersHere(items);
    expect(here).toEqual([SIGNER, undefined, undefined, SIGNER]);
    expect(await thread.signersOf(items)).toEqual(here);
  });

  it('answers concurrent batches each with its own signers', async () => {
    const [a, b] = await Promise.all([thread.signersOf(items.slice(0, 1)), thread.signersOf(items.slice(1))]);
    expect(a).toEqual([SIGNER]);
    expect(b).toEqual([undefined, undefined, SIGNER]);
  });

  it('once closed, answers on the event loop', async () => {
    const other = createSignerThread();
    await other.close();
    expect(await other.signersOf(items)).toEqual([SIGNER, undefined, undefined, SIGNER]);
  });
});
