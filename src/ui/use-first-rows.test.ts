import { describe, expect, it } from 'vitest';
import { rowsOnScreen } from './use-first-rows';

describe('rowsOnScreen', () => {
  it('counts the rows a window shows below the top, a partly visible row included', () => {
    expect(rowsOnScreen(72, 440, 823)).toBe(6); // a phone: 383 px of table
    expect(rowsOnScreen(72, 320, 900)).toBe(9); // a laptop: 580 px
    expect(rowsOnScreen(72, 320, 392)).toBe(1); // exactly one row
    expect(rowsOnScreen(72, 320, 393)).toBe(2); // and a pixel of the next
  });

  it('draws at least one row when the table starts below the window', () => {
    expect(rowsOnScreen(72, 440, 300)).toBe(1);
  });
});
