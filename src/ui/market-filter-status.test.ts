import { describe, expect, it } from 'vitest';
import { marketFilterStatus } from './market-filter-status';

const search = { kind: 'search', text: 'fed', failed: false, loading: false, found: 0, more: false, events: 50 } as const;
const chosen = { kind: 'chosen', value: '0xabc', failed: false, loading: false, unknown: false } as const;

describe('the market filter status line', () => {
  it('while searching: error, loading, none, how many, and when to type more', () => {
    expect(marketFilterStatus({ ...search, failed: true, loading: true })).toBe('Could not search the markets.');
    expect(marketFilterStatus({ ...search, loading: true })).toBe('Searching every market…');
    expect(marketFilterStatus(search)).toBe('No market matches “fed”.');
    expect(marketFilterStatus({ ...search, found: 1 })).toBe('1 market found.');
    // an earlier answer on screen while the next loads is counted, not replaced by "Searching"
    expect(marketFilterStatus({ ...search, found: 3, loading: true })).toBe('3 markets found.');
    expect(marketFilterStatus({ ...search, found: 12, more: true })).toBe(
      '12 markets found in the 50 best-matching events: type more to narrow.',
    );
  });

  it('not searching: none chosen, the title loading or failing, an unknown id, one market', () => {
    expect(marketFilterStatus({ ...chosen, value: '' })).toBe('Every market. Type a title to show one market only.');
    expect(marketFilterStatus({ ...chosen, failed: true, loading: true })).toBe('Could not load this market’s title.');
    expect(marketFilterStatus({ ...chosen, loading: true })).toBe('Loading the market’s title…');
    expect(marketFilterStatus({ ...chosen, unknown: true })).toBe('The metadata service knows no market of this id.');
    expect(marketFilterStatus(chosen)).toBe('One market only.');
  });
});
