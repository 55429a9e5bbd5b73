import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersToSearch, hasNextPage, isNarrowed, lastPage, nextSort, readFilters, toPositionsParams } from './filters';

const read = (s: string) => readFilters(new URLSearchParams(s));

describe('positions filters', () => {
  it('reads defaults from an empty URL and writes an empty one back', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const f = { sortBy: 'CASHPNL', sortDirection: 'ASC', title: 'election', redeemable: true, mergeable: true, sizeThreshold: 0.5, limit: 100, page: 3 } as const;
    expect(read(filtersToSearch(f).toString())).toEqual(f);
  });

  it('forgives hand-edited URLs', () => {
    const f = read('sortBy=current&sortDirection=sideways&limit=7&page=-2&sizeThreshold=-1&redeemable=maybe');
    expect(f.sortBy).toBe('CURRENT');
    expect(f.sortDirection).toBe('DESC');
    expect(f.limit).toBe(50);
    expect(f.page).toBe(1);
    expect(f.sizeThreshold).toBe(1);
    expect(f.redeemable).toBe(false);
    expect(read(`title=${'x'.repeat(150)}`).title).toHaveLength(100);
  });

  it('keeps pages within the offset cap', () => {
    expect(lastPage(50)).toBe(201);
    expect(read('limit=500&page=999').page).toBe(21);
    expect(toPositionsParams('0x', read('limit=500&page=999')).offset).toBe(10_000);
  });

  it('builds the request', () => {
    expect(toPositionsParams('0xabc', DEFAULT_FILTERS)).toEqual({ user: '0xabc', sortBy: 'TOKENS', sortDirection: 'DESC', sizeThreshold: 1, limit: 50, offset: 0 });
    const p = toPositionsParams('0xabc', { ...DEFAULT_FILTERS, title: '  fed ', redeemable: true, page: 2 });
    expect(p).toMatchObject({ title: 'fed', redeemable: true, offset: 50 });
    expect(p).not.toHaveProperty('mergeable');
    expect(toPositionsParams('0xabc', { ...DEFAULT_FILTERS, title: '   ' })).not.toHaveProperty('title');
  });

  it('knows when a next page may exist', () => {
    expect(hasNextPage(50, { page: 1, limit: 50 })).toBe(true);
    expect(hasNextPage(49, { page: 1, limit: 50 })).toBe(false);
    expect(hasNextPage(50, { page: 201, limit: 50 })).toBe(false);
  });

  it('says whether the list is narrowed', () => {
    expect(isNarrowed(DEFAULT_FILTERS)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTERS, sortBy: 'TITLE', page: 3 })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTERS, sizeThreshold: 0 })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_FILTERS, title: 'x' })).toBe(true);
  });

  it('sorts by header clicks', () => {
    expect(nextSort({ sortBy: 'TOKENS', sortDirection: 'DESC' }, 'TOKENS')).toEqual({ sortBy: 'TOKENS', sortDirection: 'ASC' });
    expect(nextSort({ sortBy: 'TOKENS', sortDirection: 'ASC' }, 'TOKENS')).toEqual({ sortBy: 'TOKENS', sortDirection: 'DESC' });
    expect(nextSort({ sortBy: 'TOKENS', sortDirection: 'ASC' }, 'CURRENT')).toEqual({ sortBy: 'CURRENT', sortDirection: 'DESC' });
    expect(nextSort({ sortBy: 'TOKENS', sortDirection: 'DESC' }, 'TITLE')).toEqual({ sortBy: 'TITLE', sortDirection: 'ASC' });
  });
});
