import { describe, expect, it } from 'vitest';
import { readBool, readChoice, readEnum, readInt, readNumber, readString, writeParams } from './search-params';

const sp = (s: string) => new URLSearchParams(s);

describe('search params', () => {
  it('reads enums case-insensitively with a fallback', () => {
    expect(readEnum(sp('s=current'), 's', ['CURRENT', 'TOKENS'] as const, 'TOKENS')).toBe('CURRENT');
    expect(readEnum(sp('s=bogus'), 's', ['CURRENT', 'TOKENS'] as const, 'TOKENS')).toBe('TOKENS');
    expect(readEnum(sp(''), 's', ['CURRENT', 'TOKENS'] as const, 'TOKENS')).toBe('TOKENS');
  });

  it('reads and clamps integers', () => {
    expect(readInt(sp('p=3'), 'p', { min: 1, max: 10, fallback: 1 })).toBe(3);
    expect(readInt(sp('p=99'), 'p', { min: 1, max: 10, fallback: 1 })).toBe(10);
    expect(readInt(sp('p=-4'), 'p', { min: 1, max: 10, fallback: 1 })).toBe(1);
    expect(readInt(sp('p=2.5'), 'p', { min: 1, max: 10, fallback: 1 })).toBe(1);
    expect(readInt(sp('p=x'), 'p', { min: 1, max: 10, fallback: 1 })).toBe(1);
  });

  it('reads choices, numbers, booleans, strings', () => {
    expect(readChoice(sp('n=50'), 'n', [25, 50], 25)).toBe(50);
    expect(readChoice(sp('n=51'), 'n', [25, 50], 25)).toBe(25);
    expect(readNumber(sp('t=0.5'), 't', { min: 0, fallback: 1 })).toBe(0.5);
    expect(readNumber(sp('t=-1'), 't', { min: 0, fallback: 1 })).toBe(1);
    expect(readNumber(sp('t=abc'), 't', { min: 0, fallback: 1 })).toBe(1);
    expect(readBool(sp('r=true'), 'r')).toBe(true);
    expect(readBool(sp('r=1'), 'r')).toBe(true);
    expect(readBool(sp('r=no'), 'r')).toBe(false);
    expect(readString(sp('q=abcdef'), 'q', 3)).toBe('abc');
    expect(readString(sp(''), 'q', 3)).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const defaults = { a: 'x', b: 1, c: false, d: '' };
    expect(writeParams({ a: 'x', b: 1, c: false, d: '' }, defaults).toString()).toBe('');
    expect(writeParams({ a: 'y', b: 2, c: true, d: 'q r' }, defaults).toString()).toBe('a=y&b=2&c=true&d=q+r');
  });
});
