import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOARD_STATE,
  applyChange,
  buildersRequest,
  nextTrail,
  previousStep,
  readBoardState,
  readTrail,
  tabHref,
  tradersRequest,
  winnersRequest,
  writeBoardState,
} from './url-state';

const read = (s: string) => readBoardState(new URLSearchParams(s));
const DEMO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('leaderboards URL state', () => {
  it('reads defaults from an empty URL and writes an empty one back', () => {
    expect(read('')).toEqual(DEFAULT_BOARD_STATE);
    expect(writeBoardState(DEFAULT_BOARD_STATE).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const s = {
      tab: 'winners',
      period: 'all',
      category: 'combos',
      order: 'VOLUME',
      interval: 'week',
      address: DEMO,
      cursor: 'abc.def',
    } as const;
    expect(read(writeBoardState(s).toString())).toEqual(s);
  });

  it('forgives hand-edited URLs', () => {
    const s = read(`tab=Builders&period=WEEK&order=volume&category=Politics&interval=year&address=0x123&cursor=${'x'.repeat(3000)}`);
    expect(s).toMatchObject({
      tab: 'builders',
      period: 'week',
      order: 'VOLUME',
      category: 'politics',
      interval: 'day',
      address: '',
      cursor: '',
    });
    expect(read('category=<script>').category).toBe('overall');
    // combos is a category of the winners board only
    expect(read('category=combos').category).toBe('overall');
    expect(read('tab=winners&category=combos').category).toBe('combos');
  });

  it('starts from the first page on any change but a page turn', () => {
    const s = { ...DEFAULT_BOARD_STATE, cursor: 'c1' };
    expect(applyChange(s, { period: 'week' })).toMatchObject({ period: 'week', cursor: '' });
    expect(applyChange(s, { cursor: 'c2' }).cursor).toBe('c2');
  });

  it('links tabs with the shared choices and without the cursor', () => {
    const s = { ...DEFAULT_BOARD_STATE, tab: 'winners', period: 'all', category: 'combos', cursor: 'c' } as const;
    expect(tabHref(s, 'traders')).toBe('?period=all');
    expect(tabHref(s, 'builders')).toBe('?tab=builders&period=all');
    expect(tabHref({ ...s, category: 'politics' }, 'traders')).toBe('?period=all&category=politics');
    expect(tabHref(DEFAULT_BOARD_STATE, 'traders')).toBe('?');
  });

  it('opens the winners board on a month (a day often has no market resolved), each board on its own default', () => {
    expect(read('tab=winners').period).toBe('month');
    expect(read('tab=winners&period=day').period).toBe('day');
    expect(writeBoardState({ ...DEFAULT_BOARD_STATE, tab: 'winners', period: 'day' }).toString()).toBe('tab=winners&period=day');
    expect(writeBoardState({ ...DEFAULT_BOARD_STATE, tab: 'winners', period: 'month' }).toString()).toBe('tab=winners');
    expect(tabHref(DEFAULT_BOARD_STATE, 'winners')).toBe('?tab=winners');
    expect(tabHref({ ...DEFAULT_BOARD_STATE, tab: 'winners', period: 'month' }, 'traders')).toBe('?');
    expect(tabHref({ ...DEFAULT_BOARD_STATE, period: 'week' }, 'winners')).toBe('?tab=winners&period=week');
  });

  it('states every board parameter, with a page size only on a first page', () => {
    expect(tradersRequest(DEFAULT_BOARD_STATE)).toEqual({ time_period: 'day', sort_by: 'PNL', category: 'overall', limit: 25 });
    expect(tradersRequest({ ...DEFAULT_BOARD_STATE, cursor: 'c' })).toEqual({
      time_period: 'day',
      sort_by: 'PNL',
      category: 'overall',
      cursor: 'c',
    });
    expect(buildersRequest({ period: 'week', cursor: '' })).toEqual({ time_period: 'week', limit: 25 });
    expect(winnersRequest({ period: 'all', category: 'combos', cursor: 'c' })).toEqual({
      time_period: 'all',
      category: 'combos',
      cursor: 'c',
    });
  });

  it('walks back along the trail of cursors', () => {
    let trail = nextTrail([], '');
    trail = nextTrail(trail, 'c2');
    expect(trail).toEqual(['', 'c2']);
    const back = previousStep(trail);
    expect(back).toEqual({ cursor: 'c2', trail: [''] });
    expect(previousStep(back.trail)).toEqual({ cursor: '', trail: [] });
    // a deep link has no trail: back is the first page
    expect(previousStep([])).toEqual({ cursor: '', trail: [] });
    expect(readTrail({ trail: ['', 'c2'] })).toEqual(['', 'c2']);
    expect(readTrail({ trail: [1] })).toEqual([]);
    expect(readTrail(null)).toEqual([]);
  });
});
