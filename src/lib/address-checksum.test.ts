import { bytesToHex, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address';

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
