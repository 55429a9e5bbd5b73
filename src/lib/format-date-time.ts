import { dateFormat } from './format';

/*
 * A moment (not a calendar day): "Nov 22, 2026, 5:04 AM UTC". Shown in UTC with the zone named,
 * so a timestamp reads the same for every reader and matches the service's RFC 3339 values.
 */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dateFormat(DATE_TIME).format(date)} UTC`;
}
