import { dateFormat } from './format';

/*
 * A moment, not a calendar day: "Nov 22, 2026, 04:32 UTC". Shown in UTC with the zone named, so a
 * timestamp reads the same for every reader and matches the service's RFC 3339 values and the
 * views' UTC days.
 */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' };

/** A Date, an RFC 3339 string or epoch seconds (the services' two spellings of a moment); '—' when there is none. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value * 1000 : value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dateFormat(DATE_TIME).format(date)} UTC`;
}
