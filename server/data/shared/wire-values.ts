import { getAddress } from 'viem';

/* Stored values → the wire's spellings, shared by the v1 and v2 shapes of every resource. */

export const MICRO = 1_000_000;
export const THREE_YEARS = 3 * 365 * 86_400;

/** Exact micro → the wire's number (division by 1e6 of an integer is the nearest double). */
export const units = (micro: number) => micro / MICRO;

/** The checksummed form of a stored lower-case address. */
export function checksum(addr: string): string {
  try {
    return getAddress(addr);
  } catch {
    return addr;
  }
}

export const isoDate = (epoch: number) => {
  const d = new Date(epoch * 1000);
  return Number.isNaN(d.getTime()) ? '1970-01-01' : d.toISOString().slice(0, 10);
};
export const rfc3339 = (epoch: number) => {
  const d = new Date(epoch * 1000);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
};
