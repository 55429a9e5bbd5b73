import { describe, expect, it } from 'vitest';
import { addressProblem, normaliseAddress } from './address';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('address', () => {
  it('normalises any case to the checksum', () => {
    expect(normaliseAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
    expect(normaliseAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(CHECKSUMMED);
    expect(normaliseAddress(`  ${CHECKSUMMED}\n`)).toBe(CHECKSUMMED);
    expect(normaliseAddress(CHECKSUMMED.slice(2))).toBe(CHECKSUMMED);
    expect(normaliseAddress(`0X${CHECKSUMMED.slice(2)}`)).toBe(CHECKSUMMED);
  });

  it('rejects what is not an address', () => {
    expect(normaliseAddress('')).toBeNull();
    expect(normaliseAddress('0x123')).toBeNull();
    expect(normaliseAddress(`${CHECKSUMMED}00`)).toBeNull();
    expect(normaliseAddress('0xzz9Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeNull();
    expect(normaliseAddress('vitalik.eth')).toBeNull();
  });

  it('explains the problem', () => {
    expect(addressProblem(CHECKSUMMED)).toBeNull();
    expect(addressProblem('')).toMatch(/Enter an address/);
    expect(addressProblem('0x123')).toMatch(/got 3/);
    expect(addressProblem('0xzz')).toMatch(/only 0–9 and a–f/);
  });
});
