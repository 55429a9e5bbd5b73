/*
 * Reading view state from the URL. A URL is user input (hand-edited, old bookmarks), so readers
 * never throw: anything unreadable falls back to the default. Writers omit defaults, so a view's
 * plain URL stays plain.
 */

export function readEnum<T extends string>(params: URLSearchParams, key: string, values: readonly T[], fallback: T): T {
  const raw = params.get(key)?.trim().toUpperCase();
  return raw !== undefined && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export function readInt(
  params: URLSearchParams,
  key: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = params.get(key)?.trim();
  if (!raw || !/^-?\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return Math.min(max, Math.max(min, n));
}

/** Only values from the allowed list (e.g. page sizes); anything else is the fallback. */
export function readChoice(params: URLSearchParams, key: string, choices: readonly number[], fallback: number): number {
  const raw = params.get(key)?.trim();
  const n = raw ? Number(raw) : Number.NaN;
  return choices.includes(n) ? n : fallback;
}

export function readNumber(params: URLSearchParams, key: string, { min, fallback }: { min: number; fallback: number }): number {
  const raw = params.get(key)?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

export function readBool(params: URLSearchParams, key: string, fallback = false): boolean {
  const raw = params.get(key)?.trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}

export function readString(params: URLSearchParams, key: string, maxLength: number): string {
  return (params.get(key) ?? '').slice(0, maxLength);
}

type Primitive = string | number | boolean;

/** Writes values in the given key order, leaving out every value equal to its default (and empty strings). */
export function writeParams<T extends Record<string, Primitive>>(values: T, defaults: T): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(values) as (keyof T & string)[]) {
    const value = values[key];
    if (value === defaults[key] || value === '') continue;
    out.set(key, String(value));
  }
  return out;
}
