import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises spreadsheet formulas but keeps negative numbers numeric', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(12n)).toBe('12');
  });

  it('writes a header and CRLF rows', () => {
    const text = toCsv(
      [{ a: 1, b: 'x' }],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
      ],
    );
    expect(text).toBe('A,B\r\n1,x\r\n');
  });

  it('round-trips any text that is not a formula', () => {
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safe, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 10 }), (table) => {
        const width = table[0]!.length;
        const rows = table.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const cols = Array.from({ length: width }, (_, i) => ({ header: `c${i}`, value: (r: string[]) => r[i]! }));
        const parsed = parseCsv(toCsv(rows, cols));
        // a single empty column writes an empty line, which reads back as one empty field
        expect(parsed.slice(1)).toEqual(rows);
      }),
    );
  });
});
