import { describe, expect, it } from 'vitest';
import { foldText, matchesMarketFilter, shortConditionId } from './market-filter';

const ID = `0x${'ab'.repeat(32)}`;

describe('matchesMarketFilter', () => {
  it('passes every row when the filter is empty or blank', () => {
    expect(matchesMarketFilter('', 'Will it rain?', ID)).toBe(true);
    expect(matchesMarketFilter('   ', undefined, ID)).toBe(true);
  });

  it('finds a title by its words, in any case and order, accents ignored', () => {
    const title = 'Will Zürich host the 2030 Games?';
    expect(matchesMarketFilter('zurich', title, ID)).toBe(true);
    expect(matchesMarketFilter('GAMES   2030', title, ID)).toBe(true);
    expect(matchesMarketFilter('games 2031', title, ID)).toBe(false);
  });

  it('hides a row whose title is unknown, unless the filter is its id', () => {
    expect(matchesMarketFilter('rain', undefined, ID)).toBe(false);
    expect(matchesMarketFilter('0xABAB', undefined, ID)).toBe(true);
    expect(matchesMarketFilter('0xabcd', 'Will it rain?', ID)).toBe(false);
  });
});

describe('foldText and shortConditionId', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  Ça\tVA  Bien ')).toBe('ca va bien');
  });
  it('shortens a condition id to its ends', () => {
    expect(shortConditionId(ID)).toBe('0xabab…abab');
    expect(shortConditionId('0x12')).toBe('0x12');
  });
});
