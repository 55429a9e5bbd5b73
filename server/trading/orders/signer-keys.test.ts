import { keccak256, recoverAddress, toHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB } from '../../testing/trading-kit';
import { signerOf } from './signer-keys';

/* The kept-key check answers exactly what recovery answers, for a known signer and against every tampering. */

const alice = ALICE.address.toLowerCase();
const hashOf = (i: number) => keccak256(toHex(`order ${i}`));

describe('the signer of a hash', () => {
  it('agrees with recovery before and after the signer’s key is kept', async () => {
    for (let i = 0; i < 3; i++) {
      const hash = hashOf(i);
      const signature = await ALICE.sign({ hash });
      expect(await signerOf(hash, signature, alice)).toBe(alice);
    }
  });

  it('refuses what recovery refuses: another hash, a flipped v, a stranger, a high r', async () => {
    const hash = hashOf(10);
    const signature = await ALICE.sign({ hash });
    await signerOf(hash, signature, alice); // keeps Alice's key
    const other = hashOf(11);
    expect(await signerOf(other, signature, alice)).toBe((await recoverAddress({ hash: other, signature })).toLowerCase());
    const v = signature.slice(130) === '1b' ? '1c' : '1b';
    const flipped = `${signature.slice(0, 130)}${v}` as Hex;
    const recovered = (await recoverAddress({ hash, signature: flipped })).toLowerCase();
    expect(recovered).not.toBe(alice);
    expect(await signerOf(hash, flipped, alice)).toBe(recovered);
    expect(await signerOf(hash, await BOB.sign({ hash }), alice)).toBe(BOB.address.toLowerCase());
    expect(await signerOf(hash, `0x${'f'.repeat(64)}${signature.slice(66)}` as Hex, alice)).not.toBe(alice);
  });
});
