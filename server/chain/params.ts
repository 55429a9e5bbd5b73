import { isAddress, isHex } from 'viem';
import { INVALID_PARAMS, RpcError } from './json-rpc';

/* Readers of positional params: each throws -32602 with what was wrong, never lets a bad value through. */

const invalid = (message: string): never => {
  throw new RpcError(INVALID_PARAMS, message);
};

export function addressParam(params: readonly unknown[], i: number): string {
  const v = params[i];
  if (typeof v !== 'string' || !isAddress(v, { strict: false })) return invalid(`param ${i} must be an address`);
  return v.toLowerCase();
}

export function hashParam(params: readonly unknown[], i: number): string {
  const v = params[i];
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(v)) return invalid(`param ${i} must be a 32-byte hash`);
  return v.toLowerCase();
}

export function hexParam(params: readonly unknown[], i: number): `0x${string}` {
  const v = params[i];
  if (typeof v !== 'string' || !isHex(v) || v.length % 2 !== 0) return invalid(`param ${i} must be 0x-prefixed hex bytes`);
  return v;
}

const TAGS = new Set(['latest', 'pending', 'safe', 'finalized', 'earliest']);

/**
 * A block tag or number, as a block number given the head; `undefined` param means latest.
 * Numbers above 2^53 cannot name a block here (there are not that many).
 */
export function blockParam(params: readonly unknown[], i: number, head: number, optional = true): number {
  const v = params[i];
  if (v === undefined && optional) return head;
  if (typeof v === 'string' && TAGS.has(v)) return v === 'earliest' ? 0 : head;
  if (typeof v === 'string' && /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,12})$/.test(v)) return Number.parseInt(v, 16);
  return invalid(`param ${i} must be a block number or tag`);
}

export function boolParam(params: readonly unknown[], i: number): boolean {
  const v = params[i];
  if (v === undefined) return false;
  if (typeof v !== 'boolean') return invalid(`param ${i} must be a boolean`);
  return v;
}

/** 0x quantity of a non-negative integer. */
export const quantity = (n: number | bigint): `0x${string}` => `0x${n.toString(16)}`;
