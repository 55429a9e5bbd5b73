import { dateFormat, LOCALE } from '../../lib/format';

/*
 * Instants on the overview (chart points, data freshness) are moments of the reader's day, so they
 * are shown in the reader's own time zone, named, unlike market end dates which are UTC days.
 */

/** "Nov 22, 2026, 5:07 AM GMT+1" */
export function formatInstant(epochSeconds: number, timeZone?: string): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(epochSeconds * 1000) + zoneSuffix(epochSeconds, timeZone);
}

function zoneSuffix(epochSeconds: number, timeZone?: string): string {
  const zone = dateFormat({ timeZoneName: 'short', timeZone })
    .formatToParts(epochSeconds * 1000)
    .find((p) => p.type === 'timeZoneName')?.value;
  return zone ? ` ${zone}` : '';
}

const units = new Map<string, Intl.NumberFormat>();
function unitFormat(unit: 'second' | 'minute' | 'hour' | 'day'): Intl.NumberFormat {
  let f = units.get(unit);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
      maximumFractionDigits: unit === 'second' || unit === 'minute' ? 0 : 1,
    });
    units.set(unit, f);
  }
  return f;
}

/** A lag in the largest unit that keeps it readable: "45 seconds", "12 minutes", "5.1 hours", "3 days". */
export function formatLag(seconds: number): string {
  const s = Math.max(0, seconds);
  if (s < 60) return unitFormat('second').format(s);
  if (s < 3_600) return unitFormat('minute').format(Math.round(s / 60));
  if (s < 86_400) return unitFormat('hour').format(s / 3_600);
  return unitFormat('day').format(s / 86_400);
}
