/*
 * Display formatting through Intl. Formatters are costly to build and cheap to reuse, so each
 * distinct option set is built once. The app's copy is English, so the locale is fixed: numbers
 * and their words read the same way everywhere on the page.
 */

export const LOCALE = 'en-US';
const DASH = '—';

/**
 * The first Intl formatter of a page load pays for ICU's start-up (number data, then time-zone
 * data): ~100 ms at a phone's speed, in the middle of the first render. The built index.html builds
 * these while the scripts are still on the wire (src/app/boot/page-start-script.ts), so the cost
 * lands in idle time.
 * Later formatters, with any options, are cheap.
 */
export const INTL_WARM_UP = {
  locale: LOCALE,
  number: { style: 'currency', currency: 'USD' },
  date: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
} as const satisfies { locale: string; number: Intl.NumberFormatOptions; date: Intl.DateTimeFormatOptions };

const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, f);
  }
  return f;
}

type Numeric = number | string;
type SignOptions = { signed?: boolean };

/** 'negative' keeps "-$0.00" away when a tiny negative rounds to zero. */
const sign = (signed?: boolean): Intl.NumberFormatOptions['signDisplay'] => (signed ? 'exceptZero' : 'negative');

function isNumeric(value: Numeric): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : value.trim() !== '' && Number.isFinite(Number(value));
}

/**
 * US dollars with cents: "$1,234.56", "-$3.00", signed "+$3.00". Accepts an exact decimal string
 * (from src/lib/decimal) so a sum is rounded once, here, not accumulated as floats.
 */
export function formatUsd(value: Numeric, { signed, micro }: SignOptions & { micro?: boolean } = {}): string {
  if (!isNumeric(value)) return DASH;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    // an exact figure to the micro-dollar, where the cents alone would hide a difference
    maximumFractionDigits: micro ? 6 : 2,
    signDisplay: sign(signed),
  }).format(value as number | `${number}`);
}

/** A probability price in 0..1 as cents with one decimal: 0.55 → "55.0¢". */
export function formatCents(price: number): string {
  if (!Number.isFinite(price)) return DASH;
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' }).format(price * 100)}¢`;
}

/** Share counts: grouped, two decimals, so columns of sizes line up. */
export function formatShares(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }).format(value);
}

/** A whole count: "1,234". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

/** A value already in percent units (the API's percentPnl: 12.5 means 12.5 %) → "12.5%", signed "+12.5%". */
export function formatPercent(percent: number, { signed }: SignOptions = {}): string {
  if (!Number.isFinite(percent)) return DASH;
  return numberFormat({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: sign(signed) }).format(
    percent / 100,
  );
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Built on first use: a time-zoned DateTimeFormat costs milliseconds (the zone data), too much for module start-up. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * A calendar date: "Dec 31, 2025". Market end dates are UTC days, so they are shown in UTC: a
 * reader west of Greenwich would otherwise see the day before.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return DASH;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return DASH;
  return dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Whether a value rounds to a positive, negative or zero amount at the shown precision (for colouring). */
export function signOf(value: Numeric, decimals = 2): -1 | 0 | 1 {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  const scale = 10 ** decimals;
  const rounded = Math.round(Math.abs(n) * scale);
  if (rounded === 0) return 0;
  return n > 0 ? 1 : -1;
}

type AxisUnit = 'hour' | 'day' | 'month';

/** What a time axis counts in: hours within a day, days within half a year, months beyond. */
const axisUnit = (spanSeconds: number): AxisUnit => (spanSeconds <= 86_400 ? 'hour' : spanSeconds <= 183 * 86_400 ? 'day' : 'month');

/**
 * An axis tick for a time span: the hour within a day, the day within half a year, and the month
 * with its year beyond, so a long range says which year it is.
 */
export function formatAxisTime(ms: number, spanSeconds: number, timeZone?: string): string {
  const unit = axisUnit(spanSeconds);
  if (unit === 'hour') return dateFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(ms);
  if (unit === 'day') return dateFormat({ month: 'short', day: 'numeric', timeZone }).format(ms);
  return dateFormat({ month: 'short', year: 'numeric', timeZone }).format(ms);
}

const STEPS: Record<AxisUnit, number[]> = { hour: [1, 2, 3, 6, 12], day: [1, 2, 7, 14, 30], month: [1, 2, 3, 6, 12, 24, 60] };

/**
 * The ticks of a time axis from `startMs` to `endMs` (local time): calendar boundaries of the unit
 * formatAxisTime names, so each tick has its own label (a chart left to place its own ticks puts
 * several in one month and prints that month each time), at most `max` of them.
 */
export function axisTimeTicks(startMs: number, endMs: number, max = 6): number[] {
  const unit = axisUnit((endMs - startMs) / 1000);
  let ticks: number[] = [];
  for (const step of STEPS[unit]) {
    ticks = boundaries(startMs, endMs, unit, step);
    if (ticks.length <= max) break;
  }
  return ticks;
}

/** A time axis over points in unix seconds: its span and one tick per label (axisTimeTicks); no ticks under two points. */
export function timeAxis(points: readonly { t: number }[]): { spanSeconds: number; ticks: number[] | undefined } {
  if (points.length < 2) return { spanSeconds: 0, ticks: undefined };
  const first = points[0]!.t;
  const last = points[points.length - 1]!.t;
  return { spanSeconds: last - first, ticks: axisTimeTicks(first * 1000, last * 1000).map((ms) => ms / 1000) };
}

function boundaries(startMs: number, endMs: number, unit: AxisUnit, step: number): number[] {
  const d = new Date(startMs);
  const next = (n: number) =>
    unit === 'hour' ? d.setHours(d.getHours() + n) : unit === 'day' ? d.setDate(d.getDate() + n) : d.setMonth(d.getMonth() + n);
  if (unit === 'hour') d.setMinutes(0, 0, 0);
  else d.setHours(0, 0, 0, 0);
  if (unit === 'month') d.setDate(1);
  if (d.getTime() < startMs) next(1);
  // aligned to the step (every 6th hour, every 3rd month), so ticks fall on round times
  const phase = () => (unit === 'hour' ? d.getHours() : unit === 'month' ? d.getMonth() : 0);
  while (phase() % step !== 0) next(1);
  const out: number[] = [];
  for (; d.getTime() <= endMs; next(step)) out.push(d.getTime());
  return out;
}
