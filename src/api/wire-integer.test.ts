import { describe, expect, it } from 'vitest';
import { isUintText, readUint } from './wire-integer';

/* One reading of an integer sent as text: the way Number() reads it is not the way it was meant. */

describe('readUint', () => {
  it('reads plain decimal digits', () => {
    expect(readUint('0')).toBe(0);
    expect(readUint('1')).toBe(1);
    expect(readUint('1700000000')).toBe(1_700_000_000);
    expect(readUint(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['', ' 1', '1 ', '+1', '-1', '0x1', '1e0', '1.0', '1.', '01', '00', '١', 'Infinity', 'NaN', '9007199254740992'])(
    'refuses %j',
    (text) => {
      expect(readUint(text)).toBeUndefined();
    },
  );

  it('refuses a value above its bound', () => {
    expect(readUint('3', 3)).toBe(3);
    expect(readUint('4', 3)).toBeUndefined();
  });

  it('checks the form alone at any length with isUintText', () => {
    expect(isUintText('9'.repeat(40))).toBe(true);
    expect(isUintText('0x1')).toBe(false);
  });
});
