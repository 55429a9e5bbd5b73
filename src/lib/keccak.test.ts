import { bytesToHex, getAddress, keccak256 as viemKeccak } from 'viem';
import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address';
import { keccak256 } from './keccak';

/** A deterministic stream of bytes (xorshift), so a failure can be replayed. */
function bytes(seed: number, length: number): Uint8Array {
  let x = seed || 1;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

const hex = (b: Uint8Array) => bytesToHex(b);

describe('keccak-256', () => {
  it('hashes the published vectors', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(hex(keccak256(new TextEncoder().encode('abc')))).toBe('0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });

  it('agrees with viem at every length around the block size', () => {
    for (const length of [1, 20, 40, 64, 134, 135, 136, 137, 271, 272, 273, 500]) {
      const input = bytes(length, length);
      expect(hex(keccak256(input)), `length ${length}`).toBe(viemKeccak(input));
    }
  });
});

describe('EIP-55 checksums', () => {
  it('match the EIP’s own examples', () => {
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0xde709f2102306220921060314715629080e2fb77',
    ])
      expect(normaliseAddress(a.toLowerCase())).toBe(a);
  });

  it('match viem’s for a thousand addresses', () => {
    for (let i = 1; i <= 1000; i++) {
      const lower = hex(bytes(i * 7919, 20));
      expect(normaliseAddress(lower)).toBe(getAddress(lower));
    }
  });
});
