import { describe, expect, it } from 'vitest';
import { looksLikeAddress, shortenAddress } from './address-shape';

describe('address shape', () => {
  it('checks the shape only', () => {
    expect(looksLikeAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(looksLikeAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(true);
    expect(looksLikeAddress('0x12')).toBe(false);
  });

  it('shortens', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
    expect(shortenAddress('0x12')).toBe('0x12');
  });
});
