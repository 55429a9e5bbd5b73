import { TradingError } from '../../kit/errors';

/* Query values of the history routes: unix-second times and positive integers, refused with the route's wording. */

const INTEGER = /^\d{1,15}$/;

/** A unix-seconds value, or undefined when absent; `message` when present but malformed. */
export function unixSeconds(value: string | undefined, message: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!INTEGER.test(value)) throw new TradingError(400, message);
  return Number(value);
}

/** A positive integer, or `fallback` when absent. */
export function positiveInt(value: string | undefined, fallback: number, message: string): number {
  if (value === undefined || value === '') return fallback;
  if (!INTEGER.test(value) || Number(value) === 0) throw new TradingError(400, message);
  return Number(value);
}

/** Bounds an open end of a window: SQLite compares against it as an INTEGER. */
export const END_OF_TIME = Number.MAX_SAFE_INTEGER;
