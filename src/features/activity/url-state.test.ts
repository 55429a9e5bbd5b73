import { describe, expect, it } from 'vitest';
import { activityFiltersToSearch, DEFAULT_ACTIVITY_FILTERS, readActivityFilters } from './url-state';

describe('activity filters in the URL', () => {
  it('keeps types in the spec order, so one choice has one URL', () => {
    const f = readActivityFilters(new URLSearchParams('type=trade,REDEEM,nonsense,TRADE&order=oldest'));
    expect(f).toEqual({ ...DEFAULT_ACTIVITY_FILTERS, types: ['TRADE', 'REDEEM'], order: 'oldest' });
    expect(activityFiltersToSearch(f).toString()).toBe('type=TRADE%2CREDEEM&order=oldest');
    expect(activityFiltersToSearch(DEFAULT_ACTIVITY_FILTERS).toString()).toBe('');
  });

  it('treats every type ticked as no type filter', () => {
    const all = 'TRADE,SPLIT,MERGE,REDEEM,REWARD,CONVERSION,DEPOSIT,WITHDRAWAL,YIELD,MAKER_REBATE,TAKER_REBATE,REFERRAL_REWARD';
    expect(readActivityFilters(new URLSearchParams(`type=${all}`)).types).toEqual([]);
  });
});
