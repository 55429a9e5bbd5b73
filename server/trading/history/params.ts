import { TradingError } from '../../kit/errors';
import { readUint } from '../../../src/api/wire-integer';

/* Query values of the history routes: unix-second times and positive integers, refused with the route's wording. */

/** A unix-seconds value, or undefined when absent; `message` when present but malformed. */
export function unixSeconds(value: string | undefined, message: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = readUint(value);
  if (n === undefined) throw new TradingError(400, message);
  return n;
}

/** A positive integer, or `fallback` when absent. */
export function positiveInt(value: string | undefined, fallback: number, message: string): number {
  if (value === undefined || value === '') return fallback;
  const n = readUint(value);
  if (n === undefined || n === 0) throw new TradingError(400, message);
  return n;
}

/** Bounds an open end of a window: SQLite compares against it as an INTEGER. */
export const END_OF_TIME = Number.MAX_SAFE_INTEGER;
