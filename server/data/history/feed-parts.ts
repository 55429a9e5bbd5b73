import type { UserCols } from '../shared/joined-columns';
import { THREE_YEARS } from '../shared/wire-values';

/*
 * What the v2 trade and activity handlers share: the default window and the row parts both answers
 * spell the same way.
 */

/** Default lower bound: about three years back, like v1. */
export function v2Window(now: number, start: number, end: number, userScoped: boolean, ascFromStart = false): [number, number] {
  const floor = now - THREE_YEARS;
  let lo: number;
  if (start > 0) lo = userScoped ? start : Math.max(start, floor);
  else lo = ascFromStart ? 0 : floor;
  const hi = end > 0 ? end : now;
  return [lo, hi];
}

export function profileWire(r: UserCols) {
  return {
    name: r.name ?? '',
    pseudonym: r.pseudonym ?? '',
    bio: r.bio ?? '',
    profile_image: r.profile_image ?? '',
    profile_image_optimized: r.profile_image_optimized ?? '',
  };
}

export function outcomeOf(r: { outcome_index: number; outcome0: string | null; outcome1: string | null }): string {
  return r.outcome_index === 0 ? (r.outcome0 ?? '') : r.outcome_index === 1 ? (r.outcome1 ?? '') : '';
}
