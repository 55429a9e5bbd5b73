import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSER_STATE,
  applyBrowserChange,
  browserHref,
  eventsRequest,
  hasNextPage,
  rankedRequest,
  readBrowserState,
  writeBrowserState,
} from './url-state';

const read = (s: string) => readBrowserState(new URLSearchParams(s));

describe('markets browser URL state', () => {
  it('reads defaults from an empty URL and writes an empty one back', () => {
    expect(read('')).toEqual(DEFAULT_BROWSER_STATE);
    expect(writeBrowserState(DEFAULT_BROWSER_STATE).toString()).toBe('');
    expect(browserHref(DEFAULT_BROWSER_STATE)).toBe('/markets');
  });

  it('round-trips every field', () => {
    const s = { q: 'governor race', tab: 'oi', tag: 3, status: 'all', page: 4, event: 6 } as const;
    expect(read(writeBrowserState(s).toString())).toEqual(s);
  });

  it('forgives hand-edited URLs', () => {
    expect(read(`tab=VOLUME&status=nope&page=-3&tag=x&event=2.5&q=${'a'.repeat(300)}`)).toEqual({
      ...DEFAULT_BROWSER_STATE,
      tab: 'volume',
      q: 'a'.repeat(100),
    });
  });

  it('starts from page 1 on any change but a page turn', () => {
    expect(applyBrowserChange({ ...DEFAULT_BROWSER_STATE, page: 3 }, { tab: 'oi' })).toMatchObject({ tab: 'oi', page: 1 });
    expect(applyBrowserChange(DEFAULT_BROWSER_STATE, { page: 2 }).page).toBe(2);
  });

  it('builds the requests the lists make', () => {
    expect(eventsRequest(DEFAULT_BROWSER_STATE)).toEqual({ order: 'volume', ascending: false, limit: 20, offset: 0, closed: false });
    expect(rankedRequest({ ...DEFAULT_BROWSER_STATE, tab: 'oi', tag: 2, status: 'all', page: 2 })).toEqual({
      order: 'openInterest',
      ascending: false,
      limit: 20,
      offset: 20,
      tag_id: 2,
    });
    expect(rankedRequest({ ...DEFAULT_BROWSER_STATE, tab: 'volume', status: 'closed' })).toMatchObject({ order: 'volume', closed: true });
  });

  it('knows when a next page may exist', () => {
    expect(hasNextPage(20, 1)).toBe(true);
    expect(hasNextPage(19, 1)).toBe(false);
  });
});
