/*
 * The one reading of an integer that arrives as text (a query value, the offset inside a cursor),
 * for every service: ASCII decimal digits, no sign, no spaces, no exponent, hex or fraction, and no
 * leading zero. Number() reads '0x1', '1e0', ' 1', '+1', '1.0' and '01' all as 1; none of them is
 * an integer here.
 */

const UINT_TEXT = /^(0|[1-9][0-9]*)$/;

/** Whether `text` writes a non-negative integer the one way (of any length: callers bound it). */
export const isUintText = (text: string): boolean => UINT_TEXT.test(text);

/** The non-negative integer `text` writes, or undefined when it is written any other way or is above `max` (at most 2^53 - 1). */
export function readUint(text: string, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text.length > 16 || !UINT_TEXT.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}
