import { randomBytes } from 'node:crypto';
import { keccak256, toHex, type Hex } from 'viem';

/* How the relayer names and dates its transactions, as the public relayer's answers look. */

/** A UUIDv7: 48 bits of epoch milliseconds, version 7, the RFC 4122 variant, random bits. */
export function uuidV7(nowMs: number): string {
  const b = randomBytes(16);
  b.writeUIntBE(Math.floor(nowMs), 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 3339 with microseconds, as the public relayer writes createdAt: 2024-07-14T21:13:08.819782Z. */
export function rfc3339Micros(micros: number): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, 23)}${String(micros % 1000).padStart(3, '0')}Z`;
}

/**
 * Epoch microseconds from the service's millisecond clock; the sub-millisecond part comes from the
 * monotonic clock, so two transactions of one millisecond still read in order.
 */
export const micros = (nowMs: number) => Math.floor(nowMs) * 1000 + (Math.floor(performance.now() * 1000) % 1000);

/** The transaction's chain hash: a function of its id, so a retried execution names the same hash. */
export const txHashOf = (id: string): Hex => keccak256(toHex(`vantage relayer transaction ${id}`));
