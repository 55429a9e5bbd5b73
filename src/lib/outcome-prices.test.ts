import { describe, expect, it } from 'vitest';
import { formatOutcomePrice, outcomeQuotes, parseJsonStringList, parseOutcomePrice } from './outcome-prices';

describe('outcome prices from JSON-in-a-string lists', () => {
  it('decodes the lists the metadata service sends', () => {
    expect(parseJsonStringList('["Yes","No"]')).toEqual(['Yes', 'No']);
    expect(parseJsonStringList('[]')).toEqual([]);
    expect(parseJsonStringList('not json')).toBeNull();
    expect(parseJsonStringList('[1,2]')).toBeNull();
    expect(parseJsonStringList('{"a":"b"}')).toBeNull();
    expect(parseJsonStringList('')).toBeNull();
    expect(parseJsonStringList(undefined)).toBeNull();
  });

  it('reads prices in 0..1 only', () => {
    expect(parseOutcomePrice('0.28')).toBe(0.28);
    expect(parseOutcomePrice('1')).toBe(1);
    expect(parseOutcomePrice('0')).toBe(0);
    expect(parseOutcomePrice('1.5')).toBeNull();
    expect(parseOutcomePrice('-0.1')).toBeNull();
    expect(parseOutcomePrice('1e-3')).toBeNull();
    expect(parseOutcomePrice('')).toBeNull();
    expect(parseOutcomePrice(undefined)).toBeNull();
  });

  it('zips outcomes, prices and tokens, leaving gaps unknown', () => {
    expect(outcomeQuotes('["Yes","No"]', '["0.28","0.72"]', '["11","12"]')).toEqual([
      { index: 0, outcome: 'Yes', price: 0.28, tokenId: '11' },
      { index: 1, outcome: 'No', price: 0.72, tokenId: '12' },
    ]);
    expect(outcomeQuotes('["Yes","No"]', '["0.5"]')).toEqual([
      { index: 0, outcome: 'Yes', price: 0.5, tokenId: null },
      { index: 1, outcome: 'No', price: null, tokenId: null },
    ]);
    expect(outcomeQuotes('broken', '["0.5"]')).toEqual([]);
  });

  it('formats as cents with one decimal', () => {
    expect(formatOutcomePrice('0.28')).toBe('28.0¢');
    expect(formatOutcomePrice('0.005')).toBe('0.5¢');
    expect(formatOutcomePrice('1')).toBe('100.0¢');
    expect(formatOutcomePrice('x')).toBe('—');
  });
});
