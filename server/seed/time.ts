/** Calendar helpers; the whole history is laid out in whole UTC days counted from its first day. */

export const HOUR = 3600;
export const DAY = 86_400;

/** The start of the current UTC day, the default `now` of a generation. */
export function startOfUtcDay(epochSeconds: number): number {
  return Math.floor(epochSeconds / DAY) * DAY;
}

export type Timeline = {
  now: number;
  /** first instant of the history */
  t0: number;
  /** number of whole days from t0 to now */
  days: number;
};

export function timeline(now: number, days: number): Timeline {
  return { now, t0: now - days * DAY, days };
}

export function dayOf(tl: Timeline, ts: number): number {
  return Math.floor((ts - tl.t0) / DAY);
}

export function dayStart(tl: Timeline, day: number): number {
  return tl.t0 + day * DAY;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 31, 2026" */
export function longDate(ts: number): string {
  const d = new Date(ts * 1000);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export function monthName(ts: number): string {
  return MONTHS[new Date(ts * 1000).getUTCMonth()]!;
}

export function yearOf(ts: number): number {
  return new Date(ts * 1000).getUTCFullYear();
}

/** true when ts falls on the first day of a UTC month */
export function isMonthStart(ts: number): boolean {
  return new Date(ts * 1000).getUTCDate() === 1;
}

/** true on Mondays (UTC) */
export function isWeekStart(ts: number): boolean {
  return new Date(ts * 1000).getUTCDay() === 1;
}
