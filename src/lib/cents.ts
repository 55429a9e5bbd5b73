/*
 * Prices on the desk are typed and read in cents (55.5¢), while orders are signed in dollars
 * (0.555). The two differ by a shift of the decimal point, done here on the digits themselves:
 * a float would turn 29¢ into 0.29000000000000004 and move an order's rounding.
 */

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** Leading zeros of the whole part and trailing zeros of the fraction dropped: "007.50" → "7.5". */
function tidy(whole: string, frac: string): string {
  const w = whole.replace(/^0+(?=\d)/, '') || '0';
  const f = frac.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** The decimal point of a plain decimal moved `places` to the left (negative: to the right); undefined when not a decimal. */
function shift(text: string, places: number): string | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[1] === '' && !m[2])) return undefined;
  const digits = (m[1] ?? '') + (m[2] ?? '');
  const point = (m[1] ?? '').length - places;
  if (point <= 0) return tidy('0', '0'.repeat(-point) + digits);
  if (point >= digits.length) return tidy(digits + '0'.repeat(point - digits.length), '');
  return tidy(digits.slice(0, point), digits.slice(point));
}

/** Cents as typed ("55.5") → dollars as signed ("0.555"), exactly; undefined when the text is no decimal. */
export const centsToDollars = (cents: string): string | undefined => shift(cents, 2);

/** Dollars ("0.555") → cents ("55.5"), exactly; undefined when the text is no decimal. */
export const dollarsToCents = (dollars: string): string | undefined => shift(dollars, -2);

/** A dollar price as the desk shows it: "0.555" → "55.5¢" (every digit kept: a tick of 0.001 is 0.1¢); other text as it is. */
export function centsText(dollars: string): string {
  const cents = dollarsToCents(dollars);
  return cents === undefined ? dollars : `${cents}¢`;
}
